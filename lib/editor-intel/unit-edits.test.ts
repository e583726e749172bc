import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildJsonSchema } from "@/lib/model/json-schema";
import { applyTextEdits } from "./edits";
import { referencePatterns } from "./refs";
import { addUnitEdits, copyUnitEdits, isUnitIdPath, newUnit, numberedCopies, renameUnitEdits, takenUnitIds } from "./unit-edits";

const scenarioText = fs.readFileSync(path.join(import.meta.dirname, "..", "samples", "nextwar-sample", "scenario.json"), "utf8");
type Unit = { id: string; name: string; nation: string };
type Scn = { units: Unit[]; setup: { unit: string; at: string }[]; reinforcements: { units: string[] }[] };

/** Paths (with "#" for array items) where the scenario's JSON Schema says a value is the id of a unit declared elsewhere. */
function unitRefPathsInModel(schema: unknown, at: (string | "#")[] = []): string[] {
  if (typeof schema !== "object" || schema === null) return [];
  const s = schema as Record<string, unknown>;
  const out: string[] = [];
  if (s.type === "string" && s.title === "Unit" && String(s.description).startsWith("Id of a unit")) out.push(at.join("/"));
  if (typeof s.properties === "object" && s.properties) for (const [k, v] of Object.entries(s.properties)) out.push(...unitRefPathsInModel(v, [...at, k]));
  if (s.items) out.push(...unitRefPathsInModel(s.items, [...at, "#"]));
  for (const key of ["anyOf", "oneOf", "allOf"]) if (Array.isArray(s[key])) for (const v of s[key] as unknown[]) out.push(...unitRefPathsInModel(v, at));
  return out;
}

describe("where a scenario names unit ids", () => {
  it("is every unit reference the model declares — a new one in lib/model fails here until the table knows it", () => {
    const fromModel = unitRefPathsInModel(buildJsonSchema("scenario")).sort();
    expect(fromModel).toEqual(["holding/#/unit", "reinforcements/#/units/#", "setup/#/unit"]);
    expect(referencePatterns("scenario", "unit").map((p) => p.join("/")).sort()).toEqual(fromModel);
  });
  it("knows declarations and references by path", () => {
    expect(isUnitIdPath(["units", 3, "id"])).toBe(true);
    expect(isUnitIdPath(["setup", 0, "unit"])).toBe(true);
    expect(isUnitIdPath(["reinforcements", 1, "units", 0])).toBe(true);
    expect(isUnitIdPath(["holding", 0, "unit"])).toBe(true);
    expect(isUnitIdPath(["units", 3, "name"])).toBe(false);
    expect(isUnitIdPath(["formations", 0, "id"])).toBe(false);
  });
});

describe("renaming a unit id everywhere", () => {
  it("renames the declaration, its setup entry and nothing else", () => {
    const r = renameUnitEdits(scenarioText, "nl-inf-1", "nl-1-inf-bde");
    expect(r.ok && r.places).toBe(2);
    if (!r.ok) return;
    const after = applyTextEdits(scenarioText, r.edits);
    const doc = JSON.parse(after) as Scn;
    expect(doc.units[0]?.id).toBe("nl-1-inf-bde");
    expect(doc.setup[0]).toEqual({ unit: "nl-1-inf-bde", at: "2307" });
    expect(after).not.toContain('"nl-inf-1"');
    // Only the ids changed: the rest of the text is byte for byte the same.
    expect(after.replaceAll('"nl-1-inf-bde"', '"nl-inf-1"')).toBe(scenarioText);
  });
  it("renames a held unit's entry in the holding area", () => {
    const text = JSON.stringify({ units: [{ id: "held-1", name: "Held", nation: "n" }], holding: [{ unit: "held-1", box: "reserve" }] }, null, 2);
    const r = renameUnitEdits(text, "held-1", "reserve-1");
    expect(r.ok && r.places).toBe(2);
    if (!r.ok) return;
    expect(JSON.parse(applyTextEdits(text, r.edits)).holding).toEqual([{ unit: "reserve-1", box: "reserve" }]);
  });
  it("renames a reinforcement's unit inside its list", () => {
    const r = renameUnitEdits(scenarioText, "nl-hq-1", "nl-corps-hq");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const doc = JSON.parse(applyTextEdits(scenarioText, r.edits)) as Scn;
    expect(doc.reinforcements[0]?.units).toEqual(["nl-corps-hq", "nl-armour-3"]);
    expect(doc.units.some((u) => u.id === "nl-corps-hq")).toBe(true);
  });
  it("refuses an id in use, an invalid id and an unknown unit, each in one line", () => {
    const taken = renameUnitEdits(scenarioText, "nl-inf-1", "nl-inf-2");
    expect(taken).toEqual({ ok: false, reason: 'Unit id "nl-inf-2" is already used in this scenario.' });
    const bad = renameUnitEdits(scenarioText, "nl-inf-1", "1st bde");
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.reason).toMatch(/^"1st bde" is not a valid id/);
    expect(renameUnitEdits(scenarioText, "nobody", "x")).toEqual({ ok: false, reason: 'No unit has the id "nobody".' });
  });
  it("does not take an id a dangling reference still names", () => {
    const text = JSON.stringify({ units: [{ id: "a" }], setup: [{ unit: "ghost", at: "0101" }] });
    expect(renameUnitEdits(text, "a", "ghost").ok).toBe(false);
  });
  it("renames only the chosen row when two units share an id", () => {
    const text = JSON.stringify({ units: [{ id: "a" }, { id: "a" }], setup: [{ unit: "a", at: "0101" }] });
    const r = renameUnitEdits(text, "a", "b", 1);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.parse(applyTextEdits(text, r.edits))).toEqual({ units: [{ id: "a" }, { id: "b" }], setup: [{ unit: "b", at: "0101" }] });
  });
});

