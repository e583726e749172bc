import type { Action, GameState } from "./types";
import { RuleError } from "../../core/errors";
import { type Board, boardOf, defOf, enemyOf, unitsAt, valuesOf } from "./board";
import { explain } from "./combat";
import { decisionActions } from "./combat-flow";
import { supportOptions } from "./support-flow";
import { rebaseTargets, supportCandidates, voluntaryRebaseBar } from "./helicopters";
import { SUPPORT_LIMITS, airPointsLeft } from "./combat-support";
import { actorOf } from "./flow-hooks";
import { makeMover, search } from "./movement";
import { checkRebuild, checkRestore } from "./replacements";
import { checkAdvance } from "./resolve";
import { segmentNow } from "./segments";
import { stackLimitAt, stackSp } from "./stacking";
import { underMopUp } from "./terrain";
import { layMineBar, sweepTargets } from "./mines";
import { locationOf, navalContext } from "./sea-zones";
import { navalMoveBar, navalReach } from "./naval-move";
import { navalCandidates } from "./naval-support";
import { airliftOptions } from "./airlift";
import { airmobileAdvanceOptions, airmobileOptions } from "./airmobile";
import { paradropOptions } from "./paradrop";
import { seaTransportOptions } from "./sea-transport";
import { amphibiousTargetsOf, boardingHexes, cargoOf, disembarkBar, embarkBar, landBar } from "./amphibious";
import { beachheadOptions } from "./beachheads";
import { flipOptions } from "./amph-flip";
import { amphNow } from "./amph-face";
import { advancedOptions } from "./advanced/legal";
import { supplyUnitMoveBar } from "./advanced/supply-moves";
import { contestedStrikeOffered } from "./advanced/contested-offers";

/**
 * Legal actions of the current decision. Movement lists every unit and every
 * stack to every hex it can end in; combat lists, per defending hex, the
 * attack by every eligible adjacent unit and each single-unit attack, the
 * former also with the attacker's fullest air point and helicopter support
 * (other combinations are legal too and `apply` accepts them); helicopters'
 * rebases, naval moves and mine laying in movement segments [8.5.6.4,
 * 7.5.1]; airlifts and sea transports port to port, without escort [8.5.2,
 * 8.5.7.1]; mine sweeping [7.5.2]; the defender's combat support choices
 * [9.2.4]; the advance after
 * combat lists single units, the largest group that fits, and second-hex
 * advances. A pending decision lists every legal allocation [9.7.1] or
 * retreat [9.8.1]. `force-die` (a testing aid) is always accepted and never
 * listed, so bots and property tests do not roll it.
 */
export function legalNextWarActions(state: GameState, opts: { units?: readonly string[] } = {}): Action[] {
  if (state.result) return [];
  const seg = segmentNow(state);
  const side = actorOf(state, seg);
  const b = boardOf(state);
  if (state.pendingDecision) return state.pendingDecision.kind === "support" ? supportOptions(b, state.pendingDecision) : decisionActions(b);
  if (state.pendingAdvance) return advanceOptions(b);
  const out: Action[] = [];
  if (seg.kind === "decision") {
    for (const weather of ["clear", "overcast", "storm"] as const) out.push({ type: "choose-weather", weather });
    return out;
  }
  if (!side) return out;
  if (seg.kind === "move") out.push(...moveOptions(b, side, seg.restriction, opts.units));
  if (seg.kind === "move" && seg.restriction !== "elite") out.push(...rebaseOptions(b, side, opts.units), ...navalOptions(b, side, opts.units), ...airliftOptions(b, side, opts.units), ...paradropOptions(b, side, opts.units), ...airmobileOptions(b, side, opts.units), ...airmobileAdvanceOptions(b, side), ...seaTransportOptions(b, side, opts.units));
  if (seg.kind === "sweep") for (const h of sweepTargets(b.ctx, state, side)) out.push({ type: "sweep-mine", hex: b.ctx.cm.label(h) });
  if (seg.kind === "move" && seg.restriction !== "elite") out.push(...boardingOptions(b, side, opts.units));
  if (seg.kind === "move" && seg.restriction !== "elite") out.push(...flipOptions(b.ctx, state, side).filter((a) => !opts.units || opts.units.includes(a.unit)));
  if (seg.kind === "move" && !opts.units) out.push(...beachheadOptions(b, side, "move"));
  if (seg.kind === "combat") out.push(...attackOptions(b, side, opts.units), ...assaultOptions(b, side, opts.units));
  if (seg.kind === "combat" && !opts.units) out.push(...beachheadOptions(b, side, "combat"));
  if (seg.kind === "replace") out.push(...replacementOptions(b, side));
  if (state.adv) out.push(...advancedOptions(b, side, seg));
  out.push({ type: "end-segment" });
  return out;
}

