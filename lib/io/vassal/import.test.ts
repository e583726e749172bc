import { createHash } from "node:crypto";
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { gridSpecOf } from "@/lib/hex/grid-spec";
import { formatLabel } from "@/lib/hex/labels";
import { pixelToHex } from "@/lib/hex/pixel";
import type { HexMap, NextWarGame, Scenario } from "@/lib/model";
import { validateProject } from "@/lib/validate";
import { readArchive } from "../zip/archive";
import { EXPECTED_MODULE, EXPECTED_SETUPS, EXPECTED_SLOTS, EXPECTED_ZONES, NAMED_HEXES } from "./fixtures/expected";
import { MODULE_PATH } from "./fixtures/generate";
import { type VassalImportResult, importVassal } from "./import";

type Ok = Extract<VassalImportResult, { ok: true }>;

let bytes: Uint8Array;
let result: Ok;
let entries: Map<string, Uint8Array>;
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

async function imported(options: Parameters<typeof importVassal>[1] = {}): Promise<Ok> {
  const r = await importVassal(bytes, { fileName: "lindholm-crossing.vmod", ...options });
  if (!r.ok) throw new Error(r.reason);
  return r;
}

beforeAll(async () => {
  bytes = new Uint8Array(fs.readFileSync(MODULE_PATH));
  result = await imported();
  const archive = await readArchive(bytes);
  if (!archive.ok) throw new Error(archive.reason);
  entries = archive.entries;
});

const mapOf = (r: Ok) => r.map.content as unknown as HexMap;
const gameOf = (r: Ok) => r.game.content as unknown as NextWarGame;
const scenarioOf = (r: Ok, name: string) => r.scenarios.find((s) => s.name === name)!.content as unknown as Scenario;

