import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getLegalDoc } from "~/content/legal";
import { cartCookie, currencyCookie, sessionCookie, toastCookie } from "~/http/cookies.server";
import { PAUSED_KEY } from "~/components/content/music-player";
import { SEEN_KEY } from "~/components/layout/popup";

/**
 * The cookie and storage notice (issue [20] point 5) lists every cookie and browser-storage key
 * the shop sets, each with the lifetime it really has: a new cookie or key fails here until it is
 * listed.
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

const notice = getLegalDoc("cerezler")!;
const items = notice.blocks.flatMap((b) => b.items ?? []);
const entry = (name: string) => items.find((i) => i.startsWith(`${name}: `));

describe("the cookie and storage notice", () => {
  it("names each cookie with its lifetime", async () => {
    const lifetime = (seconds: number) =>
      seconds >= 86_400 ? `${seconds / 86_400} gün` : `${seconds / 60} dakika`;
    for (const cookie of [sessionCookie, cartCookie, currencyCookie, toastCookie]) {
      // The lifetime the browser is told: the Set-Cookie's Max-Age.
      const maxAge = Number(/Max-Age=(\d+)/.exec(await cookie.serialize("x"))![1]);
      expect(entry(cookie.name), cookie.name).toContain(`Süre: ${lifetime(maxAge)}`);
    }
  });

  it("knows every cookie and storage key the code sets, and no other", () => {
    const code = sources("app")
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const cookies = [...code.matchAll(/shopCookie\("([^"]+)"/g)].map((m) => m[1]);
    expect(cookies.sort()).toEqual(["cart", "currency", "sid", "toast"]);
    // Every localStorage / sessionStorage write goes through a named key constant.
    const writes = [...code.matchAll(/(?:localStorage|sessionStorage)\.setItem\(([^,]+),/g)].map(
      (m) => m[1]!.trim(),
    );
    expect(writes.sort()).toEqual(["PAUSED_KEY", "SEEN_KEY"]);
    for (const key of [PAUSED_KEY, SEEN_KEY]) expect(entry(key), key).toBeDefined();
    expect(items.filter((i) => /^[a-z-]+: /.test(i))).toHaveLength(cookies.length + 2);
  });
});
