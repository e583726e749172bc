import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_BODY_LIMIT_BYTES, API_BODY_LIMIT_BYTES, type GuardEnv, PROXY_BODY_LIMIT_BYTES, isGatedPath, allowedHosts, bodyNeedsSession, checkMethod, checkRequest, normaliseHostname, parseSize, refusalType, securityHeaders } from "./request-guard";

const req = (method: string, path: string, headers: Record<string, string>) => ({
  method,
  path,
  header: (name: string) => headers[name.toLowerCase()] ?? null,
});
const STUDIO = "127.0.0.1:3000";
const studio = { host: STUDIO };
const ownOrigin = { origin: `http://${STUDIO}`, "sec-fetch-site": "same-origin" };
const json = { "content-type": "application/json" };

/** What a browser on the studio's own page sends for an import, plus `headers`. */
const importPost = (headers: Record<string, string | undefined>, env: GuardEnv = {}, path = "/api/projects/import") => {
  const merged = Object.fromEntries(Object.entries({ ...studio, ...ownOrigin, ...json, ...headers }).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return checkRequest(req("POST", path, merged), env);
};

describe("the host check (DNS rebinding)", () => {
  it.each([
    ["127.0.0.1:3000", true],
    ["127.0.0.1", true],
    ["localhost:3000", true],
    ["LOCALHOST:3000", true],
    ["[::1]:3000", true],
    ["[::1]", true],
    ["rebind.attacker.example:3000", false],
    ["127.0.0.1.nip.io:3000", false],
    ["localhost.attacker.example", false],
    ["127.0.0.2:3000", false],
    ["[::2]:3000", false],
    ["", false],
    ["bad host", false],
    ["127.0.0.1:3000@evil.example", false],
    ["127.0.0.1:port", false],
  ])("Host %j → allowed %s, for pages, API reads, static files and writes alike", (host, allowed) => {
    for (const [method, path] of [
      ["GET", "/"],
      ["GET", "/api/projects/p1/export"],
      ["GET", "/_next/static/chunks/main.js"],
      ["POST", "/api/projects/import"],
      ["POST", "/projects/p1"],
    ] as const) {
      const v = checkRequest(req(method, path, { host, ...json }), {});
      expect(v.ok, `${method} ${path} with Host ${host}`).toBe(allowed);
      if (!v.ok) {
        expect(v.status).toBe(403);
        expect(v.reason).toMatch(/is not a host name this studio serves/);
        expect(v.reason).not.toMatch(/\n/);
      }
    }
  });

  it("refuses a request without a Host header", () => {
    expect(checkRequest(req("GET", "/", {}), {})).toMatchObject({ ok: false, status: 403, reason: expect.stringMatching(/no Host header/) });
  });

  it("adds HOST, unless it binds every interface", () => {
    expect(checkRequest(req("GET", "/", { host: "studio.lan:3000" }), { HOST: "studio.lan" }).ok).toBe(true);
    expect(checkRequest(req("GET", "/", { host: "studio.lan:3000" }), {}).ok).toBe(false);
    expect(checkRequest(req("GET", "/", { host: "[::1]:3000" }), { HOST: "::1" }).ok).toBe(true);
    for (const any of ["0.0.0.0", "::", "[::]"]) {
      expect(allowedHosts({ HOST: any })).toEqual(new Set(["127.0.0.1", "localhost", "[::1]"]));
      expect(checkRequest(req("GET", "/", { host: `${any === "::" ? "[::]" : any}:3000` }), { HOST: any }).ok).toBe(false);
    }
  });

  it("bound to every interface (a team server), answers to any address literal but to no other name [#17]", () => {
    for (const any of ["0.0.0.0", "::"]) {
      for (const host of ["192.0.2.2:3000", "10.1.2.3", "[fe80::1]:3000", "[2001:db8::5]"]) {
        expect(checkRequest(req("GET", "/", { host }), { HOST: any }).ok, host).toBe(true);
        expect(checkRequest(req("GET", "/", { host }), { HOST: "127.0.0.1" }).ok, host).toBe(false);
      }
      for (const host of ["studio.lan:3000", "rebind.attacker.example", "192.0.2.256", "1.2.3", "[::]:3000", "0.0.0.0"]) {
        expect(checkRequest(req("GET", "/", { host }), { HOST: any }).ok, host).toBe(false);
      }
    }
    // A change from the studio's own page at that address passes; from another address it does not.
    const post = (host: string, origin: string) => checkRequest(req("POST", "/projects/p1", { host, origin, "sec-fetch-site": "same-origin" }), { HOST: "0.0.0.0" });
    expect(post("192.0.2.2:3000", "http://192.0.2.2:3000").ok).toBe(true);
    expect(post("192.0.2.2:3000", "http://192.0.2.9:3000").ok).toBe(false);
  });

  it("adds WARBENCH_ALLOWED_HOSTS, comma-separated, any case, ports ignored", () => {
    const env = { WARBENCH_ALLOWED_HOSTS: " wb.example.org , Other.Example:8443,," };
    expect([...allowedHosts(env)].sort()).toEqual(["127.0.0.1", "[::1]", "localhost", "other.example", "wb.example.org"]);
    expect(checkRequest(req("GET", "/", { host: "wb.example.org" }), env).ok).toBe(true);
    expect(checkRequest(req("GET", "/", { host: "OTHER.example:443" }), env).ok).toBe(true);
    expect(checkRequest(req("GET", "/", { host: "wb.example.org" }), {}).ok).toBe(false);
    expect(checkRequest(req("GET", "/", { host: "evil.example.org" }), env).ok).toBe(false);
  });

  it("quotes a hostile Host on one printable line", () => {
    const v = checkRequest(req("GET", "/", { host: `evil\u0000\u00e9${"x".repeat(300)}` }), {});
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.reason).toMatch(/^[\x20-\x7e…]+$/);
      expect(v.reason.length).toBeLessThan(300);
    }
  });

  it("reads host names the way browsers send them", () => {
    expect(normaliseHostname("[::1]:3000")).toBe("[::1]");
    expect(normaliseHostname("::1")).toBe("[::1]");
    expect(normaliseHostname("LocalHost:80")).toBe("localhost");
    expect(normaliseHostname(" studio.lan ")).toBe("studio.lan");
    expect(normaliseHostname("evil.com/x")).toBeNull();
    expect(normaliseHostname("host:1:2")).toBeNull();
    expect(normaliseHostname("host:99999999")).toBeNull();
    expect(normaliseHostname("-bad.example")).toBeNull();
  });
});

