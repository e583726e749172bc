import type { EngineBundle } from "../rulesets/nextwar/types";
import { scenarioSchema } from "@/lib/model";
import { advancedGame } from "../rulesets/nextwar/test-kit";
import { bigBundle } from "./fixtures";

/**
 * The benchmark's 200×150 theatre as an Advanced game [19]: 1,000 units a
 * side on their own halves (20 formations of 50 units, each with its HQ, a
 * supreme HQ, depots spread among them, MSUs in the pool), for the
 * supply check's cost on a big game (`supply_trace_ms`).
 */
export function bigAdvancedBundle(perSide = 1000): EngineBundle {
  const base = bigBundle();
  const label = (c: number, r: number) => String(c + 1).padStart(3, "0") + String(r + 1).padStart(3, "0");
  const units: Record<string, unknown>[] = [];
  const setup: { unit: string; at: string }[] = [];
  const sides = [
    { prefix: "b", nation: "nordland", col: (i: number) => 6 + (i % 45) * 2 },
    { prefix: "r", nation: "ostmark", col: (i: number) => 193 - (i % 45) * 2 },
  ];
  for (const s of sides) {
    for (let i = 0; i < perSide; i += 1) {
      const id = `${s.prefix}-${i}`;
      const formation = `${s.prefix}-f${Math.floor(i / 50)}`;
      // HQs and depots spread through the grid, so lines run everywhere.
      const kind = i === 0 ? "supreme" : i % 50 === 25 ? "hq" : i % 12 === 6 ? "depot" : "unit";
      const stats = kind === "unit" ? { type: i % 3 === 0 ? "mot-inf" : "inf", attack: 3, defence: 3, er: 4, ma: 8, sp: 1, steps: 2, reduced: { attack: 1, defence: 2 }, formation } : kind === "depot" ? { type: "supply-unit", attack: 0, defence: 1, er: 1, ma: 8, sp: 1, steps: 1 } : { type: kind === "supreme" ? "supreme-hq" : "hq-adv", attack: 0, defence: 2, er: 4, ma: 10, sp: 1, steps: 2, range: 3, ...(kind === "hq" ? { formation: `${s.prefix}-f${Math.floor(i / 50)}` } : {}) };
      units.push({ id, name: id, nation: s.nation, ...stats });
      setup.push({ unit: id, at: label(s.col(i), 2 + Math.floor(i / 45) * 6 + (i % 2)) });
    }
    for (let i = 0; i < 20; i += 1) units.push({ id: `${s.prefix}-msu-${i}`, name: `MSU ${i}`, nation: s.nation, type: "supply-unit", attack: 0, defence: 1, er: 1, ma: 8, sp: 1, steps: 1 });
  }
  const scenario = scenarioSchema.parse({ ...base.scenario, units, setup, advanced: { supplyPoints: [{ side: "blue", points: 10 }, { side: "red", points: 10 }] } });
  return { game: advancedGame(), map: base.map, scenario };
}
