import { apiError } from "./answers.server";
import { messages } from "~/locales";
import { clientIp } from "~/http/auth.server";
import { passesBotCheck } from "~/http/bot-check.server";

/** The pages' bot check for /api bodies (JSON or form): a 400 `{ error }` when it fails. */
export async function apiBotCheck(request: Request, body: Record<string, unknown>): Promise<void> {
  const form = new FormData();
  for (const [key, value] of Object.entries(body))
    if (typeof value === "string") form.set(key, value);
  if (!(await passesBotCheck(form, clientIp(request))))
    apiError(400, messages.en.forms.botCheckFailed);
}
