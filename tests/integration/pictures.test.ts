import { parse, type HTMLElement } from "node-html-parser";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { productImages, staffChanges } from "../../db/schema";
import { Browser } from "../helpers/browser";
import { atDatabase } from "../helpers/database";
import { getPage } from "../helpers/http";
import { startS3 } from "../helpers/s3rver";
import { oversized, phonePhoto, TOO_BIG_PICTURE } from "../helpers/big-files";
import { DB_KINDS, startServer, type TestServer, sharedServer } from "../helpers/server";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A photograph-like picture: a gradient that does not compress to nothing. */
async function picture(width: number, height: number, format: "jpeg" | "png" | "webp") {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = (((i / 3) % width) * 255) / width;
    pixels[i + 1] = 90;
    pixels[i + 2] = 160;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A phone photo with a GPS position in its EXIF. */
async function photoWithGps() {
  return sharp(await picture(640, 480, "jpeg"))
    .withExif({
      IFD0: { Make: "PhoneMaker" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 0/1 0/1" },
    })
    .jpeg()
    .toBuffer();
}

/** A PNG of a few dozen bytes whose header declares 20000×20000 pixels. */
function pixelBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = ~0;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script></svg>',
);
const EXECUTABLE = Buffer.concat([Buffer.from("7f454c46020101", "hex"), Buffer.alloc(4096, 1)]);

async function signedIn(server: TestServer, email: string, password: string) {
  const browser = new Browser(server.url);
  const page = await browser.get("/login");
  const form = page.doc.querySelector('main form input[name="email"]')!.closest("form")!;
  const answer = await browser.submit(form as HTMLElement, { email, password });
  expect(answer.status).toBe(302);
  return browser;
}

/** A multipart request as a browser's file form sends it (the files named as the user's). */
async function upload(
  browser: Browser,
  method: "PUT" | "POST",
  path: string,
  files: { field: string; bytes: Buffer; name: string; type?: string }[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(
      f.field,
      new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "image/jpeg" }),
      f.name,
    );
  const answer = await fetch(browser.base + path, {
    method,
    body: form,
    redirect: "manual",
    headers: { cookie: browser.cookie, origin: browser.base },
  });
  // The page's one-time message ('Görseller yüklendi.') comes back as a cookie.
  browser.keep(answer.headers);
  const text = await answer.text();
  let json: Json | null = null;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // A page, not JSON.
  }
  return { status: answer.status, json, text, location: answer.headers.get("location") ?? "" };
}

async function putJson(browser: Browser, path: string, body: unknown) {
  const answer = await fetch(browser.base + path, {
    method: "PUT",
    body: JSON.stringify(body),
    headers: { cookie: browser.cookie, origin: browser.base, "content-type": "application/json" },
  });
  return { status: answer.status, json: (await answer.json()) as Json };
}

/** What a browser gets for a stored picture's URL (on the shop or on the bucket). */
async function served(server: TestServer, url: string) {
  const answer = await fetch(url.startsWith("http") ? url : server.url + url);
  return {
    status: answer.status,
    type: answer.headers.get("content-type"),
    nosniff: answer.headers.get("x-content-type-options"),
    bytes: Buffer.from(await answer.arrayBuffer()),
  };
}

