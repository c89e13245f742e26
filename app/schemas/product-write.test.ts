import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jewellery as tr } from "~/locales/tr/jewellery";
import { jewelleryShape } from "./product-write";

const schema = z.object(jewelleryShape(tr.errors));
const STONE = "0a1b2c3d-1111-4222-8333-444455556666";

describe("the jewellery facts of a product write", () => {
  it("take empty as not stated, a Turkish comma and the lists' keys", () => {
    expect(schema.parse({ metal: "", fineness: "", weightGrams: "", plating: "" })).toEqual({
      metal: null,
      fineness: null,
      weightGrams: null,
      plating: null,
      stoneNatures: {},
    });
    expect(
      schema.parse({
        metal: "silver",
        fineness: "925",
        weightGrams: "4,2",
        plating: "rhodium",
        stoneNatures: { [STONE]: "treated", "not-an-id": "natural" },
      }),
    ).toEqual({
      metal: "silver",
      fineness: 925,
      weightGrams: 4.2,
      plating: "rhodium",
      stoneNatures: { [STONE]: "treated" },
    });
    // An /api client's numbers and a multipart field's JSON.
    expect(
      schema.parse({ fineness: 585, weightGrams: 3.5, stoneNatures: `{"${STONE}":"synthetic"}` }),
    ).toMatchObject({ fineness: 585, weightGrams: 3.5, stoneNatures: { [STONE]: "synthetic" } });
  });

  it.each([
    ["fineness", "0", tr.errors.fineness],
    ["fineness", "1200", tr.errors.fineness],
    ["fineness", "92,5", tr.errors.fineness],
    ["fineness", "-925", tr.errors.fineness],
    ["weightGrams", "-1", tr.errors.weight],
    ["weightGrams", "0", tr.errors.weight],
    ["weightGrams", "dört", tr.errors.weight],
    ["metal", "platinum", tr.errors.metal],
    ["plating", "chrome", tr.errors.plating],
    ["stoneNatures", { [STONE]: "fake" }, tr.errors.nature],
  ])("refuse %s %j on its own field", (field, value, message) => {
    const parsed = schema.safeParse({ [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      [field, message],
    ]);
  });
});
