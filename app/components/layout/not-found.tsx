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
