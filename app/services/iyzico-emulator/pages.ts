/**
 * The emulator's hosted card pages. They play iyzico's pages, a third party: their text lives here
 * in both languages rather than in the shop's locales, and they need no JavaScript to work.
 */
export type EmulatorLocale = "tr" | "en";

const TEXT = {
  tr: {
    title: "Güvenli ödeme (iyzico emülatörü)",
    amount: "Ödenecek tutar",
    holder: "Kart üzerindeki isim",
    number: "Kart numarası",
    expiry: "Son kullanma tarihi (AA/YY)",
    cvc: "Güvenlik kodu (CVC)",
    pay: "Öde",
    testCards:
      "Test kartları: 5528 7900 0000 0008 başarılı, 4111 1111 1111 1129 yetersiz bakiye, 4129 1111 1111 1111 onaylanmadı, 4000 0000 0000 0010 dolandırıcılık incelemesinde, 4000 0000 0000 0028 dolandırıcılık kontrolünce reddedildi.",
    paid: "Ödemeniz alındı. Mağazaya dönülüyor…",
    failed: "Ödeme alınamadı:",
    continue: "Devam",
    unknown: "Ödeme formu bulunamadı.",
    used: "Bu ödeme formu kullanıldı; yeni bir ödeme başlatın.",
    expired: "Bu ödeme formunun süresi doldu; yeni bir ödeme başlatın.",
  },
  en: {
    title: "Secure payment (iyzico emulator)",
    amount: "Amount to pay",
    holder: "Name on card",
    number: "Card number",
    expiry: "Expiry date (MM/YY)",
    cvc: "Security code (CVC)",
    pay: "Pay",
    testCards:
      "Test cards: 5528 7900 0000 0008 succeeds, 4111 1111 1111 1129 insufficient funds, 4129 1111 1111 1111 do not honour, 4000 0000 0000 0010 held for fraud review, 4000 0000 0000 0028 refused by the fraud check.",
    paid: "Your payment was received. Returning to the shop…",
    failed: "The payment failed:",
    continue: "Continue",
    unknown: "Payment form not found.",
    used: "This payment form has been used; please start a new payment.",
    expired: "This payment form has expired; please start a new payment.",
  },
} satisfies Record<EmulatorLocale, Record<string, string>>;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

function formatAmount(amount: number, currency: string, locale: EmulatorLocale): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}

function page(locale: EmulatorLocale, body: string, extraHead = ""): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${TEXT[locale].title}</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:1rem;color:#1b1b1b;background:#fff}
main{max-width:26rem;margin:0 auto}label{display:block;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit}button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit}
.amount{font-size:1.25rem;font-weight:600}.hint{font-size:.8rem;color:#555}</style>${extraHead}</head>
<body><main>${body}</main></body></html>`;
}

export function cardPage(opts: {
  locale: EmulatorLocale;
  action: string;
  target: "_self" | "_top";
  price: number;
  currency: string;
}): string {
  const t = TEXT[opts.locale];
  const amount = escapeHtml(formatAmount(opts.price, opts.currency, opts.locale));
  return page(
    opts.locale,
    `<h1>${t.title}</h1>
<p>${t.amount}: <span class="amount">${amount}</span></p>
<form method="post" action="${escapeHtml(opts.action)}" target="${opts.target}">
<label for="cardHolderName">${t.holder}</label><input id="cardHolderName" name="cardHolderName" autocomplete="cc-name" required>
<label for="cardNumber">${t.number}</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">${t.expiry}</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30" required>
<label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<button type="submit">${t.pay} ${amount}</button>
</form>
<p class="hint">${t.testCards}</p>`,
  );
}

/** Hands the visitor back to the shop: a plain form, submitted by a tiny script when it runs. */
export function returnPage(opts: {
  locale: EmulatorLocale;
  callbackUrl: string;
  token: string;
  errorMessage: string | null;
}): string {
  const t = TEXT[opts.locale];
  const message = opts.errorMessage ? `${t.failed} ${escapeHtml(opts.errorMessage)}` : t.paid;
  return page(
    opts.locale,
    `<p role="status">${message}</p>
<form id="iyzico-return" method="post" action="${escapeHtml(opts.callbackUrl)}" target="_top">
<input type="hidden" name="token" value="${escapeHtml(opts.token)}">
<button type="submit">${t.continue}</button>
</form>
<script>document.getElementById("iyzico-return").submit();</script>`,
  );
}

export function errorPage(locale: EmulatorLocale, reason: "unknown" | "used" | "expired"): string {
  return page(locale, `<h1>${TEXT[locale].title}</h1><p role="alert">${TEXT[locale][reason]}</p>`);
}
