import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { MissingRecord } from "~/components/layout/not-found";
import { Img } from "~/components/ui/img";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { FailedPage } from "~/components/layout/page-error";
import { routeErrorKind } from "~/lib/route-error";
import { LocalLink, useLang, useT, LangText } from "~/components/i18n";
import { fmt, langFromParam, type Lang } from "~/lib/i18n";
import { localizedField } from "~/lib/localized-text";
import { pageMeta, rootLang } from "~/lib/meta";
import { sanitizeHtml } from "~/lib/sanitize-html.server";
import { messages } from "~/locales";
import { getBlog, otherBlogs } from "~/models/content.server";
import { notFound } from "~/http/page-responses.server";

/** Formatted on the server, so the browser renders the same text when it hydrates. */
function formatDate(lang: Lang, date: Date): string {
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "tr-TR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Istanbul",
  }).format(date);
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = langFromParam(params.lang) ?? "tr";
  const { db } = context;
  const blog = await getBlog(db, { slug: params.slug ?? "" }, { activeOnly: true });
  if (!blog) throw notFound();
  const others = await otherBlogs(db, blog.id);
  // English falls back to the Turkish body while the English one is missing.
  const body = localizedField(lang, blog, "body");
  return {
    post: {
      title: localizedField(lang, blog, "title"),
      preview: localizedField(lang, blog, "preview"),
      // Sanitised on render as well as on save: the stored HTML is never trusted on its own.
      body: sanitizeHtml(body.text),
      bodyLang: body.lang,
      image: blog.innerImage || blog.image,
      date: blog.createdAt.toISOString(),
      dateText: formatDate(lang, blog.createdAt),
    },
    others: others.map((b) => ({
      id: b.id,
      slug: b.slug,
      title: localizedField(lang, b, "title"),
      preview: localizedField(lang, b, "preview"),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageMeta(matches, messages[rootLang(matches)].content.blogMissing);
  return pageMeta(matches, data.post.title.text, data.post.preview.text || undefined);
};

export default function BlogPost() {
  const { post, others } = useLoaderData<typeof loader>();
  const lang = useLang();
  const t = useT();
  return (
    <main id="main" className="container content-page">
      <Breadcrumb trail={[{ to: "/blog", label: t.content.blogBreadcrumb }]} current={post.title} />
      <article className="blog-post">
        <LangText as="h1" text={post.title} />
        <p className="blog-date">
          {t.content.publishedOn}: <time dateTime={post.date}>{post.dateText}</time>
        </p>
        {post.image ? (
          <Img
            className="blog-hero"
            src={post.image}
            alt=""
            width={1200}
            height={800}
            sizes="(min-width: 1200px) 1200px, 100vw"
            priority
          />
        ) : null}
        <div
          className="prose"
          lang={post.bodyLang !== lang ? post.bodyLang : undefined}
          dangerouslySetInnerHTML={{ __html: post.body }}
        />
      </article>
      {others.length ? (
        <section className="other-posts" aria-labelledby="other-posts">
          <h2 id="other-posts">{t.content.otherPosts}</h2>
          <ul>
            {others.map((o) => (
              <li key={o.id}>
                <LangText as="h3" text={o.title} />
                {o.preview.text ? <LangText as="p" text={o.preview} /> : null}
                <LocalLink to={`/blog/note/${o.slug}`} className="read-more">
                  {t.content.readMore}
                  {/* 'Read More' alone names no page: search engines (Lighthouse's link text)
                      and a screen reader's list of links get the post's title too. */}
                  <span className="visually-hidden">
                    {fmt(t.content.readMoreSuffix, { title: o.title.text })}
                  </span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

/** A post that is not there (or not shown): spec 001 §8's 'Blog Bulunmadı', and the way to the others. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (routeErrorKind(error) !== "notFound") return <FailedPage />;
  return <MissingRecord title={t.content.blogMissing} to="/blog" label={t.content.blogTitle} />;
}
