import type { Action, GameEvent, GameState } from "../types";
import { rollDie } from "../../../core/dice";
import { RuleError } from "../../../core/errors";
import type { FlatSegment } from "../../../core/flow";
import type { Board } from "../board";
import { enemyOf } from "../board";
import { contextOf } from "../context";
import { segmentNow } from "../segments";
import { advOf, setAdv } from "./state";

/**
 * UN mediation [28.0–28.2], when the scenario has a UN track from its
 * `fromTurn` on:
 * - in the initiative phase one d10 + the scenario's posture DRM is rolled
 *   while no resolution stands; at or above `charts.advanced.un.resolutionOn`
 *   a ceasefire resolution is proposed [28.0] (ruling: one roll for the game
 *   — "一方のプレーヤー" rolls, and no side's choice or modifier changes it);
 * - in the veto segments (the initiative side first) a side with vetoes left
 *   may veto it: the side loses `vetoVp` and the status goes back to none, to
 *   be rolled again next initiative phase; when neither vetoes it has passed
 *   [28.1];
 * - at the victory phase each side accepts or refuses it, the side with the
 *   initiative on game turn 1 first [28.2]. A side that has not accepted
 *   refuses; each initiative turn [5.0] a side refuses, the other gains
 *   `refusalVp` — but when the GT1 initiative side refuses, the other side
 *   fights on without penalty (and is not asked). When both accept, the game
 *   ends at that victory check as if it were the last turn (RULINGS-advanced.md
 *   "UN mediation [28]").
 * VP move through `state.vp.thisTurn` with `vp` events, as every other VP.
 */

function unChart(state: GameState) {
  return contextOf(state.bundle).charts.advanced?.un;
}

/** The side with the initiative on game turn 1, and the other [28.2]. */
export function gt1Sides(state: GameState): [string, string] {
  const ctx = contextOf(state.bundle);
  const first = state.bundle.scenario.initiative?.side ?? ctx.sides[0];
  return [first, enemyOf(ctx, first)];
}

/** The mediation roll of the initiative phase [28.0]; nothing while a resolution stands. */
export function runMediation(draft: GameState, events: GameEvent[]): void {
  const track = draft.bundle.scenario.advanced?.un;
  if (!draft.adv || !track || draft.turn < (track.fromTurn ?? 1)) return;
  const un = advOf(draft).un;
  if (un.status !== "none") return;
  const needed = unChart(draft)?.resolutionOn ?? Infinity;
  const die = rollDie(draft, events, "28.0", "un-mediation");
  const modified = die.value + track.drm;
  const proposed = modified >= needed;
  events.push({ type: "un-mediation", roll: die.value, ...(die.forced ? { forced: true } : {}), drm: track.drm, modified, needed, result: proposed ? "resolution" : "none", rule: "28.0" });
  if (proposed) setAdv(draft, { un: { ...un, status: "proposed" } });
}

function addVp(draft: GameState, side: string, amount: number, reason: string, rule: string, events: GameEvent[]): void {
  if (amount === 0) return;
  draft.vp = { ...draft.vp, thisTurn: { ...draft.vp.thisTurn, [side]: (draft.vp.thisTurn[side] ?? 0) + amount } };
  events.push({ type: "vp", side, amount, reason, rule });
}

const isVeto = (seg: FlatSegment) => seg.id.startsWith("un-veto");
const isCeasefire = (seg: FlatSegment) => seg.id.startsWith("un-ceasefire");

/** Why `side` may not veto now, or null [28.1]. */
export function vetoBar(state: GameState, seg: FlatSegment, side: string | null, veto: boolean): RuleError | null {
  if (!state.adv || !side || seg.kind !== "un" || !isVeto(seg)) return new RuleError("28.1", "a UN resolution is vetoed in the veto segments of the initiative phase");
  const un = advOf(state).un;
  if (un.status !== "proposed") return new RuleError("28.1", "no UN resolution is proposed");
  if (veto && (un.vetoes[side] ?? 0) <= 0) return new RuleError("28.1", `${side} has no veto left`);
  return null;
}

/** A veto, or letting the resolution pass [28.1]. */
export function applyVeto(draft: GameState, seg: FlatSegment, side: string, veto: boolean, events: GameEvent[]): void {
  const un = advOf(draft).un;
  if (veto) {
    setAdv(draft, { un: { ...un, status: "none", vetoes: { ...un.vetoes, [side]: (un.vetoes[side] ?? 0) - 1 } } });
    events.push({ type: "un-veto", side, veto: true, left: (un.vetoes[side] ?? 0) - 1, rule: "28.1" });
    addVp(draft, side, -(unChart(draft)?.vetoVp ?? 0), "vetoed the UN ceasefire resolution", "28.1", events);
    return;
  }
  events.push({ type: "un-veto", side, veto: false, rule: "28.1" });
  if (seg.id === "un-veto-second") pass(draft, events);
}

