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
 * provider's `checkoutFormContent` is a script that mounts the form into #iyzipay-checkout-form;
 * scripts put in with innerHTML never run, so each is recreated here with the page's nonce, the
 * only way the page's CSP lets an inline script run.
 */
export function EmbeddedCheckout({ content }: { content: string }) {
  const t = useT().checkout;
  const nonce = useNonce();
  useEffect(() => {
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
    return () => added.forEach((script) => script.remove());
  }, [content, nonce]);
  return (
    <section className="card-checkout" aria-labelledby="card-checkout-title">
      <h3 id="card-checkout-title">{t.cardFormTitle}</h3>
      <p className="hint">{t.cardFormHint}</p>
      <div id="iyzipay-checkout-form" className="responsive" />
    </section>
  );
}
