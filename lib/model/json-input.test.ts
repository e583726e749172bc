import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LIMITS,
  TEXT_SLACK,
  checkJsonValue,
  describeProblem,
  findExcessiveDepth,
  inspectJsonValue,
  readJsonInput,
  utf8Length,
} from "./json-input";

const doc = (text: string) => readJsonInput(text, { what: "document", limitBytes: LIMITS.documentBytes, slack: TEXT_SLACK });
const nested = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;

/** Depth of a parsed value, counting the top container as 1 (iterative). */
function depthOf(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (!v || typeof v !== "object") continue;
    max = Math.max(max, d + 1);
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

describe("nesting depth", () => {
  it("refuses 100,000 levels with the limit and the place, without overflowing the stack", () => {
    const r = doc(nested(100_000));
    expect(r).toMatchObject({ ok: false, problem: { code: "E-JSON-TOO-DEEP", line: 1, column: LIMITS.depth + 1 } });
    if (!r.ok) expect(describeProblem(r.problem)).toBe(`The JSON is nested more than ${LIMITS.depth} levels deep (line 1, column ${LIMITS.depth + 1}); the limit is ${LIMITS.depth}.`);
  });

  it("accepts exactly the limit and refuses one more", () => {
    expect(doc(nested(LIMITS.depth)).ok).toBe(true);
    expect(doc(nested(LIMITS.depth + 1)).ok).toBe(false);
  });

  it("counts brackets inside strings as text, escaped quotes included", () => {
    expect(findExcessiveDepth(`["${"[".repeat(500)}\\"${"{".repeat(500)}"]`, 3)).toBeNull();
    expect(findExcessiveDepth('[[["\\\\"],[[1]]]]', 4)).toBeNull();
    expect(findExcessiveDepth('[[["\\\\"],[[1]]]]', 3)).toEqual({ line: 1, column: 11 });
  });

  it("agrees with the real depth of any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 1, max: 8 }), (value, limit) => {
        const text = JSON.stringify(value, null, 1);
        expect(findExcessiveDepth(text, limit) === null).toBe(depthOf(value) <= limit);
      }),
      { numRuns: 500 },
    );
  });

  it("checks values that did not come as text, before JSON.stringify could overflow", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(checkJsonValue({ a: deep }, "document", 1000)).toMatchObject({ ok: false, problem: { code: "E-JSON-TOO-DEEP" } });
  });
});

describe("what cannot be stored faithfully", () => {
  it.each([
    ['{"a": {"__proto__": {"x": 1}}}', "E-JSON-FORBIDDEN-KEY", "/a/__proto__"],
    ['{"turns": [1, 1e999]}', "E-JSON-NUMBER-RANGE", "/turns/1"],
    ['{"n": -1e400}', "E-JSON-NUMBER-RANGE", "/n"],
    ['{"name": "Op \\ud800"}', "E-JSON-LONE-SURROGATE", "/name"],
    ['{"\\udc00": 1}', "E-JSON-LONE-SURROGATE", "/\udc00"],
  ])("%s is refused with %s at its pointer", (text, code, pointer) => {
    expect(doc(text)).toMatchObject({ ok: false, problem: { code, pointer } });
  });

  it("keeps what is fine: paired surrogates, tiny numbers, constructor keys", () => {
    const r = doc('{"name": "\\ud83d\\ude00", "x": 1e-999, "constructor": 1, "y": 1.7976931348623157e308}');
    expect(r).toMatchObject({ ok: true, value: { name: "😀", x: 0, constructor: 1 } });
  });

  it("lists at most 20 problems and counts the rest", () => {
    const problems = inspectJsonValue(Array.from({ length: 30 }, () => Infinity));
    expect(problems).toHaveLength(21);
    expect(problems[20]?.message).toBe("10 more such problems not listed.");
  });

  it("reads any JSON value JSON.stringify writes, unchanged (but a __proto__ key, refused above)", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = JSON.stringify({ v: value });
        // fast-check likes "__proto__" keys; documents refuse them on purpose (E-JSON-FORBIDDEN-KEY, tested above).
        fc.pre(!text.includes('"__proto__":'));
        const r = doc(text);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.value).toEqual(JSON.parse(JSON.stringify({ v: value })));
      }),
      { numRuns: 300 },
    );
  });
});

describe("size", () => {
  it("drops a byte-order mark", () => {
    expect(doc('\ufeff{"a":1}')).toMatchObject({ ok: true, value: { a: 1 }, text: '{"a":1}' });
  });

  it("measures a document as stored (compact) and names the limit", () => {
    const small = { limitBytes: 100, what: "document", slack: 4 };
    expect(readJsonInput(JSON.stringify({ a: "x".repeat(80) }, null, 40), small).ok).toBe(true);
    const r = readJsonInput(JSON.stringify({ a: "x".repeat(120) }), small);
    expect(r).toMatchObject({ ok: false, problem: { code: "E-FILE-TOO-LARGE", message: "The document is 128 bytes, over the 100-byte limit for a document." } });
    expect(readJsonInput(`${" ".repeat(401)}{}`, small)).toMatchObject({ ok: false, problem: { code: "E-FILE-TOO-LARGE" } });
  });

  it("counts UTF-8 bytes exactly", () => {
    expect(utf8Length("aé€😀")).toBe(1 + 2 + 3 + 4);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (s) => {
        expect(utf8Length(s)).toBe(Buffer.byteLength(s, "utf8"));
      }),
      { numRuns: 300 },
    );
  });
});
