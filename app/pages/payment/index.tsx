import type { AppLoadContext } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LegalTexts } from "~/components/checkout/legal-texts";
import { OrderSummary } from "~/components/checkout/order-summary";
import { PaymentMethods, type PaymentReply } from "~/components/checkout/payment-methods";
import { LocalLink, useT } from "~/components/i18n";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { fillLegalDoc, getLegalDoc, legalVars } from "~/content/legal";
import { fmt, localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { CARD, TRANSFER } from "~/lib/orders";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { addressLine } from "~/features/checkout/delivery-address.server";
import { preInfoParagraphs } from "~/features/checkout/order-documents.server";
import {
  checkoutState,
  PRIVATE_PAGE,
  requestPlace,
  requireDeliveryAddress,
  requireFilledCart,
} from "~/features/checkout/checkout-state.server";
import { checkout } from "~/features/checkout/checkout.server";
import { redirectWithToast } from "~/http/toast.server";
import { configuredOrigin } from "~/http/public-origin.server";
import { withOrderTexts } from "~/locales/order-texts";
import { CART_NOTICE_PARAM, noticeText, parseNotice } from "~/lib/cart-notice";
import type { TextsHandle } from "~/lib/text-modules";

async function paymentState(request: Request, context: AppLoadContext) {
  const lang = requestLang(request);
  const state = await checkoutState(request, context, lang);
  requireFilledCart(state, lang);
  const address = await requireDeliveryAddress(state, lang);
  return { lang, state, address };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, state, address } = await paymentState(request, context);
  const { settings, view } = state;
  const seller = legalVars(settings, configuredOrigin());
  const contract = fillLegalDoc(getLegalDoc("mesafeli-satis")!, seller);
  const total = formatMoney(view.total, view.currency, lang);
  return data(
    {
      cart: view,
      // 'Hemen Al' (decision 044): this product alone, and the stock's cut of its quantity.
      buyNow: state.buyNow,
      notice: parseNotice(new URL(request.url).searchParams.get(CART_NOTICE_PARAM)),
      guest: !state.user,
      address: { ...address, line: addressLine(address) },
      bank: { holder: settings.bankAccountHolder, accounts: settings.bankAccounts },
      preInfo: preInfoParagraphs(lang, seller, { total, vatRate: view.vatRate }),
      contract: { title: contract.title, blocks: contract.blocks },
    },
    { headers: PRIVATE_PAGE },
  );
}

export const headers = () => PRIVATE_PAGE;

const reply = (body: PaymentReply, status: number) => data(body, { status, headers: PRIVATE_PAGE });

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang, state, address } = await paymentState(request, context);
  const t = serverMessages[lang].checkout;
  const form = await request.formData();
  const chosen = form.get("intent");
  const intent = chosen === "card" || chosen === "transfer" ? chosen : null;
  if (!intent) return reply({ intent, formError: t.chooseMethod }, 400);
  const shownTotal = Number(form.get("total"));
  const result = await checkout(state.db, {
    cartId: state.cart.id,
    user: state.user,
    address,
    payment: intent === "card" ? CARD : TRANSFER,
    currency: context.currency,
    lang,
    contractAccepted: form.get("contract") === "on",
    // The total the shopper saw: a cart changed since then is shown again, not charged.
    clientTotal: Number.isFinite(shownTotal) && shownTotal > 0 ? shownTotal : null,
    place: requestPlace(request),
  });
  const money = (amount: number) => formatMoney(amount, context.currency, lang);
  if (!result.ok) {
    switch (result.error) {
      case "contract":
        return reply({ intent, contractError: t.contractRequired }, 400);
      case "couponGone":
        throw await redirectWithToast(localePath(lang, "/cart"), "couponGone", { type: "error" });
      case "empty":
        throw redirect(localePath(lang, "/cart"));
      case "soldOut": {
        const product =
          lang === "en" && result.product.nameEn ? result.product.nameEn : result.product.name;
        return reply({ intent, formError: fmt(t.soldOut, { product }) }, 409);
      }
      case "totalChanged":
        return reply(
          { intent, formError: fmt(t.totalChanged, { total: money(result.total) }) },
          409,
        );
      case "tooLarge":
        return reply({ intent, formError: fmt(t.tooLarge, { max: money(result.max) }) }, 400);
      case "payment":
        return reply({ intent, formError: t.paymentUnavailable }, 502);
    }
  }
  if (!result.card) throw redirect(localePath(lang, `/order/pre/success/${result.order.id}`));
  // With JavaScript the page shows iyzico's form in place; without, the browser goes to iyzico's page.
  if (form.get("embed") === "1") {
    return reply(
      {
        intent,
        card: { checkoutFormContent: result.card.checkoutFormContent, token: result.card.token },
      },
      200,
    );
  }
  throw redirect(result.card.paymentPageUrl);
}

// The checkout's and orders' texts come with this page (app/locales/order-texts.ts).
export const clientLoader = withOrderTexts;
export const handle: TextsHandle = { texts: "order-texts" };

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].checkout.paymentTitle);

export default function Payment() {
  const all = useT();
  const t = all.checkout;
  const { cart, buyNow, notice, guest, address, bank, preInfo, contract } =
    useLoaderData<typeof loader>();
  return (
    <main id="main" className="container checkout-page">
      <Breadcrumb trail={[{ to: "/cart", label: all.cart.title }]} current={t.paymentTitle} />
      <h1>{t.paymentTitle}</h1>
      {buyNow ? <p>{t.buyNowAlone}</p> : null}
      {notice ? (
        <p className="cart-notice" role="alert">
          {noticeText(all.cart, notice)}
        </p>
      ) : null}
      <div className="checkout-layout">
        <section className="checkout-main">
          <section className="delivery-to" aria-labelledby="delivery-to-title">
            <h2 id="delivery-to-title">{t.deliveryTo}</h2>
            <p>
              <strong>
                {address.firstName} {address.lastName}
              </strong>
              {address.phone ? ` · ${address.phone}` : null}
              <br />
              {address.line}
            </p>
            <p>
              <LocalLink to={guest ? "/delivery" : "/dashboard/address"}>
                {t.changeAddress}
              </LocalLink>
            </p>
          </section>
          <LegalTexts preInfo={preInfo} contract={contract} />
          <PaymentMethods total={cart.total} bank={bank} reply={useActionData<typeof action>()} />
        </section>
        <OrderSummary cart={cart} editCart={!buyNow} />
      </div>
    </main>
  );
}
