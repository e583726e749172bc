import type { Action, GameState, PendingSupport } from "../types";
import { RuleError } from "../../../core/errors";
import { type Board, defOf, enemyOf } from "../board";
import type { Context } from "../context";
import { type CombatExplanation, explain } from "../combat";
import { SUPPORT_LIMITS, airPointsLeft, supportDrm } from "../combat-support";
import { actorOf } from "../flow-hooks";
import { baseOf, heliCs, heliState, rebaseTargets, supportCandidates, voluntaryRebaseBar } from "../helicopters";
import { crtCell, parseResult } from "../resolve";
import { navalCandidates, navalCs } from "../naval-support";
import { segmentsOf } from "../segments";

/**
 * The greedy bot's air war: which support (air points, helicopters, ships)
 * to send to an attack or a defence [6.2.1, 6.5.3, 7.3.1] and where to move helicopters that have nothing in range
 * [6.5.1.2]. Support is judged by the combat's expected value at the DRM it
 * would give (ADF losses are not foreseen); air points cost a little, more
 * while the side still has its own combats to fight this turn.
 */

/** Expected values by column and DRM, per game context: the CRT never changes during a game. */
const evCache = new WeakMap<Context, Map<number, number>>();

/** Expected defender steps lost, less attacker steps, plus a little for retreats, over the ten rolls, at a given DRM. */
export function expectedAt(b: Board, column: number, drm: number): number {
  let memo = evCache.get(b.ctx);
  if (!memo) {
    memo = new Map();
    evCache.set(b.ctx, memo);
  }
  const key = column * 1000 + drm;
  let v = memo.get(key);
  if (v === undefined) {
    v = 0;
    for (let roll = 0; roll < 10; roll += 1) {
      const r = parseResult(crtCell(b.ctx, column, roll + drm).cell);
      v += r.defender - r.attacker + 0.3 * r.retreat;
    }
    v /= 10;
    memo.set(key, v);
  }
  return v;
}

function evByDrm(b: Board, column: number): (drm: number) => number {
  return (drm) => expectedAt(b, column, drm);
}

/** What an air point is worth holding back: more while the side has its own combat segments still to come this turn. */
function airPointCost(state: GameState, side: string): number {
  const segments = segmentsOf(state);
  for (let i = state.step + 1; i < segments.length; i += 1) {
    const seg = segments[i];
    if (seg?.kind === "combat" && (seg.phaseWhen !== "initiative-turn" || state.turnKind === "initiative") && actorOf(state, seg) === side) return 0.25;
  }
  return 0.03;
}

const HELICOPTER_COST = 0.05;
/** A ship supports once a segment and takes no losses [7.3.1, 7.3.5]: its only cost is the combats later in the segment. */
const SHIP_COST = 0.03;

/** Naval units that may support at `hex`, strongest first [7.3.1]. */
function strongestShips(b: Board, side: string, hex: number): { id: string; cs: number }[] {
  return navalCandidates(b, side, hex)
    .map((id) => ({ id, cs: navalCs(b.ctx, id) }))
    .sort((x, y) => y.cs - x.cs || (x.id < y.id ? -1 : 1));
}

/** Helicopters that may support at `hex`, strongest first [6.5.3]. */
function strongest(b: Board, side: string, hex: number): { id: string; cs: number }[] {
  return supportCandidates(b, side, hex)
    .map((id) => ({ id, cs: heliCs(b.ctx, b.state, id) }))
    .sort((x, y) => y.cs - x.cs || (x.id < y.id ? -1 : 1));
}

/**
 * The attacker's support for an attack explained without support: the air
 * points and helicopters that raise its expected value most for their cost
 * [6.2.1, 6.5.3]; `value` is that expected value net of the cost.
 */
export function planAttackSupport(b: Board, side: string, ex: CombatExplanation): { air: number; helicopters: string[]; naval: string[]; value: number } {
  const favourable = b.ctx.favourableRoll;
  const helis = strongest(b, side, ex.defenderHex).slice(0, SUPPORT_LIMITS.attacker.helicopters);
  const ships = strongestShips(b, side, ex.defenderHex);
  const maxAir = Math.min(SUPPORT_LIMITS.attacker.air, airPointsLeft(b.state, side));
  const cost = airPointCost(b.state, side);
  const ev = evByDrm(b, ex.finalColumnIndex);
  let best = { air: 0, helicopters: [] as string[], naval: [] as string[], value: ev(ex.drm) };
  let shipCs = 0;
  for (let k = 0; k <= ships.length; k += 1) {
    if (k > 0) shipCs += (ships[k - 1] as { cs: number }).cs;
    let cs = shipCs;
    for (let n = 0; n <= helis.length; n += 1) {
      if (n > 0) cs += (helis[n - 1] as { cs: number }).cs;
      for (let air = 0; air <= maxAir; air += 1) {
        const value = ev(ex.drm + supportDrm(favourable, cs + air, 0)) - cost * air - HELICOPTER_COST * n - SHIP_COST * k;
        if (value > best.value + 1e-9) best = { air, helicopters: helis.slice(0, n).map((h) => h.id), naval: ships.slice(0, k).map((h) => h.id), value };
      }
    }
  }
  return best;
}

