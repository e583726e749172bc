// Conformance: importVassal on the real module The Longest Day (../shared/fixtures/vassal).
import { createHash } from "node:crypto";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import { gridSpecOf } from "@/lib/hex/grid-spec";
import { parseLabel } from "@/lib/hex/labels";
import { hexToPixel } from "@/lib/hex/pixel";
import type { HexMap, NextWarGame, Scenario } from "@/lib/model";
import { validateProject } from "@/lib/validate";
import { readArchive } from "../../zip/archive";
import { parseBuildFile, type VassalModule } from "../build-file";
import { decodeSlot } from "../decoders";
import { type VassalImportResult, importVassal } from "../import";
import { decodeSavedGame } from "../saved-game";
import { frontFace } from "../units";
import { measureHexCentre } from "./measure-hex";
import { realModuleBytes } from "./real-module";

type Ok = Extract<VassalImportResult, { ok: true }>;

let result: Ok;
let elapsed = 0;
let entries: Map<string, Uint8Array>;
let mod: VassalModule;

beforeAll(async () => {
  const bytes = realModuleBytes();
  const start = performance.now();
  const r = await importVassal(bytes, { fileName: "the-longest-day.vmod" });
  elapsed = performance.now() - start;
  if (!r.ok) throw new Error(`the import was refused: ${r.reason}`);
  result = r;
  const archive = await readArchive(bytes);
  if (!archive.ok) throw new Error(archive.reason);
  entries = archive.entries;
  const parsed = parseBuildFile(new TextDecoder().decode(entries.get("buildFile")));
  if (!parsed.ok) throw new Error(parsed.reason);
  mod = parsed.module;
});

// The module's main board as its buildFile states it (HexGrid and HexGridNumbering of board "Normandy").
const GRID = { dx: 55.42562584220407, dy: 64, x0: -19, y0: 32, hOff: 0, vOff: 1 };

/** VASSAL's own centre of a hex it names `CCRR` (HexGridNumbering.getCenterPoint, not staggered, not descending). */
function vassalCentreOf(name: string): { x: number; y: number } {
  const col = Number(name.slice(0, 2)) - GRID.hOff;
  const row = Number(name.slice(2)) - GRID.vOff;
  return { x: GRID.x0 + col * GRID.dx, y: GRID.y0 + row * GRID.dy + (col % 2 === 1 ? GRID.dy / 2 : 0) };
}

interface BoardGrid {
  dx: number;
  dy: number;
  x0: number;
  y0: number;
  hOff: number;
  vOff: number;
}

/** VASSAL's name of the hex a board point is in: the hex whose centre is nearest (the hexes are regular). */
function vassalNameAt(g: BoardGrid, x: number, y: number): string {
  let best = { d: Infinity, name: "" };
  const col0 = Math.round((x - g.x0) / g.dx);
  for (let col = col0 - 1; col <= col0 + 1; col++) {
    const shift = Math.abs(col % 2) === 1 ? g.dy / 2 : 0;
    const row0 = Math.round((y - g.y0 - shift) / g.dy);
    for (let row = row0 - 1; row <= row0 + 1; row++) {
      const c = { x: g.x0 + col * g.dx, y: g.y0 + row * g.dy + shift };
      const d = Math.hypot(c.x - x, c.y - y);
      if (d < best.d) best = { d, name: `${String(col + g.hOff).padStart(2, "0")}${String(row + g.vOff).padStart(2, "0")}` };
    }
  }
  return best.name;
}

