import type { GameState } from "./types";

/** The hooks' types and combat support as data [6.2.1, 6.5.3, 7.3.1], apart from hooks.ts so that the rule modules hooks.ts reads (combat support, paradrop, airmobile) and those that take hooks (mop-up) do not import each other. */

/** One combat support mission: a side's air points on the combat, one helicopter, or one naval unit [6.2.1, 6.5.3, 6.6, 7.3.1]. */
export interface SupportMission {
  side: string;
  role: "attacker" | "defender";
  kind: "air" | "helicopter" | "naval";
  unit?: string;
  /** Air points committed, or the helicopter's or naval unit's CS when committed. */
  committed: number;
  /** What modifies the roll: after ADF once rolled. */
  value: number;
  /** The ADF result ("none", "-1", "*" …, or "exempt" [6.6]); absent before ADF. */
  adf?: string;
}

export interface CombatSupportDeclaration {
  attackers: readonly string[];
  defenderHex: number;
  /** The combat's support missions, as committed or after ADF. */
  missions?: readonly SupportMission[];
}

export interface CombatSupport {
  /** Combat support value the attacker committed (after ADF). */
  attacker: number;
  /** Combat support value the defender committed (after ADF). */
  defender: number;
  /** Defender − attacker, capped at ±6 [6.2.1]: the DRM in rulebook terms (attacker support negative) [9.6.1]. */
  net: number;
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
