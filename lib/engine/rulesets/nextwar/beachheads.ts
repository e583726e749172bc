import type { Action, Beachhead, GameEvent, GameState } from "./types";
import { RuleError } from "../../core/errors";
import { F_CITY, F_INSTALLATION, F_MAJOR_CITY } from "../../map/compiled-map";
import { type Board, buildBoard, controlOf, defOf, enemyOf, unitsAt } from "./board";
import type { Context } from "./context";
import { locationOf, navalContext } from "./sea-zones";
import { amphNow } from "./amph-face";

/**
 * Beachheads [8.5.8.2, 8.5.8.2.1, 8.5.8.4]: markers a side places on a beach
 * hex in its combat segment, right after its marines took the hex by assault
 * or landing, or on a beach hex it controls and occupies next to a sea hex
 * holding its AMPH. A beachhead raises the hex's stacking limit to 6, adds
 * its defence strength, negates retreats automatically, takes a step of the
 * defender's loss (which removes it), is a supply source while its side
 * controls the coastal box [13.1.2], and receives sea transport [8.5.7.2].
 * It goes at will in the owner's movement segment, after a step loss, or at
 * the start of an own movement segment with no own AMPH next to it (not in a
 * storm turn); a removed marker is back two game turns later.
 */

/** Markers and defence strength a side has when the scenario says nothing (RULINGS). */
export const BEACHHEAD_DEFAULT = { markers: 1, defence: 1 } as const;

export function beachheadSpec(ctx: Context, side: string): { markers: number; defence: number } {
  const s = ctx.bundle.scenario.specialMovement?.beachheads?.find((b) => b.side === side);
  return { markers: s?.markers ?? BEACHHEAD_DEFAULT.markers, defence: s?.defence ?? BEACHHEAD_DEFAULT.defence };
}

export function beachheadAt(state: GameState, hex: number): Beachhead | undefined {
  return state.beachheads?.at[hex];
}

/** Beachheads on the map for the UI: side, hex label, defence and the turn placed. */
export function beachheadsOf(state: GameState): { side: string; hex: string; defence: number; placedTurn: number }[] {
  const b = buildBoard(state);
  const at = state.beachheads?.at ?? {};
  return Object.keys(at)
    .map(Number)
    .sort((x, y) => x - y)
    .map((h) => {
      const m = at[h] as Beachhead;
      return { side: m.side, hex: b.ctx.cm.label(h), defence: m.defence, placedTurn: m.placedTurn };
    });
}

/** Markers the side may still place: its markers less those on the map and those removed less than two turns ago [8.5.8.2.1]. */
export function markersLeft(ctx: Context, state: GameState, side: string): number {
  const onMap = Object.values(state.beachheads?.at ?? {}).filter((m) => m.side === side).length;
  const waiting = (state.beachheads?.removed[side] ?? []).filter((t) => t + 2 > state.turn).length;
  return Math.max(0, beachheadSpec(ctx, side).markers - onMap - waiting);
}

/** Whether an AMPH of the side is in a sea hex next to `hex`. */
export function ownAmphNext(ctx: Context, state: GameState, side: string, hex: number): boolean {
  for (const id of ctx.navalIds) {
    if (!amphNow(ctx, state, id) || defOf(ctx, id).side !== side) continue;
    const loc = locationOf(ctx, state, id);
    if (loc && loc.kind === "sea-hex" && ctx.cm.directionTo(loc.hex, hex) >= 0) return true;
  }
  return false;
}

/** Why the side may not place a beachhead on `hex` now, or the hex [8.5.8.2] (the caller checked the segment). */
export function placeBar(b: Board, side: string, hexLabel: string): RuleError | number {
  const { ctx, state } = b;
  const hex = ctx.cm.indexOf(String(hexLabel));
  if (hex < 0) return new RuleError("8.5.8.2", `no hex ${String(hexLabel)}`);
  if (navalContext(ctx).beach[hex] !== 1) return new RuleError("8.5.8.2", `${hexLabel} is not a beach hex [8.3.1.7]`);
  if (beachheadAt(state, hex)) return new RuleError("8.5.8.2", `${hexLabel} already has a beachhead`);
  if (markersLeft(ctx, state, side) <= 0) return new RuleError("8.5.8.2.1", `${side} has no beachhead marker to place (markers on the map, or removed less than two turns ago)`);
  const ids = unitsAt(b, hex);
  if (ids.length === 0 || defOf(ctx, ids[0] as string).side !== side) return new RuleError("8.5.8.2", `${side} has no unit in ${hexLabel}`);
  if (ctx.cm.has(hex, F_CITY | F_MAJOR_CITY | F_INSTALLATION) && controlOf(ctx, state, hex) === enemyOf(ctx, side)) return new RuleError("8.5.8.2", `never on an enemy-controlled city or installation hex`);
  const assaulted = state.seg.landed?.[hex] === side;
  if (!assaulted && !(controlOf(ctx, state, hex) === side && ownAmphNext(ctx, state, side, hex))) {
    return new RuleError("8.5.8.2", `${hexLabel} was not taken by an amphibious assault or landing this segment, nor is it a beach hex ${side} controls next to its AMPH`);
  }
  return hex;
}

