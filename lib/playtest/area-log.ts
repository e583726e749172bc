import type { AaAction, AaEvent, AaState } from "@/lib/engine";
import { aaEventWords } from "@/lib/engine/rulesets/aa1942/queries";
import { PHASE_NAMES } from "./area-view-model";
import { namerFor } from "./names";

/**
 * The area playtest's log in words [AA:turn-order, AA:conduct-combat]: the
 * ruleset's words (aa1942/words.ts) and the actions' titles, every nation,
 * space, unit type and side named by the one namer (names.ts), so no id of
 * the documents reaches the log.
 */

/** One line of the log for an event: the ruleset's words with the studio's namer; dice rolls are left to the battle board. */
export function describeAaEvent(state: AaState, e: AaEvent): string | null {
  return e.type === "die-roll" ? null : aaEventWords(e, namerFor(state.bundle));
}

/** The title of a log entry: the action in words [AA:turn-order]. */
export function aaActionTitle(state: AaState, a: AaAction): string {
  const namer = namerFor(state.bundle);
  const count = (ids: readonly string[]) => `${ids.length} unit${ids.length === 1 ? "" : "s"}`;
  switch (a.type) {
    case "purchase":
      return "Purchase";
    case "move":
      return `Move ${count(a.units)} to ${namer.place(a.path.at(-1))}${a.raid ? " (bombing raid)" : ""}`;
    case "load":
      return `Load ${count(a.units)}`;
    case "unload":
      return `Unload ${count(a.units)} into ${namer.place(a.to)}`;
    case "bombard":
      return `Bombard ${namer.place(a.target)}`;
    case "end-phase":
      return `End ${PHASE_NAMES[state.phase]?.toLowerCase() ?? "the phase"}`;
    case "choose-casualties":
      return `Choose ${a.units.length} casualt${a.units.length === 1 ? "y" : "ies"}`;
    case "retreat":
      return a.to === null ? "Press on" : `Retreat to ${namer.place(a.to)}`;
    case "intercept":
      return a.units.length === 0 ? "Send no interceptors" : `Intercept with ${count(a.units)}`;
    case "mobilise":
      return `Place ${a.placements.reduce((k, p) => k + p.count, 0)} units`;
    case "force-die":
      return `Testing aid: next die ${a.value}`;
  }
}