/** The defender's answer to a pending attack: the support that lowers the attacker's expected value most for its cost [9.2.4]. */
export function chooseDefenderSupport(b: Board, d: PendingSupport): Action {
  const ex = explain(b, d.attack);
  if (ex instanceof RuleError) return { type: "support" };
  const attackerCs = d.attacker.air + d.attacker.helicopters.reduce((n, id) => n + heliCs(b.ctx, b.state, id), 0) + (d.attacker.naval ?? []).reduce((n, id) => n + navalCs(b.ctx, id), 0);
  const maxAir = Math.min(SUPPORT_LIMITS.defender.air, airPointsLeft(b.state, d.side));
  const helis = strongest(b, d.side, ex.defenderHex).slice(0, SUPPORT_LIMITS.defender.helicopters);
  const ships = strongestShips(b, d.side, ex.defenderHex);
  const cost = airPointCost(b.state, d.side);
  const ev = evByDrm(b, ex.finalColumnIndex);
  const score = (cs: number, air: number, nHelis: number, nShips: number) => ev(ex.drm + supportDrm(b.ctx.favourableRoll, attackerCs, cs)) + cost * air + HELICOPTER_COST * nHelis + SHIP_COST * nShips;
  let best: Action = { type: "support", air: 0, helicopters: [] };
  let bestScore = score(0, 0, 0, 0);
  let shipCs = 0;
  for (let k = 0; k <= ships.length; k += 1) {
    if (k > 0) shipCs += (ships[k - 1] as { cs: number }).cs;
    for (const heli of [null, ...helis]) {
      for (let air = 0; air <= maxAir; air += 1) {
        const s = score(shipCs + air + (heli ? heli.cs : 0), air, heli ? 1 : 0, k);
        if (s < bestScore - 1e-9) {
          bestScore = s;
          best = { type: "support", air, helicopters: heli ? [heli.id] : [], ...(k > 0 ? { naval: ships.slice(0, k).map((h) => h.id) } : {}) };
        }
      }
    }
  }
  return best;
}

/**
 * A rebase for a helicopter with no enemy in range (or one that must move
 * [6.5.1.2]): to the base nearest the enemy that brings one in range without
 * standing next to it; null when no helicopter gains by moving (a rebase
 * ends its flying for the turn). `toEnemy` is the hex distance to the
 * nearest enemy unit, per hex.
 */
export function chooseRebase(b: Board, side: string, toEnemy: Int32Array): Action | null {
  const { ctx, state } = b;
  const enemy = ctx.sides.indexOf(enemyOf(ctx, side));
  const nearEnemy = (h: number) => b.occupant[h] === enemy || [0, 1, 2, 3, 4, 5].some((k) => b.occupant[ctx.cm.neighbours[h * 6 + k] as number] === enemy);
  for (const id of ctx.helicopterIds) {
    const d = defOf(ctx, id);
    if (d.side !== side || voluntaryRebaseBar(state, id)) continue;
    const base = baseOf(ctx, state, id);
    if (!base || base.hex < 0) continue;
    const must = heliState(state, id).mustRebase !== undefined;
    if (!must && (toEnemy[base.hex] as number) <= d.range) continue;
    let best: { to: string; score: number } | null = null;
    for (const to of rebaseTargets(b, id)) {
      // Land bases only: an AMPH moves with the naval war.
      if (!/^[0-9]+$/.test(to)) continue;
      const h = ctx.cm.indexOf(to);
      if (nearEnemy(h)) continue;
      const nearest = toEnemy[h] as number;
      const score = (nearest <= d.range ? 100 : 0) - nearest;
      if (!best || score > best.score) best = { to, score };
    }
    if (best && (must || best.score > 0)) return { type: "rebase", unit: id, to: best.to };
  }
  return null;
}
