import type { AdvancedCharts } from "./advanced";

/**
 * Warbench's own starter charts for the Next War Advanced game [14–29]. The
 * rulebook names these tables (the Advanced strike table, the SOF CRT and
 * survival table, the emergency resupply and electronic detection tables,
 * the UN mediation roll) but does not print them; these numbers are ours,
 * cut from simple ladders (harder targets need higher rolls), and marked
 * `provenance: "warbench-sample"` so a designer replaces them with the game's
 * player aids. The supply ranges, CW effect, UN costs and surrender factor
 * are the rulebook's own numbers [19.1, 19.2, 27.3.2, 18.2.4, 28, 19.7.4].
 */

type Strike = "-" | "S1" | "S2" | "X";

/** Ten d10 results from counts, worst for the attacker first. */
function ladder<T>(parts: [T, number][]): T[] {
  const out = parts.flatMap(([v, n]) => Array.from({ length: n }, () => v));
  if (out.length !== 10) throw new Error(`A die-roll table needs ten entries, not ${out.length}.`);
  return out;
}

const strikes = (none: number, s1: number, s2: number, x: number) => ladder<Strike>([["-", none], ["S1", s1], ["S2", s2], ["X", x]]);

/** Terrain where teams hide well (the rulebook's list of sabotage terrain [20.2.1]). */
const CLOSE = ["mountain", "alpine", "urban", "hills", "hills-forest", "clear-forest", "rough-forest"] as const;

export function starterAdvancedCharts(): AdvancedCharts {
  return {
    provenance: "warbench-sample",
    supplyRanges: { majorCity: 6, depot: 8, depotStruck: 4, msu: 4, beachhead: 4, hq: 4 },
    // High rolls are good for the attacker; a reduced HQ adds +1 [18.2.2] — read as a worse roll (RULINGS), a designation marker's -1/-2 as a better one [20.2.3].
    strike: [
      { target: "unit", results: strikes(4, 3, 2, 1) },
      { target: "hq", results: strikes(5, 2, 2, 1) },
      { target: "supply", results: strikes(3, 3, 2, 2) },
    ],
    sofRaid: [
      { target: "hq", results: strikes(5, 2, 2, 1) },
      { target: "supply", results: strikes(4, 2, 2, 2) },
      { target: "installation", results: strikes(5, 3, 1, 1) },
      { target: "helicopter", results: strikes(6, 2, 1, 1) },
      { target: "hex", terrain: [...CLOSE], results: strikes(5, 3, 2, 0) },
      { target: "hex", results: strikes(7, 2, 1, 0) },
      { target: "track", results: strikes(6, 3, 1, 0) },
    ],
    sofRecon: [
      { terrain: [...CLOSE], results: ladder<"-" | "D">([["-", 6], ["D", 4]]) },
      { results: ladder<"-" | "D">([["-", 4], ["D", 6]]) },
    ],
    sofTargeting: [{ results: ladder<"-" | "T">([["-", 5], ["T", 5]]) }],
    sofSurvival: { results: ladder<"survives" | "eliminated">([["eliminated", 3], ["survives", 7]]) },
    emergencyResupply: ladder<"supply" | "-">([["-", 4], ["supply", 6]]),
    electronicDetection: ladder<"-" | "D">([["-", 6], ["D", 4]]),
    airReconRange: [
      { level: "supremacy", range: 12 },
      { level: "superiority", range: 8 },
      { level: "favourable", range: 5 },
      { level: "contested", range: 3 },
      { level: "unfavourable", range: 1 },
    ],
    chemicalWeapons: { erLoss: 3 },
    un: { resolutionOn: 10, vetoVp: 5, refusalVp: 10 },
    // A track or theatre weapon loses a level a strike step [27.8] (our own numbers: the rulebook's table is not printed).
    trackLoss: { S1: 1, S2: 2, X: 3 },
    surrenderVpFactor: 2,
    // The rulebook's own numbers [18.5, 19.4, 19.4.1, 19.6].
    supplyCosts: { createMsu: 1, convertMsu: 2, createDepot: 4, cashDepot: 2, cashMsu: 1, emergencyUnit: 1, emergencyHq: 3, emergencyPerPhase: 3, supplyUnitDestroyed: 1, hqRebuild: 2, supremeHqRebuild: 5, hqRebuildRp: 1 },
  };
}
