import { z } from "zod";
import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { handlePaymentWebhook } from "~/features/checkout/payment-webhook.server";
import { publicOrigin } from "~/http/public-origin.server";

const ANSWERS = {
  settled: { status: 200, body: { received: true } },
  ignored: { status: 200, body: { received: true } },
  forged: { status: 401, body: { error: "The signature does not verify." } },
  // iyzico tries again in 15 minutes; the reconciler asks sooner.
  later: { status: 503, body: { error: "The payment could not be settled yet." } },
} as const;

/**
 * POST /api/payment/webhook: iyzico's merchant notification, set as the notification URL in
 * iyzico's merchant panel (docs/operations.md). Server to server, signed in X-IYZ-SIGNATURE-V3.
 */
export const loader = apiRoute({
  POST: {
    body: z.record(z.unknown()),
    handler: async ({ request, body, context }) => {
      const outcome = await handlePaymentWebhook(
        context.db,
        body,
        request.headers.get("x-iyz-signature-v3"),
        publicOrigin(request),
      );
      const answer = ANSWERS[outcome];
      return ok(answer.body, { status: answer.status });
    },
  },
});
export const action = loader;
