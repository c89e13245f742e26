import { renderToStaticMarkup } from "react-dom/server";
import type { ServerMessages } from "~/locales/server";

export interface BackInStockFormProps {
  /** Where it posts: /back-in-stock in the page's language. */
  action: string;
  slug: string;
  texts: ServerMessages["backInStock"];
  /** A signed-in shopper's own address: no field, the request is theirs. */
  memberEmail: string | null;
  /** What a guest typed, shown again with the errors. */
  typed?: string;
  errors?: { email?: string[]; form?: string[] };
  captchaSiteKey: string | null;
  /** 2 inside the product page; 1 on the page of its own (/back-in-stock). */
  headingLevel?: 1 | 2;
}

/**
 * 'Stoğa girince haber ver' on a sold-out product (decision 036): a plain form, drawn on the
 * server only. The product page carries it as HTML in its data, so neither its code nor its texts
 * add to the page's JavaScript (DESIGN.md §8); it works the same with JavaScript off.
 */
function BackInStockForm(props: BackInStockFormProps) {
  const t = props.texts;
  const emailErrors = props.errors?.email ?? [];
  const formErrors = props.errors?.form ?? [];
  const Heading = props.headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="back-in-stock" aria-labelledby="back-in-stock-title">
      <Heading id="back-in-stock-title">{t.title}</Heading>
      <form method="post" action={props.action} noValidate className="back-in-stock-form">
        {formErrors.length ? (
          <div id="back-in-stock-form-error" role="alert" className="form-errors">
            {formErrors.map((e) => (
              <p key={e}>{e}</p>
            ))}
          </div>
        ) : null}
        <input type="hidden" name="intent" value="notify" />
        <input type="hidden" name="product" value={props.slug} />
        {props.memberEmail ? (
          <p>{t.introMember.replace("{email}", props.memberEmail)}</p>
        ) : (
          <>
            <p>{t.intro}</p>
            <div className={`field${emailErrors.length ? " has-error" : ""}`}>
              <label htmlFor="back-in-stock-email">{t.email}</label>
              <input
                id="back-in-stock-email"
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={props.typed}
                aria-invalid={emailErrors.length ? true : undefined}
                aria-describedby={emailErrors.length ? "back-in-stock-email-error" : undefined}
              />
              {emailErrors.length ? (
                <ul id="back-in-stock-email-error" className="field-errors">
                  {emailErrors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </>
        )}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="back-in-stock-website">Website</label>
          <input
            id="back-in-stock-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        {props.captchaSiteKey ? (
          <div className="g-recaptcha" data-sitekey={props.captchaSiteKey} />
        ) : null}
        <button type="submit" className="button">
          {t.button}
        </button>
      </form>
    </section>
  );
}

export function backInStockFormHtml(props: BackInStockFormProps): string {
  return renderToStaticMarkup(<BackInStockForm {...props} />);
}