describe("the origin check (cross-site requests)", () => {
  it("lets the studio's own pages change things", () => {
    expect(importPost({}).ok).toBe(true);
    expect(importPost({ origin: "http://LOCALHOST:3000", host: "localhost:3000" }).ok).toBe(true);
    expect(importPost({ origin: "http://[::1]:3000", host: "[::1]:3000" }).ok).toBe(true);
    expect(importPost({ origin: undefined }).ok).toBe(true); // Sec-Fetch-Site same-origin alone
  });

  it.each([
    ["another site", { origin: "http://evil.example" }],
    ["another site on the studio's port", { origin: "http://evil.example:3000" }],
    ["the same host on another port", { origin: "http://127.0.0.1:4000" }],
    ["the same host without the port", { origin: "http://127.0.0.1" }],
    ["another loopback name (allowed, but not this request's Host)", { origin: "http://localhost:3000" }],
    ["an opaque origin (Origin: null)", { origin: "null" }],
    ["a file: page", { origin: "file://" }],
    ["a scheme that is not http", { origin: "chrome-extension://abcdef" }],
    ["a cross-site request without Origin", { origin: undefined, "sec-fetch-site": "cross-site" }],
    ["a same-site request without Origin (another port)", { origin: undefined, "sec-fetch-site": "same-site" }],
    ["a cross-site Sec-Fetch-Site even with a matching Origin", { "sec-fetch-site": "cross-site" }],
  ])("refuses %s with 403", (_what, headers) => {
    const v = importPost(headers);
    expect(v).toMatchObject({ ok: false, status: 403 });
  });

  it("takes an Origin naming an allowed host only when it is this request's Host", () => {
    const env = { WARBENCH_ALLOWED_HOSTS: "wb.example.org" };
    expect(importPost({ host: "wb.example.org", origin: "https://wb.example.org", "sec-fetch-site": "same-origin" }, env).ok).toBe(true);
    expect(importPost({ host: "wb.example.org", origin: "https://wb.example.org" }, {}).ok).toBe(false); // host not allowed
    expect(importPost({ host: "127.0.0.1:3000", origin: "https://wb.example.org" }, env).ok).toBe(false);
  });

  it("applies to server actions (POSTs to page URLs with Next-Action), in text/plain or multipart", () => {
    const action = (headers: Record<string, string>) =>
      checkRequest(req("POST", "/projects/p1/documents/d1", { ...studio, "next-action": "7f00", accept: "text/x-component", ...headers }), {});
    expect(action({ ...ownOrigin, "content-type": "text/plain;charset=UTF-8" }).ok).toBe(true);
    expect(action({ ...ownOrigin, "content-type": "multipart/form-data; boundary=----x" }).ok).toBe(true);
    expect(action({ origin: "http://evil.example", "content-type": "text/plain;charset=UTF-8" })).toMatchObject({ ok: false, status: 403 });
    expect(action({ "sec-fetch-site": "cross-site", "content-type": "text/plain;charset=UTF-8" })).toMatchObject({ ok: false, status: 403 });
    expect(checkRequest(req("POST", "/projects/p1", { host: "rebind.attacker.example:3000", origin: "http://rebind.attacker.example:3000", "next-action": "7f00" }), {})).toMatchObject({ ok: false, status: 403 });
  });

  it.each(["PUT", "PATCH", "DELETE", "put"])("checks %s like POST", (method) => {
    expect(checkRequest(req(method, "/api/projects/p1", { ...studio, ...json, origin: "http://evil.example" }), {})).toMatchObject({ ok: false, status: 403 });
    expect(checkRequest(req(method, "/api/projects/p1", { ...studio, ...json, ...ownOrigin }), {}).ok).toBe(true);
  });

  it.each(["GET", "HEAD", "OPTIONS"])("leaves %s from another site alone (reads change nothing, and CORS keeps the answer from it)", (method) => {
    expect(checkRequest(req(method, "/api/projects/p1/export", { ...studio, origin: "http://evil.example", "sec-fetch-site": "cross-site" }), {}).ok).toBe(true);
  });

  it("lets non-browser clients (no Origin, no Sec-Fetch-Site) write, on an allowed host only", () => {
    expect(importPost({ origin: undefined, "sec-fetch-site": undefined }).ok).toBe(true);
    expect(importPost({ origin: undefined, "sec-fetch-site": "none" }).ok).toBe(true);
    expect(importPost({ origin: undefined, "sec-fetch-site": undefined, host: "rebind.attacker.example:3000" })).toMatchObject({ ok: false, status: 403 });
  });
});

