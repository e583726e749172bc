// Whose sign-in this is [issue #25 item 3]: the TCP peer the studio's server stamped, or what a trusted
// proxy says; an X-Forwarded-For from anyone else is not an address.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { clientAddress, PEER_HEADER, requestClient, stampedPeer, stampFor, trustedProxies, type TrustProxy } from "./client-address";

const trust = (setting: string): TrustProxy => {
  const result = trustedProxies(setting);
  if (typeof result !== "function") throw new Error(result.problem);
  return result;
};

describe("client address [#25 item 3]", () => {
  it.each<[setting: string, peer: string, forwardedFor: string | null, client: string]>([
    ["", "198.51.100.7", "203.0.113.1", "198.51.100.7"], // nothing trusted: the header is ignored
    ["", "198.51.100.7", null, "198.51.100.7"],
    ["10.0.0.1", "198.51.100.7", "203.0.113.1", "198.51.100.7"], // a peer that is not the proxy
    ["10.0.0.1", "10.0.0.1", "203.0.113.1", "203.0.113.1"], // the proxy names its client
    ["10.0.0.1", "10.0.0.1", "6.6.6.6, 203.0.113.1", "203.0.113.1"], // what the client wrote before the proxy is not believed
    ["10.0.0.1, 10.1.0.0/16", "10.0.0.1", "6.6.6.6, 203.0.113.1, 10.1.2.3", "203.0.113.1"], // two trusted hops
    ["loopback", "127.0.0.1", "203.0.113.1", "203.0.113.1"],
    ["loopback", "::1", "2001:DB8::1", "2001:db8::1"],
    ["10.0.0.1", "::ffff:10.0.0.1", "203.0.113.1", "203.0.113.1"], // an IPv4-mapped peer is the IPv4 proxy
    ["", "::ffff:198.51.100.7", null, "198.51.100.7"],
    ["10.0.0.1", "10.0.0.1", "not-an-address", "10.0.0.1"], // garbage from the proxy: the proxy itself
    ["10.0.0.1", "10.0.0.1", "", "10.0.0.1"],
  ])("trusting %j, peer %s with X-Forwarded-For %j is %s", (setting, peer, forwardedFor, client) => {
    expect(clientAddress({ peer, forwardedFor }, trust(setting))).toBe(client);
  });

  it("an unknown or malformed peer is no address", () => {
    expect(clientAddress({ peer: null, forwardedFor: "203.0.113.1" }, trust(""))).toBeNull();
    expect(clientAddress({ peer: "somewhere", forwardedFor: "203.0.113.1" }, trust("loopback"))).toBeNull();
  });

  it("a bad WARBENCH_TRUSTED_PROXIES is a one-line reason", () => {
    expect(trustedProxies("10.0.0.1, proxy.example")).toEqual({
      problem: "WARBENCH_TRUSTED_PROXIES: invalid IP address: proxy.example (comma-separated addresses or CIDR ranges, or loopback, linklocal, uniquelocal).",
    });
    expect(trustedProxies("10.0.0.0/33")).toMatchObject({ problem: expect.stringMatching(/^WARBENCH_TRUSTED_PROXIES: invalid range on address: 10\.0\.0\.0\/33 /) });
  });
});

describe("the stamped peer [#25 item 3]", () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null;

  it("a real request from 127.0.0.4 is stamped with that address, whatever it sent as x-warbench-peer", async () => {
    const seen = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const server = http.createServer((req, res) => {
        resolve(req.headers);
        res.end();
        server.close();
      });
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo;
        http.get({ host: "127.0.0.1", port, localAddress: "127.0.0.4", headers: { [PEER_HEADER]: "192.0.2.1", "x-forwarded-for": "192.0.2.1" } }, (r) => r.resume()).on("error", reject);
      });
    });
    const header = (name: string) => (seen[name] as string | undefined) ?? null;
    expect(stampedPeer(header)).toBe("127.0.0.4");
    expect(requestClient(header, {})).toBe("127.0.0.4");
  });

  it("a header a client made up is no address, and without an address only the name counts", () => {
    expect(stampedPeer(headers({ [PEER_HEADER]: "192.0.2.1" }))).toBeNull();
    expect(stampedPeer(headers({ [PEER_HEADER]: "guess 192.0.2.1" }))).toBeNull();
    expect(requestClient(headers({ [PEER_HEADER]: "192.0.2.1", "x-forwarded-for": "203.0.113.1" }), {})).toBeNull();
  });

  it("reads X-Forwarded-For only from a trusted proxy; a setting it cannot read trusts nobody", () => {
    expect(requestClient(headers({ [PEER_HEADER]: stampFor("198.51.100.7"), "x-forwarded-for": "203.0.113.1" }), {})).toBe("198.51.100.7");
    expect(requestClient(headers({ [PEER_HEADER]: stampFor("10.0.0.1"), "x-forwarded-for": "203.0.113.1" }), { WARBENCH_TRUSTED_PROXIES: "10.0.0.1" })).toBe("203.0.113.1");
    expect(requestClient(headers({ [PEER_HEADER]: stampFor("10.0.0.1"), "x-forwarded-for": "203.0.113.1" }), { WARBENCH_TRUSTED_PROXIES: "nonsense" })).toBe("10.0.0.1");
  });
});

describe("starting with a trusted-proxy setting [#25 item 3]", () => {
  it("npm run serve and npm run dev refuse one they cannot read, in one line", async () => {
    const { trustedProxiesRefusal } = await import("./start-check.mjs");
    expect(trustedProxiesRefusal({})).toBeNull();
    expect(trustedProxiesRefusal({ WARBENCH_TRUSTED_PROXIES: "10.0.0.1, 10.2.0.0/16, loopback" })).toBeNull();
    expect(trustedProxiesRefusal({ WARBENCH_TRUSTED_PROXIES: "10.0.0.1, my-proxy" })).toBe(
      "Refusing to start: WARBENCH_TRUSTED_PROXIES: invalid IP address: my-proxy (comma-separated addresses or CIDR ranges, or loopback, linklocal, uniquelocal).",
    );
  });
});
