import { LocalLink, useRootData, useT } from "~/components/i18n";
import { NewsletterSignup } from "~/components/forms/newsletter-form";
import { WhatsAppLink } from "./whatsapp-link";

export function Footer() {
  const t = useT().common;
  const forms = useT().forms;
  const music = useT().content.music;
  const { storeName, seller, sellerHeading } = useRootData();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <nav aria-label={t.footerShop}>
          <h2>{t.footerShop}</h2>
          <ul>
            <li>
              <LocalLink to="/shop">{t.shop}</LocalLink>
            </li>
            <li>
              <LocalLink to="/brands">{t.brands}</LocalLink>
            </li>
            <li>
              <LocalLink to="/story">{t.story}</LocalLink>
            </li>
            <li>
              <LocalLink to="/blog">{t.blog}</LocalLink>
            </li>
            <li>
              <LocalLink to="/takilarintinisi">{music.title}</LocalLink>
            </li>
            <li>
              <LocalLink to="/contact">{t.contact}</LocalLink>
            </li>
            <li>
              <LocalLink to="/sell">{forms.sellTitle}</LocalLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t.footerAccount}>
          <h2>{t.footerAccount}</h2>
          <ul>
            <li>
              <LocalLink to="/dashboard">{t.account}</LocalLink>
            </li>
            <li>
              <LocalLink to="/dashboard/orders">{t.footerOrders}</LocalLink>
            </li>
            <li>
              <LocalLink to="/favorites">{t.wishlist}</LocalLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t.footerLegal}>
          <h2>{t.footerLegal}</h2>
          {/* The texts are Turkish only (spec); under /en the page around them stays English. */}
          <ul>
            <li>
              <LocalLink to="/info/iade-ve-degisim">{t.returns}</LocalLink>
            </li>
            <li>
              <LocalLink to="/info/kvkk">{t.kvkk}</LocalLink>
            </li>
            <li>
              <LocalLink to="/info/kullanim-ve-gizlilik">{t.terms}</LocalLink>
            </li>
            <li>
              <LocalLink to="/info/mesafeli-satis">{t.distanceSales}</LocalLink>
            </li>
            <li>
              <LocalLink to="/info/cerezler">{t.cookies}</LocalLink>
            </li>
          </ul>
        </nav>
        <NewsletterSignup id="footer-newsletter" />
        <div>
          {/* One picture of the card marks, named: a paragraph cannot take a name (aria-label). */}
          <p className="card-logos" role="img" aria-label={t.cardLogos}>
            <span>VISA</span> <span>Mastercard</span> <span>TROY</span>
          </p>
          <p>
            © {new Date().getFullYear()} {storeName}. {t.copyright}
          </p>
          {seller ? <SellerFacts parts={seller} label={sellerHeading} /> : null}
        </div>
      </div>
      {/* Fixed to the corner of a wide screen, but inside a landmark like every other link. */}
      <WhatsAppLink place="floating" />
    </footer>
  );
}

/** Who sells, as the law wants it named (issue [20] point 1): the footer and the contact page. */
function SellerFacts({
  parts,
  label,
}: {
  /** Label and value of each filled part, in the page's language (the root loader's). */
  parts: { label: string; value: string }[];
  label: string;
}) {
  if (parts.length === 0) return null;
  return (
    <section className="seller-facts" aria-label={label}>
      <dl>
        {parts.map((p) => (
          <div key={p.label}>
            <dt>{p.label}</dt>
            <dd>{p.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
