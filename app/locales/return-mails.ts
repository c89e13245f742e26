import type { Lang } from "~/lib/i18n";
import { returnMails as en } from "./en/return-mails";
import { returnMails as tr } from "./tr/return-mails";

/** The return request's mail texts: only the server sends mail. */
export const returnMailMessages: Record<Lang, typeof tr> = { tr, en };
