import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../helpers/browser";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";

/**
 * The music page (/takilarintinisi, issue [12]) and its form (/dashboard/settings/music) without
 * JavaScript: what a visitor gets in both languages, the admin's own recording (checked by its
 * content), and who may change it.
 */
const OWN = "/music/takilarin-tinisi.mp3";

/** A real WAV: one second of a quiet 440 Hz tone, 8 kHz, 16-bit mono. */
function wav(): Buffer {
  const rate = 8000;
  const samples = Buffer.alloc(rate * 2);
  for (let i = 0; i < rate; i++)
    samples.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const head = Buffer.alloc(44);
  head.write("RIFF", 0);
  head.writeUInt32LE(36 + samples.length, 4);
  head.write("WAVEfmt ", 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write("data", 36);
  head.writeUInt32LE(samples.length, 40);
  return Buffer.concat([head, samples]);
}

describe.each(DB_KINDS)("the music page on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let merchant: Browser;
  let member: Browser;

  /** The form as a browser posts it: multipart, its fields and the file input (empty or not). */
  function form(
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string; type: string },
  ) {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    body.append(
      "music",
      file
        ? new Blob([new Uint8Array(file.bytes)], { type: file.type })
        : new Blob([], { type: "application/octet-stream" }),
      file?.name ?? "",
    );
    return body;
  }

  /** What the page plays and says, for a visitor without a session. */
  async function visit(path: string) {
    const page = await new Browser(server.url).get(path);
    expect(page.status).toBe(200);
    const audio = page.doc.querySelector("main audio")!;
    return {
      page,
      title: page.doc.querySelector("main h1")!.text.trim(),
      src: audio.getAttribute("src")!,
      audio,
    };
  }

  beforeAll(async () => {
    server = await sharedServer(kind);
    admin = await new Browser(server.url).signIn("admin@demo.shop", "admin123!");
    merchant = await new Browser(server.url).signIn("merchant@demo.shop", "merchant123!");
    member = await new Browser(server.url).signIn("member@demo.shop", "member123!");
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("plays the shop's own music under its fixed title, in Turkish and English", async () => {
    const tr = await visit("/takilarintinisi");
    expect(tr.title).toBe("Takıların Tınısı");
    expect(tr.page.doc.querySelector("title")!.text).toContain("Takıların Tınısı");
    expect(tr.src).toBe(OWN);
    for (const attr of ["controls", "autoplay", "loop"])
      expect(tr.audio.hasAttribute(attr)).toBe(true);
    // The player comes first in the page's content, before the title.
    const main = tr.page.doc.querySelector("main")!;
    expect(main.childNodes.find((n) => n.nodeType === 1)!.toString()).toContain("<audio");
    expect(tr.page.doc.querySelector('footer a[href="/takilarintinisi"]')!.text).toBe(
      "Takıların Tınısı",
    );

    const en = await visit("/en/takilarintinisi");
    expect(en.title).toBe("The Sound of Our Jewellery");
    expect(en.src).toBe(OWN);
    expect(en.audio.hasAttribute("controls")).toBe(true);
    expect(en.page.doc.querySelector('footer a[href="/en/takilarintinisi"]')!.text).toBe(
      "The Sound of Our Jewellery",
    );

    const file = await fetch(server.url + OWN);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("audio/mpeg");
    expect(file.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.length).toBeLessThan(120 * 1024);
  });

  it("is changed by admins only: a guest signs in first, a member or merchant is refused", async () => {
    const guest = new Browser(server.url);
    expect((await guest.get("/dashboard/settings/music")).location).toBe(
      "/login?redirectTo=%2Fdashboard%2Fsettings%2Fmusic",
    );
    for (const who of [member, merchant]) {
      expect((await who.get("/dashboard/settings/music")).status).toBe(403);
      const posted = await who.postBody("/dashboard/settings/music", form({ title: "Benim" }));
      expect(posted.status).toBe(403);
    }
    expect((await visit("/takilarintinisi")).title).toBe("Takıların Tınısı");
  });

  it("shows the admin the form: titles side by side, a file, the shop's own music", async () => {
    const settings = await admin.get("/dashboard/settings");
    expect(settings.doc.querySelector('main a[href="/dashboard/settings/music"]')).not.toBeNull();
    const page = await admin.get("/dashboard/settings/music");
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("main h1")!.text).toBe("Müzik Sayfası");
    const f = page.doc.querySelector("main form.music-form")!;
    expect(f.getAttribute("enctype")).toBe("multipart/form-data");
    expect(f.querySelector('label[for="music-title"]')!.text).toBe("Başlık (Türkçe)");
    expect(f.querySelector('label[for="music-titleEn"]')!.text).toBe("Başlık (İngilizce)");
    expect(f.querySelector('input[type="file"][name="music"]')).not.toBeNull();
    // The shop's own music plays already: nothing to go back to.
    expect(f.querySelector('input[name="useOwn"]')).toBeNull();
    expect(f.querySelector("figcaption")!.text).toBe("Şu an çalan: Mağazanın kendi müziği");
    const en = await admin.get("/en/dashboard/settings/music");
    expect(en.doc.querySelector('main label[for="music-titleEn"]')!.text).toBe("Title (English)");
  });

  it("refuses a picture named .mp3 and a file too large, keeping what was typed", async () => {
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: "#c0a060" },
    })
      .png()
      .toBuffer();
    const fields = { title: "Atölyeden Sesler", titleEn: "Sounds of the Workshop" };
    const bad = await admin.postBody(
      "/dashboard/settings/music",
      form(fields, { bytes: png, name: "muzik.mp3", type: "audio/mpeg" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.doc.querySelector('main [role="alert"]')!.text).toBe(
      "Ses dosyası MP3, OGG, M4A (AAC) ya da WAV olmalı.",
    );
    expect(bad.doc.querySelector('input[name="title"]')!.getAttribute("value")).toBe(
      "Atölyeden Sesler",
    );
    expect(bad.doc.querySelector('input[name="titleEn"]')!.getAttribute("value")).toBe(
      "Sounds of the Workshop",
    );
    const badEn = await admin.postBody(
      "/en/dashboard/settings/music",
      form(fields, { bytes: png, name: "music.mp3", type: "audio/mpeg" }),
    );
    expect(badEn.status).toBe(400);
    expect(badEn.doc.querySelector('main [role="alert"]')!.text).toBe(
      "The sound file must be an MP3, OGG, M4A (AAC) or WAV.",
    );

    // An MP3 header over 8 MB: too large, whatever it is.
    const big = Buffer.alloc(8 * 1024 * 1024 + 1);
    (await readFile(`public${OWN}`)).copy(big);
    for (const [prefix, message] of [
      ["", "«uzun.mp3» 8,1 MB: bir dosya en fazla 8 MB olabilir."],
      ["/en", "“uzun.mp3” is 8.1 MB: a file may be at most 8 MB."],
    ] as const) {
      // The file first, the titles after it: what comes after a refused file arrives too.
      const body = new FormData();
      body.append("music", new Blob([new Uint8Array(big)], { type: "audio/mpeg" }), "uzun.mp3");
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      const large = await admin.postBody(`${prefix}/dashboard/settings/music`, body);
      expect(large.status).toBe(413);
      expect(large.doc.querySelector('main [role="alert"]')!.text).toBe(message);
      expect(large.doc.querySelectorAll("#music-file-error li").map((li) => li.text)).toEqual([
        message,
      ]);
      for (const [k, v] of Object.entries(fields))
        expect(large.doc.querySelector(`input[name="${k}"]`)!.getAttribute("value")).toBe(v);
    }
    // Nothing changed.
    const page = await visit("/takilarintinisi");
    expect(page.title).toBe("Takıların Tınısı");
    expect(page.src).toBe(OWN);
  });

  it("plays the admin's recording and titles at once, then the shop's own again", async () => {
    // The page as a visitor saw it just before (kept by the page cache until a change is heard).
    expect((await visit("/takilarintinisi")).src).toBe(OWN);
    const mp3 = Buffer.from(await readFile(`public${OWN}`));
    // Declared as something else: the content decides.
    const saved = await admin.postBody(
      "/dashboard/settings/music",
      form(
        { title: "Atölyeden Sesler", titleEn: "Sounds of the Workshop" },
        { bytes: mp3, name: "kayit.bin", type: "application/octet-stream" },
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/dashboard/settings/music");
    const back = await admin.get(saved.location);
    expect(back.doc.querySelector(".toast")!.text.trim()).toBe(
      "Müzik Sayfası Başarıyla Güncellendi",
    );
    expect(back.doc.querySelector("main figcaption")!.text).toBe(
      "Şu an çalan: Yüklenen ses dosyası",
    );
    expect(back.doc.querySelector('main label[for="music-own"]')!.text).toBe(
      "Mağazanın kendi müziğini kullan",
    );

    const tr = await visit("/takilarintinisi");
    expect(tr.title).toBe("Atölyeden Sesler");
    expect(tr.src).toMatch(/^\/uploads\/audio\/[0-9a-f]{16}\.mp3$/);
    const en = await visit("/en/takilarintinisi");
    expect(en.title).toBe("Sounds of the Workshop");
    expect(en.src).toBe(tr.src);
    const api = (await (await fetch(server.url + "/api/settings")).json()) as {
      settings: Record<string, unknown>;
    };
    expect(api.settings).toMatchObject({
      music_url: tr.src,
      music_title: "Atölyeden Sesler",
      music_title_en: "Sounds of the Workshop",
    });
    const file = await fetch(server.url + tr.src);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("audio/mpeg");
    expect(file.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await file.arrayBuffer()).equals(mp3)).toBe(true);

    // A WAV, the titles emptied: the fixed titles come back.
    const sound = wav();
    const wavSaved = await admin.postBody(
      "/en/dashboard/settings/music",
      form({ title: "", titleEn: "" }, { bytes: sound, name: "tone.wav", type: "audio/wav" }),
    );
    expect(wavSaved.status).toBe(302);
    const wavPage = await visit("/en/takilarintinisi");
    expect(wavPage.title).toBe("The Sound of Our Jewellery");
    expect(wavPage.src).toMatch(/^\/uploads\/audio\/[0-9a-f]{16}\.wav$/);
    const wavFile = await fetch(server.url + wavPage.src);
    expect(wavFile.headers.get("content-type")).toBe("audio/wav");
    expect(Buffer.from(await wavFile.arrayBuffer()).equals(sound)).toBe(true);

    // The shop's own music again.
    const own = await admin.postBody(
      "/dashboard/settings/music",
      form({ title: "Atölye", titleEn: "", useOwn: "on" }),
    );
    expect(own.status).toBe(302);
    const after = await visit("/takilarintinisi");
    expect(after.src).toBe(OWN);
    expect(after.title).toBe("Atölye");
  });
});
