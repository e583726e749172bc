import { describe, expect, it } from "vitest";
import { firstSnapshot, readRefs, readSnapshot } from "./snapshot";

describe("the data editor's snapshot of its text [#26 item 7]", () => {
  it("reads text that parses whole", () => {
    expect(readSnapshot('{"units":[{"id":"a"}],"game":"game.json"}', 3)).toEqual({ version: 3, value: { units: [{ id: "a" }], game: "game.json" }, loose: { units: [{ id: "a" }], game: "game.json" }, broken: false });
  });

  it("marks text broken mid-edit, with no value the views could take for the document", () => {
    const read = readSnapshot('{"units":[{"id":"a"},{', 4);
    expect(read.broken).toBe(true);
    expect(read.value).toBeUndefined();
    // The cursor's helpers still read as far as it goes.
    expect(read.loose).toEqual({ units: [{ id: "a" }, {}] });
  });

  it("reads references only from a document", () => {
    expect(readRefs({ game: "g.json", map: 3 })).toEqual({ game: "g.json", map: undefined });
    expect(readRefs([])).toBeNull();
    expect(firstSnapshot("{}").broken).toBe(false);
  });
});
