import type { EngineBundle } from "../rulesets/nextwar/types";
import { hexMapSchema, scenarioSchema } from "@/lib/model";
import { sampleBundle } from "../rulesets/nextwar/test-kit";

/**
 * A generated 200×150 theatre for the benchmark: terrain from a fixed
 * arithmetic pattern (no randomness), a river every 20 columns, highways
 * every 15 rows, and a stack with enemies around it in the middle.
 */
export function bigBundle(columns = 200, rows = 150): EngineBundle {
  const base = sampleBundle();
  const chars = "ccccffrrghkm";
  const terrain: string[] = [];
  for (let r = 0; r < rows; r += 1) {
    let line = "";
    for (let c = 0; c < columns; c += 1) line += chars[(c * 7 + r * 13 + ((c * r) % 5)) % chars.length];
    terrain.push(line);
  }
  const label = (c: number, r: number) => String(c + 1).padStart(3, "0") + String(r + 1).padStart(3, "0");
  const rivers: string[] = [];
  for (let c = 19; c < columns - 1; c += 20) for (let r = 0; r < rows; r += 1) rivers.push(`${label(c, r)}-${label(c + 1, r)}`);
  const roads = [];
  for (let r = 7; r < rows; r += 15) {
    const path: string[] = [];
    for (let c = 0; c < columns; c += 1) path.push(label(c, r));
    roads.push({ kind: "highway" as const, path });
  }
  const map = hexMapSchema.parse({
    ...base.map,
    name: "Bench theatre",
    grid: { orientation: "flat", columns, rows, offset: "odd", firstLabel: "001001", labelFormat: "CCCRRR" },
    terrain: { legend: base.map.terrain.legend, rows: terrain },
    borders: { legend: base.map.borders!.legend, rows: terrain.map((l) => l.split("").map((_, c) => (c < columns / 2 ? "n" : "o")).join("")) },
    hexsides: [{ kind: "minor-river", sides: rivers }],
    roads,
    features: [],
    seaZones: [],
    labels: [],
  });
  const cx = Math.floor(columns / 2);
  const cy = 67; // on a highway row, so the stack reaches far
  const units = base.scenario.units!.filter((u) => ["nl-mot-inf-1", "nl-mot-inf-2", "os-armour-1", "os-inf-1", "os-inf-2"].includes(u.id));
  const scenario = scenarioSchema.parse({
    ...base.scenario,
    units,
    setup: [
      { unit: "nl-mot-inf-1", at: label(cx, cy) },
      { unit: "nl-mot-inf-2", at: label(cx, cy) },
      { unit: "os-armour-1", at: label(cx + 4, cy) },
      { unit: "os-inf-1", at: label(cx - 5, cy + 2) },
      { unit: "os-inf-2", at: label(cx, cy - 6) },
    ],
    reinforcements: [],
    replacements: [],
    victory: { ...base.scenario.victory!, vpHexes: [], capitals: [] },
  });
  return { game: base.game, map, scenario };
}