/** Units of `side` that may still move this segment, grouped by hex. */
export function movableStacks(b: Board, side: string, filter?: readonly string[]): Map<number, string[]> {
  const { ctx, state } = b;
  const stacks = new Map<number, string[]>();
  for (const [hex, ids] of b.at) {
    // Depots never move and MSUs only in some segments [19.4, 25.3]: the Advanced game's bar, asked only of its supply units.
    const mine = ids.filter((id) => defOf(ctx, id).side === side && !state.seg.moved[id] && (!filter || filter.includes(id)) && valuesOf(ctx, state, id).ma > 0 && !(defOf(ctx, id).supplyUnit && supplyUnitMoveBar(state, segmentNow(state), [id])));
    if (mine.length > 0) stacks.set(hex, mine);
  }
  return stacks;
}

function moveOptions(b: Board, side: string, restriction: "elite" | "not-in-ezoc" | undefined, filter?: readonly string[]): Action[] {
  const out: Action[] = [];
  const cm = b.ctx.cm;
  for (const [, ids] of [...movableStacks(b, side, filter)].sort((x, y) => x[0] - y[0])) {
    const groups = ids.length > 1 ? [...ids.map((id) => [id]), ids] : [ids];
    for (const group of groups) {
      const m = makeMover(b, group, { restriction });
      if (m instanceof RuleError) continue;
      const r = search(m);
      for (let i = 1; i < r.hexes.length; i += 1) out.push({ type: "move", units: group, to: cm.label(r.hexes[i] as number) });
    }
  }
  return out;
}

/** Every voluntary helicopter rebase of the side, without escort [6.5.1.2]. */
export function rebaseOptions(b: Board, side: string, filter?: readonly string[]): Action[] {
  const out: Action[] = [];
  for (const id of b.ctx.helicopterIds) {
    if (defOf(b.ctx, id).side !== side || (filter && !filter.includes(id)) || voluntaryRebaseBar(b.state, id)) continue;
    for (const to of rebaseTargets(b, id)) out.push({ type: "rebase", unit: id, to });
  }
  return out;
}

/** Own units that may attack now: on the map, not yet attacked, not under mop-up, with attack strength. */
export function eligibleAttackers(b: Board, side: string): string[] {
  const { ctx, state } = b;
  const out: string[] = [];
  for (const [hex, ids] of b.at) {
    if (underMopUp(state, hex, side)) continue;
    for (const id of ids) if (defOf(ctx, id).side === side && !state.seg.attacked[id] && valuesOf(ctx, state, id).attack > 0) out.push(id);
  }
  return out.sort();
}

/** Enemy hexes next to eligible attackers, with the attackers next to each (within each hex's SP limit). */
export function attackTargets(b: Board, side: string, filter?: readonly string[]): Map<number, string[]> {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const enemy = enemyOf(ctx, side);
  const targets = new Map<number, string[]>();
  const eligible = eligibleAttackers(b, side).filter((id) => !filter || filter.includes(id));
  const byHex = new Map<number, string[]>();
  for (const id of eligible) {
    const h = state.units[id]?.hex as number;
    const l = byHex.get(h);
    if (l) l.push(id);
    else byHex.set(h, [id]);
  }
  for (const [hex, ids] of byHex) {
    // Overstacked hexes attack with at most their limit in SP [8.1.1.1].
    const limit = stackLimitAt(ctx, hex, state);
    const fit: string[] = [];
    for (const id of [...ids].sort((x, y) => valuesOf(ctx, state, y).attack - valuesOf(ctx, state, x).attack || (x < y ? -1 : 1))) {
      if (stackSp(ctx, [...fit, id]) <= limit || fit.length === 0) fit.push(id);
    }
    for (let d = 0; d < 6; d += 1) {
      const nb = cm.neighbours[hex * 6 + d] as number;
      if (nb < 0 || state.seg.attackedHexes[nb]) continue;
      const occ = unitsAt(b, nb);
      if (occ.length === 0 || defOf(ctx, occ[0] as string).side !== enemy) continue;
      const l = targets.get(nb);
      if (l) l.push(...fit);
      else targets.set(nb, [...fit]);
    }
  }
  return targets;
}

