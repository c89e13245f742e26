import { Header } from "./header";
import { Footer } from "./footer";
import { Popup } from "./popup";
import { CurrencyHash } from "./currency-hash";
import { useT } from "~/components/i18n";

export function SiteShell({ children }: { children: React.ReactNode }) {
  const t = useT().common;
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      {/* The header draws the one-time message too (beside or inside its mini-cart). */}
      <Header />
      {children}
      <Footer />
      <Popup />
      <CurrencyHash />
    </>
  );
}
