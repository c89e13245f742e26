import type { HeadersFunction } from "@remix-run/node";

/** For pages whose address carries a secret token: never cached, never sent on as a referrer. */
export const SECRET_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
};

/** The loader's headers, and the action's over them, on the document. */
export const secretPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  actionHeaders.forEach((value, key) => merged.set(key, value));
  return merged;
};