describe("importVassal on The Longest Day", () => {
  it("imports in under 5 s", () => {
    expect(elapsed).toBeLessThan(5000);
  });

  it("lays the grid on the board picture: 10 named hexes' centres land on the picture's hex centres within 2 px", () => {
    const map = result.map.content as unknown as HexMap;
    const spec = gridSpecOf(map)!;
    const bg = map.background!;
    const picture = result.assets.find((a) => a.sha256 === bg.asset)!;
    expect(picture.name).toBe("images/Map_Full.png");
    const png = PNG.sync.read(Buffer.from(picture.bytes));
    // Hexes of open country spread over the board, where all six printed sides are clear of roads and rivers.
    const names = ["0514", "0805", "1117", "2365", "3526", "3871", "4432", "6574", "7744", "8965"];
    for (const name of names) {
      const hex = parseLabel(spec, name)!;
      const p = hexToPixel(spec, hex, 1);
      // Back from Warbench's frame to picture pixels through the map's background placement.
      const px = (p.x - bg.x) / bg.scale;
      const py = (p.y - bg.y) / (bg.scale * (bg.aspect ?? 1));
      // The label names the hex VASSAL names so.
      const v = vassalCentreOf(name);
      expect(Math.hypot(px - v.x, py - v.y), name).toBeLessThan(0.01);
      // And that point is the centre of a hex printed on the picture, measured from its printed sides.
      const m = measureHexCentre(png, px, py, GRID.dy / 2);
      expect(m, `${name}: the six sides of the printed hex were not found`).not.toBeNull();
      expect(Math.abs(m!.x - px), `${name} across`).toBeLessThanOrEqual(2);
      expect(Math.abs(m!.y - py), `${name} down`).toBeLessThanOrEqual(2);
    }
  });

  it("makes every PieceSlot a unit type with its faces, or reports it", () => {
    const game = result.game.content as unknown as NextWarGame;
    const fronts = new Set(game.unitTypes.map((t) => t.counter?.front));
    expect(mod.slots.length).toBe(2072);
    let reported = 0;
    for (const slot of mod.slots) {
      const where = `palette ${[...slot.folders, slot.name].map((f) => `"${f}"`).join(" / ")}`;
      const d = decodeSlot(slot.definition);
      const front = d ? frontFace(d) : undefined;
      const bytes = front ? entries.get(front) : undefined;
      const typed = bytes !== undefined && fronts.has(createHash("sha256").update(bytes).digest("hex"));
      const isReported = result.report.some((e) => e.where === where && e.severity === "warning");
      if (isReported) reported += 1;
      expect(typed || isReported, where).toBe(true);
    }
    expect(game.unitTypes.length + reported).toBeGreaterThan(2000);
  });

  it("makes every predefined set-up with a saved game a scenario whose units stand where the saved game puts them", async () => {
    const setups = mod.setups.filter((s) => s.file);
    expect(result.scenarios.map((s) => s.name)).toEqual(setups.map((s) => s.name));
    const boxes = new Map((result.map.content as unknown as HexMap).offMapBoxes!.map((b) => [b.id, b.name]));
    const laidOut: string[] = [];
    for (const [i, setup] of setups.entries()) {
      const scenario = result.scenarios[i]!.content as unknown as Scenario;
      const saved = await decodeSavedGame(entries.get(setup.file!)!, setup.file!);
      if (!saved.ok) throw new Error(saved.reason);
      // The set-up's pieces stand on the board it lays out on the main map: a part-map numbered as the whole map is.
      const boardName = saved.boards.find((b) => b.map === "Normandy")!.board;
      laidOut.push(boardName);
      const board = mod.maps[0]!.boards.find((b) => b.name === boardName)!;
      const { dx, dy, x0, y0, numbering } = board.hexGrid!;
      const grid = { dx, dy, x0, y0, hOff: numbering!.hOff, vOff: numbering!.vOff };
      const zones = board.zones.filter((z) => z.ownGrid);
      // Where each unit is in the scenario, by its name.
      const placed = new Map<string, string[]>();
      const note = (unit: string, at: string) => {
        const name = scenario.units!.find((u) => u.id === unit)!.name;
        placed.set(name, [...(placed.get(name) ?? []), at]);
      };
      for (const s of scenario.setup ?? []) note(s.unit, s.at);
      for (const h of scenario.holding ?? []) note(h.unit, `box:${boxes.get(h.box)}`);
      for (const r of scenario.reinforcements ?? []) for (const u of r.units) note(u, `box:${boxes.get(r.at)}`);
      // Where the saved game puts each piece on the main map (a zone's rectangle, else the hex holding the point).
      const expected = new Map<string, string[]>();
      for (const p of saved.pieces.filter((q) => q.map === "Normandy")) {
        const zone = zones.find((z) => {
          const xs = z.path.map((q) => q.x);
          const ys = z.path.map((q) => q.y);
          return p.x >= Math.min(...xs) && p.x <= Math.max(...xs) && p.y >= Math.min(...ys) && p.y <= Math.max(...ys);
        });
        const at = zone ? `box:${zone.name}` : vassalNameAt(grid, p.x, p.y);
        expected.set(p.definition.name, [...(expected.get(p.definition.name) ?? []), at]);
      }
      const all = (m: Map<string, string[]>) => [...m.values()].flat().sort();
      expect(all(placed), setup.name).toEqual(all(expected));
      // Pieces without a name of their own take their unit type's name: checked by place alone, above.
      expected.delete("");
      for (const [name, at] of expected) expect([...(placed.get(name) ?? [])].sort(), `${setup.name}: ${name}`).toEqual([...at].sort());
    }
    expect(laidOut).toEqual(["Board F", "Board G", "Board ABCF", "Board A", "Normandy", "Normandy"]);
  });

  it("validates: no errors in the game, the map or any scenario", () => {
    for (const s of result.scenarios) {
      const findings = validateProject({ game: { value: result.game.content }, map: { value: result.map.content }, scenario: { value: s.content } });
      const errors = [...(findings.game ?? []), ...(findings.map ?? []), ...(findings.scenario ?? [])].filter((f) => f.severity === "error");
      expect(errors, s.name).toEqual([]);
    }
  });
});