describe("request bodies", () => {
  it.each([
    ["text/plain", 415],
    ["text/plain;charset=UTF-8", 415],
    ["application/x-www-form-urlencoded", 415],
    ["multipart/form-data; boundary=x", 415],
    ["application/octet-stream", 415],
    [undefined, 415],
    ["application/json", 0],
    ["application/json; charset=utf-8", 0],
    ["Application/JSON", 0],
  ])("an API write as %s → %s", (type, status) => {
    const v = importPost({ "content-type": type });
    if (status === 0) expect(v.ok).toBe(true);
    else expect(v).toMatchObject({ ok: false, status, reason: expect.stringMatching(/the API takes application\/json/) });
  });

  it("the same content types from a non-browser client are refused too", () => {
    expect(importPost({ origin: undefined, "sec-fetch-site": undefined, "content-type": "text/plain;charset=UTF-8" })).toMatchObject({ ok: false, status: 415 });
  });

  it("refuses a body longer than the proxy passes on to a page or action, rather than let it arrive cut short", () => {
    // A server action (a rename, a share): small arguments only, 1 MB at most [#25 item 1].
    const action = (length: number) => req("POST", "/projects/p1/documents/d1", { ...studio, ...ownOrigin, "next-action": "7f00", "content-length": String(length) });
    expect(checkRequest(action(PROXY_BODY_LIMIT_BYTES), {}).ok).toBe(true);
    expect(checkRequest(action(PROXY_BODY_LIMIT_BYTES + 1), {})).toMatchObject({ ok: false, status: 413, reason: expect.stringMatching(/over the 1 MB the studio passes on to a page or action .*proxyClientMaxBodySize/) });
  });

  it("the API takes more — a save, a bundle — within its own limit, which the server gate applies", () => {
    const post = (length: number) => req("POST", "/api/projects/import", { ...studio, ...ownOrigin, ...json, "content-length": String(length) });
    expect(checkRequest(post(API_BODY_LIMIT_BYTES), {}, API_BODY_LIMIT_BYTES).ok).toBe(true);
    expect(checkRequest(post(API_BODY_LIMIT_BYTES + 1), {}, API_BODY_LIMIT_BYTES)).toMatchObject({
      ok: false,
      status: 413,
      reason: "Refused: the request body is 96 MB, over the 96 MB the studio's API takes.",
    });
    expect(isGatedPath("/api/projects/import")).toBe(true);
    expect(isGatedPath("/api/documents/d1/revisions")).toBe(true);
    expect(isGatedPath("/projects/p1")).toBe(false);
    expect(isGatedPath("/apix")).toBe(false);
  });

  it("proxy.ts leaves out exactly the paths the server gate checks", async () => {
    const { config } = await import("../../proxy");
    // Next reads the matcher as a path-to-regexp pattern; this one is a plain regular expression too.
    const matcher = new RegExp(`^${config.matcher}$`);
    for (const path of ["/", "/projects/p1", "/signin", "/_next/static/chunks/a.js", "/icon.svg", "/apix", "/api"]) {
      expect(matcher.test(path), path).toBe(true);
      expect(isGatedPath(path), path).toBe(false);
    }
    for (const path of ["/api/projects/import", "/api/documents/d1/revisions", "/api/playtests", "/api/balance/jobs/j1"]) {
      expect(matcher.test(path), path).toBe(false);
      expect(isGatedPath(path), path).toBe(true);
    }
  });

  it("keeps its body limit equal to next.config.js's proxyClientMaxBodySize (Next's default: 10 MB)", async () => {
    const file = pathToFileURL(path.resolve(import.meta.dirname, "../../next.config.js")).href;
    const config = (await import(file)).default as { experimental?: { proxyClientMaxBodySize?: string | number } };
    expect(parseSize(config.experimental?.proxyClientMaxBodySize ?? 10 * 1024 * 1024)).toBe(PROXY_BODY_LIMIT_BYTES);
  });

  it("reads sizes as Next does", () => {
    expect(parseSize("96mb")).toBe(96 * 1024 * 1024);
    expect(parseSize("10 MB")).toBe(10 * 1024 * 1024);
    expect(parseSize("512kb")).toBe(512 * 1024);
    expect(parseSize("1gb")).toBe(1024 ** 3);
    expect(parseSize("100")).toBe(100);
    expect(parseSize(1048576)).toBe(1048576);
    expect(parseSize("ten megs")).toBeNull();
    expect(parseSize(-1)).toBeNull();
  });
});

