// The proxy's team-mode check: no session cookie, no page [issue #17 item 4].
import { describe, expect, it } from "vitest";
import { checkRequest } from "@/lib/security/request-guard";
import { checkSession, safeNext } from "./gate";

describe("session gate [#17 item 4]", () => {
  it("lets the sign-in page and static files through without a session", () => {
    for (const path of ["/signin", "/_next/static/chunks/a.js", "/icon.svg"]) {
      expect(checkSession({ method: "GET", path, hasSessionCookie: false })).toEqual({ ok: true });
    }
    expect(checkSession({ method: "POST", path: "/signin", hasSessionCookie: false })).toEqual({ ok: true });
  });

  it("sends a page to the sign-in page and refuses the API and actions with 401", () => {
    expect(checkSession({ method: "GET", path: "/projects/p1", hasSessionCookie: false })).toEqual({ ok: false, redirect: "/signin?next=%2Fprojects%2Fp1" });
    expect(checkSession({ method: "GET", path: "/api/projects/p1/export", hasSessionCookie: false })).toMatchObject({ ok: false, status: 401 });
    expect(checkSession({ method: "POST", path: "/", hasSessionCookie: false })).toMatchObject({ ok: false, status: 401 });
    expect(checkSession({ method: "POST", path: "/", hasSessionCookie: true })).toEqual({ ok: true });
  });

  it("goes back only to a path on this studio after signing in", () => {
    expect(safeNext("/projects/p1")).toBe("/projects/p1");
    expect(safeNext("//evil.example/x")).toBe("/");
    expect(safeNext("/\\evil.example")).toBe("/");
    expect(safeNext("https://evil.example")).toBe("/");
    expect(safeNext("/signin")).toBe("/");
    expect(safeNext(undefined)).toBe("/");
  });
});

describe("CSRF on signing in and out [#17 item 4]", () => {
  // Sign-in and sign-out are server actions: POSTs to /signin and to any page. The request guard runs before the
  // session gate in proxy.ts, so a form on another site can neither sign a victim in (login CSRF) nor out.
  const post = (path: string, headers: Record<string, string>) =>
    checkRequest({ method: "POST", path, header: (name) => ({ host: "127.0.0.1:3000", ...headers })[name.toLowerCase()] ?? null }, {});
  it("refuses a cross-site sign-in or sign-out and lets the studio's own page through", () => {
    expect(post("/signin", { origin: "https://evil.example" })).toMatchObject({ ok: false, status: 403 });
    expect(post("/signin", { "sec-fetch-site": "cross-site" })).toMatchObject({ ok: false, status: 403 });
    expect(post("/", { origin: "http://evil.example:3000" })).toMatchObject({ ok: false, status: 403 });
    expect(post("/signin", { origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" })).toEqual({ ok: true });
  });
});
