import type { Lang } from "~/lib/i18n";
import { mail as en } from "./en/mail";
import { mail as tr } from "./tr/mail";

/** E-mail texts: only the server sends mail, so they stay out of the pages' JavaScript. */
export const mailMessages: Record<Lang, typeof tr> = { tr, en };
