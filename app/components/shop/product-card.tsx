import { LocalLink, pick, useLang, useT, FieldText } from "~/components/i18n";
import type { ProductCard as Card } from "~/models/product.server";
import { Img } from "~/components/ui/img";
import { Price } from "./price";
import { WishToggle } from "./wish-toggle";

export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const lang = useLang();
  const t = useT().catalog;
  const name = pick(lang, product, "name");
  return (
    <article className="product-card">
      <LocalLink to={`/product/${product.slug}`} className="product-card-link">
        <Img
          src={product.imageUrl ?? "/images/placeholder.svg"}
          alt=""
          width={400}
          height={400}
          // One column below 400 px, two up to 768, four above (.product-grid in app.css).
          sizes="(min-width: 768px) 25vw, (min-width: 400px) 50vw, 100vw"
          loading={eager ? "eager" : "lazy"}
        />
        <FieldText as="h3" row={product} field="name" />
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
