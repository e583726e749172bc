import type { RulesetSupplyReport } from "../../../core/ruleset";
import { boardOf } from "../board";
import type { GameState } from "../types";
import { supplyStatusOf } from "./supply-state";
import { traceSide } from "./supply-lines";

/**
 * The Advanced game's supply as `warbench supply` and the studio ask for it
 * [19.2, 19.5–19.7]: each land unit, HQ, depot and MSU on the map with its
 * state and its line of communication (hex labels, unit to source or HQ).
 * What the last supply check found (`supply.out`) and the isolation and
 * emergency markers decide the state; the line is traced now, as a check
 * would trace it. Null for a game that does not play the Advanced rules.
 */
export function advancedSupplyReport(state: GameState, side: string | null): RulesetSupplyReport | null {
  if (!state.adv) return null;
  const b = boardOf(state);
  const { ctx } = b;
  const units: RulesetSupplyReport["units"] = [];
  for (const s of ctx.sides) {
    if (side !== null && s !== side) continue;
    const trace = traceSide(b, s);
    for (const [hex, ids] of [...b.at].sort((x, y) => x[0] - y[0])) {
      for (const id of ids) {
        const d = ctx.units.get(id);
        if (!d || d.side !== s) continue;
        const kind = d.supplyUnit ? (state.units[id]?.face === "depot" ? "depot" : "msu") : d.hq ? "hq" : "unit";
        const checked = state.supply !== undefined;
        const line = trace.lines.get(id) ?? [];
        const status = d.supplyUnit ? (line.length > 0 ? "in-supply" : "out-of-supply") : checked ? supplyStatusOf(state, id) : line.length > 0 ? "in-supply" : "out-of-supply";
        units.push({ id, side: s, hex: ctx.cm.label(hex), kind, status, line });
      }
    }
  }
  const supplyPoints = Object.fromEntries(ctx.sides.filter((s) => side === null || s === side).map((s) => [s, state.adv?.supplyPoints[s] ?? 0]));
  return { units, supplyPoints, checked: state.supply !== undefined };
}
