import { ok } from "~/api/answers.server";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { DEFAULT_LANG } from "~/lib/i18n";
import { recordConsent } from "~/models/consent.server";
import { NewsletterSchema } from "~/schemas/forms";
import { requireApiAddressLimit } from "~/http/address-limits.server";
import { apiRoute } from "~/api/route.server";

const t = messages.en;

/**
 * POST /api/newsletter/subscribe {email} → {success, message}: a consent to commercial e-mail
 * given (the shop's language, the caller when signed in); subscribing twice is no error and
 * writes nothing more.
 */
export const loader = apiRoute({
  POST: {
    botCheck: true,
    body: NewsletterSchema(t.forms).omit({ redirectTo: true }),
    handler: async ({ request, body, context }) => {
      await requireApiAddressLimit(context.db, request, "newsletter");
      await recordConsent(context.db, {
        email: body.email,
        given: true,
        source: new URL(request.url).pathname,
        lang: DEFAULT_LANG,
        userId: (await context.user())?.id,
      });
      return ok({ success: true, message: serverMessages.en.toast.newsletterSubscribed });
    },
  },
});
export const action = loader;
