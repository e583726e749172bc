/**
 * The scenario's units as the set-up views show them: a name and a nation
 * colour to draw instead of an id, and where each unit is — set up on a hex,
 * arriving as a reinforcement, or not placed yet.
 */
import { type Obj, isObj, list, str } from "@/lib/editor-intel/values";

export type UnitPlace =
  | { kind: "setup"; at: string; setupIndex: number }
  | { kind: "reinforcement"; turn: number | undefined; at: string; entryIndex: number }
  /** Not on the map nor arriving; `box` when it waits in one of the map's off-map boxes (the scenario's holding). */
  | { kind: "unplaced"; box?: string };

export interface RosterUnit {
  id: string;
  /** Index in `units`. */
  index: number;
  name: string;
  type: string;
  nation: string;
  colour: string;
  formation?: string;
  placement: UnitPlace;
  raw: Obj;
}

const FALLBACK_COLOUR = "#8a8f84";

/**
 * Each nation's colour: the scenario's, else the game's, else the map's, else
 * its side's colour; grey when nothing says.
 */
export function nationColours(scenario: unknown, game: unknown, map: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const sideColour = new Map<string, string>();
  for (const doc of [map, game, scenario]) for (const s of list(doc, "sides")) if (str(s.id) && str(s.colour)) sideColour.set(s.id as string, s.colour as string);
  const ids = new Set<string>();
  for (const doc of [scenario, game, map]) for (const n of list(doc, "nations")) if (str(n.id)) ids.add(n.id as string);
  for (const id of ids) {
    const find = (doc: unknown) => list(doc, "nations").find((n) => n.id === id);
    const s = find(scenario);
    const g = find(game);
    const m = find(map);
    const side = str(s?.side) ?? str(g?.side) ?? str(m?.side);
    out.set(id, str(s?.colour) ?? str(g?.colour) ?? str(m?.colour) ?? (side ? sideColour.get(side) : undefined) ?? FALLBACK_COLOUR);
  }
  return out;
}

export function colourOf(colours: ReadonlyMap<string, string>, nation: string): string {
  return colours.get(nation) ?? FALLBACK_COLOUR;
}

/** Every unit with where it is; the first setup entry or reinforcement naming it wins. */
export function roster(scenario: unknown, colours: ReadonlyMap<string, string>): RosterUnit[] {
  const where = new Map<string, UnitPlace>();
  list(scenario, "setup").forEach((s, setupIndex) => {
    const unit = str(s.unit);
    if (unit && !where.has(unit)) where.set(unit, { kind: "setup", at: str(s.at) ?? "", setupIndex });
  });
  const entries = isObj(scenario) && Array.isArray(scenario.reinforcements) ? scenario.reinforcements : [];
  entries.forEach((r, entryIndex) => {
    if (!isObj(r) || !Array.isArray(r.units)) return;
    for (const u of r.units) {
      if (typeof u === "string" && !where.has(u)) where.set(u, { kind: "reinforcement", turn: typeof r.turn === "number" ? r.turn : undefined, at: str(r.at) ?? "", entryIndex });
    }
  });
  for (const h of list(scenario, "holding")) {
    const unit = str(h.unit);
    if (unit && str(h.box) && !where.has(unit)) where.set(unit, { kind: "unplaced", box: h.box as string });
  }
  const units = isObj(scenario) && Array.isArray(scenario.units) ? scenario.units : [];
  const out: RosterUnit[] = [];
  units.forEach((u, index) => {
    if (!isObj(u)) return;
    const id = str(u.id);
    if (!id) return;
    const nation = str(u.nation) ?? "";
    out.push({
      id,
      index,
      name: str(u.name) || id,
      type: str(u.type) ?? "",
      nation,
      colour: colourOf(colours, nation),
      formation: str(u.formation),
      placement: where.get(id) ?? { kind: "unplaced" },
      raw: u,
    });
  });
  return out;
}
