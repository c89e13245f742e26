import type { Messages } from "./tr";
import { catalog } from "./en/catalog";
import { common } from "./en/common";
import { content } from "./en/content";

export const en: Messages = { common, catalog, content };
