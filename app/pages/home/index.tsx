import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LocalLink, useLang, useRootData, useT, LangText } from "~/components/i18n";
import { localizedText, type LocalizedText } from "~/lib/localized-text";
import { ProductCarousel } from "~/components/shop/carousel";
import { ProductGrid } from "~/components/shop/product-card";
import { Slider } from "~/components/shop/slider";
import { organizationMeta, pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { carouselProducts, homeSlides } from "~/models/content.server";
import { latestProducts } from "~/models/product.server";
import { getSettings } from "~/models/settings.server";
import { supportPhone } from "~/lib/support-phone";
import { requestFavorites } from "~/http/auth.server";

const HOME_PRODUCTS = 8;

export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context;
  // Signed in, the cards show which products are in the favorites.
  const favorites = await requestFavorites(context);
  const [slides, carousel, latest, settings] = await Promise.all([
    homeSlides(db),
    carouselProducts(db, favorites),
    latestProducts(db, HOME_PRODUCTS, favorites),
    getSettings(db),
  ]);
  return {
    slides,
    carousel,
    latest,
    about: { tr: settings.homepageAboutText, en: settings.homepageAboutTextEn },
    // For the Organization JSON-LD's contact point.
    contact: { phone: supportPhone(settings), email: settings.emailAddress },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, "", messages[rootLang(matches)].catalog.shopDescription),
  ...(data ? [organizationMeta(matches, data.contact)] : []),
];

export default function Home() {
  const { slides, carousel, latest, about } = useLoaderData<typeof loader>();
  const lang = useLang();
  const t = useT().catalog;
  const common = useT().common;
  const { storeName } = useRootData();
  // The settings' text, else the shop's fixed one in the page's language.
  const aboutText = (set: LocalizedText) =>
    set.text.trim() ? set : { text: t.aboutFallback, lang };
  return (
    <main id="main">
      {/* The page's one h1 for screen readers and search engines; the slider's h2s come next. */}
      <h1 className="visually-hidden">{storeName || common.shop}</h1>
      <Slider slides={slides} />
      <section className="container home-about" aria-labelledby="home-about">
        <h2 id="home-about">{t.aboutTitle}</h2>
        <LangText as="p" text={aboutText(localizedText(lang, about.tr, about.en))} />
        <LocalLink to="/about" className="button secondary">
          {t.readMore}
          {/* "Read More" alone says nothing out of context (a screen reader's list of links). */}
          <span className="visually-hidden"> – {t.aboutTitle}</span>
        </LocalLink>
      </section>
      <section className="container home-products" aria-labelledby="home-products">
        <h2 id="home-products">{t.ourProducts}</h2>
        <ProductGrid products={latest} eagerCount={0} />
        <p className="center">
          <LocalLink to="/shop" className="button">
            {t.allProducts}
          </LocalLink>
        </p>
      </section>
      <div className="container">
        <ProductCarousel products={carousel} label={t.carouselLabel} />
      </div>
    </main>
  );
}
