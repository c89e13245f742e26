import type { HeadersFunction } from "@remix-run/node";

/**
 * For pages whose address carries a secret token: never cached, never sent on as a referrer to
 * another site. `same-origin`, not `no-referrer`: under `no-referrer` a browser sends the page's
 * own form posts with `Origin: null`, which the cross-site check must refuse, so no form on the
 * page (the order's cancel and status forms, the reset form) would work.
 */
export const SECRET_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
};

/** The loader's headers, and the action's over them, on the document. */
export const secretPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  actionHeaders.forEach((value, key) => merged.set(key, value));
  return merged;
};
