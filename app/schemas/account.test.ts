import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { messages } from "~/locales";
import { AddressSchema, PasswordSchema, ProfileSchema } from "./account";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
/** The field errors of a refused submission; undefined when it passed. */
const errorsOf = (s: { status?: string; error?: unknown } | { status: "success" }) =>
  "error" in s ? s.error : undefined;
const tr = messages.tr.account;
const en = messages.en.account;

describe("AddressSchema", () => {
  const valid = {
    address: "  Atatürk Cad. 12 ",
    city: "İzmir",
    state: "Karşıyaka",
    country: "Türkiye",
    zipCode: "35540",
  };

  it("trims the fields and reads the checkbox", () => {
    const ok = parseWithZod(form({ ...valid, isDefault: "on" }), { schema: AddressSchema(tr) });
    expect(ok.status).toBe("success");
    if (ok.status === "success")
      expect(ok.value).toEqual({ ...valid, address: "Atatürk Cad. 12", isDefault: true });
    const unticked = parseWithZod(form(valid), { schema: AddressSchema(tr) });
    expect(unticked.status === "success" && unticked.value.isDefault).toBe(false);
  });

  it("answers the spec's messages, one per field", () => {
    const bad = parseWithZod(form({ address: " ", zipCode: "1234" }), {
      schema: AddressSchema(en),
    });
    expect(errorsOf(bad)).toEqual({
      address: ["Address is required."],
      city: ["City is required."],
      state: ["State is required."],
      country: ["Country is required."],
      zipCode: ["Zipcode must be at least 5 characters."],
    });
    const noZip = parseWithZod(form({ ...valid, zipCode: "" }), { schema: AddressSchema(tr) });
    expect(errorsOf(noZip)).toEqual({ zipCode: [tr.zipCodeRequired] });
  });

  it("caps lengths", () => {
    const long = parseWithZod(form({ ...valid, city: "x".repeat(101) }), {
      schema: AddressSchema(en),
    });
    expect((errorsOf(long) as Record<string, string[]>).city).toEqual([
      "Please enter at most 100 characters.",
    ]);
  });
});

describe("PasswordSchema", () => {
  it("wants two equal passwords of at least 6 characters", () => {
    const parse = (password: string, confirmPassword: string) =>
      errorsOf(parseWithZod(form({ password, confirmPassword }), { schema: PasswordSchema(en) }));
    expect(parse("abcdef", "abcdef")).toBeUndefined();
    expect(parse("abc", "abc")).toEqual({
      password: ["Password must be at least 6 characters."],
      confirmPassword: ["Password must be at least 6 characters."],
    });
    expect(parse("abcdef", "abcdeg")).toEqual({
      confirmPassword: ["Confirm password and password fields must match."],
    });
  });
});

describe("ProfileSchema", () => {
  it("normalises a given phone and leaves an empty one out", () => {
    const parse = (phoneNumber: string) =>
      parseWithZod(form({ firstName: "Ayşe", lastName: "Demir", phoneNumber }), {
        schema: ProfileSchema(tr),
      });
    const ok = parse("0532 123 45 67");
    expect(ok.status === "success" && ok.value.phoneNumber).toBe("+905321234567");
    const none = parse("");
    expect(none.status === "success" && none.value.phoneNumber).toBeNull();
    expect(errorsOf(parse("12345"))).toEqual({ phoneNumber: [tr.phoneInvalid] });
  });
});