describe("security headers", () => {
  const directives = (dev: boolean) =>
    new Map(
      securityHeaders({ dev })
        ["Content-Security-Policy"]!.split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name!, sources.join(" ")]),
    );

  it("allow only the studio's own origin, no plugins, no framing", () => {
    const csp = directives(false);
    expect(Object.fromEntries(csp)).toEqual({
      "default-src": "'self'",
      "script-src": "'self' 'unsafe-inline'",
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self' data: blob:",
      "font-src": "'self' data:",
      "connect-src": "'self'",
      "worker-src": "'self' blob:",
      "object-src": "'none'",
      "base-uri": "'self'",
      "form-action": "'self'",
      "frame-ancestors": "'none'",
    });
  });

  it("allow eval and the hot-reload websocket in development only", () => {
    expect(directives(true).get("script-src")).toBe("'self' 'unsafe-inline' 'unsafe-eval'");
    expect(directives(true).get("connect-src")).toMatch(/^'self' ws:/);
    expect(directives(false).get("script-src")).not.toMatch(/unsafe-eval/);
  });

  it("forbid sniffing, framing and cross-site referrers", () => {
    expect(securityHeaders({ dev: false })).toMatchObject({ "X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin", "X-Frame-Options": "DENY" });
  });
});

describe("methods the studio does not answer [#25 item 10]", () => {
  it.each(["TRACE", "TRACK", "CONNECT", "PROPFIND", "FOO", "trace"])("%s is refused with 405, naming the methods it answers", (method) => {
    const v = checkMethod(method);
    expect(v).toEqual({ ok: false, status: 405, reason: expect.stringMatching(/^Refused: the studio does not answer .+ requests; it answers GET, HEAD, OPTIONS, POST, PUT, PATCH and DELETE\.$/), allow: "GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE" });
    expect(checkRequest(req(method, "/", studio), {})).toMatchObject({ ok: false, status: 405 });
  });

  it.each(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE", "post"])("%s is answered", (method) => {
    expect(checkMethod(method)).toEqual({ ok: true });
  });

  it("quotes a hostile method on one printable line", () => {
    const v = checkMethod(`X${"\u0007".repeat(3)}${"Y".repeat(300)}`);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.reason).toMatch(/^Refused: the studio does not answer "X\?\?\?Y+…" requests/);
  });
});

