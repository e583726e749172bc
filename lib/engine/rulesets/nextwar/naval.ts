import { rollDie } from "../../core/dice";
import type { GameEvent, GameState, NavalState, UnitState } from "./types";
import { F_PORT, TC_SEA, tcIndex } from "../../map/compiled-map";
import { buildBoard, controlOf, defOf, enemyOf } from "./board";
import { type Context, contextOf } from "./context";
import { eliminateUnit } from "./losses";

/**
 * The naval war's places and control [7.1, 7.2, 7.2.1, 8.5.6.2, 8.5.6.3]:
 * each sea zone of the map has a sea box, a coastal box and sea hexes; its
 * ports are the port hexes next to its sea hexes. A naval unit is off the
 * map (status "offmap") with `at` naming its box (by id) or its sea hex or
 * port (by label). Control of the boxes is rolled each turn that is not a
 * storm by one side (the scenario's `navalWar.rollingSide`), on the naval
 * control table with the table's DRMs; a side gaining a box sends the enemy
 * units there away [7.2.1].
 */

export interface Zone {
  index: number;
  id: string;
  name: string;
  seaBox: string;
  coastalBox: string;
  /** Sea hexes of the zone. */
  hexes: number[];
  /** Port hexes next to its sea hexes [8.5.6.4]. */
  ports: number[];
  /** Zones sharing a hex edge with this one: their sea boxes are adjacent [8.5.6.4]. */
  adjacent: number[];
}

export interface NavalContext {
  zones: Zone[];
  box: Map<string, { zone: number; kind: "sea" | "coastal" }>;
  /** Zone of each sea hex, -1 for none. */
  hexZone: Int16Array;
  /** Land hexes next to a sea hex whose terrain is clear or clear-forest: the beaches [8.3.1.7]. */
  beach: Uint8Array;
  /** Hexes where a mine marker may be laid: sea hexes of a zone, coastal hexes with a port or a beach [7.5.1]. */
  mineable: Uint8Array;
}

const navalCache = new WeakMap<Context, NavalContext>();

export function navalContext(ctx: Context): NavalContext {
  let nc = navalCache.get(ctx);
  if (!nc) {
    nc = buildNaval(ctx);
    navalCache.set(ctx, nc);
  }
  return nc;
}

function buildNaval(ctx: Context): NavalContext {
  const cm = ctx.cm;
  const hexZone = new Int16Array(cm.n).fill(-1);
  const zones: Zone[] = [];
  const box = new Map<string, { zone: number; kind: "sea" | "coastal" }>();
  ctx.bundle.map.seaZones.forEach((z, index) => {
    const hexes = z.hexes.map((l) => cm.indexOf(l)).filter((h) => h >= 0 && cm.terrain[h] === TC_SEA);
    for (const h of hexes) if (hexZone[h] === -1) hexZone[h] = index;
    zones.push({ index, id: z.id, name: z.name, seaBox: z.seaBox.id, coastalBox: z.coastalBox.id, hexes, ports: [], adjacent: [] });
    box.set(z.seaBox.id, { zone: index, kind: "sea" });
    box.set(z.coastalBox.id, { zone: index, kind: "coastal" });
  });
  const beach = new Uint8Array(cm.n);
  const mineable = new Uint8Array(cm.n);
  const beachClasses = new Set([tcIndex("clear"), tcIndex("clear-forest")]);
  for (let h = 0; h < cm.n; h += 1) {
    if (cm.terrain[h] === TC_SEA) {
      if (hexZone[h] !== -1) mineable[h] = 1;
      continue;
    }
    const seaZones = new Set<number>();
    for (let d = 0; d < 6; d += 1) {
      const nb = cm.neighbours[h * 6 + d] as number;
      if (nb >= 0 && cm.terrain[nb] === TC_SEA && hexZone[nb] !== -1) seaZones.add(hexZone[nb] as number);
    }
    if (seaZones.size === 0) continue;
    if (beachClasses.has(cm.terrain[h] as number)) beach[h] = 1;
    if (cm.has(h, F_PORT)) for (const z of seaZones) zones[z]?.ports.push(h);
    if (beach[h] || cm.has(h, F_PORT)) mineable[h] = 1;
  }
  for (const z of zones) {
    const near = new Set<number>();
    for (const h of z.hexes) {
      for (let d = 0; d < 6; d += 1) {
        const nb = cm.neighbours[h * 6 + d] as number;
        const other = nb >= 0 ? (hexZone[nb] as number) : -1;
        if (other >= 0 && other !== z.index) near.add(other);
      }
    }
    z.adjacent = [...near].sort((a, b) => a - b);
  }
  return { zones, box, hexZone, beach, mineable };
}

