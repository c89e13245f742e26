/** The order's documents (pre-information form, contract, invoice), each opening a page of its own. */
export function OrderDocuments({
  heading,
  note,
  links,
}: {
  heading: string;
  note: string;
  links: { kind: string; title: string; lang?: string; href: string }[];
}) {
  return (
    <section className="order-documents" aria-labelledby="order-documents">
      <h2 id="order-documents">{heading}</h2>
      <p className="order-note">{note}</p>
      <ul>
        {links.map((doc) => (
          <li key={doc.kind}>
            {/* A page of its own, not the app's: the client router must not take it. */}
            <a href={doc.href} target="_blank" rel="noopener" lang={doc.lang}>
              {doc.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