function pass(draft: GameState, events: GameEvent[]): void {
  const un = advOf(draft).un;
  if (un.status !== "proposed") return;
  setAdv(draft, { un: { ...un, status: "passed" } });
  events.push({ type: "un-resolution-passed", rule: "28.1" });
}

/** Why `side` may not answer a passed resolution now, or null [28.2]. */
export function ceasefireBar(state: GameState, seg: FlatSegment, side: string | null): RuleError | null {
  if (!state.adv || !side || seg.kind !== "un" || !isCeasefire(seg)) return new RuleError("28.2", "a UN ceasefire resolution is accepted or refused in the victory phase");
  const status = advOf(state).un.status;
  if (status === "none") return new RuleError("28.2", "no UN ceasefire resolution has passed");
  return null;
}

export function applyCeasefire(draft: GameState, side: string, accept: boolean, events: GameEvent[]): void {
  const un = advOf(draft).un;
  const accepted = { ...un.accepted };
  const refusing = { ...un.refusing };
  if (accept) {
    accepted[side] = true;
    delete refusing[side];
  } else {
    refusing[side] = true;
    delete accepted[side];
  }
  setAdv(draft, { un: { ...un, status: "passed", accepted, refusing } });
  events.push({ type: "un-ceasefire", side, accept, rule: "28.2" });
}

/**
 * The victory check's part of [28.2] (victory.ts calls it first): a standing
 * resolution's refusals cost VP in an initiative turn; true when both sides
 * accept, so this victory check ends the game as if it were the last turn.
 */
export function settleCeasefire(draft: GameState, events: GameEvent[]): boolean {
  if (!draft.adv) return false;
  const un = advOf(draft).un;
  if (un.status === "none") return false;
  const [gt1, other] = gt1Sides(draft);
  if (un.accepted[gt1] && un.accepted[other]) {
    events.push({ type: "un-ceasefire-agreed", turn: draft.turn, rule: "28.2" });
    return true;
  }
  if (draft.turnKind !== "initiative") return false;
  const cost = unChart(draft)?.refusalVp ?? 0;
  // The GT1 initiative side's refusal lets the other fight on without penalty [28.2].
  if (!un.accepted[gt1]) addVp(draft, other, cost, `${gt1} refuses the UN ceasefire resolution`, "28.2", events);
  else addVp(draft, gt1, cost, `${other} refuses the UN ceasefire resolution`, "28.2", events);
  return false;
}

/** Whether a resolution stands at the victory phase: passed, or proposed and not vetoed in the veto segments [28.1]. */
export function unPassed(state: GameState): boolean {
  return !!state.adv && advOf(state).un.status !== "none";
}

/**
 * Whether `side`'s UN segment has nothing to decide (the skip hook) [28.1, 28.2]:
 * a veto segment for a side with no veto left (the second such segment then
 * lets the resolution pass); the second ceasefire segment when the GT1
 * initiative side refuses (the other fights on without penalty).
 */
export function skipUn(draft: GameState, side: string | null, events: GameEvent[] = []): boolean {
  if (!draft.adv || !side) return true;
  const seg = segmentNow(draft);
  const un = advOf(draft).un;
  if (isVeto(seg)) {
    if (un.status !== "proposed") return true;
    if ((un.vetoes[side] ?? 0) > 0) return false;
    if (seg.id === "un-veto-second") pass(draft, events);
    return true;
  }
  if (isCeasefire(seg)) {
    if (un.status === "proposed") pass(draft, events);
    if (advOf(draft).un.status !== "passed") return true;
    const [gt1] = gt1Sides(draft);
    return seg.id === "un-ceasefire-second" && !un.accepted[gt1];
  }
  return true;
}

/** The UN decisions open to `side` now (advanced/legal.ts) [28.1, 28.2]. */
export function unOptions(b: Board, side: string): Action[] {
  const seg = segmentNow(b.state);
  if (!vetoBar(b.state, seg, side, false)) return [{ type: "un-veto", veto: false }, ...(vetoBar(b.state, seg, side, true) ? [] : [{ type: "un-veto", veto: true } as Action])];
  if (!ceasefireBar(b.state, seg, side)) return [{ type: "un-ceasefire", accept: true }, { type: "un-ceasefire", accept: false }];
  return [];
}