/** Zones a hex touches: a sea hex's own zone, or the zones of the sea hexes next to a coastal hex. */
export function zonesOfHex(ctx: Context, nc: NavalContext, hex: number): number[] {
  const own = nc.hexZone[hex] as number;
  if (own >= 0) return [own];
  const out = new Set<number>();
  for (let d = 0; d < 6; d += 1) {
    const nb = ctx.cm.neighbours[hex * 6 + d] as number;
    if (nb >= 0 && (nc.hexZone[nb] as number) >= 0) out.add(nc.hexZone[nb] as number);
  }
  return [...out].sort((a, b) => a - b);
}

export type NavalLocation =
  | { kind: "sea-box" | "coastal-box"; zone: number; key: string; hex: -1 }
  | { kind: "sea-hex"; zone: number; key: string; hex: number }
  | { kind: "port"; zone: -1; key: string; hex: number };

/** A location from a box id or a hex label; null when it is neither a box nor a zone's sea hex nor a coastal port. */
export function parseLocation(ctx: Context, nc: NavalContext, key: string): NavalLocation | null {
  const b = nc.box.get(key);
  if (b) return { kind: b.kind === "sea" ? "sea-box" : "coastal-box", zone: b.zone, key, hex: -1 };
  const h = /^[0-9]+$/.test(key) ? ctx.cm.indexOf(key) : -1;
  if (h < 0) return null;
  const z = nc.hexZone[h] as number;
  if (z >= 0) return { kind: "sea-hex", zone: z, key, hex: h };
  if (ctx.cm.has(h, F_PORT) && zonesOfHex(ctx, nc, h).length > 0) return { kind: "port", zone: -1, key, hex: h };
  return null;
}

/** Where a naval unit is, or null when it is not in play (pending, eliminated, or nowhere the naval war knows). */
export function locationOf(ctx: Context, state: GameState, id: string): NavalLocation | null {
  const u = state.units[id];
  if (!u || u.status !== "offmap" || u.at === undefined || u.steps <= 0) return null;
  return parseLocation(ctx, navalContext(ctx), u.at);
}

/** Naval units of the game at a location key (box id or hex label), in id order. */
export function navalAt(ctx: Context, state: GameState, key: string): string[] {
  return ctx.navalIds.filter((id) => {
    const u = state.units[id] as UnitState;
    return u.status === "offmap" && u.at === key && u.steps > 0;
  });
}

/** The zones a location belongs to: its own, or a port's zones. */
export function locationZones(ctx: Context, nc: NavalContext, loc: NavalLocation): number[] {
  return loc.kind === "port" ? zonesOfHex(ctx, nc, loc.hex) : [loc.zone];
}

export const DEFAULT_TRACK_MAX = 5;
export const DEFAULT_MINE_MARKERS = 4;

export function emptyNaval(ctx: Context): NavalState {
  const nw = ctx.bundle.scenario.navalWar;
  const control: Record<string, string | null> = {};
  for (const z of navalContext(ctx).zones) {
    control[z.seaBox] = null;
    control[z.coastalBox] = null;
  }
  for (const c of nw?.control ?? []) if (c.box in control) control[c.box] = c.side;
  const zero = () => Object.fromEntries(ctx.sides.map((s) => [s, 0])) as Record<string, number>;
  const asw = zero();
  const sub = zero();
  for (const l of nw?.levels ?? []) {
    asw[l.side] = l.asw;
    sub[l.side] = l.submarineThreat;
  }
  const mines: NavalState["mines"] = {};
  for (const m of nw?.mines ?? []) {
    const h = ctx.cm.indexOf(m.hex);
    if (h >= 0) mines[h] = { side: m.side, level: m.level };
  }
  return { control, asw, sub, mines, minesLost: zero(), supported: {} };
}

const ownsNaval = new WeakSet<GameState>();

