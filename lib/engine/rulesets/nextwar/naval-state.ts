import type { GameEvent, GameState, NavalState } from "./types";
import { defOf } from "./board";
import { type Context, contextOf } from "./context";
import { type Zone, locationOf, navalContext } from "./sea-zones";

/**
 * The naval war's state [7.2, 7.4, 7.5]: who controls each box, each side's
 * ASW and submarine threat levels, the mines laid, and the units coming back
 * from a captured port; copied on a draft's first write. Carriers' air
 * points are read from it [7.3.4].
 */

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
