import { describe, expect, it } from "vitest";
import { diffJson, prettyJson } from "./json-diff";

describe("diffJson", () => {
  it("ignores key order and whitespace", () => {
    const d = diffJson('{"b":1,"a":[1,2]}', '{ "a": [1, 2], "b": 1 }');
    expect(d.added).toBe(0);
    expect(d.removed).toBe(0);
    expect(d.lines).toEqual([{ kind: "skipped", text: "7 unchanged lines", oldLine: null, newLine: null }]);
  });

  it("shows a changed value as one removed and one added line with line numbers", () => {
    const old = JSON.stringify({ name: "Map", rows: 40, cols: 60 });
    const d = diffJson(old, JSON.stringify({ name: "Map", rows: 41, cols: 60 }), 1);
    expect(d.removed).toBe(1);
    expect(d.added).toBe(1);
    expect(d.lines.filter((l) => l.kind !== "same" && l.kind !== "skipped")).toEqual([
      { kind: "removed", text: '  "rows": 40', oldLine: 4, newLine: null },
      { kind: "added", text: '  "rows": 41', oldLine: null, newLine: 4 },
    ]);
    expect(d.lines[0]).toMatchObject({ kind: "skipped", text: "2 unchanged lines" });
  });

  it("pretty-prints with sorted keys", () => {
    expect(prettyJson('{"z":1,"a":{"y":2,"b":3}}')).toBe('{\n  "a": {\n    "b": 3,\n    "y": 2\n  },\n  "z": 1\n}');
  });
});