function attackOptions(b: Board, side: string, filter?: readonly string[]): Action[] {
  const out: Action[] = [];
  const cm = b.ctx.cm;
  for (const [hex, ids] of [...attackTargets(b, side, filter)].sort((x, y) => x[0] - y[0])) {
    const defender = cm.label(hex);
    const sets = ids.length > 1 ? [ids.sort(), ...ids.map((id) => [id])] : [ids];
    for (const attackers of sets) {
      const ex = explain(b, { attackers, defender });
      if (ex instanceof RuleError) continue;
      out.push({ type: "attack", attackers, defender });
      if (attackers === sets[0]) for (const v of supportVariants(b, side, hex)) out.push({ type: "attack", attackers, defender, ...v });
    }
  }
  return out;
}

/** The attacker's fullest support for an attack: all the air points it may send, its helicopters in range, both, and all of it with its naval units in range [6.2.1, 6.5.3, 7.3.1]. */
function supportVariants(b: Board, side: string, hex: number): { air: number; helicopters: string[]; naval?: string[] }[] {
  const air = Math.min(SUPPORT_LIMITS.attacker.air, airPointsLeft(b.state, side));
  const helicopters = supportCandidates(b, side, hex).slice(0, SUPPORT_LIMITS.attacker.helicopters);
  const naval = navalCandidates(b, side, hex);
  const out: { air: number; helicopters: string[]; naval?: string[] }[] = [];
  if (air > 0) out.push({ air, helicopters: [] });
  if (helicopters.length > 0) out.push({ air: 0, helicopters });
  if (air > 0 && helicopters.length > 0) out.push({ air, helicopters });
  if (naval.length > 0) out.push({ air, helicopters, naval });
  return out;
}

/**
 * The side's naval moves and mine laying in a movement segment [8.5.6.4,
 * 7.5.1]: every naval unit to every place it can reach (boxes, ports, sea
 * hexes), laying a mine in its hex or next to it instead; and laying a mine
 * by submarine in the ports and the sea hexes next to them (other hexes are
 * legal too and `apply` accepts them).
 */
export function navalOptions(b: Board, side: string, filter?: readonly string[]): Action[] {
  const { ctx, state } = b;
  const out: Action[] = [];
  if (state.weather === "storm") return out;
  for (const id of ctx.navalIds) {
    if (defOf(ctx, id).side !== side || (filter && !filter.includes(id)) || navalMoveBar(ctx, state, id)) continue;
    for (const [to, path] of navalReach(ctx, state, id)) {
      out.push({ type: "naval-move", unit: id, to });
      // The Advanced game: where the roll is due, moving on under a strike if it fails is the owner's choice too [25.4].
      if (state.adv && contestedStrikeOffered(ctx, state, side, id, path)) out.push({ type: "naval-move", unit: id, to, onFail: "strike" });
    }
    const loc = locationOf(ctx, state, id);
    if (!loc || loc.hex < 0) continue;
    for (const h of [loc.hex, ...neighbourHexes(b, loc.hex)]) if (!layMineBar(ctx, state, side, ctx.cm.label(h), id)) out.push({ type: "lay-mine", hex: ctx.cm.label(h), unit: id });
  }
  if (!filter) {
    const nc = navalContext(ctx);
    const hexes = new Set<number>();
    for (const z of nc.zones) for (const p of z.ports) for (const h of [p, ...neighbourHexes(b, p)]) if (nc.mineable[h]) hexes.add(h);
    for (const h of [...hexes].sort((x, y) => x - y)) if (!layMineBar(ctx, state, side, ctx.cm.label(h), undefined)) out.push({ type: "lay-mine", hex: ctx.cm.label(h) });
  }
  return out;
}

function neighbourHexes(b: Board, hex: number): number[] {
  const out: number[] = [];
  for (let d = 0; d < 6; d += 1) {
    const nb = b.ctx.cm.neighbours[hex * 6 + d] as number;
    if (nb >= 0) out.push(nb);
  }
  return out;
}

