import type { NextWarGame, NextWarUnitType } from "@/lib/model/game";
import type { HexMap } from "@/lib/model/map";
import type { Scenario } from "@/lib/model/scenario";
import { NAVAL_FLAGS } from "@/lib/model/vocabulary";
import { type FindingSink, pointer } from "../findings";
import type { HexMapIndex } from "../map-index";
import type { ScenarioIds } from "./scenario-context";
import { RULESET_LINTS } from "./game";

/**
 * The scenario lints of the Next War Advanced game [14–29]: subordination to
 * HQs [18.1], HQ values [18.2], depots and MSUs [19.4], SOF markers [20.1.1,
 * 20.4], chemical weapons [18.2.4], and the sides its settings name.
 */

type Unit = NonNullable<Scenario["units"]>[number];

export const isHqType = (t: NextWarUnitType | undefined) => Boolean(t && (t.flags.includes("hq") || t.flags.includes("supreme-hq")));
export const isSupremeHqType = (t: NextWarUnitType | undefined) => Boolean(t?.flags.includes("supreme-hq"));
export const isSupplyUnitType = (t: NextWarUnitType | undefined) => Boolean(t?.flags.includes("supply-unit"));
const isLandType = (t: NextWarUnitType | undefined) => Boolean(t && !t.flags.some((f) => NAVAL_FLAGS.includes(f)) && !t.flags.includes("helicopter"));

/** Whether the scenario's units are the Advanced game's: the game's ruleset says so. */
export const playsAdvanced = (game: NextWarGame | undefined) => (game ? RULESET_LINTS[game.ruleset].advanced === true : false);

export interface AdvancedLintInput {
  game: NextWarGame | undefined;
  map: HexMap | undefined;
  index: HexMapIndex | null;
  types: ReadonlyMap<string, NextWarUnitType>;
  scope: ScenarioIds;
}

export function lintAdvancedScenario(scenario: Scenario, sink: FindingSink, { game, map, index, types, scope }: AdvancedLintInput): void {
  lintAdvancedSides(scenario, sink, scope);
  const adv = scenario.advanced;
  if (game && !playsAdvanced(game)) {
    if (adv) sink.add("W-ADVANCED-IGNORED", pointer("advanced"), `Game "${game.name}" plays the standard rules (ruleset ${game.ruleset}), which ignore the scenario's Advanced settings [14.0].`);
    return;
  }
  adv?.sof?.forEach((s, i) => {
    if (s.markers > s.counterMix) sink.add("E-SOF-OVER-COUNTER-MIX", pointer("advanced", "sof", i, "markers"), `Side "${s.side}" starts with ${s.markers} SOF markers, more than its counter mix of ${s.counterMix} [20.4].`);
    s.reinforcements?.forEach((r, j) => {
      if (r.turn > scope.lastTurn) sink.add("E-REINFORCEMENT-AFTER-LAST-TURN", pointer("advanced", "sof", i, "reinforcements", j, "turn"), `SOF markers arrive on turn ${r.turn}, after the last turn ${scope.lastTurn} [20.4].`);
    });
  });
  if (!game) return;
  const units = scenario.units ?? [];
  const sideOf = new Map(scenario.nations.map((n) => [n.id, n.side]));
  lintSubordination(units, types, sink);
  lintDepots(scenario, units, types, sideOf, map, index, sink);
  // CW markers are placed by a supplied HQ other than the supreme HQ [18.2.4]: points with no such HQ are never spent.
  adv?.chemicalWeapons?.forEach((c, i) => {
    const hasHq = units.some((u) => sideOf.get(u.nation) === c.side && isHqType(types.get(u.type)) && !isSupremeHqType(types.get(u.type)));
    if (c.points > 0 && !hasHq) sink.add("W-CW-NO-HQ", pointer("advanced", "chemicalWeapons", i), `Side "${c.side}" has ${c.points} chemical weapon points but no HQ to place them (the supreme HQ cannot) [18.2.4].`);
  });
}

/** Every side an Advanced setting names must be a side of the scenario, or the setting silently never applies. */
function lintAdvancedSides(scenario: Scenario, sink: FindingSink, { sides, nations }: ScenarioIds): void {
  const adv = scenario.advanced;
  if (!adv) return;
  const lists: [string, { side: string }[] | undefined, string][] = [
    ["supplyPoints", adv.supplyPoints, "19.3"],
    ["supplyPointSchedule", adv.supplyPointSchedule, "19.3"],
    ["sof", adv.sof, "20.1.1"],
    ["chemicalWeapons", adv.chemicalWeapons, "18.2.4"],
    ["electronicDetection", adv.electronicDetection, "21.3"],
    ["targeting", adv.targeting, "20.2.3"],
  ];
  for (const [key, list, rule] of lists) {
    list?.forEach((entry, i) => {
      if (!sides.has(entry.side)) sink.add("E-SIDE-UNKNOWN", pointer("advanced", key, i, "side"), `Unknown side "${entry.side}" [${rule}].`);
    });
  }
  adv.theatreWeapons?.forEach((w, i) => {
    if (!sides.has(w.side)) sink.add("E-SIDE-UNKNOWN", pointer("advanced", "theatreWeapons", i, "side"), `Unknown side "${w.side}" [20.2.1.2].`);
  });
  adv.airDefence?.forEach((t, i) => {
    if (!nations.has(t.nation)) sink.add("E-NATION-UNKNOWN", pointer("advanced", "airDefence", i, "nation"), `Unknown nation "${t.nation}" [24.1].`);
  });
  adv.un?.vetoes.forEach((v, i) => {
    if (!sides.has(v.side)) sink.add("E-SIDE-UNKNOWN", pointer("advanced", "un", "vetoes", i, "side"), `Unknown side "${v.side}" [28.1].`);
  });
}

