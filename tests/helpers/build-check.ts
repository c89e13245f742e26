import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";

/** The integration tests run the real production build: 'npm test' builds first (pretest). */
export default function expectBuild() {
  // BUILD_DIR lets parallel work keep its own build; the servers the tests start read it too.
  const dir = process.env.BUILD_DIR ?? fileURLToPath(new URL("../../build", import.meta.url));
  // The app and the server compiled beside it (docs/decisions/018).
  if (!existsSync(`${dir}/server/index.js`) || !existsSync(`${dir}/server.js`))
    throw new Error("No build found: run 'npm run build' (npm test does it for you).");
}
