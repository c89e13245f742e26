import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { LocalLink, useT } from "~/components/i18n";
import { ProductGrid } from "~/components/shop/product-card";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Pagination } from "~/components/ui/pagination";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { parsePage } from "~/lib/pagination";
import { SHOP_PAGE_SIZE } from "~/lib/shop-query";
import { messages } from "~/locales";
import { listFavoriteCards } from "~/models/favorite.server";
import { requireUser } from "~/http/auth.server";

/** Favorites: sign-in required (spec 000 §6); the newest favorite first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  return listFavoriteCards(context.db, user.id, { page, pageSize: SHOP_PAGE_SIZE });
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].engage.favoritesTitle);

export default function Favorites() {
  const { products, total, page, pages } = useLoaderData<typeof loader>();
  const t = useT().engage;
  const catalog = useT().catalog;
  const loading = useNavigation().state === "loading";
  return (
    <main id="main" className="container favorites-page" aria-busy={loading || undefined}>
      <Breadcrumb current={t.favoritesCrumb} />
      <h1>{t.favoritesTitle}</h1>
      {products.length ? (
        <>
          <p className="hint">{fmt(t.favoritesCount, { count: total })}</p>
          {/* The cards' h3 titles sit under this h2, not straight under the page's h1. */}
          <h2 className="visually-hidden">{catalog.productsHeading}</h2>
          <ProductGrid products={products} />
          <Pagination page={page} pages={pages} />
        </>
      ) : (
        <NoFavorites />
      )}
    </main>
  );
}

/** The spec's scrolling 'No Favorites' banner; still for people who ask for less motion. */
function NoFavorites() {
  const t = useT().engage;
  return (
    <section className="no-favorites" aria-labelledby="no-favorites">
      <h2 id="no-favorites" className="visually-hidden">
        {t.noFavorites}
      </h2>
      <div className="no-favorites-banner" aria-hidden="true">
        <div className="no-favorites-track">
          {Array.from({ length: 8 }, (_, i) => (
            <span key={i}>♡ {t.noFavorites}</span>
          ))}
        </div>
      </div>
      <p>{t.noFavoritesHint}</p>
      <p>
        <LocalLink to="/shop" className="button">
          {t.browseProducts}
        </LocalLink>
      </p>
    </section>
  );
}
