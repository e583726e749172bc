/**
 * The shape of one Next War move [3.0]: each action type is a small module in
 * this folder, named after its rule, and the table (index.ts) maps the type to
 * it, as boardgame.io's moves and excalidraw's actions do. A move is read in
 * two halves so that nothing is written until everything is checked: `legal`
 * reads the state before the action and gives the plan (or the rule refusing
 * it, as data); `apply` carries the plan out on a copy of that state.
 */
import type { FlatSegment } from "../../../core/flow";
import { RuleError } from "../../../core/errors";
import { type Board, boardOf } from "../board";
import type { Context } from "../context";
import { actorOf } from "../flow-hooks";
import { segmentNow } from "../segments";
import type { Action, GameEvent, GameState, PendingDecision } from "../types";

export type ActionType = Action["type"];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

/** Who acts, when, and on what: the state before the action, read only. */
export interface Acting {
  state: GameState;
  b: Board;
  ctx: Context;
  seg: FlatSegment;
  /** The side acting in this segment (null in segments no side plays). */
  side: string | null;
}

/** The state's moment to act: its segment of the sequence of play and the side acting in it [3.0]. */
export function actingOn(state: GameState): Acting {
  const b = boardOf(state);
  const seg = segmentNow(state);
  return { state, b, ctx: b.ctx, seg, side: actorOf(state, seg) };
}

export interface NextWarMove<T extends ActionType, P = undefined> {
  /** May the action be taken now? The plan `apply` carries out, or the rule that refuses it. Reads `at` only. */
  legal?(at: Acting, action: ActionOf<T>): P | RuleError;
  /** Carries the action out on `draft`, a copy of `at.state`; it may still refuse by throwing a RuleError (nothing written is kept). */
  apply(draft: GameState, action: ActionOf<T>, at: Acting, plan: P, events: GameEvent[]): void;
  /** The pending decision this move answers: only it is legal while the decision waits, and it is refused when none does. */
  answers?: { decision: PendingDecision["kind"]; what: string; none: { rule: string; noun: string } };
  /** Outside the sequence of play (a testing aid): no turn's gates, and it sets nothing off on the board. */
  aside?: true;
}

/** A table of moves, one for each action type. */
export type MoveTable = { [T in ActionType]: NextWarMove<T, unknown> };

/** Each unit named is the acting side's to command in this segment. */
export function ownedBar(at: Acting, ids: readonly string[], rule: string): RuleError | null {
  for (const id of ids) {
    const d = at.ctx.units.get(id);
    if (!d) return new RuleError(rule, `no unit ${id}`);
    if (d.side !== at.side) return new RuleError(rule, `${id} is not ${at.side}'s to command in the ${at.seg.id} segment`);
  }
  return null;
}

/**
 * Special moves happen in the acting side's own movement segments and never
 * in the elite reaction segment, where only ER 6–8 ground units move [3.0].
 */
export function movementBar(at: Acting, segment: [rule: string, why: string], elite: [rule: string, why: string]): RuleError | null {
  if (at.seg.kind !== "move" || !at.side) return new RuleError(...segment);
  if (at.seg.restriction === "elite") return new RuleError(...elite);
  return null;
}

export function listBar(units: unknown, rule: string): RuleError | null {
  return Array.isArray(units) ? null : new RuleError(rule, "units must be a list");
}

/** An escort is 1 or 2 air points [6.2.2]. */
const ESCORT_MAX = 2;

/** The air points escorting a mission: 0, 1 or 2 [6.2.2], out of those the side has left this turn [6.2]. */
export function escortOf(at: Acting, escort: number | undefined): number | RuleError {
  const n = escort ?? 0;
  if (!Number.isInteger(n) || n < 0 || n > ESCORT_MAX) return new RuleError("6.2.2", `an escort is 1 or 2 air points (got ${String(n)})`);
  const left = at.state.air?.points[at.side as string] ?? 0;
  if (n > left) return new RuleError("6.2", `${at.side} has ${left} air points left this turn`);
  return n;
}
