import { type Action, type AmphibiousTarget, amphibiousTargets, beachheadsOf, currentSegment, type EngineBundle, type GameState, specialMoveTargets } from "@/lib/engine";
// Not exported from "@/lib/engine" (yet): the amphibious queries over a state [8.5.8.1, 8.5.8.2].


/**
 * The playtest's amphibious views [8.5.8]: what each AMPH carries and how much
 * room it has left, the boarding actions the engine lists for it [8.5.8.3],
 * the sea hexes that put it in assault position with the beaches they face
 * [8.5.8.1], the beach hexes to assault or land on in the combat segment, and
 * the beachheads [8.5.8.2]. Every choice comes from the engine's legal
 * actions or queries; nothing here decides a rule.
 */

export type { AmphibiousTarget };

/** A unit aboard an AMPH is off the map with `at` "amph:<id>" [8.5.8, 6.5.5]. */
const ABOARD = "amph:";

interface ScenarioUnit {
  id: string;
  name: string;
  sp?: number;
  capacity?: number;
}

const unitsOf = (bundle: EngineBundle) => (bundle.scenario.units ?? []) as ScenarioUnit[];

/** Land units aboard each AMPH (id order), as the state holds them; helicopters based on it are not cargo [6.5.5]. */
export function cargoByAmph(state: GameState): Map<string, string[]> {
  const helicopters = new Set(Object.keys(state.air?.helicopters ?? {}));
  const out = new Map<string, string[]>();
  for (const [id, u] of Object.entries(state.units).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (u.status !== "offmap" || !u.at?.startsWith(ABOARD) || u.steps <= 0 || helicopters.has(id)) continue;
    const amph = u.at.slice(ABOARD.length);
    out.set(amph, [...(out.get(amph) ?? []), id]);
  }
  return out;
}

export interface CargoView {
  units: { id: string; name: string; sp: number }[];
  /** SP aboard and the AMPH's capacity in SP (land units' SP only [8.5.8.1, 6.5.5]); capacity null when the scenario gives none. */
  used: number;
  capacity: number | null;
}

/** An AMPH's cargo with names and SP (a unit's SP is its scenario `sp`, 1 when not given, as the engine counts it). */
export function cargoView(state: GameState, amph: string, cargo = cargoByAmph(state)): CargoView {
  const byId = new Map(unitsOf(state.bundle).map((u) => [u.id, u]));
  const units = (cargo.get(amph) ?? []).map((id) => ({ id, name: byId.get(id)?.name ?? id, sp: byId.get(id)?.sp ?? 1 }));
  return { units, used: units.reduce((n, u) => n + u.sp, 0), capacity: byId.get(amph)?.capacity ?? null };
}

/** "aboard: 1st Marine Battalion (1 SP) · 1 of 2 SP, 1 free" [8.5.8.1]. */
export function cargoWords(c: CargoView): string {
  const list = c.units.length === 0 ? "none" : c.units.map((u) => `${u.name} (${u.sp} SP)`).join(", ");
  const room = c.capacity === null ? `${c.used} SP` : `${c.used} of ${c.capacity} SP, ${Math.max(0, c.capacity - c.used)} free`;
  return `aboard: ${list} · ${room}`;
}

/** The embark and disembark actions the engine lists now, by AMPH [8.5.8.3]. */
export function boardingByAmph(legal: readonly Action[]): Map<string, Extract<Action, { type: "embark" | "disembark" }>[]> {
  const out = new Map<string, Extract<Action, { type: "embark" | "disembark" }>[]>();
  for (const a of legal) if (a.type === "embark" || a.type === "disembark") out.set(a.amph, [...(out.get(a.amph) ?? []), a]);
  return out;
}

/** A boarding action as its button reads: "Embark 1st Marine Battalion", "Disembark all (2) to 1305" [8.5.8.3]. */
export function boardingWords(a: Extract<Action, { type: "embark" | "disembark" }>, names: Readonly<Record<string, string>>, aboardOrAshore: number): string {
  const who = a.units.length > 1 && a.units.length === aboardOrAshore ? `all (${a.units.length}): ${a.units.map((id) => names[id] ?? id).join(", ")}` : a.units.map((id) => names[id] ?? id).join(", ");
  return a.type === "embark" ? `Embark ${who}` : `Disembark ${who} to ${a.to}`;
}

