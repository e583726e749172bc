import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validateProject } from "@/lib/validate";
import {
  Intel,
  LineIndex,
  applyTextEdits,
  completeReference,
  definitionOf,
  findingRange,
  hexForPath,
  hoverOf,
  jsonTree,
  locate,
  moveReinforcementUnit,
  nodeAtPointer,
  offsetOf,
  oobRows,
  pointerToPath,
  referenceAt,
  reinforcementEntries,
  toTextRange,
  unitFieldEdits,
} from "./index";

const sample = (file: string) => fs.readFileSync(path.join(import.meta.dirname, "..", "samples", "nextwar-sample", file), "utf8");
const gameText = sample("game.json");
const mapText = sample("map.json");
const scenarioText = sample("scenario.json");
const game = JSON.parse(gameText) as unknown;
const map = JSON.parse(mapText) as unknown;
const intelFor = (text: string) => new Intel({ kind: "scenario", self: JSON.parse(text), game, map });

/** The offset just after the first occurrence of `needle` (plus `shift`). */
function after(text: string, needle: string, shift = 0): number {
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(`not found: ${needle}`);
  return i + needle.length + shift;
}

describe("pointer <-> line and column", () => {
  const text = '{\n  "a": [1, {"b": "x"}],\n  "c~d": {"e/f": true},\n  "0512": "hex"\n}';
  it("parses pointers with escapes and numeric keys", () => {
    expect(pointerToPath("/a/1/b")).toEqual(["a", 1, "b"]);
    expect(pointerToPath("/c~0d/e~1f")).toEqual(["c~d", "e/f"]);
    expect(pointerToPath("")).toEqual([]);
  });
  it("finds the node of a pointer, numeric-looking keys included", () => {
    const root = jsonTree(text);
    expect(nodeAtPointer(root, "/a/1/b")?.value).toBe("x");
    expect(nodeAtPointer(root, "/c~0d/e~1f")?.value).toBe(true);
    expect(nodeAtPointer(root, "/0512")?.value).toBe("hex");
    expect(nodeAtPointer(root, "/a/7")).toBeUndefined();
  });
  it("maps a finding's pointer to Monaco's 1-based line and column, the value's first line only", () => {
    const root = jsonTree(text);
    const lines = new LineIndex(text);
    const at = (p: string) => {
      const r = findingRange(root, text, p);
      return r && toTextRange(lines, r);
    };
    expect(at("/a/1/b")).toEqual({ start: { line: 2, column: 18 }, end: { line: 2, column: 21 } });
    // A missing property falls back to its parent; an object underlines its key.
    expect(at("/c~0d/missing")).toEqual({ start: { line: 3, column: 3 }, end: { line: 3, column: 8 } });
    expect(at("")?.start).toEqual({ line: 1, column: 1 });
    expect(at("")?.end).toEqual({ line: 1, column: 2 });
  });
  it("agrees with lib/validate's line and column for every finding of a broken scenario", () => {
    const broken = scenarioText.replace('"type": "inf"', '"type": "infantryy"').replace('"at": "2307"', '"at": "9999"');
    const findings = validateProject({ game: { value: game }, map: { value: map }, scenario: { value: JSON.parse(broken), text: broken } }).scenario ?? [];
    expect(findings.map((f) => f.code)).toEqual(expect.arrayContaining(["E-UNIT-UNKNOWN-TYPE", "W-SETUP-OFFMAP"]));
    const root = jsonTree(broken);
    const lines = new LineIndex(broken);
    for (const f of findings) {
      const r = findingRange(root, broken, f.pointer);
      expect(r, f.pointer).toBeDefined();
      expect(toTextRange(lines, r!).start).toEqual({ line: f.line, column: f.column });
    }
    expect(offsetOf(broken, 2, 3)).toBe(broken.indexOf('"$schema"'));
  });
});

