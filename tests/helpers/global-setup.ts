import { DB_KINDS } from "./server";
import { makeTemplates } from "./templates";

/** Both vitest projects: every kind of database they run on (DB_KINDS) gets its templates. */
export default async function setup() {
  return makeTemplates(DB_KINDS);
}
