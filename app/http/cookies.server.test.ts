import { serverMessages } from "~/locales/server";
import { describe, expect, it } from "vitest";
import {
  cartCookie,
  currencyCookies,
  currencySetCookie,
  requestCookies,
  sessionClearCookie,
  sessionSetCookie,
  toastCookie,
} from "./cookies.server";
import { readToast, redirectWithDashboardToast, redirectWithToast, setToast } from "./toast.server";

/** A request that sends back the name=value pairs of some Set-Cookie lines. */
const sending = (path: string, ...setCookies: string[]) =>
  new Request(`http://shop.test${path}`, {
    headers: { cookie: setCookies.map((line) => line.split(";")[0]).join("; ") },
  });

describe("the shop's cookies", () => {
  it("reads a request's cookies as createCookie wrote them, and nothing else", async () => {
    const sid = "x2Vb_yC0Qd-8s1L9";
    const cart = await cartCookie.serialize("1f0e6f0c-3c39-4a43-9b25-3c0a3fd1e0aa");
    const usd = (await currencySetCookie(new Request("http://shop.test/shop?currency=USD")))!;
    expect(await requestCookies(sending("/", await sessionSetCookie(sid), cart, usd))).toEqual({
      sessionId: sid,
      cartId: "1f0e6f0c-3c39-4a43-9b25-3c0a3fd1e0aa",
      currency: "usd",
    });
    expect(await requestCookies(sending("/"))).toEqual({
      sessionId: null,
      cartId: null,
      currency: null,
    });
    // What createCookie never wrote (a hand-made or an old cookie, a changed signature) is no value.
    const forged = new Request("http://shop.test/", {
      headers: {
        cookie: `sid=${sid}; cart=${cart.split(";")[0]!.slice(5).replace(/.$/, "A")}; currency=eur`,
      },
    });
    expect(await requestCookies(forged)).toEqual({ sessionId: null, cartId: null, currency: null });
    expect(await sessionClearCookie()).toMatch(/^sid=; Max-Age=0;/);
    expect(await currencySetCookie(new Request("http://shop.test/shop?currency=eur"))).toBeNull();
    // The page's '#usd' switch writes the very cookie the server sets for '?currency=usd'.
    expect((await currencyCookies()).usd).toBe(usd);
    expect((await requestCookies(sending("/shop", (await currencyCookies()).try))).currency).toBe(
      "try",
    );
  });

  it("gives every cookie the same attributes: the whole site, SameSite=Lax, HttpOnly but the currency", async () => {
    const lines = [
      await sessionSetCookie("abc"),
      await setToast("signedIn"),
      await cartCookie.serialize("abc"),
      (await currencyCookies()).usd,
    ];
    for (const line of lines) {
      expect(line, line).toContain("; Path=/");
      expect(line, line).toContain("; SameSite=Lax");
      expect(line.includes("; HttpOnly"), line).toBe(!line.startsWith("currency="));
      // Not production here: Secure is production's (the production suite checks it there).
      expect(line, line).not.toContain("Secure");
    }
  });
});

describe("one-time messages", () => {
  it("redirects with a message the next page reads once, and clears", async () => {
    const answer = await redirectWithToast("/login", "signedOut", {
      status: 303,
      headers: { "Set-Cookie": await sessionClearCookie() },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/login");
    const [clearSession, toast] = answer.headers.getSetCookie();
    expect(clearSession).toMatch(/^sid=;/);
    const next = await readToast(sending("/login", toast!), "tr");
    expect(next.toast).toEqual({ type: "success", text: "Başarıyla çıkış yapıldı!" });
    // In the page's language, and the contact form's closes sooner.
    const en = await readToast(sending("/en", await setToast("contactSent")), "en");
    expect(en.toast).toEqual({
      type: "success",
      text: serverMessages.en.toast.contactSent,
      short: true,
    });
    expect(next.clear).toMatch(/^toast=; Max-Age=0;/);
    expect(await readToast(sending("/login"), "tr")).toEqual({ toast: null, clear: null });
  });

  it("drops a message whose key or type the shop does not have, and still clears it", async () => {
    for (const forged of [
      { type: "success", key: "hello" },
      { type: "success", key: "toString" },
      { type: "info", key: "signedIn" },
      "success:signedIn",
    ]) {
      const line = await toastCookie.serialize(forged);
      const next = await readToast(sending("/", line), "tr");
      expect(next.toast, line).toBeNull();
      expect(next.clear, line).toMatch(/^toast=; Max-Age=0;/);
    }
    const error = await readToast(sending("/", await setToast("couponGone", "error")), "tr");
    expect(error.toast).toEqual({
      type: "error",
      text: "Kupon artık geçerli değil ve sepetinizden kaldırıldı.",
    });
  });

  it("writes a dashboard's message out in the page's language, with its count", async () => {
    const answer = await redirectWithDashboardToast("/en/dashboard/type", "savedTurnedOff", 3);
    const line = answer.headers.get("set-cookie")!;
    expect((await readToast(sending("/en/dashboard/type", line), "en")).toast).toEqual({
      type: "success",
      text: "Saved. 3 products were turned off too.",
    });
    expect((await readToast(sending("/dashboard/type", line), "tr")).toast).toEqual({
      type: "success",
      text: "Kayıt güncellendi. 3 ürün de kapatıldı.",
    });
  });

  it("names two counts, answers a post with 303, and says a refusal as an error", async () => {
    const deleted = await redirectWithDashboardToast(
      "/en/dashboard/product?sort=name",
      "productsDeletedArchived",
      { n: 1, archived: 2 },
      { status: 303 },
    );
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/en/dashboard/product?sort=name");
    const line = deleted.headers.get("set-cookie")!;
    expect((await readToast(sending("/en/dashboard/product", line), "en")).toast).toEqual({
      type: "success",
      text: "1 products deleted. 2 products with orders were archived: the orders keep their lines.",
    });
    expect((await readToast(sending("/dashboard/product", line), "tr")).toast).toEqual({
      type: "success",
      text: "1 ürün silindi. Siparişi olan 2 ürün arşivlendi: siparişler satırlarını korur.",
    });
    const none = await redirectWithDashboardToast("/dashboard/product", "productsNone", undefined, {
      type: "error",
      status: 303,
    });
    const refused = await readToast(sending("/", none.headers.get("set-cookie")!), "tr");
    expect(refused.toast).toEqual({ type: "error", text: "Önce ürün seçiniz." });
  });

  it("drops a forged count, keeping the message", async () => {
    const line = await toastCookie.serialize({
      type: "success",
      dashboard: "productsDeletedArchived",
      n: 1,
      archived: "<b>9</b>",
    });
    expect((await readToast(sending("/", line), "en")).toast).toEqual({
      type: "success",
      text: "1 products deleted. 0 products with orders were archived: the orders keep their lines.",
    });
  });
});