describe("how much body an unauthenticated request may send [#25 item 5]", () => {
  const needs = (headers: Record<string, string>) => bodyNeedsSession({ header: (name) => headers[name.toLowerCase()] ?? null });
  it("a body of up to 64 KB (a sign-in form) is read before the session is known", () => {
    expect(ANONYMOUS_BODY_LIMIT_BYTES).toBe(64 * 1024);
    expect(needs({})).toBe(false);
    expect(needs({ "content-length": "0" })).toBe(false);
    expect(needs({ "content-length": String(ANONYMOUS_BODY_LIMIT_BYTES) })).toBe(false);
  });

  it("a longer body, or one of unknown length (chunked), waits for a valid session", () => {
    expect(needs({ "content-length": String(ANONYMOUS_BODY_LIMIT_BYTES + 1) })).toBe(true);
    expect(needs({ "content-length": String(90 * 1024 * 1024) })).toBe(true);
    expect(needs({ "transfer-encoding": "chunked" })).toBe(true);
    expect(needs({ "content-length": "12", "transfer-encoding": "chunked" })).toBe(true);
    expect(needs({ "content-length": "nonsense" })).toBe(true);
  });
});

describe("the type of a refusal's text", () => {
  it("is exactly text/plain for an ASCII line, which Next's client shows a server action as its error; UTF-8 otherwise", () => {
    expect(refusalType("Sign in first: this studio runs in team mode (WARBENCH_AUTH=on).")).toBe("text/plain");
    expect(refusalType('Refused: the Host "x…" is not a host name this studio serves.')).toBe("text/plain; charset=utf-8");
  });
});
