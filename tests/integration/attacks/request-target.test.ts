import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import { Browser } from "../../helpers/browser";
import { DB_KINDS, startServer, type TestServer } from "../../helpers/server";
import { startSmtp, type TestSmtp } from "../../helpers/smtp";

/**
 * What a client says about where it sent a request: the Host header, the request target
 * (`//evil.example/...`, `http://evil.example/...`) and the method. Without PUBLIC_URL (what
 * `npm start` runs) no link the shop writes (canonical and hreflang links, the sitemap, a password
 * reset or an order e-mail) takes its origin from them: only from the address the server listens
 * on. A method no Request can carry (TRACE) is refused with 405, not a 500.
 */

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request exactly as given: its own Host header and request target, which fetch cannot send. */
function raw(
  server: TestServer,
  target: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path: target, method, headers: { host: "evil.example", ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const EVIL = /evil\.example/;

describe.each(DB_KINDS)("the Host header, the request target and the method on %s", (kind) => {
  let server: TestServer;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer(kind, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  /** Every absolute address of a page's head: canonical, hreflang, Open Graph. */
  function headLinks(html: string): string[] {
    const doc = parse(html);
    return [
      ...doc.querySelectorAll("link[href]").map((l) => l.getAttribute("href")!),
      ...doc.querySelectorAll('meta[property^="og:"]').map((m) => m.getAttribute("content")!),
    ].filter((href) => /^https?:/.test(href));
  }

  it("makes canonical, hreflang and sitemap links on the listening origin, whatever Host says", async () => {
    const page = await raw(server, "/shop");
    expect(page.status).toBe(200);
    const doc = parse(page.text);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${server.url}/shop`,
    );
    expect(doc.querySelector('link[hreflang="en"]')?.getAttribute("href")).toBe(
      `${server.url}/en/shop`,
    );
    expect(headLinks(page.text).length).toBeGreaterThan(2);
    for (const link of headLinks(page.text)) expect(link.startsWith(`${server.url}/`)).toBe(true);
    expect(page.text).not.toMatch(EVIL);

    for (const path of ["/en/about", "/robots.txt", "/sitemap.xml"]) {
      const other = await raw(server, path);
      expect(other.status, path).toBe(200);
      expect(other.text, path).toContain(server.url);
      expect(other.text, path).not.toMatch(EVIL);
    }
  });

  it("reads a request target for its path only: `//host/...` and `http://host/...` name no site", async () => {
    // An absolute target (as a proxy sends it) is the page of its path, on the shop's own origin.
    const absolute = await raw(server, "http://evil.example/shop");
    expect(absolute.status).toBe(200);
    expect(parse(absolute.text).querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${server.url}/shop`,
    );
    expect(absolute.text).not.toMatch(EVIL);
    // Two slashes begin a path, never a host: no page of that name, and no link or redirect to
    // another site (the 404 page's own links are the shop's).
    for (const target of ["//evil.example/shop", "//evil.example/", "/\\evil.example/shop"]) {
      const res = await raw(server, target);
      expect(res.status, target).toBe(404);
      for (const link of headLinks(res.text))
        expect(link.startsWith(`${server.url}/`), `${target}: ${link}`).toBe(true);
      expect(res.headers.location, target).toBeUndefined();
    }
    // A longer run of slashes before a page's path is that page.
    const page = await raw(server, "//shop");
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(EVIL);
  });

  it("mails a password reset link on the listening origin, whatever Host says", async () => {
    const email = `host.${kind}@example.com`;
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "host-pass-1", firstName: "Ada", lastName: "Y" }),
    });
    expect(registered.status).toBe(201);

    // From a page on a name that points to the shop (Host and Origin agree: a rebinding site).
    const sent = await raw(server, "/forgot-password", {
      method: "POST",
      headers: {
        origin: "http://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(sent.status).toBe(302);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject === "Şifre sıfırlama bağlantınız",
    );
    expect(mail.text).toContain(`${server.url}/reset-password/`);
    expect(mail.text + mail.html).not.toMatch(EVIL);

    // The /api call too, in English.
    const api = await raw(server, "/api/auth/forgot", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, lang: "en" }),
    });
    expect(api.status).toBe(200);
    const second = await smtp.waitFor(
      (m) => m.to.includes(email) && m !== mail && /reset-password/.test(m.text),
    );
    expect(second.text).toContain(`${server.url}/`);
    expect(second.text + second.html).not.toMatch(EVIL);
  });

  it("mails the order's link on the listening origin, whatever Host says", async () => {
    const list = await fetch(`${server.url}/api/product?limit=50`);
    const { products } = (await list.json()) as {
      products: { _id: string; slug: string; inventory: number }[];
    };
    const product = products.find((p) => p.inventory >= 2)!;
    const guest = new Browser(server.url);
    const added = await guest.post("/cart", { intent: "add", product: product._id, quantity: "1" });
    expect([302, 303]).toContain(added.status);
    const email = `order.host.${kind}@example.com`;
    const saved = await guest.post("/delivery", {
      firstName: "Zeynep",
      lastName: "Demir",
      phone: "0532 123 45 67",
      email,
      country: "Türkiye",
      city: "izmir",
      district: "Karşıyaka",
      addressType: "home",
      zipCode: "35540",
      address: "Cemal Gürsel Cad. No: 10",
    });
    expect(saved.location).toBe("/payment");
    const payment = await guest.get("/payment");
    const total = payment.doc.querySelector('input[name="total"]')!.getAttribute("value")!;

    const placed = await raw(server, "/payment", {
      method: "POST",
      headers: {
        cookie: guest.cookie,
        origin: "http://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "transfer", total, contract: "on" }).toString(),
    });
    expect(placed.status).toBe(302);
    const id = /^\/order\/pre\/success\/([0-9a-f-]{36})$/.exec(placed.headers.location ?? "")?.[1];
    expect(id).toBeTruthy();
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject.startsWith("Siparişiniz alındı"),
    );
    expect(mail.text).toMatch(new RegExp(`${server.url}/order/${id}\\?key=`));
    expect(mail.text + mail.html).not.toMatch(EVIL);
  });

  it("refuses TRACE with 405 and Allow, as a page or { error }, and logs no error", async () => {
    const page = await raw(server, "/", { method: "TRACE", headers: { cookie: "sid=secret" } });
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD, POST");
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.text).toContain("Bu istek yöntemi desteklenmiyor");
    // Nothing of the request is echoed.
    expect(page.text).not.toContain("secret");
    const en = await raw(server, "/en/shop", { method: "TRACE" });
    expect(en.status).toBe(405);
    expect(en.text).toContain("This request method is not supported");
    const api = await raw(server, "/api/settings", { method: "TRACE" });
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
    expect(JSON.parse(api.text)).toEqual({ error: "Method not allowed." });
    // The shop goes on, and nothing was logged as an error.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    const errors = server
      .output()
      .split("\n")
      .filter(
        (line) => line.startsWith("{") && (JSON.parse(line) as { level: number }).level >= 50,
      );
    expect(errors).toEqual([]);
  });
});
