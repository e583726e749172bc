import type { BotRandom } from "../../../core/rng";
import { type Board, defOf, unitsAt, valuesOf } from "../board";
import type { Action, PendingSupport } from "../types";
import { checkHqAttack, strikeOptions } from "../advanced/hq-attack";
import { cwBar, supportCandidates } from "../advanced/hq-combat";
import { hqReplacementOptions } from "../advanced/hq-replacements";
import { RuleError } from "../../../core/errors";

/**
 * The bots' use of HQs in the Advanced game [18.2, 18.4, 18.5]: HQ combat
 * support on their attacks and defences, a CW marker on the greedy bot's
 * best attack while points last, the strike segment's support attack on the
 * most valuable detected target (an HQ, then a depot/MSU, then the strongest
 * unit), and HQ recovery and rebuilds when the SP allow. Nothing here runs in
 * a standard game (each caller checks `state.adv`).
 */

/** The attack with an HQ's support and, when points allow, a CW marker [18.2.1, 18.2.4]. */
export function withHqSupport(b: Board, side: string, action: Action): Action {
  if (!b.state.adv || action.type !== "attack") return action;
  const hex = b.ctx.cm.indexOf(action.defender);
  const hq = supportCandidates(b, side, hex, action.attackers)[0];
  const cw = (b.state.adv.cwPoints[side] ?? 0) > 0 ? b.ctx.unitIds.find((id) => b.ctx.units.get(id)?.hq && cwBar(b, side, id, hex, action.attackers) === null) : undefined;
  return { ...action, ...(hq ? { hq } : {}), ...(cw ? { cw } : {}) };
}

/** The defender's support with its HQ's when one may give it [18.2.1]: it only adds strength. */
export function withDefenderHq(b: Board, d: PendingSupport, action: Action): Action {
  if (!b.state.adv || action.type !== "support") return action;
  const hex = b.ctx.cm.indexOf(d.attack.defender);
  const hq = supportCandidates(b, d.side, hex, unitsAt(b, hex))[0];
  return hq ? { ...action, hq } : action;
}

/** A random bot's attack now and then with an HQ's support [18.2.1]; draws only in an Advanced game. */
export function randomHq(rng: BotRandom, b: Board, side: string, hex: number, attackers: readonly string[]): { hq?: string } {
  if (!b.state.adv) return {};
  const hqs = supportCandidates(b, side, hex, attackers);
  return hqs.length > 0 && rng.chance(0.5) ? { hq: rng.pick(hqs) } : {};
}

/** How much a strike target is worth: an HQ, then a depot/MSU, then the strongest unit [18.2.2]. */
function targetValue(b: Board, id: string): number {
  const d = defOf(b.ctx, id);
  const v = valuesOf(b.ctx, b.state, id);
  return (d.hq ? 2000 : d.supplyUnit ? 1000 : 0) + v.attack + v.defence;
}

/** The greedy bot's action in the strike and replacement segments, or null to end them [18.2.2, 18.4, 18.5]. */
export function chooseHqAction(b: Board, side: string, kind: string, refused: ReadonlySet<string> = new Set()): Action | null {
  if (!b.state.adv) return null;
  // Under fog of war [13.2] the rules may refuse what the bot saw: never proposed again this segment.
  const fresh = (a: Action) => refused.size === 0 || !refused.has(JSON.stringify(a));
  if (kind === "strike") {
    const options = strikeOptions(b, side).filter((a): a is Extract<Action, { type: "hq-attack" }> => a.type === "hq-attack");
    options.sort((x, y) => targetValue(b, y.target) - targetValue(b, x.target) || (x.target < y.target ? -1 : x.target > y.target ? 1 : x.hq < y.hq ? -1 : 1));
    const best = options.find((a) => fresh(a) && !(checkHqAttack(b, side, a.hq, a.target) instanceof RuleError));
    return best ?? null;
  }
  if (kind === "replace") {
    const options = hqReplacementOptions(b, side).filter(fresh);
    return options.find((a) => a.type === "recover-hq") ?? options.find((a) => a.type === "rebuild-hq") ?? null;
  }
  return null;
}
