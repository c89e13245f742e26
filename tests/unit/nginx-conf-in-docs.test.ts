import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SHOP_NGINX_CONF } from "../helpers/nginx";

/**
 * docs/operations.md ("Behind nginx") shows operators the nginx configuration in full, and the
 * browser test behind nginx (tests/e2e/behind-nginx.spec.ts) runs the file itself: the copy in the
 * page must be the file, or operators would deploy something the test never ran.
 */
describe("the nginx configuration in docs/operations.md", () => {
  it("is deploy/nginx/shop.conf as it is", () => {
    const docs = readFileSync(new URL("../../docs/operations.md", import.meta.url), "utf8");
    const shown = /```nginx\n([\s\S]*?)```/.exec(docs)?.[1];
    expect(shown).toBe(readFileSync(SHOP_NGINX_CONF, "utf8"));
  });
});
