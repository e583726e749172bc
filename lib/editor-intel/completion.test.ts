import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { distance, gridSpecOf, parseLabel } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map";
import { applyTextEdits } from "./edits";
import { hexContext } from "./hex-context";
import { Intel } from "./intel";
import { completeReference } from "./queries";

const sample = (file: string) => fs.readFileSync(path.join(import.meta.dirname, "..", "samples", "nextwar-sample", file), "utf8");
const game = JSON.parse(sample("game.json")) as { unitTypes: { id: string; flags: string[] }[] };
const map = JSON.parse(sample("map.json")) as HexMap;
const scenarioText = sample("scenario.json");
const spec = gridSpecOf(map)!;
const intelFor = (text: string) => new Intel({ kind: "scenario", self: JSON.parse(text), game, map });
const after = (text: string, needle: string) => text.indexOf(needle) + needle.length;
const sorted = <T extends { sortText: string }>(items: T[]) => items.slice().sort((a, b) => a.sortText.localeCompare(b.sortText));
const isSea = (label: string) => {
  const hex = parseLabel(spec, label)!;
  return map.terrain.rows[hex.row]?.[hex.col] === "s";
};
const dist = (a: string, b: string) => distance(spec, parseLabel(spec, a)!, parseLabel(spec, b)!);

describe("accepting a completion keeps the brackets after it", () => {
  it("inside a closed empty string, replaces nothing but the empty content", () => {
    const text = '{ "units": [{ "id": "a" }], "setup": [{"unit": ""}] }';
    const offset = after(text, '{"unit": "');
    const r = completeReference("scenario", text, offset, new Intel({ kind: "scenario", self: JSON.parse(text) }));
    expect(r?.range).toEqual({ offset, length: 0 });
    const a = r!.items.find((i) => i.label === "a")!;
    expect(applyTextEdits(text, [{ ...r!.range, text: a.insertText }])).toBe('{ "units": [{ "id": "a" }], "setup": [{"unit": "a"}] }');
  });
  it("inside an unclosed string, replaces the word at the cursor and closes the string, not the brace", () => {
    const text = '{ "units": [{ "id": "abc" }], "setup": [{"unit": "ab}] }';
    const offset = after(text, '{"unit": "a');
    const r = completeReference("scenario", text, offset, new Intel({ kind: "scenario", self: { units: [{ id: "abc" }] } }));
    const item = r!.items.find((i) => i.label === "abc")!;
    expect(applyTextEdits(text, [{ ...r!.range, text: item.insertText }])).toBe('{ "units": [{ "id": "abc" }], "setup": [{"unit": "abc"}] }');
  });
});

describe("hex completion order", () => {
  // os-inf-1 (os-10-div) has its setup hex cleared: where should it go?
  const text = scenarioText.replace('{ "unit": "os-inf-1", "at": "3607" }', '{ "unit": "os-inf-1", "at": "" }');
  const formationHexes = ["3907", "3409", "3709", "4009", "3511"];
  it("lists land hexes nearest the unit's formation first, sea hexes after", () => {
    expect(text).not.toBe(scenarioText);
    const r = completeReference("scenario", text, after(text, '"os-inf-1", "at": "'), intelFor(text))!;
    const hexes = sorted(r.items).filter((i) => i.ref === "hex").map((i) => i.label);
    // Formation mates' own hexes (distance 0), then their neighbours, ...
    expect(formationHexes).toContain(hexes[0]);
    const near = (l: string) => Math.min(...formationHexes.map((f) => dist(l, f)));
    const land = hexes.filter((l) => !isSea(l));
    expect(land.map(near)).toEqual(land.map(near).slice().sort((a, b) => a - b));
    const firstSea = hexes.findIndex(isSea);
    if (firstSea >= 0) expect(hexes.slice(firstSea).every(isSea)).toBe(true);
    expect(r.items.find((i) => i.label === hexes[0])?.documentation).toBe("Land hexes first, nearest first to its formation's units.");
  });
  it("narrows by prefix and keeps the order", () => {
    const t2 = text.replace('"os-inf-1", "at": ""', '"os-inf-1", "at": "36"');
    const r2 = completeReference("scenario", t2, after(t2, '"os-inf-1", "at": "36'), intelFor(t2))!;
    const hexes = sorted(r2.items).filter((i) => i.ref === "hex").map((i) => i.label);
    expect(hexes.every((l) => l.startsWith("36"))).toBe(true);
    // Column 36 near the formation (rows 07–11) before its far ends.
    expect(Number(hexes[0]?.slice(2))).toBeGreaterThanOrEqual(6);
    expect(Number(hexes[0]?.slice(2))).toBeLessThanOrEqual(12);
    expect(hexes.indexOf("3601")).toBeGreaterThan(hexes.indexOf("3608"));
  });
  it("falls back from formation to nation to side to the nation's territory", () => {
    const doc = JSON.parse(scenarioText) as { setup: { unit: string; at: string }[]; reinforcements: unknown[] };
    const context = (scenario: unknown, at: (string | number)[]) => hexContext(new Intel({ kind: "scenario", self: scenario, game, map }), at);
    // nl-hq-1 is alone in nl-corps: its nation's units.
    const hq = { ...doc, reinforcements: [{ turn: 2, units: ["nl-hq-1"], at: "" }] };
    expect(context(hq, ["reinforcements", 0, "at"]).basis).toBe("nation");
    // No Valdrian unit set up: the units of its side (Ostmark's).
    const valdria = { ...doc, setup: [...doc.setup.filter((s) => !s.unit.startsWith("va-")), { unit: "va-inf-1", at: "" }] };
    const side = context(valdria, ["setup", valdria.setup.length - 1, "at"]);
    expect(side.basis).toBe("side");
    expect(side.anchors).toContain("3907");
    expect(side.anchors).not.toContain("2307");
    // Nobody set up at all: the nation's own hexes on the map.
    const bare = { ...doc, setup: [{ unit: "va-inf-1", at: "" }], reinforcements: [] };
    const ctx = context(bare, ["setup", 0, "at"]);
    expect(ctx.basis).toBe("territory");
    expect(ctx.anchors.length).toBeGreaterThan(0);
    const bareIntel = new Intel({ kind: "scenario", self: bare, game, map });
    expect(hexContext(bareIntel, ["victory", "vpHexes", 0, "hex"]).basis).toBe("none");
  });
  it("puts sea hexes and boxes first for a naval unit", () => {
    const t = scenarioText.replace('{ "unit": "nl-sag-1", "at": "halvard-sea-box" }', '{ "unit": "nl-sag-1", "at": "" }');
    expect(t).not.toBe(scenarioText);
    const r = completeReference("scenario", t, after(t, '"nl-sag-1", "at": "'), intelFor(t))!;
    const first = sorted(r.items)[0]!;
    expect(first.ref === "location" || isSea(first.label)).toBe(true);
    expect(sorted(r.items).filter((i) => i.ref === "hex").slice(0, 20).every((i) => isSea(i.label))).toBe(true);
  });
  it("without context, lists land hexes first in map order", () => {
    const t = '{ "victory": { "vpHexes": [ { "hex": "", "value": 1 } ] } }';
    const r = completeReference("scenario", t, after(t, '"hex": "'), new Intel({ kind: "scenario", self: JSON.parse(t), game, map }))!;
    const hexes = sorted(r.items).map((i) => i.label);
    expect(isSea(hexes[0]!)).toBe(false);
    expect(hexes).toHaveLength(300);
  });
});
