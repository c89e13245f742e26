import { useEffect } from "react";
import { useNonce } from "~/components/nonce";
import { useT } from "~/components/i18n";

/**
 * The CSP nonce of the page in the browser. Browsers hide the attribute's value once a page has
 * loaded, but keep it in the element's `nonce` property: Remix's own scripts carry it.
 */
function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>("script[nonce]");
  return script?.nonce || undefined;
}

/**
 * iyzico's checkout form in the page (spec 000 §4: 'its script is injected into the page'). The
 * provider's `checkoutFormContent` is a script that declares `iyziInit` and adds the form's
 * stylesheet and script to the head; that script renders the form into #iyzipay-checkout-form.
 * Scripts put in with innerHTML never run, so each is recreated here with the page's nonce, the
 * only way the page's CSP lets an inline script run.
 *
 * The content does nothing in a page where `iyziInit` exists ("if (typeof iyziInit ==
 * 'undefined')"), and a page of the shop lives on across client-side navigations: so each form
 * starts from a page without the last one's `iyziInit` (a global `var`, which cannot be deleted,
 * only emptied), and takes what it added to the head away when it goes.
 */
export function EmbeddedCheckout({ content }: { content: string }) {
  const t = useT().checkout;
  const nonce = useNonce();
  useEffect(() => {
    const page = window as { iyziInit?: unknown };
    page.iyziInit = undefined;
    // What the content adds to the head as it runs (its stylesheet and script); never React's own.
    const headBefore = new Set(document.head.children);
    const parsed = new DOMParser().parseFromString(content, "text/html");
    const added = Array.from(parsed.querySelectorAll("script")).map((source) => {
      const script = document.createElement("script");
      const value = nonce ?? pageNonce();
      if (value) script.nonce = value;
      if (source.src) script.src = source.src;
      else script.text = source.textContent ?? "";
      document.body.appendChild(script);
      return script;
    });
    const addedToHead = [...document.head.children].filter((node) => !headBefore.has(node));
    return () => {
      [...added, ...addedToHead].forEach((node) => node.parentNode?.removeChild(node));
      page.iyziInit = undefined;
    };
  }, [content, nonce]);
  return (
    <section className="card-checkout" aria-labelledby="card-checkout-title">
      <h3 id="card-checkout-title">{t.cardFormTitle}</h3>
      <p className="hint">{t.cardFormHint}</p>
      <div id="iyzipay-checkout-form" className="responsive" />
    </section>
  );
}
