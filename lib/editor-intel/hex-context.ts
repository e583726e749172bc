/**
 * Which hexes a hex completion should offer first. A designer setting up a
 * unit (or scheduling a reinforcement) almost always puts it beside its
 * comrades, so the list starts at the hexes of the units it belongs with,
 * nearest first, and land hexes come before sea hexes (sea first for a naval
 * unit). "Belongs with" is the closest circle that has any unit placed on a
 * hex, in this order:
 *
 *   1. units of the same formation (the formation's setup area),
 *   2. units of the same nation,
 *   3. units of the same side,
 *   4. the nation's own territory on the map (its border hexes),
 *
 * leaving out the units being placed themselves. A nation's capital entry
 * uses step 4 directly. With none of these (a blank scenario, a VP hex), the
 * list is in map order, land first.
 */
import { NAVAL_FLAGS, type UnitFlag } from "@/lib/model/vocabulary";
import type { Intel } from "./intel";
import type { JsonPath } from "./json-tree";
import { type Obj, isObj, list, str } from "./values";

export interface HexContext {
  /** Hex labels to rank by distance from. */
  anchors: string[];
  /** Naval units: sea hexes first. */
  seaFirst: boolean;
  /** Which circle the anchors came from, for the completion's detail line. */
  basis: "formation" | "nation" | "side" | "territory" | "none";
}

const NONE: HexContext = { anchors: [], seaFirst: false, basis: "none" };
const isLabel = (v: string) => /^[0-9]+$/.test(v);

function isNaval(intel: Intel, unit: Obj): boolean {
  const type = intel.unitTypes.get(str(unit.type) ?? "")?.value;
  if (!type) return false;
  const flags = Array.isArray(type.flags) ? (type.flags as UnitFlag[]) : [];
  return flags.some((f) => NAVAL_FLAGS.includes(f)) || type.domain === "sea";
}

/** Hexes of the nation on the map's border layer. */
function territoryOf(intel: Intel, nation: string | undefined): string[] {
  if (!nation || !intel.hexes) return [];
  return intel.hexes.nationHexes(nation);
}

/** The context of a hex value at `path` of a scenario. */
export function hexContext(intel: Intel, path: JsonPath): HexContext {
  if (intel.sources.kind !== "scenario" || !intel.hexes) return NONE;
  const self = intel.sources.self;
  const [head, i, key] = path;
  if (typeof i !== "number") return NONE;
  let placing: string[] = [];
  if (head === "setup" && key === "at") {
    const unit = str(list(self, "setup")[i]?.unit);
    placing = unit ? [unit] : [];
  } else if (head === "reinforcements" && key === "at") {
    const units = list(self, "reinforcements")[i]?.units;
    placing = Array.isArray(units) ? units.filter((u): u is string => typeof u === "string") : [];
  } else if (head === "victory" && key === "capitals" && typeof path[2] === "number") {
    const victory = isObj(self) ? self.victory : undefined;
    const nation = str(list(victory, "capitals")[path[2]]?.nation);
    const anchors = territoryOf(intel, nation);
    return anchors.length ? { anchors, seaFirst: false, basis: "territory" } : NONE;
  } else return NONE;

  const units = placing.map((id) => intel.units.get(id)?.value).filter(isObj);
  if (units.length === 0) return NONE;
  const seaFirst = units.every((u) => isNaval(intel, u));
  const skip = new Set(placing);
  const sideOf = (nation: string | undefined) => (nation ? str(intel.nations.get(nation)?.value.side) : undefined);
  const formations = new Set(units.map((u) => str(u.formation)).filter(Boolean));
  const nations = new Set(units.map((u) => str(u.nation)).filter(Boolean));
  const sides = new Set([...nations].map((n) => sideOf(n)).filter(Boolean));
  const circles: [HexContext["basis"], (u: Obj) => boolean][] = [
    ["formation", (u) => formations.has(str(u.formation))],
    ["nation", (u) => nations.has(str(u.nation))],
    ["side", (u) => sides.has(sideOf(str(u.nation)))],
  ];
  for (const [basis, belongs] of circles) {
    const anchors: string[] = [];
    for (const [id, placed] of intel.placement) {
      if (skip.has(id) || !isLabel(placed.at)) continue;
      const unit = intel.units.get(id)?.value;
      if (unit && belongs(unit)) anchors.push(placed.at);
    }
    if (anchors.length) return { anchors, seaFirst, basis };
  }
  const anchors = [...nations].flatMap((n) => territoryOf(intel, n));
  return anchors.length ? { anchors, seaFirst, basis: "territory" } : { ...NONE, seaFirst };
}