describe.each(["disk", "S3"] as const)("product pictures stored on %s", (storage) => {
  let server: TestServer;
  let stopS3 = async () => {};
  let admin: Browser;
  let merchant: Browser;
  let own: string;
  let others: string;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (storage === "S3") {
      const s3 = await startS3();
      env = s3.env;
      stopS3 = s3.stop;
    }
    server = await startServer("pglite", env);
    admin = await signedIn(server, "admin@demo.shop", "admin123!");
    merchant = await signedIn(server, "merchant@demo.shop", "merchant123!");
    const brands = (await (await fetch(`${server.url}/api/brand`)).json()).brands as Json[];
    const brand = brands.find((b) => b.slug === "dogal-tas-atolyesi")!;
    const theirs = (
      await (await fetch(`${server.url}/api/product/list/brand/${brand._id}?limit=100`)).json()
    ).products as Json[];
    const listed = (await (await fetch(`${server.url}/api/product/list?limit=100`)).json())
      .products as Json[];
    own = theirs[0]!._id;
    others = listed.find((p) => !theirs.some((m) => m._id === p._id))!._id;
  });
  afterAll(async () => {
    await server?.stop();
    await stopS3();
  });

  it("stores a JPEG, a PNG and a WebP as WebP at their widths, EXIF GPS gone", async () => {
    const answer = await upload(admin, "PUT", `/api/product/imagesUpload/${others}`, [
      { field: "images", bytes: await photoWithGps(), name: "photo.jpg" },
      { field: "images", bytes: await picture(500, 500, "png"), name: "a.png", type: "image/png" },
      { field: "images", bytes: await picture(400, 300, "webp"), name: "b.webp" },
    ]);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ success: true, message: expect.any(String) });
    const added = (answer.json!.images as string[]).slice(-3);
    expect(added).toHaveLength(3);
    for (const url of added) {
      expect(url).toMatch(/\/img\/[0-9a-f]{16}-\d+\.webp$/);
      if (storage === "S3") expect(url.startsWith("http://127.0.0.1")).toBe(true);
      const file = await served(server, url);
      expect(file.status).toBe(200);
      expect(file.type).toBe("image/webp");
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(file.bytes.toString("latin1")).not.toContain("PhoneMaker");
    }
    // The storefront's product reads the same gallery, and its page lets the browser load it.
    const product = (await (await fetch(`${server.url}/api/product/${others}`)).json()).product;
    expect(product.images.slice(-3)).toEqual(added);
    const page = await fetch(`${server.url}/product/${product.slug}`);
    const csp = page.headers.get("content-security-policy") ?? "";
    const imgSrc = /img-src ([^;]*)/.exec(csp)![1].split(" ");
    const mediaSrc = /media-src ([^;]*)/.exec(csp)![1].split(" ");
    for (const sources of [imgSrc, mediaSrc])
      expect(sources).toContain(storage === "S3" ? new URL(added[0]!).origin : "'self'");
  });

  it("stores a JPEG with an HTML page inside only as re-encoded WebP, never as HTML", async () => {
    const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");
    const polyglot = Buffer.concat([await picture(300, 300, "jpeg"), html]);
    const answer = await upload(admin, "PUT", `/api/product/imageUpload/${others}`, [
      { field: "image", bytes: polyglot, name: "page.html", type: "text/html" },
    ]);
    expect(answer.status, answer.text).toBe(200);
    const file = await served(server, answer.json!.image);
    expect(file.type).toBe("image/webp");
    if (storage === "disk") expect(file.nosniff).toBe("nosniff");
    expect(file.bytes.subarray(8, 12).toString()).toBe("WEBP");
    expect(file.bytes.toString("latin1")).not.toContain("<script>");
    const product = (await (await fetch(`${server.url}/api/product/${others}`)).json()).product;
    expect(product.imageUrl).toBe(answer.json!.image);
  });

  it("refuses an SVG with a script, a pixel bomb and an executable named .jpg, naming why", async () => {
    const cases = [
      [SVG, "drawing.svg", /JPEG, PNG or WebP/],
      [pixelBomb(), "bomb.png", /40 million pixels/],
      [EXECUTABLE, "photo.jpg", /JPEG, PNG or WebP/],
    ] as const;
    for (const [bytes, name, message] of cases) {
      const answer = await upload(admin, "PUT", `/api/product/imagesUpload/${others}`, [
        { field: "images", bytes, name },
      ]);
      expect(answer.status, name).toBe(400);
      expect(answer.json!.error, name).toMatch(message);
    }
  });

  it("refuses a 30 MB file with 413, and keeps 1 MB for every other route", async () => {
    const big = await upload(admin, "PUT", `/api/product/imagesUpload/${others}`, [
      { field: "images", bytes: Buffer.alloc(30 * 1024 * 1024, 0xff), name: "huge.jpg" },
    ]);
    expect(big.status).toBe(413);
    // 11 MB: under the request's limit, over a file's.
    const file = await upload(admin, "PUT", `/api/product/imagesUpload/${others}`, [
      { field: "images", bytes: Buffer.alloc(11 * 1024 * 1024, 0xff), name: "big.jpg" },
    ]);
    expect(file.status).toBe(413);
    expect(file.json!.error).toBe("“big.jpg” is 11 MB: a picture may be at most 10 MB.");
    const elsewhere = await upload(admin, "POST", "/contact", [
      { field: "file", bytes: Buffer.alloc(2 * 1024 * 1024), name: "x.jpg" },
    ]);
    expect(elsewhere.status).toBe(413);
  });

  it("removes a picture by its URL, and its stored files", async () => {
    const added = await upload(admin, "PUT", `/api/product/imagesUpload/${others}`, [
      { field: "images", bytes: await picture(700, 500, "jpeg"), name: "gone.jpg" },
    ]);
    const url = (added.json!.images as string[]).at(-1)!;
    expect((await served(server, url)).status).toBe(200);
    const removed = await putJson(admin, `/api/product/imageRemove/${others}`, { img: url });
    expect(removed.status).toBe(200);
    expect(removed.json.success).toBe(true);
    expect(removed.json.images).not.toContain(url);
    expect((await served(server, url)).status).toBe(404);
    const again = await putJson(admin, `/api/product/imageRemove/${others}`, { img: url });
    expect(again.status).toBe(400);
    const missing = await putJson(admin, `/api/product/imageRemove/${others}`, {});
    expect(missing).toMatchObject({ status: 400, json: { error: "img: Required." } });
  });

  it("lets a merchant change only their own brands' products", async () => {
    const jpeg = await picture(320, 320, "jpeg");
    const theirs = await upload(merchant, "PUT", `/api/product/imagesUpload/${own}`, [
      { field: "images", bytes: jpeg, name: "mine.jpg" },
    ]);
    expect(theirs.status, theirs.text).toBe(200);
    for (const kind of ["imageUpload", "imagesUpload"]) {
      const answer = await upload(merchant, "PUT", `/api/product/${kind}/${others}`, [
        { field: kind === "imageUpload" ? "image" : "images", bytes: jpeg, name: "x.jpg" },
      ]);
      expect(answer.status, kind).toBe(403);
    }
    const before = (await (await fetch(`${server.url}/api/product/${others}`)).json()).product;
    const remove = await putJson(merchant, `/api/product/imageRemove/${others}`, {
      img: before.images[0],
    });
    expect(remove.status).toBe(403);
    const after = (await (await fetch(`${server.url}/api/product/${others}`)).json()).product;
    expect(after.images).toEqual(before.images);
    expect(
      (
        await getPage(server.url, `/dashboard/product/pictures/${others}`, {
          headers: { cookie: merchant.cookie },
        })
      ).status,
    ).toBe(403);
  });
});

