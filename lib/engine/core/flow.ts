import type { LogEvent } from "./events";

/**
 * The sequence of play as data [3.0]: phases of segments, each saying who
 * acts and what kind of step it is. One small machine walks it; rulesets
 * supply the predicates and the handlers of automatic segments.
 */
/** The Next War Advanced game's interactive segments [16.0]: supply logistics [19.4], emergency supply [19.6], UN decisions [28], electronic detection [21.3], SOF missions [20.1], strikes [18.2.2]. */
export type AdvancedSegmentKind = "logistics" | "emergency" | "un" | "detect" | "sof" | "strike";

export interface SegmentSpec {
  id: string;
  /** Rule section that defines the segment. */
  rule: string;
  /** "auto" segments run at once; the others wait for the actor's actions until `end-segment`. */
  kind: "auto" | "decision" | "move" | "combat" | "replace" | "sweep" | AdvancedSegmentKind;
  /** Who acts: resolved by the ruleset ("initiative", "non-initiative", "first", "second"). */
  actor?: string;
  /** Movement restriction of the segment (elite reaction, breakthrough). */
  restriction?: "elite" | "not-in-ezoc";
  /** Combat kind (breakthrough combat shifts [9.5.3]). */
  combat?: "normal" | "breakthrough";
  /** A predicate name; the segment is skipped when it does not hold. */
  when?: string;
}

export interface PhaseSpec {
  id: string;
  rule: string;
  when?: string;
  segments: SegmentSpec[];
}

export interface SequenceOfPlay {
  phases: PhaseSpec[];
}

export interface FlatSegment extends SegmentSpec {
  phase: string;
  phaseWhen?: string;
}

export function flatten(sop: SequenceOfPlay): FlatSegment[] {
  return sop.phases.flatMap((p) => p.segments.map((s) => ({ ...s, phase: p.id, phaseWhen: p.when })));
}

/** What the walker needs of a state: the index of its current segment. */
export interface FlowState {
  step: number;
}

export interface FlowHooks<S extends FlowState = FlowState> {
  holds(state: S, predicate: string): boolean;
  /** Runs an automatic segment on the draft. */
  run(state: S, seg: FlatSegment, events: LogEvent[]): void;
  /** Called when an interactive segment starts; returns true to skip it (nothing to do). */
  enter(state: S, seg: FlatSegment, events: LogEvent[]): boolean;
  /** Called after the last segment of a turn; the handler starts the next turn or ends the game. */
  endOfTurn(state: S, events: LogEvent[]): void;
  over(state: S): boolean;
}

/**
 * Moves a draft to the next segment that waits for a player, running the
 * automatic ones on the way. Stops when the game is over.
 */
export function advanceFlow<S extends FlowState>(state: S, segments: readonly FlatSegment[], hooks: FlowHooks<S>, events: LogEvent[]): void {
  for (let guard = 0; guard < 100_000; guard += 1) {
    if (hooks.over(state)) return;
    let next = state.step + 1;
    if (next >= segments.length) {
      hooks.endOfTurn(state, events);
      if (hooks.over(state)) return;
      next = 0;
    }
    state.step = next;
    const seg = segments[next] as FlatSegment;
    if (seg.phaseWhen && !hooks.holds(state, seg.phaseWhen)) continue;
    if (seg.when && !hooks.holds(state, seg.when)) continue;
    if (seg.kind === "auto") {
      hooks.run(state, seg, events);
      continue;
    }
    if (hooks.enter(state, seg, events)) continue;
    return;
  }
  throw new Error("advanceFlow: the sequence of play never waits for a player");
}
