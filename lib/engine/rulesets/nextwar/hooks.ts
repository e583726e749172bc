import { combatSupportOf } from "./combat-support";
import { airmobileAssault } from "./airmobile";
import { paradropAssault } from "./paradrop";
import { amphibiousAssault } from "./amphibious";
import type { MovementMode, NextWarHooks } from "./support-types";
import { outOfSupply } from "./supply";

/**
 * Seams for the rules the air/naval/special-movement/supply issue adds. The
 * ground game runs with `groundGameHooks`; `standardHooks` fills them for the
 * standard game: combat support from air points, helicopters and naval
 * units [6.2.1, 6.5.3, 7.3.1] (combat-support.ts); the special-assault
 * mop-up DRM [8.4.1.1 item 4] for units that paradropped, moved by
 * airmobile or came ashore by amphibious assault this turn (paradrop.ts,
 * airmobile.ts, amphibious.ts); supply [13.1] is what the supply phase
 * found (supply.ts). Naval movement [8.5.6], airlift [8.5.2], paradrop
 * [8.5.3], airmobile [8.5.4] and USMC airmobile [8.5.5], sea
 * transport to ports and beachheads [8.5.7.1, 8.5.7.2] and amphibious
 * assault [8.5.8] are their own actions (`naval-move`, `airlift`,
 * `paradrop`, `airmobile`, `sea-transport`; an AMPH's `naval-move` with
 * `embark`, `disembark`, `attack`, `land`, `place-beachhead` and
 * `remove-beachhead` for the assault), not modes of a ground move.
 */
export type { CombatSupport, CombatSupportDeclaration, SupportMission } from "./support-types";

export type { MovementMode, NextWarHooks } from "./support-types";

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

/** The standard game as played so far: the ground game with air points, helicopters and naval units as combat support [6.2.1, 6.5.3, 7.3.1], the paradrop, airmobile and amphibious special assault [8.4.1.1], and supply [13.1]. */
export const standardHooks: NextWarHooks = {
  ...groundGameHooks,
  combatSupport: combatSupportOf,
  specialAssault: (state, hex) => paradropAssault(state, hex) || airmobileAssault(state, hex) || amphibiousAssault(state, hex),
  inSupply: (state, unit) => !outOfSupply(state, unit),
};