describe.each(DB_KINDS)("the pictures page without JavaScript on %s", (kind) => {
  let server: TestServer;
  let merchant: Browser;
  let own: string;

  beforeAll(async () => {
    server = await sharedServer(kind);
    merchant = await signedIn(server, "merchant@demo.shop", "merchant123!");
    const brands = (await (await fetch(`${server.url}/api/brand`)).json()).brands as Json[];
    const brand = brands.find((b) => b.slug === "dogal-tas-atolyesi")!;
    own = (await (await fetch(`${server.url}/api/product/list/brand/${brand._id}?limit=1`)).json())
      .products[0]._id;
  });
  afterAll(() => server?.stop());

  const path = () => `/dashboard/product/pictures/${own}`;
  const galleryIds = (page: { doc: HTMLElement }) =>
    page.doc.querySelectorAll(".picture-list li").map((li) => li.getAttribute("data-id")!);
  const buttonOf = (page: { doc: HTMLElement }, id: string, intent: string) => {
    const li = page.doc.querySelector(`.picture-list li[data-id="${id}"]`)!;
    return {
      form: li.querySelector("form")!,
      button: li.querySelector(`button[value="${intent}"]`)!,
    };
  };

  it("uploads, reorders with up/down, sets alt texts and removes, in Turkish", async () => {
    let page = await merchant.get(path());
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")!.text).toContain("Ürün Görselleri");
    const before = galleryIds(page);

    const sent = await upload(
      merchant,
      "POST",
      path(),
      [
        { field: "images", bytes: await picture(400, 400, "jpeg"), name: "a.jpg" },
        { field: "images", bytes: await picture(500, 400, "png"), name: "b.png" },
      ],
      { intent: "gallery" },
    );
    expect(sent.status, sent.text).toBe(303);
    page = await merchant.get(sent.location);
    expect(page.doc.querySelector('[role="status"]')!.text).toBe("Görseller yüklendi.");
    const ids = galleryIds(page);
    expect(ids.slice(0, before.length)).toEqual(before);
    const [a, b] = ids.slice(-2) as [string, string];
    const img = page.doc.querySelector(`.picture-list li[data-id="${b}"] img`)!;
    expect(img.getAttribute("srcset")).toMatch(/320w, .*500w$/);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["500", "400"]);

    // b up one place: before a.
    const up = buttonOf(page, b, "up");
    let answer = await merchant.submit(up.form, {}, up.button);
    expect(answer.status).toBe(303);
    page = await merchant.follow(answer);
    expect(galleryIds(page).slice(-2)).toEqual([b, a]);
    const down = buttonOf(page, b, "down");
    page = await merchant.follow(await merchant.submit(down.form, {}, down.button));
    expect(galleryIds(page).slice(-2)).toEqual([a, b]);
    // The storefront's gallery follows.
    const product = (await (await fetch(`${server.url}/api/product/${own}`)).json()).product;
    expect(product.images.slice(-2).map((u: string) => u.split("/").pop())).toEqual(
      [a, b].map((id) =>
        page.doc
          .querySelector(`.picture-list li[data-id="${id}"] img`)!
          .getAttribute("src")!
          .split("/")
          .pop(),
      ),
    );

    const altForm = page.doc.querySelector("form.alt-form")!;
    const coverAlt = altForm.querySelector('input[name^="alt-"]')!.getAttribute("name")!;
    expect(coverAlt).not.toBe(`alt-${a}`);
    answer = await merchant.submit(altForm, {
      [coverAlt]: "Kapak: ametist kolye",
      [`alt-${a}`]: "Ametist kolye",
      [`altEn-${a}`]: "Amethyst necklace",
    });
    page = await merchant.follow(answer);
    expect(page.doc.querySelector('[role="status"]')!.text).toBe("Alternatif metinler kaydedildi.");
    expect(
      page.doc.querySelector(`.picture-list li[data-id="${a}"] img`)!.getAttribute("alt"),
    ).toBe("Ametist kolye");
    // The storefront's product page describes its main picture with it.
    const shop = await merchant.get(`/product/${product.slug}`);
    expect(shop.doc.querySelector(".gallery img")!.getAttribute("alt")).toBe(
      "Kapak: ametist kolye",
    );
    const en = await merchant.get(`/en${path()}`);
    expect(en.doc.querySelector(`.picture-list li[data-id="${a}"] img`)!.getAttribute("alt")).toBe(
      "Amethyst necklace",
    );

    const remove = buttonOf(page, a, "remove");
    page = await merchant.follow(await merchant.submit(remove.form, {}, remove.button));
    expect(page.doc.querySelector('[role="status"]')!.text).toBe("Görsel kaldırıldı.");
    expect(galleryIds(page)).not.toContain(a);
  });

  it("opens a product's pictures in several tabs at once, never seen before, the same in each", async () => {
    const brands = (await (await fetch(`${server.url}/api/brand`)).json()).brands as Json[];
    const brand = brands.find((b) => b.slug === "dogal-tas-atolyesi")!;
    const unseen = (
      await (await fetch(`${server.url}/api/product/list/brand/${brand._id}?limit=2`)).json()
    ).products[1]._id as string;
    const pages = await Promise.all(
      ["", "/en", "", "/en", "", "/en"].map((lang) =>
        merchant.get(`${lang}/dashboard/product/pictures/${unseen}`),
      ),
    );
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const galleries = pages.map(galleryIds);
    expect(galleries[0]!.length).toBeGreaterThan(0);
    for (const gallery of galleries) expect(gallery).toEqual(galleries[0]);
  });

  it("opening a product's pictures writes nothing; the first change works on what was shown", async () => {
    const brands = (await (await fetch(`${server.url}/api/brand`)).json()).brands as Json[];
    const brand = brands.find((b) => b.slug === "dogal-tas-atolyesi")!;
    const unseen = (
      await (await fetch(`${server.url}/api/product/list/brand/${brand._id}?limit=3`)).json()
    ).products[2]._id as string;
    const written = async () =>
      (
        await atDatabase(server, async (db) => ({
          changes: (
            await db
              .select({ n: count() })
              .from(staffChanges)
              .where(eq(staffChanges.subjectId, unseen))
          )[0]!.n,
          rows: (
            await db
              .select({ n: count() })
              .from(productImages)
              .where(eq(productImages.productId, unseen))
          )[0]!.n,
        }))
      ).value;
    const at = `/dashboard/product/pictures/${unseen}`;
    let page = await merchant.get(at);
    await merchant.get(`/en${at}`);
    expect(await written()).toEqual({ changes: 0, rows: 0 });

    // The gallery's first picture made the cover, by the form the page showed.
    const [first] = galleryIds(page);
    const cover = page.doc
      .querySelector(`.picture-list li[data-id="${first}"]`)!
      .querySelector('button[value="cover"]')!;
    const answer = await merchant.submit(cover.closest("form")!, {}, cover);
    expect(answer.status).toBe(303);
    page = await merchant.follow(answer);
    expect(page.doc.querySelector('[role="status"]')!.text).toBe("Kapak görseli değiştirildi.");
    expect(galleryIds(page)).not.toContain(first);
    // The change is in the history; the pictures becoming rows is not (they were there before).
    const recorded = await atDatabase(server, (db) =>
      db
        .select({ table: staffChanges.tableName, action: staffChanges.action })
        .from(staffChanges)
        .where(eq(staffChanges.subjectId, unseen)),
    );
    expect(recorded.value.length).toBeGreaterThan(0);
    expect(recorded.value.filter((c) => c.action === "insert")).toEqual([]);
  });

  it("comes back with a file over 10 MB named under its own upload field, in either language", async () => {
    const photo = await phonePhoto();
    const before = galleryIds(await merchant.get(path()));
    for (const [, prefix, message] of TOO_BIG_PICTURE)
      for (const intent of ["cover", "gallery"] as const) {
        const refused = await upload(
          merchant,
          "POST",
          `${prefix}${path()}`,
          [
            { field: "images", bytes: photo, name: "telefon.jpg" },
            { field: "images", bytes: oversized(14.2), name: "IMG_2041.jpg" },
          ].slice(intent === "cover" ? 1 : 0),
          { intent },
        );
        expect(refused.status, intent).toBe(413);
        const doc = parse(refused.text);
        const errorsUnder = (id: string) =>
          doc
            .querySelector(`#${id}`)!
            .closest(".field")!
            .querySelectorAll(".field-errors li")
            .map((li) => li.text.trim());
        const other = intent === "cover" ? "gallery" : "cover";
        expect(errorsUnder(`upload-${intent}`), intent).toEqual([message]);
        expect(errorsUnder(`upload-${other}`), intent).toEqual([]);
      }
    // Nothing was stored; a phone photo alone is.
    expect(galleryIds(await merchant.get(path()))).toEqual(before);
    const taken = await upload(
      merchant,
      "POST",
      path(),
      [{ field: "images", bytes: photo, name: "telefon.jpg" }],
      { intent: "gallery" },
    );
    expect(taken.status, taken.text).toBe(303);
    expect(galleryIds(await merchant.get(path()))).toHaveLength(before.length + 1);
  });

  it("refuses an SVG with the message in the page's language, and a member with 403", async () => {
    const tr = await upload(
      merchant,
      "POST",
      path(),
      [{ field: "images", bytes: SVG, name: "x.svg" }],
      {
        intent: "gallery",
      },
    );
    expect(tr.status).toBe(400);
    expect(tr.text).toContain("Yalnızca JPEG, PNG veya WebP görseller kabul edilir");
    const en = await upload(
      merchant,
      "POST",
      `/en${path()}`,
      [{ field: "images", bytes: SVG, name: "x.svg" }],
      {
        intent: "gallery",
      },
    );
    expect(en.status).toBe(400);
    expect(en.text).toContain("Only JPEG, PNG or WebP pictures are accepted");
    const member = await signedIn(server, "member@demo.shop", "member123!");
    expect((await member.get(path())).status).toBe(403);
  });
});
