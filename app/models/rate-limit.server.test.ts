import { describe, expect, it } from "vitest";
import { addressLimitKey, emailLimitKey } from "./rate-limit.server";

describe("rate-limit keys", () => {
  it("counts an IPv4 address alone and an IPv6 client by its /64 network", () => {
    expect(addressLimitKey("x", "203.0.113.7")).toBe("x:203.0.113.7");
    const net = "x:2001:db8:0:12::/64";
    expect(addressLimitKey("x", "2001:db8:0:12::1")).toBe(net);
    expect(addressLimitKey("x", "2001:0DB8:0000:0012:aaaa:bbbb:cccc:dddd")).toBe(net);
    expect(addressLimitKey("x", "2001:db8::12:0:0:1")).toBe("x:2001:db8:0:0::/64");
    expect(addressLimitKey("x", "::1")).toBe("x:0:0:0:0::/64");
  });

  it("counts an e-mail address in any case as one", () => {
    expect(emailLimitKey("x", " Limit@Example.com ")).toBe("x:limit@example.com");
  });
});
