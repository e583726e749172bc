import { BotRandom } from "../../../core/rng";
import type { Action, GameState } from "../types";
import { type Board, boardOf } from "../board";
import { SUPPORT_LIMITS, airPointsLeft } from "../combat-support";
import { supportCandidates } from "../helicopters";
import { navalCandidates } from "../naval-support";
import { explain } from "../combat";
import { RuleError } from "../../../core/errors";
import { assaultOptions, attackTargets, boardingOptions, legalNextWarActions, movableStacks, navalOptions, rebaseOptions } from "../legal";
import { beachheadOptions } from "../beachheads";
import { makeMover, pathTo, search } from "../movement";
import { currentSegment } from "../queries";
import { airliftOptions } from "../airlift";
import { airmobileOptions } from "../airmobile";
import { paradropOptions } from "../paradrop";
import { seaTransportOptions } from "../sea-transport";
import type { Bot, BotFactory } from "./types";
import { randomHq } from "./advanced-hq";
import { randomSupplyAction } from "./advanced-supply";

/**
 * Uniformly random play. Where the legal actions are few (weather, advance,
 * replacements) it picks among them uniformly; in movement and combat it
 * picks a stack/target uniformly, then a destination/attacker set uniformly
 * with random legal air and naval support (and now and then rebases a
 * helicopter, moves a ship or lays a mine, airlifts or sails units, embarks,
 * lands or assaults from an AMPH and places or lifts beachheads),
 * and ends the segment with probability 1/(n+1) for n remaining choices, so a
 * segment always ends and the game always finishes.
 */
export const randomBot: BotFactory = ({ seed, side }) => {
  const rng = new BotRandom(mix(seed, side));
  const bot: Bot = {
    name: "random",
    choose(state: GameState): Action {
      const cur = currentSegment(state);
      const b = boardOf(state);
      if (cur.kind === "move" && !state.pendingAdvance) {
        // Now and then a helicopter rebases [6.5.1.2], a ship moves or lays a mine [8.5.6.4, 7.5.1].
        if (cur.segment !== "elite-reaction-move" && rng.chance(0.1)) {
          const rebases = rebaseOptions(b, cur.active as string);
          if (rebases.length > 0) return rng.pick(rebases);
        }
        if (cur.segment !== "elite-reaction-move" && rng.chance(0.1)) {
          const naval = navalOptions(b, cur.active as string);
          if (naval.length > 0) return rng.pick(naval);
        }
        // Now and then an airlift, a paradrop, an airmobile move or a sea transport [8.5.2, 8.5.3, 8.5.4, 8.5.7.1].
        if (cur.segment !== "elite-reaction-move" && rng.chance(0.05)) {
          // A kind first, then one of its moves: the long paradrop and airmobile lists would crowd out the others.
          const kinds = [airliftOptions(b, cur.active as string), paradropOptions(b, cur.active as string), airmobileOptions(b, cur.active as string), seaTransportOptions(b, cur.active as string)].filter((k) => k.length > 0);
          if (kinds.length > 0) return rng.pick(rng.pick(kinds));
        }
        // Now and then marines go aboard or ashore, or a beachhead is lifted [8.5.8.3, 8.5.8.2.1]; no draw when there is nothing to do, so games without an AMPH play as before.
        if (cur.segment !== "elite-reaction-move") {
          const amphibious = [...boardingOptions(b, cur.active as string), ...beachheadOptions(b, cur.active as string, "move")];
          if (amphibious.length > 0 && rng.chance(0.2)) return rng.pick(amphibious);
        }
        const stacks = [...movableStacks(b, cur.active as string)].sort((x, y) => x[0] - y[0]);
        if (stacks.length === 0 || rng.chance(1 / (stacks.length + 1))) return { type: "end-segment" };
        const order = stacks.map((_, i) => i);
        for (let i = order.length - 1; i > 0; i -= 1) {
          const j = rng.int(i + 1);
          [order[i], order[j]] = [order[j] as number, order[i] as number];
        }
        for (const i of order) {
          const ids = (stacks[i] as [number, string[]])[1];
          const group = ids.length > 1 && rng.chance(0.5) ? ids : [rng.pick(ids)];
          const m = makeMover(b, group, { restriction: undefinedIfNone(state) });
          if (m instanceof RuleError) continue;
          const r = search(m);
          if (r.hexes.length <= 1) continue;
          const to = r.hexes[1 + rng.int(r.hexes.length - 1)] as number;
          return { type: "move", units: group, to: b.ctx.cm.label(to), path: pathTo(r, to).map((x) => b.ctx.cm.label(x)) };
        }
        return { type: "end-segment" };
      }
      if (cur.kind === "combat" && !state.pendingAdvance) {
        // Half the time, an assault or landing from AMPHs in position, or a beachhead placed [8.5.8.1, 8.5.8.2].
        const amphibious = [...assaultOptions(b, cur.active as string), ...beachheadOptions(b, cur.active as string, "combat")];
        if (amphibious.length > 0 && rng.chance(0.5)) return rng.pick(amphibious);
        const targets = [...attackTargets(b, cur.active as string)].sort((x, y) => x[0] - y[0]);
        if (targets.length === 0 || rng.chance(1 / (targets.length + 1))) return { type: "end-segment" };
        const [hex, ids] = rng.pick(targets);
        const chosen = ids.filter(() => rng.chance(0.5));
        const attackers = chosen.length > 0 ? chosen : [rng.pick(ids)];
        const defender = b.ctx.cm.label(hex);
        if (!(explain(b, { attackers, defender }) instanceof RuleError)) return { type: "attack", attackers, defender, ...randomSupport(rng, b, cur.active as string, hex), ...randomHq(rng, b, cur.active as string, hex, attackers) };
        for (const id of ids) if (!(explain(b, { attackers: [id], defender }) instanceof RuleError)) return { type: "attack", attackers: [id], defender };
        return { type: "end-segment" };
      }
      const supply = state.adv && !state.pendingDecision ? randomSupplyAction(rng, b, cur.active as string, cur.kind) : null;
      if (supply) return supply;
      const legal = legalNextWarActions(state);
      if (legal.length === 0) throw new Error("random bot: nothing to do");
      return rng.pick(legal);
    },
  };
  void side;
  return bot;
};

/** Legal attacker support picked at random: half the time some air points, each helicopter and ship in range with even odds [6.2.1, 6.5.3, 7.3.1]. */
function randomSupport(rng: BotRandom, b: Board, side: string, hex: number): { air?: number; helicopters?: string[]; naval?: string[] } {
  const maxAir = Math.min(SUPPORT_LIMITS.attacker.air, airPointsLeft(b.state, side));
  const air = maxAir > 0 && rng.chance(0.5) ? rng.int(maxAir + 1) : 0;
  const helicopters = supportCandidates(b, side, hex)
    .filter(() => rng.chance(0.5))
    .slice(0, SUPPORT_LIMITS.attacker.helicopters);
  const naval = navalCandidates(b, side, hex).filter(() => rng.chance(0.5));
  return { ...(air > 0 ? { air } : {}), ...(helicopters.length > 0 ? { helicopters } : {}), ...(naval.length > 0 ? { naval } : {}) };
}

function undefinedIfNone(state: GameState) {
  const seg = currentSegment(state);
  return seg.segment === "elite-reaction-move" ? "elite" : seg.segment === "breakthrough-move" ? "not-in-ezoc" : undefined;
}

export function mix(seed: number, side: string): number {
  let h = Math.trunc(seed) ^ 0x5bd1e995;
  for (let i = 0; i < side.length; i += 1) h = Math.imul(h ^ side.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