export function applyPlace(draft: GameState, side: string, hex: number, events: GameEvent[]): void {
  const ctx = buildBoard(draft).ctx;
  const { defence } = beachheadSpec(ctx, side);
  const prev = draft.beachheads ?? { at: {}, removed: {} };
  draft.beachheads = { ...prev, at: { ...prev.at, [hex]: { side, defence, placedTurn: draft.turn, placedStep: draft.step } } };
  events.push({ type: "beachhead-placed", side, hex: ctx.cm.label(hex), defence, rule: "8.5.8.2" });
}

/** Removes a beachhead; its marker is back two turns later [8.5.8.2.1]. */
export function removeBeachhead(draft: GameState, hex: number, reason: "voluntary" | "step-loss" | "no-amph" | "captured", events: GameEvent[]): void {
  const prev = draft.beachheads;
  const m = prev?.at[hex];
  if (!prev || !m) return;
  const at = { ...prev.at };
  delete at[hex];
  draft.beachheads = { at, removed: { ...prev.removed, [m.side]: [...(prev.removed[m.side] ?? []).filter((t) => t + 2 > draft.turn), draft.turn] } };
  const ctx = buildBoard(draft).ctx;
  const rule = reason === "step-loss" ? "8.5.8.4" : "8.5.8.2.1";
  events.push({ type: "beachhead-removed", side: m.side, hex: ctx.cm.label(hex), reason, availableTurn: draft.turn + 2, rule });
}

/** Why the owner may not remove a beachhead now, or the hex [8.5.8.2.1] (the caller checked the segment). */
export function removeBar(b: Board, side: string, hexLabel: string): RuleError | number {
  const hex = b.ctx.cm.indexOf(String(hexLabel));
  const m = hex >= 0 ? beachheadAt(b.state, hex) : undefined;
  if (!m) return new RuleError("8.5.8.2.1", `no beachhead in ${String(hexLabel)}`);
  if (m.side !== side) return new RuleError("8.5.8.2.1", `the beachhead in ${hexLabel} is not ${side}'s`);
  return hex;
}

/** At the start of an own movement segment: beachheads with no own AMPH in a sea hex next to them go, except in a storm turn [8.5.8.2.1]. */
export function runBeachheadUpkeep(draft: GameState, side: string, events: GameEvent[]): void {
  if (!draft.beachheads || draft.weather === "storm") return;
  const ctx = buildBoard(draft).ctx;
  for (const k of Object.keys(draft.beachheads.at)) {
    const hex = Number(k);
    const m = draft.beachheads.at[hex] as Beachhead;
    if (m.side === side && !ownAmphNext(ctx, draft, side, hex)) removeBeachhead(draft, hex, "no-amph", events);
  }
}

/** After every action: a beachhead in a hex enemy units now hold is gone (RULINGS). */
export function checkBeachheads(draft: GameState, events: GameEvent[]): void {
  if (!draft.beachheads) return;
  const b = buildBoard(draft);
  for (const k of Object.keys(draft.beachheads.at)) {
    const hex = Number(k);
    const m = draft.beachheads.at[hex] as Beachhead;
    const occ = b.occupant[hex] as number;
    if (occ >= 0 && b.ctx.sides[occ] !== m.side) removeBeachhead(draft, hex, "captured", events);
  }
}

/** The side's beachhead placements in a combat segment, and its removals in a movement segment, for the legal-action list. */
export function beachheadOptions(b: Board, side: string, kind: "move" | "combat"): Action[] {
  const { ctx, state } = b;
  const out: Action[] = [];
  if (kind === "move") {
    for (const k of Object.keys(state.beachheads?.at ?? {})) if (!(removeBar(b, side, ctx.cm.label(Number(k))) instanceof RuleError)) out.push({ type: "remove-beachhead", hex: ctx.cm.label(Number(k)) });
    return out;
  }
  if (markersLeft(ctx, state, side) <= 0) return out;
  // Candidates: hexes taken by assault this segment, and land hexes next to the side's AMPHs in sea hexes.
  const near = new Set<number>(Object.keys(state.seg.landed ?? {}).map(Number));
  for (const id of ctx.navalIds) {
    if (!amphNow(ctx, state, id) || defOf(ctx, id).side !== side) continue;
    const loc = locationOf(ctx, state, id);
    if (!loc || loc.kind !== "sea-hex") continue;
    for (let d = 0; d < 6; d += 1) {
      const nb = ctx.cm.neighbours[loc.hex * 6 + d] as number;
      if (nb >= 0) near.add(nb);
    }
  }
  for (const hex of [...near].sort((x, y) => x - y)) if (!(placeBar(b, side, ctx.cm.label(hex)) instanceof RuleError)) out.push({ type: "place-beachhead", hex: ctx.cm.label(hex) });
  return out;
}
