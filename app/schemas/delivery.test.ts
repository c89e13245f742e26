import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { messages } from "~/locales";
import { DeliveryApiSchema, DeliverySchema } from "./delivery";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const tr = messages.tr.checkout;
const en = messages.en.checkout;
const valid = {
  firstName: " Ayşe ",
  lastName: "Yılmaz",
  phone: "0532 123 45 67",
  email: "ayse@example.com",
  country: "Türkiye",
  city: "istanbul",
  district: "Kadıköy",
  addressType: "home",
  zipCode: "34710",
  address: "Moda Cad. 1",
};

describe("DeliverySchema", () => {
  it("gives the order's address: trimmed, phone in international form, province as listed", () => {
    const ok = parseWithZod(form(valid), { schema: DeliverySchema(tr) });
    expect(ok.status).toBe("success");
    if (ok.status === "success")
      expect(ok.value).toEqual({
        ...valid,
        firstName: "Ayşe",
        phone: "+905321234567",
        city: "İstanbul",
      });
  });

  it("requires every field, with the page's language", () => {
    const empty = parseWithZod(form({}), { schema: DeliverySchema(en) });
    expect(empty.status).toBe("error");
    const errors = empty.status === "error" ? empty.error : {};
    expect(errors).toMatchObject({
      firstName: [en.firstNameRequired],
      lastName: [en.lastNameRequired],
      phone: [en.phoneRequired],
      email: [en.emailRequired],
      country: [en.countryRequired],
      city: [en.regionRequired],
      district: [en.districtRequired],
      addressType: [en.addressTypeRequired],
      zipCode: [en.zipCodeRequired],
      address: [en.addressRequired],
    });
  });

  it("refuses a bad phone, e-mail, postal code, country, and a province outside the list", () => {
    const bad = parseWithZod(
      form({ ...valid, phone: "12345", email: "x@", zipCode: "3471", country: "Narnia" }),
      { schema: DeliverySchema(tr) },
    );
    expect(bad.status === "error" && bad.error).toMatchObject({
      phone: [tr.phoneInvalid],
      email: [tr.emailInvalid],
      zipCode: [tr.zipCodeInvalid],
      country: [tr.countryInvalid],
    });
    const province = parseWithZod(form({ ...valid, city: "Atlantis" }), {
      schema: DeliverySchema(tr),
    });
    expect(province.status === "error" && province.error).toEqual({ city: [tr.regionInvalid] });
  });

  it("takes any region abroad, and an international phone", () => {
    const abroad = DeliverySchema(en).safeParse({
      ...valid,
      country: "Germany",
      city: "Bayern",
      phone: "+49 30 123456",
    });
    expect(abroad.success && abroad.data).toMatchObject({ city: "Bayern", phone: "+4930123456" });
  });

  it("reads the original clients' field names over /api", () => {
    const parsed = DeliveryApiSchema(en).safeParse({
      firstname: "Ada",
      lastname: "Lovelace",
      phone: "+44 20 7946 0958",
      email: "ada@example.com",
      country: "GB",
      region: "London",
      province: "Camden",
      type: "work",
      zip: "12345",
      address: "12 Example Street",
    });
    expect(parsed.success && parsed.data).toMatchObject({
      firstName: "Ada",
      country: "Birleşik Krallık",
      city: "London",
      district: "Camden",
      addressType: "work",
      zipCode: "12345",
    });
  });

  it("reads back a stored address only when it is still complete", () => {
    const read = (stored: unknown) => DeliveryApiSchema(tr).safeParse(stored ?? {});
    const stored = read({ ...valid, city: "İstanbul" });
    expect(stored.success && stored.data.city).toBe("İstanbul");
    expect(read({ ...valid, zipCode: "" }).success).toBe(false);
    expect(read(null).success).toBe(false);
  });
});