/**
 * The sea hexes an AMPH's naval move may end in to be in assault position,
 * with the beach hexes next to each, as the engine lists them [8.5.8.1].
 */
export function assaultPositions(state: GameState, amph: string): Map<string, string[]> {
  const q = specialMoveTargets(state, [amph]);
  if ("error" in q) return new Map();
  return new Map((q.amphibious ?? []).map((t) => [t.to, t.beaches ?? []]));
}

/** "assault position: beach 2104 next" / "beaches 2104, 2204 next" [8.5.8.1]. */
export function assaultWords(beaches: readonly string[]): string {
  return beaches.length === 0 ? "assault position" : `assault position: beach${beaches.length > 1 ? "es" : ""} ${beaches.join(", ")} next`;
}

/**
 * The board's assault-position marks for the ship picked in the naval
 * movement [8.5.8.1]: the sea hexes among its legal destinations that put it
 * in assault position, with the beaches each faces. None when nothing is
 * picked, outside a movement segment, for a unit not of the side to act, or
 * under fog of war for a unit not the viewer's [13.2]: where an enemy AMPH
 * could strike is its player's secret.
 */
export function assaultMarks(state: GameState, picked: string | null, legal: readonly Action[], viewer: string | null): Map<string, string[]> {
  if (picked === null) return new Map();
  const seg = currentSegment(state);
  const side = sideOfUnit(state.bundle, picked);
  if (seg.kind !== "move" || side === null || side !== seg.active || (viewer !== null && side !== viewer)) return new Map();
  const destinations = new Set(legal.flatMap((a) => (a.type === "naval-move" && a.unit === picked ? [a.to] : [])));
  return new Map([...assaultPositions(state, picked)].filter(([to]) => destinations.has(to)));
}

/** The hover line for a marked sea hex: "assault position [8.5.8.1]: beach 2104". */
export function assaultMarkWords(beaches: readonly string[]): string {
  return `assault position [8.5.8.1]${beaches.length === 0 ? "" : `: beach${beaches.length > 1 ? "es" : ""} ${beaches.join(", ")}`}`;
}

function sideOfUnit(bundle: EngineBundle, id: string): string | null {
  const nation = bundle.scenario.units?.find((u) => u.id === id)?.nation;
  return bundle.scenario.nations.find((n) => n.id === nation)?.side ?? null;
}

/** The beach hexes `side` may assault or land on in its combat segment now, by hex label [8.5.8.1]. */
export function amphibiousTargetsByHex(state: GameState, side: string | null): Map<string, AmphibiousTarget> {
  if (!side) return new Map();
  return new Map(amphibiousTargets(state, side).map((t) => [t.hex, t]));
}

/** AMPHs in assault position this combat segment with units still to land or attack [8.5.8.1]. */
export function amphsInPosition(state: GameState, side: string | null): Set<string> {
  return new Set([...amphibiousTargetsByHex(state, side).values()].flatMap((t) => t.amphs));
}

export interface BeachheadView {
  side: string;
  hex: string;
  defence: number;
  placedTurn: number;
}

export function beachheads(state: GameState): BeachheadView[] {
  return beachheadsOf(state);
}

/** The hover line for a beachhead's hex [8.5.8.2, 8.5.8.4]. */
export function beachheadWords(b: BeachheadView, sideName: string): string {
  return `${sideName} beachhead (defence ${b.defence}): stacking 6, retreat negated [8.5.8.2, 8.5.8.4]`;
}

/** The engine's legal `land`, `place-beachhead` and `remove-beachhead` actions, by hex [8.5.8.1, 8.5.8.2, 8.5.8.2.1]. */
export function beachActions(legal: readonly Action[]): { land: Map<string, string[]>; place: string[]; remove: string[] } {
  const out = { land: new Map<string, string[]>(), place: [] as string[], remove: [] as string[] };
  for (const a of legal) {
    if (a.type === "land") out.land.set(a.to, a.units);
    else if (a.type === "place-beachhead") out.place.push(a.hex);
    else if (a.type === "remove-beachhead") out.remove.push(a.hex);
  }
  return out;
}
