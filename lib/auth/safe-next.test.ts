// Where the studio goes after signing in: never another site [issue #25 item 2].
// `/signin?next=/%09/evil.example/` used to pass (a browser drops the tab and
// reads `//evil.example/`). Every entry of the table is a known way to smuggle
// another origin, a scheme or a loop through a "path"; each must come back as "/".
import { describe, expect, it } from "vitest";
import { safeNext } from "./gate";

const bypasses: [why: string, next: unknown][] = [
  ["the reported one: a tab the browser strips", "/\t/evil.example/"],
  ["a newline the browser strips", "/\n/evil.example"],
  ["a carriage return the browser strips", "/\r/evil.example"],
  ["a leading tab", "\t//evil.example"],
  ["a leading space", " //evil.example"],
  ["a leading C0 control", "\u0001//evil.example"],
  ["a NUL", "/\u0000/evil.example"],
  ["DEL", "/\u007f/evil.example"],
  ["a C1 control", "/\u0085/evil.example"],
  ["a zero-width space", "/\u200b/evil.example"],
  ["a line separator", "/\u2028/evil.example"],
  ["protocol-relative", "//evil.example"],
  ["three slashes", "///evil.example"],
  ["four slashes", "////evil.example/x"],
  ["slash backslash", "/\\evil.example"],
  ["two backslashes", "\\\\evil.example"],
  ["backslash slash", "\\/evil.example"],
  ["slash backslash slash", "/\\/evil.example"],
  ["a backslash deeper in", "/a/..\\..\\/evil.example"],
  ["dot segment to //", "/.//evil.example"],
  ["dot-dot segment to //", "/..//evil.example"],
  ["a folder and back to //", "/x/..//evil.example"],
  ["encoded dots to //", "/%2e%2e//evil.example"],
  ["absolute http", "http://evil.example/"],
  ["absolute https", "https://evil.example/"],
  ["scheme-relative http: with no slashes", "http:evil.example"],
  ["https: with no slashes", "https:evil.example"],
  ["javascript:", "javascript:alert(1)"],
  ["data:", "data:text/html,<script>alert(1)</script>"],
  ["a bare host", "evil.example"],
  ["a relative path", "./evil.example"],
  ["an encoded double slash that is not a path", "%2F%2Fevil.example"],
  ["fullwidth solidi", "\uff0f\uff0fevil.example"],
  ["a user@host form", "//studio@evil.example"],
  ["only a query", "?next=//evil.example"],
  ["only a fragment", "#//evil.example"],
  ["back to the sign-in page (a loop)", "/signin"],
  ["the sign-in page with its own next", "/signin?next=//evil.example"],
  ["the sign-in page through dot segments", "/x/../signin"],
  ["the sign-in page through encoded dots", "/%2e/%2e/signin"],
  ["empty", ""],
  ["undefined", undefined],
  ["null", null],
  ["two next parameters (an array)", ["/projects", "//evil.example"]],
  ["a number", 42],
  ["absurdly long", `/${"a".repeat(5000)}`],
];

describe("safeNext: only a path on this studio [#25 item 2]", () => {
  it("the table has more than 30 known bypasses", () => expect(bypasses.length).toBeGreaterThan(30));

  it.each(bypasses)("refuses %s", (_why, next) => {
    expect(safeNext(next as string)).toBe("/");
  });

  it.each([
    ["/", "/"],
    ["/projects/p1", "/projects/p1"],
    ["/projects/p1/documents/d1?tab=units#top", "/projects/p1/documents/d1?tab=units#top"],
    ["/users", "/users"],
    ["/signing-guide", "/signing-guide"],
    ["/projects/./p1", "/projects/p1"],
    ["/%09/x", "/%09/x"], // encoded: a path on the studio, as the browser will ask for it
    ["/%5C%5Cevil.example", "/%5C%5Cevil.example"],
  ])("keeps %s as %s", (next, want) => {
    expect(safeNext(next)).toBe(want);
  });

  it("whatever it returns, parsed against any origin, stays on that origin", () => {
    for (const [, next] of bypasses) {
      for (const origin of ["http://127.0.0.1:3000", "https://studio.example"]) {
        expect(new URL(safeNext(next as string), origin).origin).toBe(origin);
      }
    }
  });
});