/** A draft's naval state to write to: copied on the draft's first write, created for states saved before the naval war. */
export function navalOf(draft: GameState): NavalState {
  if (!ownsNaval.has(draft)) {
    const n = draft.naval;
    draft.naval = n
      ? {
          control: { ...n.control },
          asw: { ...n.asw },
          sub: { ...n.sub },
          mines: Object.fromEntries(Object.entries(n.mines).map(([k, v]) => [k, { ...v }])),
          minesLost: { ...n.minesLost },
          supported: { ...n.supported },
          ...(n.returning ? { returning: Object.fromEntries(Object.entries(n.returning).map(([k, v]) => [k, { ...v }])) } : {}),
        }
      : emptyNaval(contextOf(draft.bundle));
    ownsNaval.add(draft);
  }
  return draft.naval as NavalState;
}

/** The naval state to read (the scenario's opening one for states saved before the naval war). */
export function navalState(state: GameState): NavalState {
  return state.naval ?? emptyNaval(contextOf(state.bundle));
}

/** Control of a box: a side, or null when contested [7.2]. */
export function boxControl(state: GameState, box: string): string | null {
  return navalState(state).control[box] ?? null;
}

/** Control of a sea hex is its coastal box's [7.2]. */
export function zoneWaterControl(ctx: Context, state: GameState, zone: number): string | null {
  const z = navalContext(ctx).zones[zone];
  return z ? boxControl(state, z.coastalBox) : null;
}

/** The highest ASW or submarine threat level [7.4.1, 7.4.2]. */
export function trackMax(ctx: Context): number {
  return ctx.bundle.scenario.navalWar?.trackMax ?? DEFAULT_TRACK_MAX;
}

/**
 * Changes both of a side's levels [7.4.3]: never below 0 nor above the
 * track; a submarine threat level once at zero never rises again [7.4.3.1];
 * an ASW level may [7.4.3.2].
 */
export function changeLevels(draft: GameState, side: string, delta: number, why: string, events: GameEvent[]): void {
  const n = navalOf(draft);
  const max = trackMax(contextOf(draft.bundle));
  const asw = n.asw[side] ?? 0;
  const sub = n.sub[side] ?? 0;
  n.asw[side] = Math.min(max, Math.max(0, asw + delta));
  n.sub[side] = sub === 0 && delta > 0 ? 0 : Math.min(max, Math.max(0, sub + delta));
  if (n.asw[side] !== asw || n.sub[side] !== sub) events.push({ type: "naval-levels", side, asw: n.asw[side], submarineThreat: n.sub[side], why, rule: "7.4.3" });
}

/** The side that rolls for naval control: the scenario's, else the first player [7.2]. */
export function rollingSide(ctx: Context, state: GameState): string {
  const s = ctx.bundle.scenario.navalWar?.rollingSide;
  return s && ctx.sides.includes(s) ? s : state.initiative;
}

/** Mine levels in a zone's waters: markers in its sea hexes and in coastal hexes touching them, by side [7.5.3]. */
export function zoneMineLevels(ctx: Context, state: GameState, zone: number): Record<string, number> {
  const nc = navalContext(ctx);
  const out: Record<string, number> = {};
  const mines = navalState(state).mines;
  for (const k in mines) {
    const m = mines[k] as { side: string; level: number };
    if (zonesOfHex(ctx, nc, Number(k)).includes(zone)) out[m.side] = (out[m.side] ?? 0) + m.level;
  }
  return out;
}

export interface ControlDrm {
  id: string;
  value: number;
  /** How many times it counts (signed). */
  count: number;
}

/** The DRMs of the control roll for one box, from the naval control table's DRM kinds [7.2, 7.2.2]. */
export function controlDrms(ctx: Context, state: GameState, zone: number, kind: "sea" | "coastal", roller: string): ControlDrm[] {
  const enemy = enemyOf(ctx, roller);
  const n = navalState(state);
  const out: ControlDrm[] = [];
  for (const d of ctx.charts.navalControl.drms) {
    let count = 0;
    switch (d.kind) {
      case "naval-unit": {
        const flags = new Set(d.unitFlags ?? []);
        // Naval units anywhere in the zone's waters count for both of its boxes [7.2.2].
        for (const id of ctx.navalIds) {
          const def = defOf(ctx, id);
          if (!def.navalFlags.some((f) => flags.has(f))) continue;
          const loc = locationOf(ctx, state, id);
          if (!loc || loc.kind === "port" || loc.zone !== zone) continue;
          count += def.side === roller ? 1 : -1;
        }
        break;
      }
      case "asw":
        count = n.asw[roller] ?? 0;
        break;
      case "submarine-threat":
        count = n.sub[enemy] ?? 0;
        break;
      case "mines": {
        if (kind !== "coastal") break;
        const levels = zoneMineLevels(ctx, state, zone);
        count = (levels[enemy] ?? 0) - (levels[roller] ?? 0);
        break;
      }
      case "air-supremacy": {
        const level = state.air?.level[roller];
        count = level === "supremacy" ? 1 : level === "denied" ? -1 : 0;
        break;
      }
      default:
        continue;
    }
    if (count !== 0) out.push({ id: d.id, value: d.value, count });
  }
  return out;
}

