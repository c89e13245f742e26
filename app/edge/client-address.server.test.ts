import { describe, expect, it } from "vitest";
import { clientAddressFrom, trustProxyHops } from "./client-address.server";

describe("the client address", () => {
  it("is the socket's without a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(clientAddressFrom("203.0.113.7", "198.51.100.1", 0)).toBe("203.0.113.7");
    expect(clientAddressFrom("::ffff:203.0.113.7", undefined, 0)).toBe("203.0.113.7");
  });

  it("is the address the outermost trusted proxy saw, never an entry the client wrote", () => {
    // One proxy: it appended the address it was reached from.
    expect(clientAddressFrom("10.0.0.2", "203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientAddressFrom("10.0.0.2", "1.1.1.1, 2.2.2.2, 203.0.113.7", 1)).toBe("203.0.113.7");
    // Two proxies: a CDN, then a load balancer.
    expect(clientAddressFrom("10.0.0.2", "1.1.1.1, 203.0.113.7, 172.16.0.9", 2)).toBe(
      "203.0.113.7",
    );
    // Headers sent twice are one list; ports and brackets are dropped.
    expect(clientAddressFrom("10.0.0.2", ["1.1.1.1", "203.0.113.7:5123"], 1)).toBe("203.0.113.7");
    expect(clientAddressFrom("10.0.0.2", "[2001:DB8::1]:443", 1)).toBe("2001:db8::1");
  });

  it("falls back to what there is: no header, too few entries, or not an address", () => {
    expect(clientAddressFrom("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddressFrom("10.0.0.2", "203.0.113.7", 3)).toBe("203.0.113.7");
    expect(clientAddressFrom("10.0.0.2", "not-an-address", 1)).toBe("10.0.0.2");
  });

  it("reads TRUST_PROXY_HOPS, and refuses a value that names no number of proxies", () => {
    expect(trustProxyHops({})).toBe(0);
    expect(trustProxyHops({ TRUST_PROXY_HOPS: " 2 " })).toBe(2);
    for (const bad of ["-1", "one", "1.5", "true", "99"])
      expect(() => trustProxyHops({ TRUST_PROXY_HOPS: bad }), bad).toThrow(/TRUST_PROXY_HOPS/);
  });
});
