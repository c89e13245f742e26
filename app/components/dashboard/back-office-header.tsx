import { Form } from "@remix-run/react";
import { LanguageSwitch, LocalLink, useLang, useRootData, useT } from "~/components/i18n";
import { fmt, localePath } from "~/lib/i18n";
import { useDashboardT } from "./use-dashboard-t";
import { useDashboardProfile } from "./use-profile";

/**
 * The back office's top bar, in place of the storefront's header: the shop's name (Settings), a
 * way back to the shop, the language, who is signed in (a link to their profile) and sign-out.
 * No search, cart or currency: nothing here is bought.
 */
export function BackOfficeHeader() {
  const { storeName } = useRootData();
  const common = useT().common;
  const account = useT().account;
  const shell = useDashboardT().shell;
  const lang = useLang();
  const profile = useDashboardProfile();
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <header className="backoffice-header">
      <a className="skip-link" href="#main">
        {common.skipToContent}
      </a>
      <div className="container backoffice-bar">
        <p className="backoffice-brand">
          <span className="backoffice-name">{storeName || common.shop}</span>
          <span className="backoffice-tag">{shell.backOffice}</span>
        </p>
        <LanguageSwitch />
        <LocalLink to="/" className="backoffice-shop-link">
          {shell.viewShop}
        </LocalLink>
        <div className="backoffice-person">
          <LocalLink
            to="/dashboard#profile"
            className="backoffice-person-name"
            aria-label={fmt(shell.profileOf, { name })}
          >
            {name}
          </LocalLink>
          <Form method="post" action={localePath(lang, "/logout")}>
            <button type="submit" className="link-button">
              {account.signOut}
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}