function advanceOptions(b: Board): Action[] {
  const p = b.state.pendingAdvance;
  if (!p) return [];
  const { ctx } = b;
  const cm = ctx.cm;
  const out: Action[] = [];
  const singles = p.attackers.map((id) => [id]);
  const all: string[] = [];
  const limit = stackLimitAt(ctx, p.hex, b.state);
  // Amphibious assault units advance first, and must [8.5.8.1].
  const must = p.amphibious ?? [];
  for (const id of [...must, ...p.attackers.filter((x) => !must.includes(x))]) if (stackSp(ctx, [...all, id]) <= limit) all.push(id);
  const base = all.filter((id) => must.includes(id));
  const groups = must.length > 0 ? [base, ...p.attackers.filter((id) => !must.includes(id)).map((id) => [...base, id]), all] : all.length > 1 ? [...singles, all] : singles;
  for (const units of groups) if (!checkAdvance(b, units, {})) out.push({ type: "advance", units });
  if (p.secondHex) {
    for (const id of p.attackers) {
      for (let d = 0; d < 6; d += 1) {
        const to = cm.neighbours[p.hex * 6 + d] as number;
        if (to < 0) continue;
        const second = { [id]: cm.label(to) };
        if (!checkAdvance(b, [id], second)) out.push({ type: "advance", units: [id], second });
      }
    }
  }
  return out;
}

/** Embarking and disembarking [8.5.8.3]: each AMPH's marines ashore alone and all together, its units aboard alone and all together, to each place they may go. */
export function boardingOptions(b: Board, side: string, filter?: readonly string[]): Action[] {
  const { ctx, state } = b;
  const out: Action[] = [];
  if (state.weather === "storm") return out;
  const groups = (ids: string[]) => (ids.length > 1 ? [...ids.map((id) => [id]), ids] : ids.length === 1 ? [ids] : []);
  for (const amph of ctx.navalIds) {
    if (!amphNow(ctx, state, amph) || defOf(ctx, amph).side !== side) continue;
    const hexes = boardingHexes(ctx, state, side, amph);
    if (hexes.length === 0) continue;
    for (const h of hexes) {
      const ashore = unitsAt(b, h).filter((id) => defOf(ctx, id).marine && (!filter || filter.includes(id)));
      for (const units of groups(ashore)) if (!embarkBar(b, side, amph, units)) out.push({ type: "embark", amph, units });
    }
    const aboard = cargoOf(ctx, state, amph).filter((id) => !filter || filter.includes(id));
    for (const units of groups(aboard)) for (const h of hexes) if (typeof disembarkBar(b, side, amph, units, ctx.cm.label(h)) === "number") out.push({ type: "disembark", amph, units, to: ctx.cm.label(h) });
  }
  return out;
}

/** Amphibious assaults and landings [8.5.8.1]: per beach hex, all the units aboard next to it; an assault also with every eligible land attacker next to the hex. */
export function assaultOptions(b: Board, side: string, filter?: readonly string[]): Action[] {
  const out: Action[] = [];
  const targets = amphibiousTargetsOf(b, side);
  if (targets.length === 0) return out;
  const land = attackTargets(b, side, filter);
  for (const t of targets) {
    const units = t.units.filter((id) => !filter || filter.includes(id));
    if (units.length === 0) continue;
    if (t.kind === "landing") {
      if (typeof landBar(b, side, units, t.hex) === "number") out.push({ type: "land", units, to: t.hex });
      continue;
    }
    if (b.state.seg.attackedHexes[b.ctx.cm.indexOf(t.hex)]) continue;
    const next = land.get(b.ctx.cm.indexOf(t.hex)) ?? [];
    for (const attackers of next.length > 0 ? [units, [...units, ...next]] : [units]) {
      if (!(explain(b, { attackers, defender: t.hex }) instanceof RuleError)) out.push({ type: "attack", attackers, defender: t.hex });
    }
  }
  return out;
}

function replacementOptions(b: Board, side: string): Action[] {
  const { ctx, state } = b;
  const out: Action[] = [];
  for (const id of ctx.unitIds) {
    const d = defOf(ctx, id);
    if (d.side !== side) continue;
    const u = state.units[id];
    if (u?.status === "map" && !(checkRestore(b, side, id) instanceof RuleError)) out.push({ type: "restore-step", unit: id });
    if (u?.status === "eliminated" && !d.noRebuild) {
      for (const [hex] of [...b.at].filter(([, ids]) => defOf(ctx, ids[0] as string).side === side)) {
        for (let k = 0; k < 6; k += 1) {
          const nb = ctx.cm.neighbours[hex * 6 + k] as number;
          if (nb < 0) continue;
          const r = checkRebuild(b, side, id, ctx.cm.label(nb));
          if (!(r instanceof RuleError)) {
            out.push({ type: "rebuild", unit: id, at: ctx.cm.label(nb) });
            break;
          }
        }
      }
    }
  }
  return out;
}