/**
 * The naval control step [7.2, SOP initiative/air/naval phase step 4]: in a
 * turn that is not a storm the rolling side rolls first for each coastal box
 * unless it and its sea box have the same controller, then for each sea box
 * it does not control; the modified roll, kept within 0–9, is read on the
 * naval control table.
 */
export function runNavalControl(draft: GameState, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  const nc = navalContext(ctx);
  if (nc.zones.length === 0) return;
  if (draft.weather === "storm") {
    events.push({ type: "naval-control-skipped", why: "storm", rule: "7.2" });
    return;
  }
  const roller = rollingSide(ctx, draft);
  for (const kind of ["coastal", "sea"] as const) {
    for (const z of nc.zones) {
      const sea = boxControl(draft, z.seaBox);
      const coastal = boxControl(draft, z.coastalBox);
      if (kind === "coastal" && sea !== null && sea === coastal) continue;
      if (kind === "sea" && sea === roller) continue;
      rollBox(draft, ctx, z, kind, roller, events);
    }
  }
}

function rollBox(draft: GameState, ctx: Context, z: Zone, kind: "sea" | "coastal", roller: string, events: GameEvent[]): void {
  const box = kind === "sea" ? z.seaBox : z.coastalBox;
  const drms = controlDrms(ctx, draft, z.index, kind, roller);
  const drm = drms.reduce((n, d) => n + d.value * d.count, 0);
  const die = rollDie(draft, events, "7.2", "naval-control", { box });
  const modified = Math.min(9, Math.max(0, die.value + drm));
  const outcome = ctx.charts.navalControl.results[modified] as "control" | "contested" | "no-change" | "enemy-control";
  const before = boxControl(draft, box);
  const after = outcome === "control" ? roller : outcome === "enemy-control" ? enemyOf(ctx, roller) : outcome === "contested" ? null : before;
  navalOf(draft).control[box] = after;
  events.push({ type: "naval-control", box, side: roller, roll: die.value, ...(die.forced ? { forced: true } : {}), drm, drms, modified, outcome, before, after, rule: "7.2" });
  if (after !== null && after !== before) withdraw(draft, ctx, z, kind, enemyOf(ctx, after), events);
}

/**
 * Withdrawal [7.2.1]: a side's units in a box the enemy has just gained (and,
 * for a coastal box, in its sea hexes) leave it — from a sea box to the own
 * coastal box of the zone or else an adjacent own sea box; from a coastal box
 * or sea hex to an own port of the zone (the nearest) — without a
 * contested-move roll; with nowhere to go they are removed. Each unit leaving
 * a box lowers its side's ASW and submarine threat levels by one [7.4.3].
 */
export function withdraw(draft: GameState, ctx: Context, z: Zone, kind: "sea" | "coastal", side: string, events: GameEvent[]): void {
  const nc = navalContext(ctx);
  const keys = kind === "sea" ? [z.seaBox] : [z.coastalBox, ...z.hexes.map((h) => ctx.cm.label(h))];
  for (const key of keys) {
    for (const id of navalAt(ctx, draft, key)) {
      if (defOf(ctx, id).side !== side) continue;
      let to: string | null = null;
      if (kind === "sea") {
        if (boxControl(draft, z.coastalBox) === side) to = z.coastalBox;
        else to = z.adjacent.map((a) => nc.zones[a]?.seaBox as string).find((b) => boxControl(draft, b) === side) ?? null;
      } else {
        const from = nc.box.has(key) ? -1 : ctx.cm.indexOf(key);
        const port = nearestOwnPort(draft, ctx, z.ports, side, from);
        to = port < 0 ? null : ctx.cm.label(port);
      }
      moveOrRemove(draft, id, to, `withdrawal from ${key}`, "7.2.1", events);
      if (nc.box.has(key)) changeLevels(draft, side, -1, `${id} withdrew from ${key}`, events);
    }
  }
}

