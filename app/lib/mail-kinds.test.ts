import { describe, expect, it } from "vitest";
import { mailState, maskSecrets, SECRET_MASK } from "./mail-kinds";

describe("the outbox's words for a mail", () => {
  it("masks every occurrence of each secret, and nothing when there is none", () => {
    const text = "https://s/reset-password/abc?x=1 and again abc; key=k-9";
    expect(maskSecrets(text, ["abc", "k-9"])).toBe(
      `https://s/reset-password/${SECRET_MASK}?x=1 and again ${SECRET_MASK}; key=${SECRET_MASK}`,
    );
    expect(maskSecrets(text, [])).toBe(text);
    expect(maskSecrets(text, [""])).toBe(text);
  });

  it("reads a row as sent, waiting or failed", () => {
    expect(mailState({ sentAt: new Date(), lastError: "old" })).toBe("sent");
    expect(mailState({ sentAt: null, lastError: null })).toBe("waiting");
    expect(mailState({ sentAt: null, lastError: "ECONNREFUSED" })).toBe("failed");
  });
});
