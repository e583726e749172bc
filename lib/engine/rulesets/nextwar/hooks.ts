import type { GameState } from "../../core/types";
import { combatSupportOf } from "./combat-support";
import type { CombatSupport, CombatSupportDeclaration } from "./support-types";
import { outOfSupply } from "./supply";

/**
 * Seams for the rules the air/naval/special-movement/supply issue adds. The
 * ground game runs with `groundGameHooks`; `standardHooks` fills them as
 * they are played: combat support from air points, helicopters and naval
 * units [6.2.1, 6.5.3, 7.3.1] (combat-support.ts) so far; paradrop,
 * airmobile and amphibious assault as movement modes [8.5.3–8.5.5, 8.5.8]
 * and the special-assault mop-up DRM [8.4.1.1 item 4] still return the
 * ground-game defaults; supply [13.1] is what the supply phase found
 * (supply.ts). Naval movement [8.5.6], airlift [8.5.2] and sea transport
 * port to port [8.5.7.1] are their own actions (`naval-move`, `airlift`,
 * `sea-transport`; airlift.ts, sea-transport.ts), not modes of a ground move.
 */
export type { CombatSupport, CombatSupportDeclaration, SupportMission } from "./support-types";

/** Movement modes of [8.5]; only "land" is played in this issue. */
export type MovementMode = "land" | "airlift" | "paradrop" | "airmobile" | "sea-transport" | "amphibious";

export interface NextWarHooks {
  combatSupport(state: GameState, declaration: CombatSupportDeclaration): CombatSupport;
  /** Extra movement modes; the rule section that describes the mode when unsupported. */
  movementModeRule(mode: MovementMode): string | null;
  /** Whether the units in a hex landed by special assault this turn [8.4.1.1 item 4]. */
  specialAssault(state: GameState, hex: number): boolean;
  /** Whether a unit is in supply (optional rule [13.1]); always true without it. */
  inSupply(state: GameState, unit: string): boolean;
}

const MODE_RULES: Record<MovementMode, string | null> = {
  land: null,
  airlift: "8.5.2",
  paradrop: "8.5.3",
  airmobile: "8.5.4",
  "sea-transport": "8.5.7",
  amphibious: "8.5.8",
};

/** The ground game alone: no combat support, no special movement, no supply. */
export const groundGameHooks: NextWarHooks = {
  combatSupport: () => ({ attacker: 0, defender: 0, net: 0, lines: [] }),
  movementModeRule: (mode) => MODE_RULES[mode],
  specialAssault: () => false,
  inSupply: () => true,
};

/** The standard game as played so far: the ground game with air points, helicopters and naval units as combat support [6.2.1, 6.5.3, 7.3.1], and supply [13.1]. */
export const standardHooks: NextWarHooks = {
  ...groundGameHooks,
  combatSupport: combatSupportOf,
  inSupply: (state, unit) => !outOfSupply(state, unit),
};