/** Whether a port hex is the side's to use: it controls it and no enemy ground unit is there [8.4.3]. */
export function ownPort(draft: GameState, ctx: Context, hex: number, side: string, occupant = buildBoard(draft).occupant): boolean {
  if (controlOf(ctx, draft, hex) !== side) return false;
  const occ = occupant[hex] as number;
  return occ < 0 || ctx.sides[occ] === side;
}

/** The side's port among `ports` nearest `from` (a hex, or -1 for none: the first by hex order). */
export function nearestOwnPort(draft: GameState, ctx: Context, ports: readonly number[], side: string, from: number): number {
  const occupant = buildBoard(draft).occupant;
  let best = -1;
  let bestD = Infinity;
  for (const p of [...ports].sort((a, b) => a - b)) {
    if (!ownPort(draft, ctx, p, side, occupant)) continue;
    const d = from < 0 ? 0 : ctx.cm.distance(from, p);
    if (d < bestD) {
      best = p;
      bestD = d;
    }
  }
  return best;
}

/** Moves a naval unit to `to` (a box id or hex label), or removes it from play when `to` is null; an embarked USMC helicopter and land units aboard go with it [6.5.5, 8.5.8]. */
export function moveOrRemove(draft: GameState, id: string, to: string | null, why: string, rule: string, events: GameEvent[]): void {
  const u = draft.units[id] as UnitState;
  const from = u.at;
  if (to === null) {
    Object.assign(u, { status: "eliminated", steps: 0, hex: -1 });
    delete u.at;
    events.push({ type: "naval-removed", unit: id, from, why, rule });
    for (const h of contextOf(draft.bundle).helicopterIds) {
      const hu = draft.units[h] as UnitState;
      if (hu.status === "offmap" && hu.at === `amph:${id}`) {
        Object.assign(hu, { status: "eliminated", steps: 0, hex: -1 });
        delete hu.at;
        events.push({ type: "eliminated", unit: h, why: `its AMPH ${id} left play`, rule: "6.5.5" });
      }
    }
    // Land units aboard go down with it [8.5.8] (RULINGS).
    const ctx = contextOf(draft.bundle);
    for (const l of ctx.unitIds) {
      const lu = draft.units[l] as UnitState;
      if (lu.status === "offmap" && lu.at === `amph:${id}` && ctx.units.get(l)?.ground) eliminateUnit(draft, l, "8.5.8", `its AMPH ${id} left play`, events);
    }
    return;
  }
  u.at = to;
  events.push({ type: "naval-relocated", unit: id, from, to, why, rule });
}

/**
 * Storm [8.5.6.5, 4.1, SOP weather phase step 2]: naval units stay in a sea
 * box or a port, or go to their zone's sea box when their side controls it,
 * else to the nearest own port of the zone; with neither they are removed.
 */
export function runStormHavens(draft: GameState, events: GameEvent[]): void {
  if (draft.weather !== "storm") return;
  const ctx = contextOf(draft.bundle);
  const nc = navalContext(ctx);
  for (const id of ctx.navalIds) {
    const loc = locationOf(ctx, draft, id);
    if (!loc || loc.kind === "sea-box" || loc.kind === "port") continue;
    const z = nc.zones[loc.zone] as Zone;
    const side = defOf(ctx, id).side;
    let to: string | null = null;
    if (boxControl(draft, z.seaBox) === side) to = z.seaBox;
    else {
      const port = nearestOwnPort(draft, ctx, z.ports, side, loc.hex);
      to = port < 0 ? null : ctx.cm.label(port);
    }
    moveOrRemove(draft, id, to, "storm", "8.5.6.5", events);
  }
}

/**
 * A port taken by the enemy [9.9.3]: naval units there go to the coastal
 * box of its zone when their side controls it or it is contested, else to
 * the nearest own port of the zone, else they come back as reinforcements
 * two turns later (at the zone's sea box). Checked after every action.
 */
