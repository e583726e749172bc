import { RuleError } from "../../../core/errors";
import { applyBombard, applyLoad, applyMove, applyUnload } from "../movement";
import type { AaState } from "../types";
import type { AaMove } from "./types";

/** Units move only in the two move phases [AA:combat-move, AA:noncombat-move]. */
const inMovePhase = (state: AaState) => (state.phase !== "combat-move" && state.phase !== "noncombat-move" ? new RuleError("AA:combat-move", "units move in the combat move and non-combat move phases") : null);

/** A move along a path of spaces [AA:combat-move, AA:noncombat-move]. */
export const move: AaMove<"move"> = { legal: inMovePhase, apply: applyMove };

/** Land units board a transport [AA:transports]. */
export const load: AaMove<"load"> = { legal: inMovePhase, apply: applyLoad };

/** Cargo goes ashore [AA:transports, AA:amphibious]. */
export const unload: AaMove<"unload"> = { legal: inMovePhase, apply: applyUnload };

/** Battleships and cruisers are assigned to an amphibious assault in the combat move [AA:amphibious]. */
export const bombard: AaMove<"bombard"> = {
  legal: (state) => (state.phase !== "combat-move" ? new RuleError("AA:amphibious", "ships are assigned to bombard in the combat move") : null),
  apply: applyBombard,
};