describe("completion", () => {
  it("offers unit ids in a setup entry, unplaced units first, replacing the string's content", () => {
    const text = scenarioText.replace('{ "unit": "nl-inf-1", "at": "2307" }', '{ "unit": "nl-", "at": "2307" }');
    expect(text).not.toBe(scenarioText);
    const offset = after(text, '{ "unit": "nl-');
    const result = completeReference("scenario", text, offset, intelFor(text));
    expect(result?.ref).toBe("unit");
    const first = result!.items.slice().sort((a, b) => a.sortText.localeCompare(b.sortText))[0];
    // nl-inf-1 lost its setup entry, so it is the one unit not placed yet.
    expect(first?.label).toBe("nl-inf-1");
    expect(first?.detail).toContain("not placed yet");
    expect(text.slice(result!.range.offset, result!.range.offset + result!.range.length)).toBe("nl-");
    expect(result!.items.find((i) => i.label === "nl-inf-2")?.detail).toContain("at 2009");
  });
  it("offers unit types from the game and quotes them when no string is open", () => {
    const text = '{ "game": "g", "map": "m", "units": [ { "id": "x", "type": ';
    const result = completeReference("scenario", text, text.length, new Intel({ kind: "scenario", self: {}, game, map }));
    expect(result?.ref).toBe("unit-type");
    expect(result?.items.map((i) => i.label)).toEqual(expect.arrayContaining(["inf", "armour", "sag"]));
    expect(result?.items.find((i) => i.label === "inf")?.insertText).toBe('"inf"');
    expect(result?.range).toEqual({ offset: text.length, length: 0 });
  });
  it("offers hex labels by prefix with their terrain, and map edges for entries", () => {
    const text = '{ "reinforcements": [ { "turn": 2, "units": ["a"], "at": "091" } ] }';
    const result = completeReference("scenario", text, after(text, '"at": "091'), new Intel({ kind: "scenario", self: {}, game, map }));
    expect(result?.ref).toBe("entry");
    const labels = result!.items.filter((i) => i.ref === "hex").map((i) => i.label);
    expect(labels).toContain("0915");
    expect(labels.every((l) => l.startsWith("091"))).toBe(true);
    expect(result!.items.find((i) => i.label === "0915")?.detail).toContain("major-city");
    expect(result!.items.some((i) => i.label === "edge:west")).toBe(true);
  });
  it("caps hex labels and says the list is incomplete", () => {
    const text = '{ "setup": [ { "unit": "a", "at": "" } ] }';
    const result = completeReference("scenario", text, after(text, '"at": "'), new Intel({ kind: "scenario", self: {}, game, map }));
    expect(result?.incomplete).toBe(true);
    expect(result!.items.filter((i) => i.ref === "hex").length).toBe(300);
  });
  it("completes terrain ids in a map's legend, nothing on property names", () => {
    const text = '{ "terrain": { "legend": [ { "char": "x", "value": "fo" } ] } }';
    const result = completeReference("map", text, after(text, '"value": "fo'), new Intel({ kind: "map", self: map }));
    expect(result?.items.map((i) => i.label)).toContain("forest");
    expect(completeReference("map", text, after(text, '{ "cha'), new Intel({ kind: "map", self: map }))).toBeNull();
  });
});

describe("definition and hover", () => {
  const intel = intelFor(scenarioText);
  it("goes from a unit's type to the game, a setup unit to its unit, a hex to its terrain character", () => {
    const ref = referenceAt("scenario", scenarioText, after(scenarioText, '"type": "in', 0));
    expect(ref).toMatchObject({ ref: "unit-type", value: "inf" });
    const def = definitionOf(intel, "unit-type", "inf");
    expect(def?.role).toBe("game");
    expect(nodeAtPointer(jsonTree(gameText), def!.pointer)?.value).toBe("inf");

    const unitDef = definitionOf(intel, "unit", "nl-inf-2");
    expect(unitDef).toMatchObject({ role: "self", pointer: "/units/1/id" });

    const hexDef = definitionOf(intel, "location", "0915");
    expect(hexDef).toEqual({ role: "map", pointer: "/terrain/rows/14", charIndex: 8 });
  });
  it("hovers a hex label with its terrain, features and what is there", () => {
    const hover = hoverOf(intel, "entry", "0915");
    expect(hover).toContain("Hex 0915");
    expect(hover).toContain("major-city “Halvard”");
    expect(hover).toContain("nl-armour-2 (turn 3)");
    expect(hoverOf(intel, "hex", "9999")).toContain("not on the map");
    expect(hoverOf(intel, "unit", "nl-inf-1")).toContain("Set up at 2307");
  });
});