describe("numbered copies of a template unit", () => {
  const template = { id: "nl-3-bde", type: "inf", name: "3rd Bde", nation: "nordland", attack: 3 };
  it("numbers names and ids 1..n and keeps everything else", () => {
    const copies = numberedCopies(template, 3, new Set(["nl-3-bde"]));
    expect(copies.map((c) => [c.id, c.name])).toEqual([
      ["nl-3-bde-1", "3rd Bde 1"],
      ["nl-3-bde-2", "3rd Bde 2"],
      ["nl-3-bde-3", "3rd Bde 3"],
    ]);
    expect(copies[0]).toEqual({ ...template, id: "nl-3-bde-1", name: "3rd Bde 1" });
    expect(Object.keys(copies[0] ?? {})).toEqual(Object.keys(template));
  });
  it("continues past numbers already taken, so name and id numbers stay equal", () => {
    const copies = numberedCopies(template, 2, new Set(["nl-3-bde", "nl-3-bde-1", "nl-3-bde-3"]));
    expect(copies.map((c) => c.id)).toEqual(["nl-3-bde-4", "nl-3-bde-5"]);
    expect(copies.map((c) => c.name)).toEqual(["3rd Bde 4", "3rd Bde 5"]);
  });
  it("keeps ids within the 80-character limit", () => {
    const long = { ...template, id: "x".repeat(80) };
    const [copy] = numberedCopies(long, 1, new Set());
    expect(copy?.id).toHaveLength(80);
    expect(copy?.id).toMatch(/-1$/);
  });
  it("a fresh unit takes the first free unit-k", () => {
    expect(newUnit(new Set(["unit-1", "unit-2"]), { type: "inf", nation: "nordland" })).toEqual({ id: "unit-3", type: "inf", name: "New unit 3", nation: "nordland" });
  });
  it("treats declared and referenced ids as taken", () => {
    const taken = takenUnitIds({ units: [{ id: "a" }], setup: [{ unit: "b" }], reinforcements: [{ units: ["c", 4] }] });
    expect([...taken].sort()).toEqual(["a", "b", "c"]);
  });
});

describe("adding units to the text", () => {
  it("puts copies right after their template, laid out exactly like it, as one edit", () => {
    const doc = JSON.parse(scenarioText) as Scn;
    const r = copyUnitEdits(scenarioText, 1, 3);
    expect(r.ok && r.ids).toEqual(["nl-inf-2-1", "nl-inf-2-2", "nl-inf-2-3"]);
    if (!r.ok) return;
    expect(r.edits).toHaveLength(1);
    const after = applyTextEdits(scenarioText, r.edits);
    const units = (JSON.parse(after) as Scn).units;
    expect(units.map((u) => u.id).slice(0, 6)).toEqual(["nl-inf-1", "nl-inf-2", "nl-inf-2-1", "nl-inf-2-2", "nl-inf-2-3", "nl-inf-3"]);
    expect(units[3]?.name).toBe("2nd Infantry Brigade 2");
    expect(units).toHaveLength(doc.units.length + 3);
    // The copy's text is its template's (the sample keeps "reduced" on one line), renamed.
    const templateText = /\{\s*"id": "nl-inf-2",[\s\S]*?\n {4}\}/.exec(after)?.[0] ?? "";
    const copyText = /\{\s*"id": "nl-inf-2-1",[\s\S]*?\n {4}\}/.exec(after)?.[0] ?? "";
    expect(templateText).toContain('"reduced": { "attack": 1, "defence": 2 }');
    expect(copyText).toBe(templateText.replace('"nl-inf-2"', '"nl-inf-2-1"').replace('"2nd Infantry Brigade"', '"2nd Infantry Brigade 1"'));
  });
  it("refuses a count outside 1..200 and a unit that is gone", () => {
    expect(copyUnitEdits(scenarioText, 1, 0)).toEqual({ ok: false, reason: "Copies must be a whole number from 1 to 200." });
    expect(copyUnitEdits(scenarioText, 1, 2.5).ok).toBe(false);
    expect(copyUnitEdits(scenarioText, 999, 2)).toEqual({ ok: false, reason: "That unit is no longer in the text." });
  });
  it("writes a one-line unit after one-line units, and fills an empty or missing list", () => {
    const flat = '{"units": [{ "id": "a", "name": "A" }]}';
    expect(applyTextEdits(flat, addUnitEdits(flat, { id: "b", name: "B" }))).toBe('{"units": [{ "id": "a", "name": "A" }, { "id": "b", "name": "B" }]}');
    const pretty = '{\n  "units": [\n    {\n      "id": "a"\n    }\n  ]\n}';
    expect(applyTextEdits(pretty, addUnitEdits(pretty, { id: "b" }))).toBe('{\n  "units": [\n    {\n      "id": "a"\n    },\n    {\n      "id": "b"\n    }\n  ]\n}');
    const empty = '{\n  "units": []\n}';
    expect(applyTextEdits(empty, addUnitEdits(empty, { id: "b" }))).toBe('{\n  "units": [\n    {\n      "id": "b"\n    }\n  ]\n}');
    const none = '{\n  "name": "x"\n}';
    expect(JSON.parse(applyTextEdits(none, addUnitEdits(none, { id: "b" })))).toEqual({ name: "x", units: [{ id: "b" }] });
  });
});
