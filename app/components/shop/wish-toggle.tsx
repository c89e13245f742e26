import { Form, useFetcher, useLocation } from "@remix-run/react";
import { useLang, useRootData, useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";

/**
 * The ♡ button of a product. Without JavaScript it is a plain form post that comes back to this
 * page (303); with it, a fetcher posts in the background and the heart changes at once. Signed-out
 * shoppers are sent to sign in and back here by the server. All toggles of one product share a
 * fetcher, so a card shown twice (grid and carousel) changes in both places.
 */
export function WishToggle({
  productId,
  productName,
  wished,
  withText = false,
}: {
  productId: string;
  /** Cards name their product, so that a list of hearts is not a list of the same words. */
  productName?: string;
  wished: boolean;
  /** The product page shows the words beside the heart; cards show the heart alone. */
  withText?: boolean;
}) {
  const t = useT().engage;
  const lang = useLang();
  const { user } = useRootData();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<{ wished: boolean }>({ key: `wish-${productId}` });
  const pending = fetcher.formData?.get("intent");
  const on = pending ? pending === "add" : wished;
  const action = localePath(lang, "/favorites/toggle");
  const label = on ? t.removeFavorite : t.addFavorite;
  const name = productName ? `${label}: ${productName}` : label;
  return (
    <Form
      method="post"
      action={action}
      className="wish-form"
      preventScrollReset
      onSubmit={(e) => {
        // Signed out, the form navigates: the answer is the sign-in page.
        if (!user) return;
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        data.set("js", "1");
        fetcher.submit(data, { method: "post", action });
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={on ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button
        type="submit"
        className={`wish-toggle${on ? " is-wished" : ""}${withText ? " with-text" : ""}`}
        aria-pressed={on}
        aria-label={withText ? undefined : name}
        title={withText ? undefined : label}
      >
        <span aria-hidden="true">{on ? "♥" : "♡"}</span>
        {withText ? <span> {label}</span> : null}
      </button>
    </Form>
  );
}
