import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Img } from "~/components/ui/img";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { LocalLink, useT, LangText } from "~/components/i18n";
import { fmt, langFromParam, type Lang } from "~/lib/i18n";
import { localizedField } from "~/lib/localized-text";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { listBlogs } from "~/models/content.server";

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
  const blogs = await listBlogs(context.db, { activeOnly: true });
  return {
    posts: blogs.map((b) => ({
      id: b.id,
      slug: b.slug,
      title: localizedField(lang, b, "title"),
      preview: localizedField(lang, b, "preview"),
      image: b.image,
      date: b.createdAt.toISOString(),
      dateText: formatDate(lang, b.createdAt),
    })),
  };
}

export const meta: MetaFunction = ({ matches }) => {
  const t = messages[rootLang(matches)].content;
  return pageMeta(matches, t.blogTitle, t.blogDescription);
};

export default function BlogList() {
  const { posts } = useLoaderData<typeof loader>();
  const t = useT();
  // Spec 000 §2: a loader shows while loading (a post or another page on its way).
  const loading = useNavigation().state === "loading";
  return (
    <main id="main" className="container content-page blog-page" aria-busy={loading || undefined}>
      <Breadcrumb current={t.content.blogBreadcrumb} />
      <h1>{t.content.blogTitle}</h1>
      {posts.length ? (
        <ul className="blog-grid">
          {posts.map((post, i) => (
            <li key={post.id}>
              <article className="blog-card">
                <Img
                  src={post.image || "/images/placeholder.svg"}
                  alt=""
                  width={600}
                  height={400}
                  // Columns of at least 260 px (.blog-grid): one on a phone, three on a laptop.
                  sizes="(min-width: 900px) 33vw, (min-width: 560px) 50vw, 100vw"
                  loading={i < 3 ? "eager" : "lazy"}
                />
                <h2>
                  <LocalLink to={`/blog/note/${post.slug}`}>
                    <LangText text={post.title} />
                  </LocalLink>
                </h2>
                <p className="blog-date">
                  <time dateTime={post.date}>{post.dateText}</time>
                </p>
                {post.preview.text ? <LangText as="p" text={post.preview} /> : null}
                <LocalLink to={`/blog/note/${post.slug}`} className="read-more">
                  {t.content.readMore}
                  {/* The post's title too: 'Read More' alone names no page (as on the post). */}
                  <span className="visually-hidden">
                    {fmt(t.content.readMoreSuffix, { title: post.title.text })}
                  </span>
                </LocalLink>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty">{t.content.blogEmpty}</p>
      )}
    </main>
  );
}
