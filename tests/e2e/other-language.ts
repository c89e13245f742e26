import type { Page } from "@playwright/test";
import { dashboard as dashboardEn } from "../../app/locales/en/dashboard";
import { dashboard as dashboardTr } from "../../app/locales/tr/dashboard";
import { en } from "../../app/locales/en";
import { tr } from "../../app/locales/tr";
import { serverMessages } from "../../app/locales/server";

/**
 * Finds the texts of the other language on a page: what a Turkish back office must not show in
 * English, and the other way round. Two nets:
 *  - our own texts: a text of the page that is one of the other language's locale strings (and
 *    not also one of its own), placeholders matching anything;
 *  - texts that never came from app/locales: zod's default messages, raw ISO times, raw enum
 *    values (PENDING, ROLE_ADMIN), and a short list of English words a Turkish page never has.
 * Texts inside an element marked with the other `lang` are the record's own data (an English name
 * in its English field, a Turkish name shown on an English page for want of one) and are skipped.
 */
type Lang = "tr" | "en";

function strings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === "string") into.add(value.trim());
  else if (value && typeof value === "object")
    for (const v of Object.values(value as object)) strings(v, into);
  return into;
}

const LOCALES: Record<Lang, Set<string>> = {
  tr: strings([tr, dashboardTr, serverMessages.tr], new Set()),
  en: strings([en, dashboardEn, serverMessages.en], new Set()),
};

/** A locale string as a whole-text pattern: '{n} products' matches '12 products'. */
function pattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, ".+?")}$`);
}

/** The other language's own strings: words to look for, not numbers, marks or shared names. */
function only(lang: Lang): RegExp[] {
  const other = lang === "tr" ? "en" : "tr";
  return [...LOCALES[other]]
    .filter((s) => !LOCALES[lang].has(s))
    .filter((s) => /\p{L}{3}/u.test(s.replace(/\{\w+\}/g, "")))
    .map(pattern);
}
const FOREIGN: Record<Lang, RegExp[]> = { tr: only("tr"), en: only("en") };

/** Texts no locale has, in any language's page. */
const RAW = [
  // zod's defaults ("String must contain at most 200 character(s)", "Expected number, ...").
  /must contain (at most|at least)|character\(s\)|^Expected \w+, received|^Required$|^Invalid /,
  // An ISO time, as a Date's JSON.
  /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/,
  // An enum's raw value: ROLE_ADMIN, NOT_PROCESSED.
  /^[A-Z]+(_[A-Z]+)+$/,
];

/** English words a Turkish page has only by mistake (whole words, as written; not "No", which
 * Turkish writes for a number: "Sipariş No"). */
const ENGLISH_WORDS =
  /\b(the|found|must|Member|Merchant|Admin|Pending|Paid|Shipped|Delivered|Cancel(l)?ed|Refunded|Processing|Required|Invalid|Expected|String|Number|Yes|None|Active|Inactive|ago)\b/;

/**
 * Turkish words of the back office's own vocabulary (whole words): an English page has them only
 * by mistake. Not Turkish letters as such: an English page shows the shop's records, named in
 * Turkish (products, people, addresses), as they are.
 */
const TURKISH_WORDS =
  /(?<!\p{L})(bulunamadı|bulunmadı|gerekli|geçersiz|Kaydet|Düzenle|Ekle|Sil|İptal|Hepsi|Tümü|Evet|Hayır|Durum|Ödeme|Siparişler?|Kullanıcı|Üye|Tarih|adet|ürün|Ürün|önce|sonra|Aktif|Pasif|Kapalı|Açık|Geri al)(?!\p{L})/u;

/**
 * The demo shop's own records that happen to read as a text of ours: "Ada Yönetici", the admin;
 * the materials list's "Gümüş" and "Çelik", which are also the jewellery facts' metals in Turkish.
 */
const DEMO_DATA = new Set(["Yönetici", "Gümüş", "Çelik"]);

export interface Finding {
  text: string;
  why: string;
}

/**
 * The texts of the page in `lang` that belong to the other language: its text nodes, the
 * attributes people read or hear (placeholder, aria-label, title, alt, a button's value) and its
 * title.
 */
export async function otherLanguageTexts(page: Page, lang: Lang): Promise<Finding[]> {
  const texts = await page.evaluate((pageLang) => {
    const out: string[] = [];
    const own = (el: Element) =>
      (el.closest("[lang]")?.getAttribute("lang") ?? pageLang) === pageLang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest("script, style, noscript, template, textarea")) continue;
      const text = (n.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text && own(el)) out.push(text);
    }
    for (const el of document.querySelectorAll(
      "[placeholder], [aria-label], [title], img[alt], input[type=submit], input[type=button]",
    )) {
      if (!own(el)) continue;
      for (const name of ["placeholder", "aria-label", "title", "alt"]) {
        const v = el.getAttribute(name)?.trim();
        if (v) out.push(v);
      }
      if (el instanceof HTMLInputElement && /submit|button/.test(el.type)) out.push(el.value);
    }
    out.push(document.title);
    return out;
  }, lang);
  const found: Finding[] = [];
  for (const text of new Set(texts)) {
    if (DEMO_DATA.has(text)) continue;
    const foreign = FOREIGN[lang].find((p) => p.test(text));
    if (foreign && !LOCALES[lang].has(text)) found.push({ text, why: "other locale" });
    else if (RAW.some((r) => r.test(text))) found.push({ text, why: "raw" });
    else if (lang === "tr" && ENGLISH_WORDS.test(text)) found.push({ text, why: "English word" });
    else if (lang === "en" && TURKISH_WORDS.test(text)) found.push({ text, why: "Turkish word" });
  }
  return found;
}
