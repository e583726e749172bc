// User names that read the same are one name [issue #25 item 9].
import { describe, expect, it } from "vitest";
import { nameCollision, sameUserName, userNameKeys } from "./user-names";

describe("one name, however it is spelled [#25 item 9]", () => {
  it.each([
    ["Alice", "case"],
    ["ALICE", "all capitals"],
    ["\u0430lice", "a Cyrillic а"],
    ["\u0410lice", "a Cyrillic capital А"],
    ["\uff41\uff4c\uff49\uff43\uff45", "fullwidth letters"],
    ["a\u0399ice", "a Greek capital iota for the l"],
    ["aIice", "a capital I for the l"],
    [" alice ", "spaces around"],
  ])("%s is alice (%s)", (name) => {
    expect(sameUserName(name, "alice")).toBe(true);
  });

  it.each([["alicia"], ["bob"], ["alice2"], ["a lice"], ["Zoë"]])("%s is not alice", (name) => {
    expect(sameUserName(name, "alice")).toBe(false);
  });

  it("folds ß, ligatures and digits that look like letters", () => {
    expect(sameUserName("stra\u00dfe", "STRASSE")).toBe(true);
    expect(sameUserName("\ufb01ona", "fiona")).toBe(true);
    expect(sameUserName("b0b", "bob")).toBe(true);
    expect(userNameKeys("Alice")).toEqual(["alice", "Alice"]);
  });

  it("the refusal is one line naming both names as typed", () => {
    const message = nameCollision("\u0430lice", "alice");
    expect(message).toBe('The name "\u0430lice" is too like the existing user "alice": names that differ only in case, width or look-alike letters are one name.');
    expect(message).not.toContain("\n");
  });
});
