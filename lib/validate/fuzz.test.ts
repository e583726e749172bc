import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateBundleText, validateProject } from "./project";
import { tinyAreaGame, tinyAreaMap, tinyAreaScenario, tinyGame, tinyMap, tinyScenario } from "./test-fixtures";
import { validateText } from "./validate";

/**
 * Thousands of random edits of valid documents: the validator must always
 * answer with findings, never throw.
 */
type Json = unknown;
type Docs = { game: Json; map: Json; scenario: Json };

function loadSample(slug: string): Docs {
  const read = (f: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "..", "samples", slug, f), "utf8")) as Json;
  return { game: read("game.json"), map: read("map.json"), scenario: read("scenario.json") };
}

/** Every path to a value inside a document. */
function paths(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

const nasty = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom("__proto__", "constructor", "0000", "9999", "0101", "edge:north", "", "P", "1/2R3", -1, 1e308, 0.5, null, true, [], {}),
  fc.string({ maxLength: 6 }),
);

const edit = fc.record({
  doc: fc.constantFrom("game", "map", "scenario") as fc.Arbitrary<keyof Docs>,
  where: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
  how: fc.constantFrom("set", "delete", "duplicate", "key"),
  value: nasty,
});

type Edit = { doc: keyof Docs; where: number; how: string; value: Json };

function apply(docs: Docs, e: Edit, all: Record<keyof Docs, (string | number)[][]>): Docs {
  const copy: Docs = structuredClone(docs);
  const list = all[e.doc];
  const target = list[Math.floor(e.where * list.length)] ?? [];
  if (target.length === 0) {
    copy[e.doc] = e.value;
    return copy;
  }
  let parent = copy[e.doc] as Record<string | number, Json>;
  for (const step of target.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  const last = target[target.length - 1] as string | number;
  if (e.how === "set") parent[last] = e.value;
  else if (e.how === "delete") {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (e.how === "duplicate" && Array.isArray(parent)) parent.push(structuredClone(parent[Number(last)]));
  else if (e.how === "key" && parent[last] && typeof parent[last] === "object" && !Array.isArray(parent[last])) {
    Object.defineProperty(parent[last], typeof e.value === "string" ? e.value : "__proto__", { value: e.value, enumerable: true, writable: true, configurable: true });
  } else parent[last] = e.value;
  return copy;
}

function fuzzSet(name: string, docs: Docs, runs: number) {
  it(`${name}: ${runs} random edits never make the validator throw`, () => {
    const all = { game: paths(docs.game), map: paths(docs.map), scenario: paths(docs.scenario) };
    fc.assert(
      fc.property(edit, (e) => {
        const mutated = apply(docs, e, all);
        const result = validateProject({ game: { value: mutated.game }, map: { value: mutated.map }, scenario: { value: mutated.scenario } });
        for (const findings of Object.values(result)) for (const f of findings ?? []) expect(typeof f.code).toBe("string");
      }),
      { numRuns: runs },
    );
  });
}

describe("fuzzing the validator", () => {
  fuzzSet("tiny hex set", { game: tinyGame(), map: tinyMap(), scenario: tinyScenario() }, 3000);
  fuzzSet("tiny area set", { game: tinyAreaGame(), map: tinyAreaMap(), scenario: tinyAreaScenario() }, 2000);
  fuzzSet("Next War sample", loadSample("nextwar-sample"), 1500);
  fuzzSet("area sample", loadSample("area-sample"), 1500);

  it("1000 random cuts and insertions in document text never throw", () => {
    const text = JSON.stringify(tinyScenario(), null, 2);
    fc.assert(
      fc.property(fc.nat({ max: text.length }), fc.nat({ max: 20 }), fc.string({ maxLength: 3 }), (at, cut, insert) => {
        const broken = text.slice(0, at) + insert + text.slice(at + cut);
        const result = validateText(broken);
        for (const f of result.findings) expect(f.line === undefined || f.line >= 1).toBe(true);
        expect(Array.isArray(validateBundleText(broken))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
