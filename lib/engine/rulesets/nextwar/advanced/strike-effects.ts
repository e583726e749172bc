import { RuleError } from "../../../core/errors";
import { type UnitDef, contextOf } from "../context";
import type { GameState } from "../types";

/**
 * What a strike marker does to a unit [27.3.1, 27.3.2]: strike 1 takes 1 and
 * strike 2 takes 2 from attack, defence, MA and ER, never below 1 (a printed
 * 0 — an HQ's attack — stays 0: "1を下回ることはない" only stops the loss
 * at 1). advanced/values.ts `strikeAdjusted` applies it before any halving.
 */
type Values = UnitDef["full"];

/** The strike marker on a unit, HQ, depot or MSU, if any [27.1]. */
export function strikeLevel(state: GameState, id: string): 0 | 1 | 2 {
  return state.adv?.strikes[id] ?? 0;
}

function lower(v: number, by: number): number {
  return v <= 1 ? v : Math.max(1, v - by);
}

/**
 * The ER a unit loses to a chemical weapons marker on its hex placed by the
 * other side [18.2.4]: the chart's loss, or its value for a nation when every
 * unit of the unit's side in the hex is of that nation. Read from the units,
 * not a board (values.ts may not import board.ts).
 */
export function cwErLossOn(state: GameState, id: string): number {
  const adv = state.adv;
  const u = state.units[id];
  if (!adv || !u || u.status !== "map" || u.hex < 0) return 0;
  const placer = adv.cwMarkers[u.hex];
  if (placer === undefined) return 0;
  const ctx = contextOf(state.bundle);
  const d = ctx.units.get(id);
  const chart = ctx.charts.advanced?.chemicalWeapons;
  if (!d || !chart || d.side === placer) return 0;
  const nations = new Set(ctx.unitIds.filter((x) => ctx.units.get(x)?.side === d.side && state.units[x]?.status === "map" && state.units[x]?.hex === u.hex).map((x) => ctx.units.get(x)?.nation));
  const only = nations.size === 1 ? [...nations][0] : undefined;
  return chart.erLossAgainst?.find((e) => e.nation === only)?.erLoss ?? chart.erLoss;
}

/** Values under a strike marker of this level [27.3.1, 27.3.2]. */
export function strikeValues(printed: Values, level: 0 | 1 | 2, cwEr = 0): Values {
  if (cwEr > 0) return { ...strikeValues(printed, level), er: lower(lower(printed.er, level), cwEr) };
  if (level === 0) return printed;
  return { attack: lower(printed.attack, level), defence: lower(printed.defence, level), er: lower(printed.er, level), ma: lower(printed.ma, level) };
}

/**
 * How a strike marker limits an HQ's or land combat unit's movement [27.3.1,
 * 27.3.2]: no move at all in the side's breakthrough and elite reaction
 * movement segments (any marker); one hex only in the other movement
 * segments under strike 2, and no paradrop, airmobile move or sea transport.
 * Depots and MSUs follow their own limits [27.3.1, 27.3.2] (advanced supply
 * rules). null: no limit.
 */
export type StrikeMoveLimit = { kind: "none"; rule: string } | { kind: "one-hex"; rule: string } | null;

export function strikeMoveLimit(state: GameState, def: UnitDef, id: string, segment: { restriction?: string }): StrikeMoveLimit {
  if (!state.adv || def.supplyUnit || !def.ground) return null;
  const level = strikeLevel(state, id);
  if (level === 0) return null;
  const breakthroughOrElite = segment.restriction === "elite" || segment.restriction === "not-in-ezoc";
  if (breakthroughOrElite) return { kind: "none", rule: level === 1 ? "27.3.1" : "27.3.2" };
  return level === 2 ? { kind: "one-hex", rule: "27.3.2" } : null;
}

/** Paradrop, airmobile and sea transport are barred under strike 2 [27.3.2]; null for a standard game or no such unit. */
export function strikeSpecialMoveBar(state: GameState, ids: readonly string[], what: string): RuleError | null {
  if (!state.adv) return null;
  const struck = ids.find((id) => strikeLevel(state, id) === 2);
  return struck ? new RuleError("27.3.2", `${struck} is under a strike 2 marker and cannot move by ${what}`) : null;
}

/** A stack's move against its strike markers [27.3.1, 27.3.2]: refused in breakthrough/elite reaction; "one-hex" when it may move one hex only; null when free. */
export function strikeStackLimit(state: GameState, defs: (id: string) => UnitDef, ids: readonly string[], restriction: string | undefined): RuleError | "one-hex" | null {
  if (!state.adv) return null;
  let oneHex = false;
  for (const id of ids) {
    const limit = strikeMoveLimit(state, defs(id), id, { restriction });
    if (limit?.kind === "none") return new RuleError(limit.rule, `${id} is under a strike marker and cannot move in the breakthrough or elite reaction movement segment`);
    if (limit?.kind === "one-hex") oneHex = true;
  }
  return oneHex ? "one-hex" : null;
}
