import { existsSync } from "node:fs";
import path from "node:path";

/** The integration tests run the real production build: 'npm test' builds first (pretest). */
export default function setup() {
  const build = path.resolve(__dirname, "../../build/server/index.js");
  if (!existsSync(build)) throw new Error("No build found: run 'npm run build' (npm test does it for you).");
}
