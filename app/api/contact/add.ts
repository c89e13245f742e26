import { ok } from "~/api/answers.server";
import { DEFAULT_LANG } from "~/lib/i18n";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { addContactMessage } from "~/models/contact.server";
import { ContactSchema } from "~/schemas/forms";
import { requireApiAddressLimit } from "~/http/address-limits.server";
import { apiRoute } from "~/api/route.server";

const t = messages.en;

/** POST /api/contact/add {firstname, lastname, email, message?, newsletter?} → {success, message} */
export const loader = apiRoute({
  POST: {
    botCheck: true,
    body: ContactSchema(t.forms),
    handler: async ({ request, body, context }) => {
      await requireApiAddressLimit(context.db, request, "contact");
      await addContactMessage(context.db, body, {
        source: new URL(request.url).pathname,
        lang: DEFAULT_LANG,
        userId: (await context.user())?.id,
      });
      return ok({ success: true, message: serverMessages.en.toast.contactSent }, { status: 201 });
    },
  },
});
export const action = loader;
