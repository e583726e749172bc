/**
 * `force-die` (a testing aid, legal whenever anyone acts, even inside a
 * decision): queues the face the next d10 roll shows [2.6]. It is an action,
 * so the log replays it; the roll's event says `forced: true`.
 */
import { RuleError } from "../../../core/errors";
import { D10_MAX, D10_MIN } from "../../../core/rng";
import type { NextWarMove } from "./move";

export const forceDie: NextWarMove<"force-die"> = {
  aside: true,
  legal(_at, { value }) {
    if (typeof value !== "number" || !Number.isInteger(value) || value < D10_MIN || value > D10_MAX) {
      return new RuleError("2.6", `a forced die shows a face of the d10: ${D10_MIN}–${D10_MAX} (got ${String(value)})`);
    }
    return undefined;
  },
  apply(draft, { value }, at, _plan, events) {
    draft.dice.forced = [...(at.state.dice.forced ?? []), value];
    events.push({ type: "die-forced", value, queued: draft.dice.forced.length, rule: "2.6" });
  },
};
