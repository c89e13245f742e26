import type { AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DeliveryForm } from "~/components/checkout/delivery-form";
import { OrderSummary } from "~/components/checkout/order-summary";
import { useT } from "~/components/i18n";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { localePath, type Lang } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { findCountry } from "~/lib/regions";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { setDeliveryAddress } from "~/models/cart.server";
import { DeliverySchema } from "~/schemas/delivery";
import { clientIp } from "~/http/auth.server";
import { passesBotCheck } from "~/http/bot-check.server";
import { savedGuestAddress } from "~/features/checkout/delivery-address.server";
import {
  checkoutState,
  PRIVATE_PAGE,
  requireFilledCart,
  type CheckoutState,
} from "~/features/checkout/checkout-state.server";
import { withOrderTexts } from "~/locales/order-texts";
import type { TextsHandle } from "~/lib/text-modules";

/** Members check out with their own addresses; a guest needs a cart to deliver. */
async function guestCheckout(request: Request, context: AppLoadContext, lang: Lang) {
  const state: CheckoutState = await checkoutState(request, context, lang);
  if (state.user) throw redirect(localePath(lang, "/payment"));
  requireFilledCart(state, lang);
  return state;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const state = await guestCheckout(request, context, lang);
  const saved = savedGuestAddress(state.cart.deliveryAddress, lang);
  // The saved country in this page's words, so that the picker shows it chosen.
  const country = saved ? (findCountry(saved.country)?.[lang] ?? saved.country) : undefined;
  return data(
    { cart: state.view, saved: saved ? { ...saved, country } : null },
    { headers: PRIVATE_PAGE },
  );
}

export const headers = () => PRIVATE_PAGE;

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const state = await guestCheckout(request, context, lang);
  const t = messages[lang].checkout;
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: DeliverySchema(t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await passesBotCheck(form, clientIp(request))))
    return data(submission.reply({ formErrors: [t.botCheckFailed] }), { status: 400 });
  await setDeliveryAddress(state.db, state.cart.id, submission.value);
  return redirect(localePath(lang, "/payment"));
}

// The checkout's and orders' texts come with this page (app/locales/order-texts.ts).
export const clientLoader = withOrderTexts;
export const handle: TextsHandle = { texts: "order-texts" };

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].checkout.deliveryTitle);

export default function Delivery() {
  const all = useT();
  const t = all.checkout;
  const { cart, saved } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="container checkout-page">
      <Breadcrumb trail={[{ to: "/cart", label: all.cart.title }]} current={t.deliveryTitle} />
      <h1>{t.deliveryTitle}</h1>
      <div className="checkout-layout">
        <section className="checkout-main">
          <p>{t.deliveryIntro}</p>
          <DeliveryForm
            lastResult={useActionData<typeof action>()}
            defaultValue={saved ?? undefined}
          />
        </section>
        <OrderSummary cart={cart} />
      </div>
    </main>
  );
}
