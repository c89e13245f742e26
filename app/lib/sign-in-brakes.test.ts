import { describe, expect, it } from "vitest";
import { signInBrake } from "./sign-in-brakes";

describe("sign-in brakes", () => {
  const of = (accountAndAddress: number, address: number, account: number) =>
    signInBrake({ accountAndAddress, address, account });

  it("lets five failures of one address at one account be checked, not a sixth", () => {
    expect(of(5, 5, 5)).toBeNull();
    expect(of(6, 6, 6)).toBe("accountAndAddress");
  });

  it("refuses an address after 30 failures, whatever the accounts", () => {
    expect(of(1, 30, 1)).toBeNull();
    expect(of(1, 31, 1)).toBe("address");
  });

  it("under attack from many addresses, gives one that failed no second try, a new one its first", () => {
    expect(of(2, 2, 20)).toBeNull();
    expect(of(2, 2, 21)).toBe("account");
    // An address that has not failed at the account: its password is checked.
    expect(of(1, 1, 500)).toBeNull();
  });
});
