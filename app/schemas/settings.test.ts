import { pageTexts } from "~/locales/dashboard-page-texts";
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { dashboardMessages } from "~/locales/dashboard";
import { isPopupLink, parseDecimal, PopupSchema, SettingsSchema } from "./settings";

const tr = pageTexts.tr.settings.errors;
const schema = SettingsSchema(tr);

const whole = {
  store_name: "Dükkan",
  phone_number: "+90 555 111 22 33",
  email_address: "info@example.com",
  store_address: "İstanbul",
  exchange_rate: "34,25",
  vat_rate: "20",
  homepage_about_text: "Merhaba",
  homepage_about_text_en: "Hello",
};

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

describe("the settings schema", () => {
  it("reads Turkish and English decimals", () => {
    expect(parseDecimal("34,25")).toBe(34.25);
    expect(parseDecimal("34.25")).toBe(34.25);
    expect(parseDecimal("1.234,5")).toBe(1234.5);
    expect(parseDecimal(" 40 ")).toBe(40);
    expect(parseDecimal("abc")).toBe("abc");
    expect(parseDecimal("")).toBeUndefined();
  });

  it("reads the form's fields, lists and rows, dropping empty rows and trailing paragraphs", () => {
    const s = parseWithZod(
      form({
        ...whole,
        "about_paragraphs.tr[0]": "Bir",
        "about_paragraphs.tr[1]": "",
        "about_paragraphs.tr[2]": "Üç",
        "about_paragraphs.tr[3]": "",
        "about_paragraphs.en[0]": "",
        "bank_accounts[0].bank": "Ziraat",
        "bank_accounts[0].currency": "TRY",
        "bank_accounts[0].iban": "tr33 0006 1005 1978 6457 8413 26",
        "bank_accounts[1].bank": "",
        "bank_accounts[1].currency": "TRY",
        "bank_accounts[1].iban": "",
        whatsapp_number: "+90 (555) 111-22-33",
        instagram_url: "https://instagram.com/x",
        site_address: "https://www.Example.com.tr/",
      }),
      { schema },
    );
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value.exchange_rate).toBe(34.25);
    expect(s.value.about_paragraphs).toEqual({ tr: ["Bir", "", "Üç"], en: [] });
    expect(s.value.story_paragraphs).toEqual({ tr: [], en: [] });
    expect(s.value.bank_accounts).toEqual([
      { bank: "Ziraat", currency: "TRY", iban: "TR33 0006 1005 1978 6457 8413 26" },
    ]);
    expect(s.value.whatsapp_number).toBe("905551112233");
    expect(s.value.site_address).toBe("www.example.com.tr");
  });

  it("says what is wrong, field by field, in the page's language", () => {
    const s = parseWithZod(
      form({
        ...whole,
        store_name: "",
        email_address: "nope",
        exchange_rate: "0",
        "bank_accounts[0].bank": "X",
        "bank_accounts[0].iban": "TR34 0006 1005 1978 6457 8413 26",
        "bank_accounts[1].bank": "",
        "bank_accounts[1].iban": "TR12",
        instagram_url: "javascript:alert(1)",
        whatsapp_number: "12",
      }),
      { schema },
    );
    const errors = s.reply().error!;
    expect(errors.store_name).toEqual([tr.required]);
    expect(errors.email_address).toEqual([tr.email]);
    expect(errors.exchange_rate).toEqual([tr.ratePositive]);
    expect(errors["bank_accounts[0].iban"]).toEqual([tr.ibanChecksum]);
    expect(errors["bank_accounts[1].bank"]).toEqual([tr.bankRequired]);
    expect(errors["bank_accounts[1].iban"]).toEqual([tr.iban]);
    expect(errors.instagram_url).toEqual([tr.instagram]);
    expect(errors.whatsapp_number).toEqual([tr.whatsapp]);
    const rate = parseWithZod(form({ ...whole, exchange_rate: "otuz" }), { schema });
    expect(rate.reply().error!.exchange_rate).toEqual([tr.rate]);
    const big = parseWithZod(form({ ...whole, exchange_rate: "1000000" }), { schema });
    expect(big.reply().error!.exchange_rate).toEqual([tr.rateMax]);
  });

  it("takes a KDV rate from 0 to 100, as either language writes it", () => {
    const rate = (vat_rate: string) => {
      const s = parseWithZod(form({ ...whole, vat_rate }), { schema });
      return s.status === "success" ? s.value.vat_rate : s.reply().error!.vat_rate;
    };
    expect(rate("20")).toBe(20);
    expect(rate("8,5")).toBe(8.5);
    expect(rate("8.5")).toBe(8.5);
    expect(rate("0")).toBe(0);
    expect(rate("100")).toBe(100);
    expect(rate("18,004")).toBe(18);
    expect(rate("")).toEqual([tr.vatRate]);
    expect(rate("-1")).toEqual([tr.vatRate]);
    expect(rate("100,5")).toEqual([tr.vatRate]);
    expect(rate("yirmi")).toEqual([tr.vatRate]);
    const en = SettingsSchema(pageTexts.en.settings.errors);
    const refused = en.safeParse({ ...whole, vat_rate: 101 });
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe(
      "Enter the VAT rate as a number from 0 to 100, such as 20.",
    );
    expect(tr.vatRate).toBe("KDV oranını 0 ile 100 arasında bir sayı olarak girin, örneğin 20.");
  });

  it("takes the JSON body's types too", () => {
    const parsed = schema.safeParse({
      ...whole,
      exchange_rate: 35.5,
      vat_rate: 10,
      bank_accounts: [],
    });
    expect(parsed.success && parsed.data.exchange_rate).toBe(35.5);
    expect(parsed.success && parsed.data.vat_rate).toBe(10);
  });
});

describe("the pop-up's link", () => {
  it("is a path on the site or an https address, never another scheme", () => {
    for (const ok of ["/shop", "/shop?x=1", "https://example.com/a"])
      expect(isPopupLink(ok)).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "//evil.example",
      "/\\evil.example",
      "http://example.com",
      "data:text/html,x",
      "shop",
    ])
      expect(isPopupLink(bad), bad).toBe(false);
    const t = dashboardMessages.en.popup.errors;
    expect(PopupSchema(t).safeParse({ url: "javascript:alert(1)", status: true }).success).toBe(
      false,
    );
    expect(PopupSchema(t).parse({ url: "", status: "on" })).toEqual({ url: "", status: true });
  });
});
