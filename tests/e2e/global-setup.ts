import expectBuild from "../helpers/build-check";
import { makeTemplates } from "../helpers/templates";

/** The browser tests start PGlite servers only, so only PGlite gets templates. */
export default async function setup() {
  expectBuild();
  return makeTemplates(["pglite"]);
}
