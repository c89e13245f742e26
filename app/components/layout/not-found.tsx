import { LocalLink, useT } from "~/components/i18n";

export function NotFound() {
  const t = useT().common;
  return (
    <main id="main" className="container page-message">
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFound}</p>
      <LocalLink to="/" className="button">
        {t.backHome}
      </LocalLink>
    </main>
  );
}

/** A record that is not there: its own title, and the way to where the others are. */
export function MissingRecord({ title, to, label }: { title: string; to: string; label: string }) {
  return (
    <main id="main" className="container page-message">
      <h1>{title}</h1>
      <LocalLink to={to} className="button">
        {label}
      </LocalLink>
    </main>
  );
}
