import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser } from "../helpers/browser";
import { DEMO } from "../helpers/demo-visits";
import { sharedServer, type TestServer } from "../helpers/server";

/**
 * What a browser's autofill and a phone's keyboard get from the forms' fields, as HTML allows
 * them (the Nu validator checks the same pages in CI: scripts/validate-html.ts).
 */
describe("form fields for autofill and keyboards", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await sharedServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("asks a seller for the national number: autofill's tel-national, a phone keypad", async () => {
    for (const path of ["/sell", "/en/sell"]) {
      const phone = (await new Browser(server.url).get(path)).doc.querySelector(
        'input[name="phoneNumber"]',
      );
      expect(phone?.getAttribute("autocomplete")).toBe("tel-national");
      expect(phone?.getAttribute("inputmode")).toBe("tel");
      // HTML allows tel-national on a text input; type=tel takes the whole number ("tel").
      expect(phone?.getAttribute("type")).toBe("text");
    }
  });

  it("takes an address of the address book on several lines, as checkout does", async () => {
    const member = await new Browser(server.url).signIn(DEMO.member.email, DEMO.member.password);
    const page = await member.get("/dashboard/address/add");
    const address = page.doc.querySelector('main [name="address"]');
    expect(address?.tagName).toBe("TEXTAREA");
    expect(address?.getAttribute("autocomplete")).toBe("street-address");
  });

  it("takes a product's numbers as text with a numeric keyboard, ranges checked by the server", async () => {
    const admin = await new Browser(server.url).signIn(DEMO.admin.email, DEMO.admin.password);
    const page = await admin.get("/dashboard/product/add");
    for (const [name, keyboard] of [
      ["quantity", "numeric"],
      ["price", "decimal"],
    ]) {
      const input = page.doc.querySelector(`input[name="${name}"]`);
      expect(input?.getAttribute("type")).toBe("text");
      expect(input?.getAttribute("inputmode")).toBe(keyboard);
      // min and max belong to number inputs only.
      expect(input?.hasAttribute("min") || input?.hasAttribute("max")).toBe(false);
    }
  });
});
