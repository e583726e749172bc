import type { RulesetReach } from "../../core/ruleset";
import { reachableHexes } from "./queries";
import { segmentNow } from "./segments";
import type { Action, GameState } from "./types";

/**
 * The contract's reach for Next War [8.0, #27]: the hexes a stack can end its
 * move in now (queries.ts, the movement rules' own search), each with the
 * move action that goes there along the path found, as the bots give it.
 */
export function reachableForContract(state: GameState, units: readonly string[]): RulesetReach<Action> {
  // Only a movement segment moves stacks [3.0]: elsewhere there is nowhere to go, as `apply` would say.
  const seg = segmentNow(state);
  if (seg.kind !== "move") return { error: `no movement in the ${seg.id} segment`, rule: "3.0" };
  const moved = units.find((id) => state.seg.moved[id]);
  if (moved) return { error: `${moved} has already moved this segment`, rule: "8.5.1" };
  const r = reachableHexes(state, units);
  if ("error" in r) return r;
  return {
    from: r.origin,
    destinations: r.hexes.map((h) => ({ to: h.hex, path: h.path.slice(1), cost: h.cost, action: { type: "move", units: [...units], to: h.hex, path: h.path } })),
  };
}
