import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { Img } from "~/components/ui/img";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { AddToCart } from "~/components/cart/add-to-cart";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Fragment, useState } from "react";
import { LocalLink, pick, pickOwn, useLang, useT, FieldText } from "~/components/i18n";
import { langAttr, localizedField } from "~/lib/localized-text";
import { Price } from "~/components/shop/price";
import { ProductGrid } from "~/components/shop/product-card";
import { RatingSummary, Stars } from "~/components/shop/rating-summary";
import { ReviewFormSlot } from "~/components/shop/review-form-slot";
import { WishToggle } from "~/components/shop/wish-toggle";
import { fmt, localePath } from "~/lib/i18n";
import { rootLang } from "~/lib/meta";
import { productMeta } from "~/lib/product-meta";
import { zodiacFromSlug } from "~/lib/slug";
import { productPageDetail } from "~/models/product.server";
import { pictureAltsOf } from "~/models/product-image.server";
import { addReview, shownReviews, userReviewOf } from "~/models/review.server";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { ReviewSchema } from "~/schemas/review";
import { requestFavorites, requireUser } from "~/http/auth.server";
import { redirectWithToast } from "~/http/toast.server";
import { safeImage } from "~/lib/sanitize-html.server";
import { notFound, badRequest } from "~/http/page-responses.server";
import { backInStockFormHtml } from "~/components/shop/back-in-stock-form.server";
import { serverMessages } from "~/locales/server";
import { jewelleryFacts } from "~/lib/jewellery";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context;
  const slug = params.slug ?? "";
  const [user, favorites] = await Promise.all([context.user(), requestFavorites(context)]);
  // All by slug, so they run side by side.
  const [product, reviews, mine] = await Promise.all([
    productPageDetail(db, slug, favorites),
    shownReviews(db, slug),
    user ? userReviewOf(db, user.id, { slug }) : null,
  ]);
  if (!product) throw notFound();
  // The pictures become links too (the thumbnails), so an address that is not a picture's is
  // left out.
  const { imageUrl, images, ...shown } = product;
  const lang = requestLang(request);
  // The alt texts the merchant wrote for the pictures (the product's name for the others).
  const alts = await pictureAltsOf(db, product.id, lang);
  // The jewellery facts, in words on the server (issue [20] point 4): neither the words nor the
  // code that writes them add to the page's JavaScript.
  const jewellery = serverMessages[lang].jewellery;
  const facts = jewelleryFacts(
    {
      ...product,
      stones: product.stones.map((s) => ({
        name: (lang === "en" && s.nameEn) || s.name,
        nature: s.nature,
      })),
    },
    lang,
    jewellery,
  );
  return {
    details: facts.length ? { heading: jewellery.heading, facts } : null,
    // 'Stoğa girince haber ver' on a sold-out product: HTML drawn on the server, so that the
    // page's JavaScript stays as it is (decision 036).
    backInStock:
      product.quantity <= 0
        ? backInStockFormHtml({
            action: `${localePath(lang, "/back-in-stock")}?${new URLSearchParams({ product: product.slug })}`,
            slug: product.slug,
            texts: serverMessages[lang].backInStock,
            memberEmail: user?.email ?? null,
            captchaSiteKey: process.env.CAPTCHA_SITE_KEY || null,
          })
        : null,
    product: {
      ...shown,
      imageUrl: safeImage(imageUrl),
      images: images.flatMap((src) => safeImage(src) ?? []),
    },
    alts,
    zodiac: zodiacFromSlug(product.slug),
    ...reviews,
    myReviewAt: mine ? mine.createdAt.toISOString() : null,
  };
}