describe("views and edits", () => {
  it("reads OOB rows with their setup, and reinforcement entries", () => {
    const rows = oobRows(JSON.parse(scenarioText));
    expect(rows).toHaveLength(63);
    expect(rows[0]).toMatchObject({ id: "nl-inf-1", er: 4, setup: "2307" });
    expect(rows.find((r) => r.id === "nl-hq-1")?.setup).toBe("T2 edge:west");
    expect(reinforcementEntries(JSON.parse(scenarioText))[1]).toEqual({ index: 1, turn: 3, at: "0915", units: ["nl-armour-2", "nl-armour-1"] });
  });
  it("bulk-sets ER in one set of non-overlapping edits, adding the field where missing", () => {
    const text = '{\n  "units": [\n    { "id": "a", "er": 3 },\n    {\n      "id": "b"\n    },\n    { "id": "c", "er": 5 }\n  ]\n}';
    const out = applyTextEdits(text, unitFieldEdits(text, [0, 1, 2].map((index) => ({ index, field: "er", value: 5 }))));
    expect(JSON.parse(out).units.map((u: { er: number }) => u.er)).toEqual([5, 5, 5]);
    expect(out).toContain('{ "id": "a", "er": 5 }');
    expect(out).toContain('      "id": "b",\n      "er": 5\n');
    // Removing a field takes its comma with it.
    const cleared = applyTextEdits(out, unitFieldEdits(out, [{ index: 0, field: "er", value: undefined }]));
    expect(JSON.parse(cleared).units[0]).toEqual({ id: "a" });
  });
  it("moves a reinforcement unit to another turn, alone or out of a group", () => {
    const text = JSON.stringify(JSON.parse(scenarioText), null, 2);
    const out = applyTextEdits(text, moveReinforcementUnit(text, 0, "nl-hq-1", 5));
    const entries = reinforcementEntries(JSON.parse(out));
    expect(entries[0]).toMatchObject({ turn: 2, units: ["nl-armour-3"] });
    expect(entries.find((e) => e.units.includes("nl-hq-1"))).toMatchObject({ turn: 5, at: "edge:west", units: ["nl-hq-1"] });
    // Joining an entry of the same turn and place: turn 4 at edge:west exists.
    const joined = applyTextEdits(out, moveReinforcementUnit(out, reinforcementEntries(JSON.parse(out)).findIndex((e) => e.units.includes("nl-hq-1")), "nl-hq-1", 4));
    expect(reinforcementEntries(JSON.parse(joined)).find((e) => e.units.includes("nl-hq-1"))).toMatchObject({ turn: 4, units: ["nl-mech-inf-3", "nl-mech-inf-2", "nl-hq-1"] });
  });
  it("finds the hex to highlight from the cursor's path", () => {
    const s = JSON.parse(scenarioText);
    expect(hexForPath(s, ["setup", 0, "unit"])).toBe("2307");
    expect(hexForPath(s, ["reinforcements", 1])).toBe("0915");
    expect(hexForPath(s, ["reinforcements", 0, "at"])).toBeNull();
    expect(hexForPath(s, ["units", 0, "er"])).toBe("2307");
  });
});

describe("locate (the fast cursor scan)", () => {
  it("agrees with jsonc-parser's getLocation on every value and key of the sample scenario", async () => {
    const { getLocation } = await import("jsonc-parser");
    const text = scenarioText.slice(0, 20000);
    let checked = 0;
    for (let offset = 1; offset < text.length; offset += 7) {
      const c = text[offset - 1] as string;
      // Compare where a designer's cursor sits inside a token (whitespace between tokens is ambiguous in both).
      if (!/[A-Za-z0-9"-]/.test(c)) continue;
      const theirs = getLocation(text, offset);
      const ours = locate(text, offset);
      expect(ours.path, `offset ${offset}`).toEqual(theirs.path);
      expect(ours.atKey, `offset ${offset}`).toBe(theirs.isAtPropertyKey);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(1000);
  });
  it("reads broken JSON mid-edit: an unclosed string, a key being typed, an empty array slot", () => {
    const text = '{ "units": [ { "id": "a", "type": "inf';
    expect(locate(text, text.length)).toMatchObject({ path: ["units", 0, "type"], atKey: false, token: { value: "inf", type: "string" } });
    const key = '{ "units": [ { "id": "a", "ty';
    expect(locate(key, key.length)).toMatchObject({ path: ["units", 0, "ty"], atKey: true });
    const slot = '{ "r": [ { "units": ["a", ';
    expect(locate(slot, slot.length)).toMatchObject({ path: ["r", 0, "units", 1], atKey: false });
    expect(locate(slot, slot.length).token).toBeUndefined();
  });
});
