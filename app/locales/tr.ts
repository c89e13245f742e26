import { catalog } from "./tr/catalog";
import { common } from "./tr/common";
import { content } from "./tr/content";

export const tr = { common, catalog, content };
export type Messages = typeof tr;
