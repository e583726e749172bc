import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findJsonSyntaxError, jsonPositions } from "./json-position";
import { parseJsonText } from "./json-text";

describe("jsonPositions", () => {
  const text = '{\n  "a": [1, {"b~/c": "x"}],\n  "d": {"e": null}\n}';
  const at = jsonPositions(text);

  it("finds values by pointer, 1-based line and column", () => {
    expect(at("")).toEqual({ line: 1, column: 1 });
    expect(at("/a")).toEqual({ line: 2, column: 8 });
    expect(at("/a/0")).toEqual({ line: 2, column: 9 });
    expect(at("/a/1/b~0~1c")).toEqual({ line: 2, column: 21 });
    expect(at("/d/e")).toEqual({ line: 3, column: 14 });
  });

  it("falls back to the nearest existing parent for a missing member", () => {
    expect(at("/d/missing")).toEqual(at("/d"));
    expect(at("/zz/yy")).toEqual(at(""));
  });

  it("agrees with JSON.stringify output for random values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const t = JSON.stringify({ v: value }, null, 2);
        const pos = jsonPositions(t)("/v");
        expect(pos).toBeDefined();
        const line = t.split("\n")[(pos?.line ?? 1) - 1] ?? "";
        expect(line.slice((pos?.column ?? 1) - 1)).toBe(line.slice(line.indexOf(": ") + 2));
      }),
    );
  });

  it("handles deep nesting without recursion", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    expect(findJsonSyntaxError(deep)).toBeNull();
    expect(jsonPositions(deep)("/0/0/0")).toEqual({ line: 1, column: 4 });
  });
});

describe("findJsonSyntaxError", () => {
  it.each([
    ['{"a": 1,}', 1, 9, "trailing comma before }"],
    ['{\n  "a": }', 2, 8, 'unexpected character "}"'],
    ["[1, 2", 1, 6, "expected ',' or ']', unexpected end of text"],
    ['{"a" 1}', 1, 6, "expected ':' after property name"],
    ['{"a": "x\ny"}', 1, 9, "control character in string"],
    ["{a: 1}", 1, 2, "expected a property name in double quotes"],
    ["[1] 2", 1, 5, "unexpected text after the JSON value"],
    ['"abc', 1, 1, "unterminated string"],
  ])("%j -> line %i column %i", (text, line, column, message) => {
    const error = findJsonSyntaxError(text);
    expect(error).toMatchObject({ line, column });
    expect(error?.message).toContain(message);
  });

  it("accepts whatever JSON.parse accepts, rejects what it rejects", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."{}[]:,\"\\ 01-eE.tfnrulas\n") }), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(findJsonSyntaxError(text) === null).toBe(valid);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("parseJsonText", () => {
  it("gives one line with line and column for malformed JSON", () => {
    const r = parseJsonText('{\n  "name": "x",\n  "turns": [1, 2,]\n}');
    expect(r).toMatchObject({ ok: false, code: "E-JSON-SYNTAX", line: 3, column: 18 });
    if (!r.ok) expect(r.message).not.toContain("\n");
  });

  it("refuses text over the size limit before parsing", () => {
    expect(parseJsonText(`"${"x".repeat(200)}"`, 100)).toMatchObject({ ok: false, code: "E-FILE-TOO-LARGE" });
    expect(parseJsonText(`"${"é".repeat(60)}"`, 100)).toMatchObject({ ok: false, code: "E-FILE-TOO-LARGE" });
    expect(parseJsonText(`"${"é".repeat(40)}"`, 100)).toMatchObject({ ok: true });
  });

  it("drops a byte-order mark", () => {
    expect(parseJsonText('\ufeff{"a":1}')).toMatchObject({ ok: true, value: { a: 1 } });
  });

  it("refuses __proto__ with its line and column, and pollutes nothing", () => {
    const r = parseJsonText('{\n  "a": {"__proto__": {"polluted": true}}\n}');
    expect(r).toMatchObject({ ok: false, code: "E-JSON-FORBIDDEN-KEY", pointer: "/a/__proto__", line: 2, column: 22 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("measures the size as stored: indentation does not count, up to four times the limit", () => {
    const value = { a: "x".repeat(50) };
    expect(parseJsonText(JSON.stringify(value, null, 120), 100)).toMatchObject({ ok: true });
    expect(parseJsonText(`${" ".repeat(400)}{}`, 100)).toMatchObject({ ok: false, code: "E-FILE-TOO-LARGE" });
  });
});