/** The review form (intent 'review'): signed-in users only; one review per user and product. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const form = await request.formData();
  if (form.get("intent") !== "review") throw badRequest();
  const submission = parseWithZod(form, { schema: ReviewSchema(messages[lang].engage) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const saved = await addReview(context.db, user.id, { slug: params.slug ?? "" }, submission.value);
  if (!saved) throw notFound();
  return redirectWithToast(
    `${localePath(lang, `/product/${saved.product.slug}`)}#reviews`,
    saved.replaced ? "reviewReplaced" : "reviewAdded",
    { status: 303 },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const lang = rootLang(matches);
  const p = data.product;
  const name = pick(lang, p, "name");
  return productMeta(matches, {
    ...p,
    name,
    // In the page's language: a product without a text of its own in it is described by its name.
    description:
      pickOwn(lang, p, "description") || fmt(messages[lang].catalog.productDescription, { name }),
    brand: p.brand?.name ?? null,
    // The metal and fineness as the page words them (the loader's facts), and the weight.
    material: data.details?.facts.find((f) => f.key === "metal")?.value ?? null,
    weightGrams: p.weightGrams,
  });
};

export default function ProductPage() {
  const { product, alts, zodiac, reviews, summary, myReviewAt, backInStock, details } =
    useLoaderData<typeof loader>();
  const reviewResult = useActionData<typeof action>();
  const lang = useLang();
  const t = useT();
  const c = t.catalog;
  const images = [product.imageUrl, ...product.images].filter(
    (x, i, a): x is string => !!x && a.indexOf(x) === i,
  );
  const [shown, setShown] = useState(0);
  const name = localizedField(lang, product, "name");
  const src = images[shown];
  // The merchant's alt text in the page's language, else in Turkish, else the product's name.
  const alt = (src && alts[src]) || name;

  return (
    <main id="main" className="container product-page">
      <Breadcrumb trail={[{ to: "/shop", label: t.common.shop }]} current={name} />
      <div className="product-layout">
        <section className="gallery" aria-label={c.gallery}>
          <Img
            src={src ?? "/images/placeholder.svg"}
            alt={alt.text}
            lang={langAttr(lang, alt)}
            width={800}
            height={800}
            // Half the page from 768 px up (.product-layout), the whole width below.
            sizes="(min-width: 768px) 50vw, 100vw"
            priority
          />
          {images.length > 1 ? (
            <ul className="thumbs">
              {images.map((src, i) => (
                <li key={src}>
                  {/* Without JavaScript each thumbnail opens its image. */}
                  <a
                    href={src}
                    aria-label={fmt(c.showImage, { n: i + 1 })}
                    aria-current={i === shown ? "true" : undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      setShown(i);
                    }}
                  >
                    <Img src={src} alt="" width={96} height={96} sizes="96px" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className="product-info">
          <FieldText as="h1" row={product} field="name" />
          <p className="product-price">
            <Price
              price={product.price}
              discountPrice={product.discountPrice}
              lowest={product.lowestBefore}
            />{" "}
            <small>{c.kdvIncluded}</small>
          </p>
          <WishToggle productId={product.id} wished={product.wished} withText />
          <AddToCart
            product={{
              id: product.id,
              slug: product.slug,
              name,
              imageUrl: product.imageUrl,
              stock: product.quantity,
            }}
          />
          {backInStock ? <div dangerouslySetInnerHTML={{ __html: backInStock }} /> : null}
          {product.children.length ? (
            <nav aria-label={c.variants} className="variants">
              <h2>{c.variants}</h2>
              <ul>
                {product.children.map((v) => (
                  <li key={v.id}>
                    <LocalLink to={`/product/${v.slug}`}>
                      <FieldText row={v} field="name" />
                    </LocalLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <dl className="facts">
            <dt>{c.sku}</dt>
            <dd>{product.sku}</dd>
            {product.brand ? (
              <>
                <dt>{c.brand}</dt>
                <dd>
                  <LocalLink to={`/shop/brand/${product.brand.slug}`}>
                    {product.brand.name}
                  </LocalLink>
                </dd>
              </>
            ) : null}
            {zodiac ? (
              <>
                <dt>{c.zodiac}</dt>
                <dd className="zodiac">{c.zodiacSigns[zodiac]}</dd>
              </>
            ) : null}
          </dl>
          {details ? (
            <section className="product-details" aria-labelledby="product-details-title">
              <h2 id="product-details-title">{details.heading}</h2>
              <dl className="facts">
                {details.facts.map((f) => (
                  <Fragment key={f.key}>
                    <dt>{f.term}</dt>
                    <dd>{f.value}</dd>
                  </Fragment>
                ))}
              </dl>
            </section>
          ) : null}
          <h2>{c.description}</h2>
          <FieldText as="p" row={product} field="description" />
          {pick(lang, product, "story") ? (
            <>
              <h2>{c.story}</h2>
              <FieldText as="p" row={product} field="story" />
            </>
          ) : null}
          <h2>{c.details}</h2>
          <FieldText as="p" row={product} field="details" />
          <h2>{c.ingredients}</h2>
          <FieldText as="p" row={product} field="ingredients" />
        </section>
      </div>
      {product.combination.length ? (
        <section className="combination">
          <h2>{c.combination}</h2>
          <ProductGrid products={product.combination} eagerCount={0} />
        </section>
      ) : null}
      <section id="reviews" className="reviews" aria-labelledby="reviews-title">
        <h2 id="reviews-title">{c.reviews}</h2>
        <RatingSummary summary={summary} />
        <ul className="review-list">
          {reviews.map((r) => (
            <li key={r.id}>
              <h3>{r.title}</h3>
              <p>
                <Stars rating={r.rating} /> {r.author}
              </p>
              <p className="review-text">{r.review}</p>
              {r.isRecommended ? <p className="hint">✓ {c.recommends}</p> : null}
            </li>
          ))}
        </ul>
        {/* A new key after a saved review empties the form (spec 000 §4: forms reset). */}
        <ReviewFormSlot
          key={myReviewAt ?? "none"}
          lastResult={reviewResult}
          reviewedBefore={!!myReviewAt}
        />
      </section>
    </main>
  );
}