describe("importVassal on Lindholm Crossing", () => {
  it("makes a flat-top map labelled as VASSAL names the hexes, over the board picture", () => {
    const map = mapOf(result);
    expect(result.moduleName).toBe(EXPECTED_MODULE.name);
    expect(map.name).toBe(EXPECTED_MODULE.map);
    expect(map.grid).toMatchObject({ orientation: "flat", firstLabel: "0101", labelFormat: "CCRR" });
    // Every hex VASSAL draws on the picture is on the map.
    expect(map.grid.columns).toBeGreaterThanOrEqual(EXPECTED_MODULE.drawnColumns);
    expect(map.grid.rows).toBeGreaterThanOrEqual(EXPECTED_MODULE.drawnRows);
    const picture = result.assets.find((a) => a.sha256 === map.background!.asset)!;
    expect(picture).toMatchObject({ name: EXPECTED_MODULE.boardImage, contentType: "image/png" });
    expect(picture.sha256).toBe(sha(entries.get(EXPECTED_MODULE.boardImage)!));
    expect(map.background).toMatchObject({ width: EXPECTED_MODULE.boardSize.width, height: EXPECTED_MODULE.boardSize.height, rotation: 0 });
    expect(map.terrain.legend).toEqual([{ char: "c", value: "clear" }]);
    expect(map.terrain.rows.every((r) => /^c+$/.test(r))).toBe(true);
  });

  it("places the picture so each named hex's centre on the picture is in the hex of that label", () => {
    const map = mapOf(result);
    const spec = gridSpecOf(map)!;
    const bg = map.background!;
    for (const [label, at] of Object.entries(NAMED_HEXES)) {
      const x = at.x * bg.scale + bg.x;
      const y = at.y * bg.scale * (bg.aspect ?? 1) + bg.y;
      expect(formatLabel(spec, pixelToHex(spec, x, y, 1)), label).toBe(label);
      // Not just inside: on the centre (Warbench's hex centres sit at whole multiples of 1.5 across).
      const hex = pixelToHex(spec, x, y, 1);
      expect(x).toBeCloseTo(1.5 * hex.col, 9);
    }
  });

  it("makes the zones off-map boxes", () => {
    expect(mapOf(result).offMapBoxes!.map((b) => b.name)).toEqual(EXPECTED_ZONES.map((z) => z.name));
  });

  it("makes the sides, nations and a unit type per side's palette piece, with counter faces", () => {
    const game = gameOf(result);
    expect(game.sides.map((s) => s.name)).toEqual(EXPECTED_MODULE.sides);
    expect(game.nations.map((n) => [n.name, game.sides.find((s) => s.id === n.side)!.name])).toEqual([
      ["Lindholm Guard", "Blue"],
      ["Vestmark Army", "Red"],
    ]);
    const units = EXPECTED_SLOTS.filter((s) => s.side);
    expect(game.unitTypes.map((t) => t.name)).toEqual(units.map((s) => s.name));
    for (const slot of units) {
      const type = game.unitTypes.find((t) => t.name === slot.name)!;
      if (slot.missingImages.length > 0) {
        expect(type.counter, slot.name).toBeUndefined();
        continue;
      }
      expect(type.counter!.front, slot.name).toBe(sha(entries.get(slot.images[0]!)!));
      expect(type.counter!.back, slot.name).toBe(slot.images[1] ? sha(entries.get(slot.images[1])!) : undefined);
      expect(result.assets.some((a) => a.sha256 === type.counter!.front && a.contentType === "image/svg+xml")).toBe(true);
    }
    // Only pictures something uses are carried: the board and the faces.
    const used = new Set([mapOf(result).background!.asset, ...game.unitTypes.flatMap((t) => (t.counter ? [t.counter.front, t.counter.back] : []))]);
    expect(new Set(result.assets.map((a) => a.sha256))).toEqual(new Set([...used].filter(Boolean)));
  });

  it("reports the marker with no side, the missing picture and the values to fill, once per piece type", () => {
    const lines = result.report;
    const marker = EXPECTED_SLOTS.find((s) => !s.side)!;
    expect(lines.some((e) => e.severity === "warning" && e.where.endsWith(`"${marker.name}"`) && /no side/.test(e.message))).toBe(true);
    const missing = EXPECTED_SLOTS.find((s) => s.missingImages.length > 0)!;
    expect(lines.some((e) => e.severity === "warning" && e.message.includes(`"${missing.missingImages[0]}" is not in the module`))).toBe(true);
    for (const slot of EXPECTED_SLOTS.filter((s) => s.side)) {
      expect(lines.filter((e) => e.where.endsWith(`"${slot.name}"`) && /drawn on the counter/.test(e.message)), slot.name).toHaveLength(1);
    }
    expect(lines.some((e) => /markers not read: Command=2/.test(e.message))).toBe(true);
    expect(lines.some((e) => /hex labels are VASSAL's hex names/.test(e.message))).toBe(true);
    expect(lines.some((e) => /every hex starts as "clear"/.test(e.message))).toBe(true);
  });

  it("makes a scenario per set-up, each piece where the saved game puts it", () => {
    expect(result.scenarios.map((s) => s.name)).toEqual(EXPECTED_SETUPS.map((s) => s.name));
    const boxes = new Map(mapOf(result).offMapBoxes!.map((b) => [b.id, b.name]));
    for (const setup of EXPECTED_SETUPS) {
      const scenario = scenarioOf(result, setup.name);
      const game = gameOf(result);
      const where = new Map<string, string>();
      for (const s of scenario.setup ?? []) where.set(s.unit, `hex ${s.at}`);
      for (const h of scenario.holding ?? []) where.set(h.unit, `zone ${boxes.get(h.box)}`);
      // A "Turn N" box's units are scheduled for turn N, into the box (W-ENTRY-OFF-MAP-BOX until given an entry).
      for (const r of scenario.reinforcements ?? []) for (const u of r.units) where.set(u, `zone ${boxes.get(r.at)}`);
      const got = (scenario.units ?? []).map((u) => `${u.name} @ ${where.get(u.id)} faces ${u.counter ? "yes" : "no"}`).sort();
      const units = setup.pieces.filter((p) => EXPECTED_SLOTS.find((s) => s.name === p.name)!.side && !("offMap" in p.at));
      const want = units.map((p) => `${p.name} @ ${"hex" in p.at ? `hex ${p.at.hex}` : `zone ${(p.at as { zone: string }).zone}`} faces ${game.unitTypes.find((t) => t.name === p.name)!.counter ? "yes" : "no"}`).sort();
      expect(got, setup.name).toEqual(want);
      // The numbers the markers carry become the unit's values.
      const first = (scenario.units ?? []).find((u) => u.name === "1st Guard Infantry");
      if (first) expect(first).toMatchObject({ attack: 4, defence: 5, ma: 4 });
      const turned = EXPECTED_ZONES.filter((z) => z.reinforcementTurn !== null);
      const scheduled = (scenario.reinforcements ?? []).map((r) => `${r.turn} ${boxes.get(r.at)}`).sort();
      const due = turned.filter((z) => units.some((p) => "zone" in p.at && p.at.zone === z.name)).map((z) => `${z.reinforcementTurn} ${z.name}`).sort();
      expect(scheduled, setup.name).toEqual(due);
      expect(due.length).toBeGreaterThan(0);
      for (const h of scenario.holding ?? []) expect(turned.some((z) => z.name === boxes.get(h.box)), "a Turn N box's unit is scheduled, not held").toBe(false);
    }
    const a = EXPECTED_SETUPS[0]!;
    expect(result.report.some((e) => e.where === `set-up "${a.name}"` && /arrives on turn 3/.test(e.message))).toBe(true);
    expect(result.report.some((e) => e.where === `set-up "${a.name}"` && /1 piece is on no map/.test(e.message))).toBe(true);
  });

  it("validates: no errors, and no warnings but the unit values left to fill and the entries of the Turn N box's units", () => {
    for (const s of result.scenarios) {
      const f = validateProject({ game: { value: result.game.content }, map: { value: result.map.content }, scenario: { value: s.content } });
      const findings = [...(f.game ?? []), ...(f.map ?? []), ...(f.scenario ?? [])];
      expect(findings.filter((x) => x.code !== "W-UNIT-INCOMPLETE" && x.code !== "W-ENTRY-OFF-MAP-BOX").map((x) => `${x.code} ${x.message}`), s.name).toEqual([]);
      expect(findings.filter((x) => x.code === "W-ENTRY-OFF-MAP-BOX"), s.name).toHaveLength(1);
    }
  });

  it("imports one set-up chosen by name or file, and refuses one it does not have", async () => {
    const b = EXPECTED_SETUPS[1]!;
    expect((await imported({ setup: b.name })).scenarios.map((s) => s.name)).toEqual([b.name]);
    expect((await imported({ setup: b.file })).scenarios.map((s) => s.name)).toEqual([b.name]);
    const none = await importVassal(bytes, { setup: "Nowhere" });
    expect(none).toMatchObject({ ok: false, reason: `the module has no predefined set-up "Nowhere" (its set-ups: ${EXPECTED_SETUPS.map((s) => `"${s.name}"`).join(", ")})` });
  });

  it("imports the board chosen by name, refuses one it does not have, and starts every hex as the terrain asked for", async () => {
    expect(mapOf(await imported({ board: EXPECTED_MODULE.board })).name).toBe(EXPECTED_MODULE.map);
    expect(await importVassal(bytes, { board: "Elsewhere" })).toMatchObject({ ok: false, reason: `the module has no board "Elsewhere" (its hex boards: "${EXPECTED_MODULE.board}")` });
    const forest = mapOf(await imported({ terrain: "forest" }));
    expect(forest.terrain.legend).toEqual([{ char: "c", value: "forest" }]);
    expect(await importVassal(bytes, { terrain: "lava" })).toMatchObject({ ok: false, reason: expect.stringMatching(/^there is no terrain "lava"/) });
  });

  it("refuses what is not a module with one line", async () => {
    expect(await importVassal(new Uint8Array([1, 2, 3]), { fileName: "x.vmod" })).toMatchObject({ ok: false, reason: expect.stringMatching(/^x\.vmod is not a zip archive/) });
  });
});
