import { escapeHtml } from "~/lib/escape-html";
import { fmt, langFromPath, localePath } from "~/lib/i18n";
import { refusalMessages } from "~/locales/refusals";

type Texts = (typeof refusalMessages)["tr"];
type TextKey = Exclude<keyof Texts, "backHome" | "tryAgain">;

/**
 * The answer to a request refused before Remix sees it (server.ts): `{ error }` JSON for /api
 * (its texts are English), else a small page without scripts in the language of the address;
 * `retry` adds a link to the same address, for a refusal that may not last (a short outage).
 */
export function refusalAnswer(
  request: Request,
  status: number,
  page: { title: TextKey; text: TextKey; vars?: Record<string, string> },
  apiError: string,
  headers: Record<string, string> = {},
  { retry = false }: { retry?: boolean } = {},
): Response {
  const { pathname, search } = new URL(request.url);
  if (pathname === "/api" || pathname.startsWith("/api/"))
    return Response.json({ error: apiError }, { status, headers });
  const lang = langFromPath(pathname);
  const t = refusalMessages[lang];
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${t[page.title]}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${t[page.title]}</h1><p>${fmt(t[page.text], page.vars ?? {})}</p>
${retry ? `<p><a href="${escapeHtml(pathname + search)}">${t.tryAgain}</a></p>\n` : ""}\
<p><a href="${localePath(lang, "/")}">${t.backHome}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}
