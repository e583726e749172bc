import { rollDie } from "../../core/dice";
import type { GameEvent, GameState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { buildBoard, defOf, enemyOf } from "./board";
import { type Context, contextOf } from "./context";
import { minesCovering } from "./mines";
import { assaultMoveBar, markAssaultPosition } from "./amphibious";
import { type NavalContext, type NavalLocation, locationOf, navalAt, navalContext, parseLocation, zonesOfHex } from "./sea-zones";
import { boxControl, navalState } from "./naval-state";
import { ownPort } from "./naval-havens";
import { amphNow, navalKinds } from "./amph-face";
import { strikeOnContestedMove } from "./advanced/movement-rules";

/**
 * Naval movement [8.5.6.4]: in any own movement segment but the elite
 * reaction segment, and never in a storm [8.5.6.5], a naval unit moves once,
 * without counting hexes, along the places of [8.5.6.3]: sea box ↔ coastal
 * box ↔ sea hexes of the zone ↔ ports next to them, sea hex ↔ any sea hex of
 * the zone, and sea box ↔ the sea box of an adjacent zone (at most one new
 * zone a move; never port → sea box directly). One naval unit a sea hex
 * [7.3.6]. A move through contested waters must pass the contested-move roll
 * [8.5.6.4.1]; a failed roll leaves the unit where it was, its move spent.
 */

/** A place as a graph node: a box id, or a hex label. */
interface Hop {
  key: string;
  loc: NavalLocation;
}

/** Sea hexes of a zone as places, made once per context. */
const zoneHexPlaces = new WeakMap<NavalContext, NavalLocation[][]>();

function hexPlaces(ctx: Context, nc: NavalContext, zone: number): NavalLocation[] {
  let all = zoneHexPlaces.get(nc);
  if (!all) {
    all = nc.zones.map((z) => z.hexes.map((h) => ({ kind: "sea-hex", zone: z.index, key: ctx.cm.label(h), hex: h }) as NavalLocation));
    zoneHexPlaces.set(nc, all);
  }
  return all[zone] ?? [];
}

/**
 * The places one step from `loc`. `zoneHexesDone` holds the zones whose sea
 * hexes were already listed in this search (every sea hex of a zone is one
 * step from every other, so listing them again finds nothing new).
 */
function neighbours(ctx: Context, nc: NavalContext, state: GameState, side: string, loc: NavalLocation, occupant: Int8Array, zoneHexesDone: Set<number>): NavalLocation[] {
  const out: NavalLocation[] = [];
  const add = (key: string) => {
    const l = parseLocation(ctx, nc, key);
    if (l) out.push(l);
  };
  const addHexes = (zone: number) => {
    if (zoneHexesDone.has(zone)) return;
    zoneHexesDone.add(zone);
    out.push(...hexPlaces(ctx, nc, zone));
  };
  if (loc.kind === "sea-box") {
    const z = nc.zones[loc.zone];
    if (!z) return out;
    add(z.coastalBox);
    for (const a of z.adjacent) add(nc.zones[a]?.seaBox as string);
  } else if (loc.kind === "coastal-box") {
    const z = nc.zones[loc.zone];
    if (!z) return out;
    add(z.seaBox);
    addHexes(z.index);
  } else if (loc.kind === "sea-hex") {
    const z = nc.zones[loc.zone];
    if (!z) return out;
    add(z.coastalBox);
    addHexes(z.index);
    for (let d = 0; d < 6; d += 1) {
      const nb = ctx.cm.neighbours[loc.hex * 6 + d] as number;
      if (nb >= 0 && z.ports.includes(nb) && ownPort(state, ctx, nb, side, occupant)) add(ctx.cm.label(nb));
    }
  } else {
    for (let d = 0; d < 6; d += 1) {
      const nb = ctx.cm.neighbours[loc.hex * 6 + d] as number;
      if (nb >= 0 && (nc.hexZone[nb] as number) >= 0) add(ctx.cm.label(nb));
    }
  }
  return out;
}

/** Sea hexes held by a naval unit other than `mover`: one a hex [7.3.6]. */
function takenSeaHexes(ctx: Context, state: GameState, mover: string): Set<string> {
  const out = new Set<string>();
  for (const id of ctx.navalIds) {
    const u = state.units[id];
    if (id !== mover && u && u.status === "offmap" && u.steps > 0 && u.at !== undefined && /^[0-9]+$/.test(u.at)) out.add(u.at);
  }
  return out;
}

/**
 * Every place a naval unit can reach in one move, with its path (start
 * included), by breadth-first search (fewest hops, ties in the order places
 * are listed) [8.5.6.4]. Sea hexes held by another naval unit are neither
 * entered nor passed [7.3.6].
 */
export function navalReach(ctx: Context, state: GameState, unit: string): Map<string, Hop[]> {
  const nc = navalContext(ctx);
  const out = new Map<string, Hop[]>();
  const start = locationOf(ctx, state, unit);
  if (!start) return out;
  const side = defOf(ctx, unit).side;
  const occupant = buildBoard(state).occupant;
  const taken = takenSeaHexes(ctx, state, unit);
  // Zones whose sea hexes were listed, per "second zone entered" flag.
  const hexesDone = [new Set<number>(), new Set<number>()];
  const startZones = new Set(start.kind === "port" ? zonesOfHex(ctx, nc, start.hex) : [start.zone]);
  // BFS over (place, whether a second zone has been entered).
  const seen = new Set<string>([`${start.key}|0`]);
  const queue: { path: Hop[]; changed: boolean }[] = [{ path: [{ key: start.key, loc: start }], changed: false }];
  out.set(start.key, [{ key: start.key, loc: start }]);
  for (let i = 0; i < queue.length; i += 1) {
    const { path, changed } = queue[i] as { path: Hop[]; changed: boolean };
    const here = (path[path.length - 1] as Hop).loc;
    for (const next of neighbours(ctx, nc, state, side, here, occupant, hexesDone[changed ? 1 : 0] as Set<number>)) {
      let c = changed;
      if (next.kind !== "port" && !startZones.has(next.zone) && !(here.kind !== "port" && here.zone === next.zone)) {
        if (changed) continue;
        c = true;
      }
      if (next.kind === "sea-hex" && taken.has(next.key)) continue;
      // Never from a port to a sea box [8.5.6.4].
      if (start.kind === "port" && next.kind === "sea-box") continue;
      // A port is an end, never a way through [8.5.6.4].
      const k = `${next.key}|${c ? 1 : 0}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const p = [...path, { key: next.key, loc: next }];
      if (!out.has(next.key)) out.set(next.key, p);
      if (next.kind !== "port") queue.push({ path: p, changed: c });
    }
  }
  out.delete(start.key);
  return out;
}

export interface ContestedCheck {
  /** Why the move needs the roll; empty when it does not [8.5.6.4.1]. */
  reasons: string[];
  /** The roll's DRMs, each with its reason [8.5.6.4.1]. */
  drms: { value: number; why: string }[];
  drm: number;
}

/** A SAG, CV or CVN now: a flipped AMPH counts as the SAG it shows [7.3.2.1]. */
function naval3(ctx: Context, state: GameState, id: string): boolean {
  const f = navalKinds(ctx, state, id);
  return f.includes("sag") || f.includes("cv") || f.includes("cvn");
}

/**
 * Whether a naval move (or a sea transport, `unit` null) along `path` needs
 * the contested-move roll, and its DRMs [8.5.6.4.1, 7.5.3].
 */
export function contestedCheck(ctx: Context, state: GameState, side: string, unit: string | null, path: readonly { key: string; loc: NavalLocation }[]): ContestedCheck {
  const nc = navalContext(ctx);
  const enemy = enemyOf(ctx, side);
  const n = navalState(state);
  const reasons: string[] = [];
  const enemyAt = (key: string) => navalAt(ctx, state, key).some((id) => defOf(ctx, id).side === enemy);
  const waterOwn = (zone: number) => boxControl(state, nc.zones[zone]?.coastalBox as string) === side;
  const zones = new Set<number>();
  for (const { loc } of path) for (const z of loc.kind === "port" ? zonesOfHex(ctx, nc, loc.hex) : [loc.zone]) zones.add(z);
  for (const { key, loc } of path) {
    if ((loc.kind === "sea-box" || loc.kind === "coastal-box") && boxControl(state, key) === enemy) reasons.push(`enemy-controlled ${key}`);
    if (enemyAt(key)) reasons.push(`enemy naval units at ${key}`);
  }
  // Mine areas entered, left or passed through [7.5.3]; the layer leaves its own marker's area freely [7.5.1.1].
  const covering = (loc: NavalLocation) => (loc.hex < 0 ? [] : minesCovering(ctx, state, loc.hex).filter((m) => unit === null || n.mines[m]?.layer !== unit));
  let mineLevel = 0;
  for (let i = 1; i < path.length; i += 1) {
    const a = (path[i - 1] as Hop).loc;
    const b = (path[i] as Hop).loc;
    const before = covering(a);
    const after = covering(b);
    if (before.join() !== after.join()) reasons.push(`mine area ${after.length > before.length ? "entered" : "left"} at ${after.length > before.length ? b.key : a.key}`);
    for (const m of after) if (!before.includes(m)) mineLevel = Math.max(mineLevel, n.mines[m]?.level ?? 0);
    const portHop = (a.kind === "port" && b.kind === "sea-hex") || (a.kind === "sea-hex" && b.kind === "port");
    const zone = a.kind === "sea-hex" ? a.zone : b.kind === "sea-hex" ? b.zone : -1;
    if (portHop && !waterOwn(zone)) reasons.push(`port ↔ sea hex without control of the coastal box`);
    if (a.kind === "sea-hex" && b.kind === "sea-hex" && !waterOwn(a.zone)) reasons.push(`sea hex to sea hex without control of the coastal box`);
  }
  const drms: ContestedCheck["drms"] = [];
  if (reasons.length === 0) return { reasons, drms, drm: 0 };
  // SAG/CV/CVN in the sea box or coastal box of the zones moved through: enemy +1, own −1 (not those in sea hexes).
  for (const z of [...zones].sort((a, b) => a - b)) {
    const zone = nc.zones[z];
    if (!zone) continue;
    for (const key of [zone.seaBox, zone.coastalBox]) {
      for (const id of navalAt(ctx, state, key)) {
        if (id === unit || !naval3(ctx, state, id)) continue;
        drms.push({ value: defOf(ctx, id).side === enemy ? 1 : -1, why: `${id} in ${key}` });
      }
    }
  }
  if ((n.asw[side] ?? 0) > 0) drms.push({ value: -(n.asw[side] ?? 0), why: `${side} ASW level` });
  if ((n.sub[enemy] ?? 0) > 0) drms.push({ value: n.sub[enemy] ?? 0, why: `${enemy} submarine threat level` });
  const level = state.air?.level[side];
  if (level === "supremacy") drms.push({ value: -1, why: `${side} air supremacy` });
  if (level === "denied") drms.push({ value: 1, why: `${enemy} air supremacy` });
  if (mineLevel > 0) drms.push({ value: mineLevel, why: `mine area entered (level ${mineLevel})` });
  const intoEnemyWater = path.slice(1).some(({ loc }) => (loc.kind === "sea-hex" || loc.kind === "sea-box") && boxControl(state, nc.zones[loc.zone]?.coastalBox as string) === enemy);
  if (intoEnemyWater) drms.push({ value: 1, why: "into the waters of an enemy coastal box" });
  return { reasons: [...new Set(reasons)], drms, drm: drms.reduce((s, d) => s + d.value, 0) };
}

/** Why a naval unit may not move now (the caller checked the segment and side), or null [8.5.6.4, 8.5.6.5]. */
export function navalMoveBar(ctx: Context, state: GameState, unit: string): RuleError | null {
  const d = ctx.units.get(unit);
  if (!d?.naval) return new RuleError("8.5.6.1", `${unit} is not a naval unit`);
  if (state.weather === "storm") return new RuleError("8.5.6.5", "naval units do not move in a storm");
  if (state.seg.moved[unit]) return new RuleError("8.5.6.4", `${unit} has already moved (or laid mines) this segment`);
  if (!locationOf(ctx, state, unit)) return new RuleError("8.5.6.3", `${unit} is not in play`);
  return null;
}

/**
 * A `naval-move` (checked by the caller for segment and side): the route,
 * the contested-move roll when one is due [8.5.6.4.1], then the unit's new
 * place; an embarked USMC helicopter and land units aboard ride along
 * [6.5.5, 8.5.8]; an AMPH's assault move puts it in assault position [8.5.8.1].
 */
export function applyNavalMove(draft: GameState, unit: string, to: string, events: GameEvent[], onFail: "abort" | "strike" = "abort"): void {
  const ctx = contextOf(draft.bundle);
  const bar = navalMoveBar(ctx, draft, unit);
  if (bar) throw bar;
  const path = navalReach(ctx, draft, unit).get(to);
  if (!path) throw new RuleError("8.5.6.4", `${unit} cannot reach ${to} in one move (boxes, sea hexes of the zone, ports next to them, one new zone at most; one naval unit a sea hex [7.3.6])`);
  const side = defOf(ctx, unit).side;
  const check = contestedCheck(ctx, draft, side, unit, path);
  // Judged where the AMPH starts: from a coastal box to a sea hex next to a beach [8.5.8, 8.5.8.1].
  const assault = amphNow(ctx, draft, unit) && !assaultMoveBar(ctx, draft, unit, to);
  draft.seg.moved[unit] = true;
  const route = path.map((p) => p.key);
  const chart = ctx.charts.contestedSeaMove;
  if (check.reasons.length > 0 && chart) {
    const die = rollDie(draft, events, "8.5.6.4.1", "contested-move", { unit });
    const modified = Math.min(9, Math.max(0, die.value + check.drm));
    const outcome = chart.results[modified] as "pass" | "fail";
    events.push({ type: "contested-move", unit, side, route, reasons: check.reasons, drms: check.drms, roll: die.value, ...(die.forced ? { forced: true } : {}), drm: check.drm, modified, outcome, rule: "8.5.6.4.1" });
    // The Advanced game: the owner may move on under a strike rather than abort [25.4] (advanced/movement-rules.ts).
    if (outcome === "fail" && draft.adv && onFail === "strike") strikeOnContestedMove(draft, unit, events);
    else if (outcome === "fail") {
      events.push({ type: "naval-move-failed", unit, from: route[0], to, rule: draft.adv ? "25.4" : "8.5.6.4.1" });
      return;
    }
  }
  (draft.units[unit] as UnitState).at = to;
  events.push({ type: "naval-move", unit, from: route[0], to, route, rule: "8.5.6.4" });
  if (assault) markAssaultPosition(draft, unit, to, events);
}
