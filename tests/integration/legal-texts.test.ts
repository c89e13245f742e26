import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, sharedServer, type TestServer } from "../helpers/server";
import { getJson, getPage } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { placeTransferOrder } from "../helpers/transfer-order";

/**
 * One consistent set of legal texts (issue [20] point 2, decision 082): the returns page, the
 * pre-information form and the contract say the same of shipping, return shipping, earrings and
 * withdrawal; refunds within 14 days; the arbitration limit is the year's setting and the
 * ministry has its current name.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const words = (text: string) => text.replace(/\s+/g, " ");

describe.each(DB_KINDS)("the legal texts on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  const main = async (path: string) =>
    words((await getPage(server.url, path)).doc.querySelector("main")!.text);

  beforeAll(async () => {
    server = await sharedServer(kind);
    admin = await new Browser(server.url).signIn("admin@demo.shop", "admin123!");
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("say the same of shipping, returns, earrings and withdrawal, in 2026's terms", async () => {
    const contract = await main("/info/mesafeli-satis");
    const returns = await main("/info/iade-ve-degisim");
    const list = await getJson<{ products: { _id: string; inventory: number }[] }>(
      server.url,
      "/api/product?limit=50",
    );
    const product = list.body.products.find((p) => p.inventory >= 3)!;
    const order = await placeTransferOrder(server.url, [{ product: product._id, quantity: 1 }]);
    const preInfo = words((await admin.get(`/order/${order.id}/document/preInfo`)).text);

    // Shipping: the seller's, never added to the total.
    expect(contract).toContain("Kargo ücreti Satıcı'ya aittir; sipariş toplamına eklenmez.");
    expect(preInfo).toContain("kargo ücreti Satıcı'ya aittir ve toplama eklenmez");
    // Return shipping of a withdrawal: the seller's, with its carrier; of a return: the buyer's.
    for (const text of [contract, returns])
      expect(text).toMatch(/Satıcı'nın anlaştığı kargo firmasıyla gönder.*Satıcı'ya aittir/);
    expect(returns).toContain("Bu iadelerde kargo ücreti alıcıya aittir");
    // Earrings: excluded once their hygiene seal is opened, not before.
    for (const text of [contract, returns, preInfo]) expect(text).toMatch(/hijyen bandı/i);
    expect(contract).toContain("Hijyen bandı açılmamış küpelerde cayma hakkı geçerlidir.");
    // Refunds within 14 days of the notice; no rule of before 2014.
    expect(contract).toContain("14 gün içinde ürün bedelini");
    expect(returns).toContain("en geç 14 gün içinde");
    expect(contract).not.toMatch(/10 gün içinde ürün bedelini|20 gün içinde/);
    // The arbitration limit of the year, the ministry by its name of today.
    expect(contract).toContain("Ticaret Bakanlığı'nca her yıl ilan edilen");
    expect(contract).not.toMatch(/Gümrük|2\.400|3\.610/);
    expect(contract).toContain("2026 yılı için bu sınır 186.000 TL'dir.");
  });

  it("links the cookie and storage notice from the footer and the K.V.K.K. page", async () => {
    const kvkk = await getPage(server.url, "/info/kvkk");
    expect(kvkk.doc.querySelector('main a[href="/info/cerezler"]')?.text).toBe(
      "Çerez ve Tarayıcı Depolama Bildirimi",
    );
    expect(kvkk.doc.querySelector('footer a[href="/info/cerezler"]')).toBeTruthy();
    const notice = await main("/info/cerezler");
    for (const key of ["sid:", "cart:", "currency:", "toast:", "popup-seen:", "music-paused:"])
      expect(notice).toContain(key);
  });

  it("quotes the limit of the year the admin sets", async () => {
    const refused = await getJson<Json>(server.url, "/api/settings", {
      method: "PUT",
      headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ settings: { arbitration_year: "next", arbitration_limit: -1 } }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/arbitration_year/);
    const saved = await getJson<Json>(server.url, "/api/settings", {
      method: "PUT",
      headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ settings: { arbitration_year: 2027, arbitration_limit: "215.500" } }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await main("/info/mesafeli-satis")).toContain("2027 yılı için bu sınır 215.500 TL'dir.");
  });

  it("tells an English buyer the same in the pre-information form", async () => {
    const list = await getJson<{ products: { _id: string; inventory: number }[] }>(
      server.url,
      "/api/product?limit=50",
    );
    const product = list.body.products.find((p) => p.inventory >= 3)!;
    const order = await placeTransferOrder(server.url, [{ product: product._id, quantity: 1 }], {
      lang: "en",
    });
    const preInfo = words((await admin.get(`/en/order/${order.id}/document/preInfo`)).text);
    expect(preInfo).toContain("shipping is paid by the Seller and not added to the total");
    expect(preInfo).toContain("earrings can while their hygiene seal is unopened");
    expect(preInfo).toContain("refunded within 14 days of your notice");
  });
});
