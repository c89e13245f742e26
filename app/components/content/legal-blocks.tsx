import { LocalLink } from "~/components/i18n";
import type { LegalBlock } from "~/content/legal";

/** A legal text's sections (the /info pages and the contract on /payment), under `heading` titles. */
export function LegalBlocks({
  blocks,
  heading: Heading,
  as: Section = "section",
}: {
  blocks: LegalBlock[];
  heading: "h2" | "h3" | "h4";
  as?: "section" | "div";
}) {
  return (
    <>
      {blocks.map((b, i) => (
        <Section key={i}>
          {b.heading ? <Heading>{b.heading}</Heading> : null}
          {b.paragraphs?.map((p, j) => (
            <p key={j}>{p}</p>
          ))}
          {b.items?.length ? (
            <ul>
              {b.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          ) : null}
          {b.link ? (
            <p>
              <LocalLink to={b.link.to}>{b.link.label}</LocalLink>
            </p>
          ) : null}
        </Section>
      ))}
    </>
  );
}
