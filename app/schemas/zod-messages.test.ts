import { z } from "zod";
import { describe, expect, it } from "vitest";
import { dashboardMessages } from "~/locales/dashboard";
import { TaxonomySchema } from "./catalogue";
import { zodMessages } from "./zod-messages";

const messageOf = (schema: z.ZodTypeAny, value: unknown, lang: "tr" | "en") => {
  const parsed = schema.safeParse(value, { errorMap: zodMessages(lang) });
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe("zod's own messages in the page's language", () => {
  it("says a too-long text's limit in Turkish and English", () => {
    const schema = TaxonomySchema(dashboardMessages.tr.catalogue.errors);
    const name = "a".repeat(121);
    expect(messageOf(schema, { name }, "tr")).toBe("En fazla 120 karakter olabilir.");
    expect(messageOf(schema, { name }, "en")).toBe("At most 120 characters.");
  });

  it("keeps a message the schema gives itself, on a rule or on the schema", () => {
    const t = dashboardMessages.tr.catalogue.errors;
    const schema = TaxonomySchema(t);
    expect(messageOf(schema, { name: " " }, "en")).toBe(t.nameRequired);
    expect(messageOf(schema, {}, "en")).toBe(t.nameRequired);
    const dtype = z.enum(["P", "A"], { errorMap: () => ({ message: "Yüzde ya da tutar." }) });
    expect(messageOf(dtype, "X", "en")).toBe("Yüzde ya da tutar.");
    expect(messageOf(z.number({ invalid_type_error: "Sayı." }), "x", "en")).toBe("Sayı.");
  });

  it("words numbers, lists, e-mails and missing values", () => {
    expect(messageOf(z.number().min(1), 0, "tr")).toBe("En az 1 olmalı.");
    expect(messageOf(z.number().gt(0), 0, "en")).toBe("Must be more than 0.");
    expect(messageOf(z.number().max(100), 101, "tr")).toBe("En fazla 100 olabilir.");
    expect(messageOf(z.number(), "x", "tr")).toBe("Bir sayı girin.");
    expect(messageOf(z.array(z.string()).min(1), [], "en")).toBe("Choose at least 1.");
    expect(messageOf(z.string().email(), "x", "tr")).toBe("E-posta biçimi geçersiz.");
    expect(messageOf(z.object({ a: z.string() }), {}, "tr")).toBe("Bu alan gerekli.");
    expect(messageOf(z.string().min(1), "", "en")).toBe("This field is required.");
    expect(messageOf(z.enum(["P", "A"]), "X", "tr")).toBe("Bu değer geçersiz.");
  });
});
