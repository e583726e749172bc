import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS, TEXT_SLACK, describeProblem, readJsonInput, utf8Length } from "./json-input";
import { type ShapeLimits, scanJsonShape } from "./json-limits";

const loose: ShapeLimits = { maxDepth: 1000, maxContainers: Infinity };
const bundleOf = (...contents: string[]) =>
  `{"format":"warbench-bundle","schemaVersion":1,"project":{"name":"P"},"documents":[${contents.map((c, i) => `{"kind":"map","name":"m${i}","content":${c}}`).join(",")}]}`;
const empties = (n: number) => `{"schemaVersion":1,"x":[${"{},".repeat(n - 3)}{}]}`;
const readDocument = (text: string) => readJsonInput(text, { what: "document", limitBytes: LIMITS.documentBytes, slack: TEXT_SLACK });
const readBundle = (text: string) => readJsonInput(text, { what: "bundle", limitBytes: LIMITS.bundleBytes });

/** Objects and arrays in a value, and its depth (the top container is 1). */
function shapeOf(value: unknown): { containers: number; depth: number; proto: boolean } {
  let containers = 0;
  let depth = 0;
  let proto = false;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (!v || typeof v !== "object") continue;
    containers += 1;
    depth = Math.max(depth, d);
    if (Object.hasOwn(v, "__proto__")) proto = true;
    for (const key of Object.keys(v)) stack.push([(v as Record<string, unknown>)[key], d + 1]);
  }
  return { containers, depth, proto };
}

describe("scanJsonShape measures text without parsing it", () => {
  it("counts objects and arrays, depth and bytes as stored for any JSON, however indented", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.constantFrom(0, 1, 2, "\t"), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const { problem, stats } = scanJsonShape(text, loose);
        const shape = shapeOf(JSON.parse(text));
        // fast-check writes "__proto__" keys now and then: exactly those are refused (and the scan stops there).
        expect(problem?.kind === "forbidden-key").toBe(shape.proto);
        if (problem) return;
        expect(stats.containers).toBe(shape.containers);
        expect(stats.depth).toBe(shape.depth);
        expect(stats.bytes).toBe(utf8Length(JSON.stringify(value)));
      }),
      { numRuns: 500 },
    );
  });

  it("refuses exactly the values over a limit, whatever the limit", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 40 }), (value, maxDepth, maxContainers) => {
        const text = JSON.stringify(value);
        fc.pre(!text.includes('"__proto__"'));
        const shape = shapeOf(value);
        const { problem } = scanJsonShape(text, { maxDepth, maxContainers });
        if (shape.depth > maxDepth || shape.containers > maxContainers) expect(problem?.kind).toMatch(/^(depth|containers)$/);
        else expect(problem).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it("reads brackets, quotes and key names inside strings as text", () => {
    const text = '{"a":"[[[{{{\\"__proto__\\":1","b":["__proto__"],"__proto":{"x__proto__":"]]]"}}';
    expect(scanJsonShape(text, { maxDepth: 2, maxContainers: 3 })).toEqual({ problem: null, stats: { containers: 3, depth: 2, bytes: text.length } });
  });

  it("refuses a __proto__ key however it is spelt, with the pointer, line and column of its value", () => {
    expect(scanJsonShape('{"a": [1, {"__proto__": {}}]}', loose).problem).toEqual({ kind: "forbidden-key", key: "__proto__", pointer: "/a/1/__proto__", line: 1, column: 25 });
    expect(scanJsonShape('{\n  "a~/b": {\n    "\\u005f_proto__": 1\n  }\n}', loose).problem).toEqual({ kind: "forbidden-key", key: "__proto__", pointer: "/a~0~1b/__proto__", line: 3, column: 23 });
  });
});

describe("the limits every input is held to before parsing", () => {
  it("refuses a document of more than 1,000,000 objects and arrays at the first one over, before parsing it", () => {
    const over = empties(LIMITS.documentContainers + 1);
    const r = readDocument(over);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem).toMatchObject({ code: "E-FILE-TOO-LARGE", pointer: `/x/${LIMITS.documentContainers - 2}`, line: 1 });
    expect(describeProblem(r.problem)).toMatch(/^The document holds more than 1,000,000 objects and arrays, over the limit of 1,000,000 for a document \(line 1, column \d+\)\.$/);
    expect(readDocument(empties(LIMITS.documentContainers)).ok).toBe(true);
  });

  it("refuses a bundle whose document passes the document limit, naming the document", () => {
    const r = readBundle(bundleOf('{"schemaVersion":1}', empties(LIMITS.documentContainers + 1)));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.pointer).toMatch(/^\/documents\/1\/content\/x\/\d+$/);
      expect(describeProblem(r.problem)).toMatch(/^The map "m1" holds more than 1,000,000 objects and arrays, over the limit of 1,000,000 for a document \(line 1, column \d+\)\.$/);
    }
  });

  it("refuses a bundle of more than 2,000,000 objects and arrays in all", () => {
    const half = empties(LIMITS.documentContainers - 10);
    const r = readBundle(bundleOf(half, half, empties(30)));
    expect(r).toMatchObject({ ok: false, problem: { code: "E-FILE-TOO-LARGE", pointer: expect.stringMatching(/^\/documents\/2\/content\/x\/\d+$/) } });
    if (!r.ok) expect(describeProblem(r.problem)).toMatch(/^The bundle holds more than 2,000,000 objects and arrays, over the limit of 2,000,000 for a bundle \(line 1/);
  });

  it("measures each document of a bundle as stored while scanning: whitespace between tokens does not count", () => {
    const limits: ShapeLimits = { maxDepth: 100, maxContainers: 100, bundleDocuments: { maxContainers: 100, maxBytes: 50 } };
    const fits = JSON.stringify({ schemaVersion: 1, pad: "x".repeat(20) });
    expect(fits.length).toBe(48);
    expect(scanJsonShape(bundleOf(JSON.stringify(JSON.parse(fits), null, 8)), limits).problem).toBeNull();
    const over = JSON.stringify({ schemaVersion: 1, pad: "é".repeat(12) });
    expect(scanJsonShape(bundleOf(fits, over), limits).problem).toMatchObject({ kind: "bytes", bytes: utf8Length(over), pointer: "/documents/1/content", document: { index: 1, kind: "map", name: "m1" } });
  });

  it("refuses an oversized document of a bundle before parsing, with the store's message", () => {
    const big = `{"schemaVersion":1,"pad":"${"x".repeat(LIMITS.documentBytes)}"}`;
    const r = readBundle(bundleOf(big));
    expect(r).toMatchObject({ ok: false, problem: { code: "E-FILE-TOO-LARGE", pointer: "/documents/0/content" } });
    if (!r.ok) expect(r.problem.message).toBe(`The map "m0" is ${utf8Length(big)} bytes, over the ${LIMITS.documentBytes}-byte limit for a document.`);
  });

  it("refuses a __proto__ key in a document or a bundle before parsing, with the same message", () => {
    const d = readDocument('{"schemaVersion": 1,\n "__proto__": {"polluted": true}}');
    expect(d).toMatchObject({ ok: false, problem: { code: "E-JSON-FORBIDDEN-KEY", pointer: "/__proto__", line: 2, column: 15 } });
    const b = readBundle(bundleOf('{"schemaVersion":1,"\\u005f_proto__":{}}'));
    expect(b).toMatchObject({ ok: false, problem: { code: "E-JSON-FORBIDDEN-KEY", pointer: "/documents/0/content/__proto__" } });
    for (const r of [d, b]) if (!r.ok) expect(r.problem.message).toBe('The key "__proto__" is not allowed in a document.');
  });
});
