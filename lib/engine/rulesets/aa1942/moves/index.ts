import { chooseCasualties, intercept, retreat } from "./decisions";
import { endPhase } from "./end-phase";
import { mobilise } from "./mobilise";
import { bombard, load, move, unload } from "./movement";
import { purchase } from "./purchase";
import { forceDie } from "./testing-aids";
import type { AaMoves } from "./types";

export type { AaMove, AaMoves } from "./types";

/**
 * Every move of Axis & Allies 1942 by action type [AA:turn-order], each a
 * small module named after its rule; game.ts looks a move up here, checks
 * when it may be made and applies it.
 */
export const AA_MOVES: AaMoves = {
  purchase,
  move,
  load,
  unload,
  bombard,
  "end-phase": endPhase,
  "choose-casualties": chooseCasualties,
  retreat,
  intercept,
  mobilise,
  "force-die": forceDie,
};
