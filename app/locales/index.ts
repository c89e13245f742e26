import type { Lang } from "~/lib/i18n";
import { en } from "./en";
import { tr, type Messages } from "./tr";

export type { Messages };
export const messages: Record<Lang, Messages> = { tr, en };
