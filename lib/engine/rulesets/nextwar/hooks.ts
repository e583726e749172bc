import type { GameState } from "../../core/types";
import { combatSupportOf } from "./combat-support";
import { outOfSupply } from "./supply";

/**
 * Seams for the rules the air/naval/special-movement/supply issue adds. The
 * ground game runs with `groundGameHooks`; `standardHooks` fills them as
 * they are played: combat support from air points, helicopters and naval
 * units [6.2.1, 6.5.3, 7.3.1] (combat-support.ts) so far; airlift, paradrop,
 * airmobile, sea transport and amphibious assault as movement modes
 * [8.5.2–8.5.5, 8.5.7, 8.5.8], the special-assault mop-up DRM [8.4.1.1 item
 * 4] still return the ground-game defaults; supply [13.1] is what the
 * supply phase found (supply.ts). Naval movement
 * [8.5.6] is its own action (`naval-move`), not a ground movement mode.
 */
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
