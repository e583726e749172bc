// Passwords and sign-in throttling [issue #17 item 4].
import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./password";
import { SignInLimiter } from "./rate-limit";

describe("passwords [#17 item 4]", () => {
  it("stores an argon2id hash, never the password, and verifies only the right one", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash.startsWith("$argon2id$")).toBe(true);
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterY")).toBe(false);
    expect(await hashPassword("correct horse battery")).not.toBe(hash); // salted
  });

  it("treats a malformed hash as a wrong password, not a crash", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });

  it("refuses empty, short, one-character and name-containing passwords", () => {
    expect(passwordProblem("")).toMatch(/at least 10/);
    expect(passwordProblem("short1!")).toMatch(/at least 10/);
    expect(passwordProblem("aaaaaaaaaaaaaa")).toMatch(/too easy/);
    expect(passwordProblem("ann-is-great-2026", "Ann")).toMatch(/user name/);
    expect(passwordProblem("plausible lemon 42", "ann")).toBeNull();
  });
});

describe("sign-in rate limit [#17 item 4]", () => {
  it("allows 5 failures a minute per key, then makes the next wait, and forgets after the window", () => {
    const limiter = new SignInLimiter(5, 60_000);
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfter("ann|1.2.3.4", 1000 + i)).toBe(0);
      limiter.fail("ann|1.2.3.4", 1000 + i);
    }
    expect(limiter.retryAfter("ann|1.2.3.4", 2000)).toBe(59);
    expect(limiter.retryAfter("ann|5.6.7.8", 2000)).toBe(0); // another key is not held up
    expect(limiter.retryAfter("ann|1.2.3.4", 61_001)).toBe(0);
  });

  it("a success clears the count", () => {
    const limiter = new SignInLimiter(2, 60_000);
    limiter.fail("k", 0);
    limiter.succeed("k");
    limiter.fail("k", 1);
    expect(limiter.retryAfter("k", 2)).toBe(0);
  });
});
