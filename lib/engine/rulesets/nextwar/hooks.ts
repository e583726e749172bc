import type { GameState } from "../../core/types";

/**
 * Seams for the rules the air/naval/special-movement/supply issue adds. The
 * standard ground game runs with these defaults; that issue replaces them
 * (air points, helicopters and naval units as combat support [6.2.1, 6.5.3,
 * 7.3.1]; airlift, paradrop, airmobile, sea transport and amphibious assault
 * as movement modes [8.5.2–8.5.8]; the special-assault mop-up DRM
 * [8.4.1.1 item 4]; supply [13.1]).
 */
export interface CombatSupportDeclaration {
  attackers: readonly string[];
  defenderHex: number;
}

export interface CombatSupport {
  /** Combat support value the attacker committed (after ADF). */
  attacker: number;
  /** Combat support value the defender committed (after ADF). */
  defender: number;
  /** One line per source, for the explanation. */
  lines: { text: string; rule: string }[];
}

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

export const groundGameHooks: NextWarHooks = {
  combatSupport: () => ({ attacker: 0, defender: 0, lines: [] }),
  movementModeRule: (mode) => MODE_RULES[mode],
  specialAssault: () => false,
  inSupply: () => true,
};
