import type { Ruleset } from "../../core/ruleset";
import { type AaBattleExplanation, battleAt } from "./battle-queries";
import { reachableSpaces } from "./move-queries";
import { type AaView, aaView } from "./view-model";
import { aaEventWords } from "./words";
import { AA_BOTS, actingNation } from "./bots";
import { aaStateHash, applyAa, createAaGame } from "./game";
import { sideOf } from "./state";
import type { AaAction, AaBundle, AaEvent, AaState } from "./types";

/** Axis & Allies 1942, area movement [AA:*]: the ruleset contract (lib/engine/core/ruleset.ts). */
export const aa1942Ruleset: Ruleset<AaBundle, AaState, AaAction, AaEvent, AaView, string, AaBattleExplanation> = {
  id: "aa1942",
  name: "Axis & Allies 1942",
  create: (bundle, { seed }) => createAaGame(bundle, seed),
  apply: applyAa,
  sides: (state) => state.bundle.scenario.sides.map((s) => s.id),
  // The power to move, or the nation a pending decision belongs to (casualties, retreat) [AA:turn-order].
  actingSide: (state) => (state.result ? null : (sideOf(state, actingNation(state)) ?? null)),
  over: (state) => !!state.result,
  hash: aaStateHash,
  bots: AA_BOTS,
  maxActions: 100_000,
  can: { odds: true, tripleaExport: true },
  reachable: reachableSpaces,
  // A battle is asked for by its space [AA:conduct-combat].
  explainBattle: battleAt,
  view: aaView,
  words: (_state, event, names) => aaEventWords(event, names),
};
