import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";

/** The integration tests run the real production build: 'npm test' builds first (pretest). */
export default function setup() {
  const build = fileURLToPath(new URL("../../build/server/index.js", import.meta.url));
  if (!existsSync(build))
    throw new Error("No build found: run 'npm run build' (npm test does it for you).");
}
