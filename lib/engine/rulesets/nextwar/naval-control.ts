import { rollDie } from "../../core/dice";
import type { GameEvent, GameState } from "./types";
import { defOf, enemyOf } from "./board";
import { type Context, contextOf } from "./context";
import { type Zone, locationOf, navalAt, navalContext, zonesOfHex } from "./sea-zones";
import { boxControl, changeLevels, navalOf, navalState } from "./naval-state";
import { moveOrRemove, nearestOwnPort } from "./naval-havens";
import { navalKinds } from "./amph-face";

/**
 * The naval control step [7.2, 7.2.1, 7.2.2]: each turn that is not a storm
 * one side (the scenario's `navalWar.rollingSide`) rolls for the boxes on the
 * naval control table with the table's DRMs; a side gaining a box sends the
 * enemy units there away.
 */

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
          if (!navalKinds(ctx, state, id).some((f) => flags.has(f))) continue;
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
