// Passwords [issue #17 item 4, #25 item 9]; the sign-in throttle is tested in rate-limit.test.ts.
import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./password";

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
    expect(passwordProblem("")).toMatch(/at least 12/);
    expect(passwordProblem("short1!")).toMatch(/at least 12/);
    expect(passwordProblem("aaaaaaaaaaaaaa")).toMatch(/too easy/);
    expect(passwordProblem("ann-is-great-2026", "Ann")).toMatch(/user name/);
    expect(passwordProblem("plausible lemon 42", "ann")).toBeNull();
  });
});

describe("weak passwords are refused [#25 item 9]", () => {
  // The three, then what people type when told "at least 12": common passwords, keyboard rows,
  // sequences, repeats, a word and a year, the name dressed up. zxcvbn-ts, offline, decides.
  it.each([
    ["1234567890", /at least 12/],
    ["password12", /at least 12/],
    ["qwertyuiop", /at least 12/],
    ["123456789012", /too easy to guess/],
    ["password1234", /too easy to guess/],
    ["qwertyuiopas", /too easy to guess/],
    ["iloveyou2026", /too easy to guess/],
    ["abcdefghijkl", /too easy to guess/],
    ["111111111111", /too easy to guess/],
    ["asdfghjkl;'\\", /too easy to guess/],
    ["letmein12345", /too easy to guess/],
    ["Password123!", /too easy to guess/],
    ["P@ssw0rd2026", /too easy to guess/],
  ])("%s", (password, why) => {
    const problem = passwordProblem(password);
    expect(problem).toMatch(why);
    expect(problem).not.toContain("\n");
  });

  it("the user name does not make a password, however it is spelled", () => {
    expect(passwordProblem("Marguerite1987", "marguerite")).toMatch(/user name/);
    expect(passwordProblem("etiugram marguerite", "Marguerite")).toMatch(/user name/);
  });

  it("accepts a phrase of unrelated words, and nothing over 256 characters", () => {
    for (const ok of ["plum orchard 42", "quiet harbour 7", "north ridge 19", "a long test password", "correct horse battery"]) {
      expect(passwordProblem(ok, "ann")).toBeNull();
    }
    expect(passwordProblem(`${"plum orchard ".repeat(20)}42`)).toMatch(/at most 256/);
  });
});
