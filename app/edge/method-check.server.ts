import { refusalAnswer } from "~/http/refusal-page.server";

/**
 * Methods the fetch API's Request cannot carry (it throws for them): before this check they
 * reached server.ts's last resort as a 500 with a logged stack. None of them is the shop's to
 * answer (TRACE would echo the request, cookies and all), so they are refused with 405 before
 * any Request is made. CONNECT never gets here: node:http hands it to a `connect` listener, and
 * without one it closes the connection; TRACK, which Request refuses too, node:http's parser
 * answers with 400 itself.
 */
const UNCARRIED = new Set(["CONNECT", "TRACE"]);

/** What the shop takes at all: forms post to pages; /api also takes PUT, PATCH and DELETE. */
const PAGE_METHODS = "GET, HEAD, POST";
const API_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE";

/** The 405 for a method no Request can carry (a page, or `{ error }` for /api), else null. */
export function methodRefusal(method: string | undefined, url: URL): Response | null {
  if (!UNCARRIED.has((method ?? "").toUpperCase())) return null;
  const api = url.pathname === "/api" || url.pathname.startsWith("/api/");
  return refusalAnswer(
    // The refusal is made for the address alone: a Request with this method cannot exist.
    new Request(url),
    405,
    { title: "methodTitle", text: "methodText" },
    "Method not allowed.",
    { Allow: api ? API_METHODS : PAGE_METHODS },
  );
}
