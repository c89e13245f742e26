import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LocalLink, useT, FieldText } from "~/components/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { listShopBrands } from "~/models/taxonomy.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return { brands: await listShopBrands(context.db) };
}

export const meta: MetaFunction = ({ matches }) => {
  const t = messages[rootLang(matches)].catalog;
  return pageMeta(matches, t.brandsTitle, t.brandsDescription);
};

export default function Brands() {
  const { brands } = useLoaderData<typeof loader>();
  const t = useT().catalog;
  return (
    <main id="main" className="container">
      <h1>{t.brandsTitle}</h1>
      {brands.length ? (
        <ul className="brand-list">
          {brands.map((b) => (
            <li key={b.id}>
              <LocalLink to={`/shop/brand/${b.slug}`}>
                <h2>{b.name}</h2>
                {b.description ? <FieldText as="p" row={b} field="description" /> : null}
              </LocalLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{t.brandsEmpty}</p>
      )}
    </main>
  );
}
