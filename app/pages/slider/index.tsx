import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LocalLink, useT } from "~/components/i18n";
import { Slider } from "~/components/shop/slider";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { homeSlides } from "~/models/content.server";

/** /slider: the home page's slider on a page of its own (docs/decisions/043-slider-carousel-coupon-pages.md). */
export async function loader({ context }: LoaderFunctionArgs) {
  return { slides: await homeSlides(context.db) };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].catalog.sliderLabel);

export default function SliderPage() {
  const { slides } = useLoaderData<typeof loader>();
  const t = useT().catalog;
  return (
    <main id="main">
      <div className="container">
        <h1>{t.sliderLabel}</h1>
      </div>
      {slides.length ? (
        <Slider slides={slides} />
      ) : (
        <p className="container">
          {t.nothingFeatured} <LocalLink to="/shop">{t.allProducts}</LocalLink>
        </p>
      )}
    </main>
  );
}
