import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LocalLink, useT } from "~/components/i18n";
import { ProductCarousel } from "~/components/shop/carousel";
import { requestFavorites } from "~/http/auth.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { carouselProducts } from "~/models/content.server";

/** /carousel: the home page's product carousel on a page of its own (docs/decisions/043). */
export async function loader({ context }: LoaderFunctionArgs) {
  // Signed in, the cards show which products are in the favorites, as on the home page.
  const favorites = await requestFavorites(context);
  return { products: await carouselProducts(context.db, favorites) };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].catalog.carouselLabel);

export default function CarouselPage() {
  const { products } = useLoaderData<typeof loader>();
  const t = useT().catalog;
  return (
    <main id="main" className="container">
      {/* The carousel's own h2 names it on the page; the h1 is for screen readers and search. */}
      <h1 className="visually-hidden">{t.carouselLabel}</h1>
      {products.length ? (
        <ProductCarousel products={products} label={t.carouselLabel} />
      ) : (
        <p>
          {t.nothingFeatured} <LocalLink to="/shop">{t.allProducts}</LocalLink>
        </p>
      )}
    </main>
  );
}
