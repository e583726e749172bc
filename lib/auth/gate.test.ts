// The proxy's team-mode check: no session cookie, no page [issue #17 item 4].
import { describe, expect, it } from "vitest";
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
