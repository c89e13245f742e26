import { LocalLink, pick, useLang, useT } from "~/components/i18n";
import type { ProductCard as Card } from "~/models/product.server";
import { Price } from "./price";
import { WishToggle } from "./wish-toggle";

export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const lang = useLang();
  const t = useT().catalog;
  const name = pick(lang, product, "name");
  return (
    <article className="product-card">
      <LocalLink to={`/product/${product.slug}`} className="product-card-link">
        <img
          src={product.imageUrl ?? "/images/placeholder.svg"}
          alt=""
          width={400}
          height={400}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
        <h3>{name}</h3>
      </LocalLink>
      <WishToggle productId={product.id} productName={name} wished={product.wished} />
      <p>
        <Price price={product.price} discountPrice={product.discountPrice} />
      </p>
      <p className="card-flags">
        {product.quantity <= 0 ? <span className="tag">{t.soldOut}</span> : null}
      </p>
    </article>
  );
}

export function ProductGrid({
  products,
  eagerCount = 4,
}: {
  products: Card[];
  eagerCount?: number;
}) {
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
