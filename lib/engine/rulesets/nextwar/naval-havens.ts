import type { GameEvent, GameState, UnitState } from "./types";
import { buildBoard, controlOf, defOf, enemyOf } from "./board";
import { type Context, contextOf } from "./context";
import { eliminateUnit } from "./losses";
import { type Zone, locationOf, navalContext, zonesOfHex } from "./sea-zones";
import { boxControl, navalOf } from "./naval-state";

/**
 * Where naval units go when the sea or their port is closed to them: an own
 * port [8.4.3], a haven from a storm [8.5.6.5], away from a port the enemy
 * took and back two turns later [9.9.3], or out of play with what they carry
 * [6.5.5, 8.5.8].
 */

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