export function checkPorts(draft: GameState, events: GameEvent[]): void {
  const ctx = contextOf(draft.bundle);
  if (ctx.navalIds.length === 0) return;
  const nc = navalContext(ctx);
  let occupant: Int8Array | null = null;
  for (const id of ctx.navalIds) {
    const loc = locationOf(ctx, draft, id);
    if (!loc || loc.kind !== "port") continue;
    const side = defOf(ctx, id).side;
    occupant ??= buildBoard(draft).occupant;
    if (ownPort(draft, ctx, loc.hex, side, occupant)) continue;
    const zones = zonesOfHex(ctx, nc, loc.hex);
    // In a storm no ship is at sea but in an own sea box [8.5.6.5]: that box stands in for the coastal box.
    const storm = draft.weather === "storm";
    const haven = zones.map((zi) => nc.zones[zi] as Zone).find((z) => (storm ? boxControl(draft, z.seaBox) === side : boxControl(draft, z.coastalBox) !== enemyOf(ctx, side)));
    if (haven) {
      moveOrRemove(draft, id, storm ? haven.seaBox : haven.coastalBox, `port ${loc.key} taken`, "9.9.3", events);
      continue;
    }
    const ports = zones.flatMap((zi) => nc.zones[zi]?.ports ?? []).filter((p) => p !== loc.hex);
    const port = nearestOwnPort(draft, ctx, ports, side, loc.hex);
    if (port >= 0) {
      moveOrRemove(draft, id, ctx.cm.label(port), `port ${loc.key} taken`, "9.9.3", events);
      continue;
    }
    const n = navalOf(draft);
    const back = { turn: draft.turn + 2, at: (nc.zones[zones[0] as number] as Zone).seaBox };
    n.returning = { ...(n.returning ?? {}), [id]: back };
    const u = draft.units[id] as UnitState;
    Object.assign(u, { status: "pending", hex: -1 });
    delete u.at;
    events.push({ type: "naval-returning", unit: id, from: loc.key, turn: back.turn, at: back.at, rule: "9.9.3" });
  }
}

/** Naval units sent off by a port's capture come back on their turn, in the reinforcement phase [9.9.3]. */
export function runNavalReturns(draft: GameState, events: GameEvent[]): void {
  const returning = draft.naval?.returning;
  if (!returning) return;
  const due = Object.keys(returning).filter((id) => (returning[id]?.turn ?? Infinity) <= draft.turn).sort();
  if (due.length === 0) return;
  const n = navalOf(draft);
  for (const id of due) {
    const r = n.returning?.[id] as { turn: number; at: string };
    Object.assign(draft.units[id] as UnitState, { status: "offmap", hex: -1, at: r.at });
    delete n.returning?.[id];
    events.push({ type: "reinforcement", units: [id], at: r.at, why: "back from a captured port", rule: "9.9.3" });
  }
}

/**
 * Carriers' air points [7.3.4 items 2–3]: each CV/CVN of the side in a
 * coastal box or sea hex whose coastal box its side controls adds its
 * nation's close points (scenario `navalWar.carriers`, 1 when not listed);
 * one in a sea box, or in a contested coastal box or its sea hexes, adds the
 * distant points (0 when not listed). Read on control as it stands before
 * this turn's naval control roll, which follows the air points in the SOP.
 */
export function carrierAirPoints(ctx: Context, state: GameState, side: string): { points: number; carriers: { unit: string; points: number; where: string }[] } {
  const nc = navalContext(ctx);
  const table = ctx.bundle.scenario.navalWar?.carriers ?? [];
  const carriers: { unit: string; points: number; where: string }[] = [];
  let points = 0;
  for (const id of ctx.navalIds) {
    const d = defOf(ctx, id);
    if (d.side !== side || !d.carrier) continue;
    const loc = locationOf(ctx, state, id);
    if (!loc || loc.kind === "port") continue;
    const row = table.find((c) => c.nation === d.nation);
    const coastal = boxControl(state, (nc.zones[loc.zone] as Zone).coastalBox);
    let p = 0;
    if (loc.kind === "sea-box") p = row?.distant ?? 0;
    else if (coastal === side) p = row?.close ?? 1;
    else if (coastal === null) p = row?.distant ?? 0;
    if (p > 0) {
      carriers.push({ unit: id, points: p, where: loc.key });
      points += p;
    }
  }
  return { points, carriers };
}
