import type { Lang } from "~/lib/i18n";
import { refusals as en } from "./en/refusals";
import { refusals as tr } from "./tr/refusals";

/** Texts of the pages server.ts answers before Remix: server-only, out of the pages' JavaScript. */
export const refusalMessages: Record<Lang, typeof tr> = { tr, en };
