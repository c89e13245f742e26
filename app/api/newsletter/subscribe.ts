import { ok } from "~/api/answers.server";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { subscribeToNewsletter } from "~/models/contact.server";
import { NewsletterSchema } from "~/schemas/forms";
import { requireApiAddressLimit } from "~/http/address-limits.server";
import { apiRoute } from "~/api/route.server";

const t = messages.en;

/** POST /api/newsletter/subscribe {email} → {success, message}; subscribing twice is no error. */
export const loader = apiRoute({
  POST: {
    botCheck: true,
    body: NewsletterSchema(t.forms).omit({ redirectTo: true }),
    handler: async ({ request, body, context }) => {
      await requireApiAddressLimit(context.db, request, "newsletter");
      await subscribeToNewsletter(context.db, body.email);
      return ok({ success: true, message: serverMessages.en.toast.newsletterSubscribed });
    },
  },
});
export const action = loader;