/**
 * Subordination [18.1]: a unit of a formation answers to that formation's HQ;
 * a unit with none to any HQ of its nation. The supreme HQ is superior to
 * every unit [18.3] but gives no combat support [18.3.1], so it does not count.
 */
function lintSubordination(units: readonly Unit[], types: ReadonlyMap<string, NextWarUnitType>, sink: FindingSink): void {
  const hqs = units.filter((u) => isHqType(types.get(u.type)) && !isSupremeHqType(types.get(u.type)));
  const hqFormations = new Set(hqs.flatMap((h) => (h.formation === undefined ? [] : [h.formation])));
  const hqNations = new Set(hqs.map((h) => h.nation));
  const served = (u: Unit) => !isHqType(types.get(u.type)) && !isSupplyUnitType(types.get(u.type)) && isLandType(types.get(u.type));
  const formationsWithUnits = new Set(units.filter(served).flatMap((u) => (u.formation === undefined ? [] : [u.formation])));
  units.forEach((u, i) => {
    const type = types.get(u.type);
    if (isHqType(type) && u.range === undefined) sink.add("W-HQ-NO-RANGE", pointer("units", i), `HQ "${u.id}" has no range, its support value and range [15.2.5, 18.2.1].`);
    if (isHqType(type) && !isSupremeHqType(type) && u.formation !== undefined && !formationsWithUnits.has(u.formation)) {
      sink.add("W-HQ-NO-UNITS", pointer("units", i, "formation"), `HQ "${u.id}" commands formation "${u.formation}", which has no other units [18.1].`);
    }
    if (!served(u)) return;
    if (u.formation !== undefined && !hqFormations.has(u.formation)) {
      sink.add("W-UNIT-NO-HQ", pointer("units", i, "formation"), `Unit "${u.id}" is of formation "${u.formation}", which has no HQ [18.1].`);
    } else if (u.formation === undefined && !hqNations.has(u.nation)) {
      sink.add("W-UNIT-NO-HQ", pointer("units", i), `Unit "${u.id}" has no formation, and its nation "${u.nation}" has no HQ [18.1].`);
    }
  });
}

/** The nation whose country a hex is in (the map's borders layer), if any. */
function nationAt(map: HexMap | undefined, index: HexMapIndex, hex: number): string | undefined {
  const borders = map?.borders;
  if (!borders) return undefined;
  const char = borders.rows[Math.floor(hex / index.spec.columns)]?.[hex % index.spec.columns];
  return borders.legend.find((e) => e.char === char)?.value;
}

/** Depots start on the map in their own country; MSUs start off it, in the counter pool [19.4]. */
function lintDepots(
  scenario: Scenario,
  units: readonly Unit[],
  types: ReadonlyMap<string, NextWarUnitType>,
  sideOf: ReadonlyMap<string, string>,
  map: HexMap | undefined,
  index: HexMapIndex | null,
  sink: FindingSink,
): void {
  if (!index) return;
  const byId = new Map(units.map((u) => [u.id, u]));
  (scenario.setup ?? []).forEach((s, i) => {
    const unit = byId.get(s.unit);
    if (!unit || !isSupplyUnitType(types.get(unit.type))) return;
    const at = pointer("setup", i, "at");
    const p = index.place(s.at);
    // An unknown place is reported by the setup lints; one aboard a ship or in a box is no depot.
    if (p.kind === "box" || p.kind === "offmap" || byId.has(s.at)) {
      sink.add("E-DEPOT-NOT-IN-HEX", at, `Supply unit "${unit.id}" is set up at ${s.at}, not in a map hex: a depot starts on the map, an MSU counter is left unplaced (the pool) [19.4].`);
      return;
    }
    if (p.kind !== "hex") return;
    const nation = nationAt(map, index, p.index);
    const country = nation === undefined ? undefined : sideOf.get(nation);
    if (country !== undefined && country !== sideOf.get(unit.nation)) {
      sink.add("E-DEPOT-ENEMY-COUNTRY", at, `Depot "${unit.id}" is set up in ${s.at}, in the enemy country of "${nation}": depots start in their own country [19.4].`);
    }
  });
}
