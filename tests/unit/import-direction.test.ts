import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * `npm run lint` refuses an import that runs the wrong way (eslint.boundaries.js,
 * docs/decisions/021-a-home-for-each-concern.md). Each case lints one line as if it stood in the
 * named file, with the project's own configuration.
 */
const eslint = new ESLint({ cwd: process.cwd(), cache: false });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath });
  return result.messages
    .filter((m) => m.ruleId === "boundaries/dependencies" || m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("the direction of imports", () => {
  it.each([
    [
      "app/lib/x.ts",
      'import { getUser as x } from "~/models/user.server";',
      "lib may not import models",
    ],
    ["app/lib/x.ts", 'import { getDb as x } from "~/db.server";', "lib may not import database"],
    [
      "app/features/cart/x.server.ts",
      'import { getDb as x } from "~/db.server";',
      "Use the request's database: context.db",
    ],
    [
      "app/models/x.server.ts",
      'import { ok as x } from "~/api/answers.server";',
      "models may not import api",
    ],
    [
      "app/http/x.server.ts",
      'import { cartPost as x } from "~/features/cart/cart-actions.server";',
      "http may not import features",
    ],
    [
      "app/features/cart/x.server.ts",
      'import { apiRoute as x } from "~/api/route.server";',
      "features may not import api",
    ],
    [
      "app/api/x.server.ts",
      'import { edge as x } from "~/edge/edge.server";',
      "api may not import edge",
    ],
    [
      "app/pages/x.tsx",
      'import { limitBody as x } from "~/edge/body-limit.server";',
      "pages may not import edge",
    ],
    [
      "app/services/x.server.ts",
      'import { requireUser as x } from "~/http/auth.server";',
      "services may not import http",
    ],
    [
      "app/components/x.tsx",
      'import { viewOf as x } from "~/features/cart/cart.server";',
      "components may not import features",
    ],
  ])("%s: %s is refused", async (file, code, message) => {
    expect(await problems(file, code)).toEqual([expect.stringContaining(message)]);
  });

  it("keeps the query builder and the tables in the models", async () => {
    expect(
      await problems("app/features/x.server.ts", 'import { sql as x } from "drizzle-orm";'),
    ).toEqual([expect.stringContaining("Only app/models queries the database")]);
    expect(
      await problems("app/models/x.server.ts", 'import { sql as x } from "drizzle-orm";'),
    ).toEqual([]);
  });

  it.each([
    ["app/pages/x.tsx", 'import { cartPost as x } from "~/features/cart/cart-actions.server";'],
    ["app/features/cart/x.server.ts", 'import { getUser as x } from "~/http/auth.server";'],
    ["app/models/x.server.ts", 'import { log as x } from "~/log/log.server";'],
    ["app/components/x.tsx", 'import type { CartView as x } from "~/features/cart/cart.server";'],
    ["app/lib/x.ts", 'import { round2 as x } from "./money";'],
  ])("%s: %s is allowed", async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
