import { describe, expect, it } from "vitest";
import {
  merchantInvitationMail,
  orderConfirmationMail,
  passwordResetMail,
  welcomeMail,
} from "./mail-templates.server";

const origin = "https://shop.example";
const shop = "Ay & Yıldız's";
const evil = `<img src=x onerror="alert('x')">&`;

describe("mail templates", () => {
  it("escapes every interpolated value in the HTML part, and keeps the text part plain", () => {
    const mail = passwordResetMail("tr", { shop, name: evil, origin, token: "abc_DEF-123" });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain(
      "Merhaba &lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;,",
    );
    expect(mail.text).toContain(`Merhaba ${evil},`);
    expect(mail.text).toContain(`${origin}/reset-password/abc_DEF-123`);
    expect(mail.html).toContain(`href="${origin}/reset-password/abc_DEF-123"`);
    expect(mail).toMatchObject({ kind: "passwordReset", secrets: ["abc_DEF-123"] });
    expect(mail.text.endsWith("\n\nAy & Yıldız's")).toBe(true);
  });

  it("keeps a hostile address and token inside the invitation's link and text", () => {
    const email = `a"b<c>@x.com`;
    const mail = merchantInvitationMail("en", { shop, email, origin, token: `t"/<x>` });
    const link = `${origin}/en/merchant-signup/t%22%2F%3Cx%3E?email=a%22b%3Cc%3E%40x.com`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("a&quot;b&lt;c&gt;@x.com");
    expect(mail.html).not.toMatch(/<c>|<x>/);
    expect(mail.subject).toBe("Create your merchant account");
    expect(mail).toMatchObject({ kind: "merchantInvitation", secrets: ["t%22%2F%3Cx%3E"] });
  });

  it("writes each mail in the page's language, with links that keep it", () => {
    const tr = welcomeMail("tr", { shop, name: "Cem", origin: `${origin}/` });
    expect(tr.subject).toBe("Hesabınız hazır: Ay & Yıldız's");
    expect(tr.text).toContain(`${origin}/shop`);
    expect(tr.html).toContain('<html lang="tr">');
    expect(tr.html).toContain("Ay &amp; Yıldız&#39;s</p>");
    const en = welcomeMail("en", { shop: " ", name: "  ", origin });
    expect(en.subject).toBe("Your account is ready: The shop team");
    expect(en.text.startsWith("Hello,")).toBe(true);
    expect(en.text).toContain(`${origin}/en/shop`);
    expect(passwordResetMail("en", { shop, origin, token: "t" }).text).toContain(
      `${origin}/en/reset-password/t`,
    );
  });

  it("names the KDV inside an order's total at the rate it is given, before the total", () => {
    const order = (lang: "tr" | "en", rate: string) =>
      orderConfirmationMail(lang, {
        shop,
        orderId: "x",
        key: null,
        name: "Cem",
        number: "ABC1234",
        payment: "card",
        lines: [{ name: "Kolye", quantity: 1, total: "1.200 TL" }],
        discount: null,
        tax: { rate, amount: "200 TL" },
        total: "1.200 TL",
        address: "Moda",
        link: `${origin}/order/x`,
        guest: false,
      });
    const tr = order("tr", "20").text;
    expect(tr).toContain("KDV (%20, dahil): 200 TL\nToplam (KDV dahil): 1.200 TL");
    expect(order("en", "18").text).toContain("VAT (18%, included): 200 TL\nTotal (VAT included)");
  });
});
