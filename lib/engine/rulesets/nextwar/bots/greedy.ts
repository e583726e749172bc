import type { Action, GameState } from "../types";
import { RuleError } from "../../../core/errors";
import { type Board, boardOf, controlOf, defOf, enemyOf, unitsAt, valuesOf } from "../board";
import { type CombatExplanation, explain } from "../combat";
import { attackTargets, legalNextWarActions, movableStacks } from "../legal";
import { explore, makeMover } from "../movement";
import { currentSegment } from "../queries";
import { edgeDistance } from "../retreat";
import { overstackBy } from "../stacking";
import { computeZoc } from "../zoc";
import { chooseDefenderSupport, chooseRebase, expectedAt, planAttackSupport } from "./air";
import type { BotFactory } from "./types";
import { chooseHqAction, withDefenderHq, withHqSupport } from "./advanced-hq";
import { chooseNavalAction, chooseSweep } from "./naval";
import { chooseAirlift } from "./airlift";
import { airmobileAdvanceOptions } from "../airmobile";
import { chooseAirmobile, chooseUsmcFromAboard } from "./airmobile";
import { chooseParadrop } from "./paradrop";
import { chooseSeaTransport } from "./sea-transport";
import { chooseBeachheadRemoval, chooseBeachheadTransport } from "./beachhead";
import { chooseIntel } from "./advanced-intel";
import { chooseSupplyAction } from "./advanced-supply";
import { ASSAULT_MIN_VALUE, assaultCandidates, busyAmphs, chooseAmphibiousMove, chooseBeachhead, chooseLanding, marinesToFetch } from "./amphibious";

/**
 * A greedy player: attacks where the expected result favours it, with the
 * air points, helicopters and ships worth sending, and defends with them
 * where they lower the attacker's expectation most (air.ts); moves
 * helicopters with nothing in range toward the enemy; moves ships, lays and
 * sweeps mines (naval.ts); lands marines from AMPHs by amphibious assault
 * or on empty beaches near its objectives (amphibious.ts), reinforces its
 * beachheads by sea and lifts those that serve nothing (beachhead.ts); airlifts foot units toward its objectives when
 * that gains many hexes (airlift.ts), ships units port to port likewise,
 * shunning risky contested waters (sea-transport.ts), drops airborne units
 * and flies airmobile units likewise (paradrop.ts, airmobile.ts); moves each unit toward the nearest VP
 * hex it does not control (keeping one unit in each VP hex it holds; alike
 * units of a stack go together), never
 * overstacks, advances with everything that fits. Deterministic: ties break
 * on unit id and hex index.
 */
export const greedyBot: BotFactory = ({ side }) => {
  let heldKey = "";
  let held = new Set<string>();
  // The segment (turn:step) in which each special move last found nothing worth doing.
  const doneIn = new Map<string, string>();
  // Choices the rules refused on the true state this segment, under fog of war [13.2] (fog-bot.ts): not proposed again.
  let refusedKey = "";
  const refused = new Set<string>();
  const once = (move: string, key: string, choose: () => Action | null): Action | null => {
    if (doneIn.get(move) === key) return null;
    const action = choose();
    if (!action || (refused.size > 0 && refused.has(JSON.stringify(action)))) {
      doneIn.set(move, key);
      return null;
    }
    return action;
  };
  const fields: FieldCache = { key: "", enemy: null, ezoc: null, goalsKey: "", goal: null };
  return {
    name: "greedy",
    refused(action: Action) {
      // A refused move leaves its units where they are for the segment; anything else is remembered as is.
      if (action.type === "move") for (const id of action.units) held.add(id);
      refused.add(JSON.stringify(action));
    },
    choose(state: GameState): Action {
      const cur = currentSegment(state);
      const segmentKey = `${state.turn}:${state.step}`;
      if (segmentKey !== refusedKey) {
        refusedKey = segmentKey;
        refused.clear();
      }
      const b = boardOf(state);
      if (state.pendingDecision?.kind === "support") return withDefenderHq(b, state.pendingDecision, chooseDefenderSupport(b, state.pendingDecision));
      if (state.pendingDecision) return chooseDecision(b);
      if (state.pendingAdvance) return chooseAdvance(state);
      if (cur.kind === "decision") return { type: "choose-weather", weather: "clear" };
      const me = cur.active ?? side;
      // The Advanced game's electronic detection, SOF missions and UN answers [21.3, 20.1, 28] (advanced-intel.ts).
      const intel = state.adv ? chooseIntel(b, me, cur.kind) ?? chooseSupplyAction(b, me, cur.kind) : null;
      if (intel) return intel;
      if (cur.kind === "move") {
        const key = `${state.turn}:${state.step}`;
        if (key !== heldKey) {
          heldKey = key;
          // Marines an AMPH comes for wait in their port [8.5.8.3].
          held = new Set(marinesToFetch(b, me, goalField(b, objectives(b, me), fields)));
        }
        // Each special move is tried until it finds nothing worth doing, then left for the rest of the segment:
        // enemy units stay put in our segment, so what was not worth it will not become so. None in the elite
        // reaction segment [SOP]. Helicopters rebase and ships move first (naval.ts); airlifts, sea transport
        // and paradrops come before the land moves, so the units carried may still move on with half their MA
        // [8.5.2, 8.5.7.1, 8.5.3]. A beachhead that serves nothing is lifted first, so the AMPH kept next to it
        // may sail this segment; landings that reinforce a beachhead come before port-to-port sailings, which
        // share the turn's SP [8.5.8.2.1, 8.5.7.2, 8.5.7.4].
        const special = cur.segment !== "elite-reaction-move";
        const toGoal = () => goalField(b, objectives(b, me), fields);
        const early =
          special &&
          (once("lift-beachhead", key, () => chooseBeachheadRemoval(b, me, toGoal())) ??
            once("rebase", key, () => chooseRebase(b, me, enemyField(b, me, fields, key))) ??
            once("usmc-aboard", key, () => chooseUsmcFromAboard(b, me, toGoal())) ??
            once("amphibious", key, () => chooseAmphibiousMove(b, me, toGoal())) ??
            once("naval", key, () => chooseNavalAction(b, me, enemyField(b, me, fields, key), busyAmphs(b, me))) ??
            once("airlift", key, () => chooseAirlift(b, me, toGoal())) ??
            once("beachhead-transport", key, () => chooseBeachheadTransport(b, me, toGoal(), held)) ??
            once("sea-transport", key, () => chooseSeaTransport(b, me, toGoal())) ??
            once("paradrop", key, () => chooseParadrop(b, me, toGoal())));
        if (early) return early;
        // Landed by airmobile next to an empty enemy city or installation: take it [8.5.4.3].
        const advance = airmobileAdvanceOptions(b, me)[0];
        if (advance) return advance;
        // Airmobile moves replace land moves [8.5.4.3]: tried before them.
        const lift = special && once("airmobile", key, () => chooseAirmobile(b, me, toGoal()));
        if (lift) return lift;
        const action = chooseMove(b, me, held, fields, key);
        return action ?? { type: "end-segment" };
      }
      // An AMPH in assault position that does not attack lands its units rather than idle; then a beachhead
      // where they came ashore [8.5.8.1, 8.5.8.2].
      if (cur.kind === "combat") return chooseAttack(b, me, refused) ?? chooseLanding(b, me, goalField(b, objectives(b, me), fields)) ?? chooseBeachhead(b, me) ?? { type: "end-segment" };
      if (cur.kind === "sweep") return chooseSweep(b, me) ?? { type: "end-segment" };
      // The Advanced game's HQ support attacks, recoveries and rebuilds [18.2.2, 18.4, 18.5] (advanced-hq.ts).
      const hqAction = state.adv ? chooseHqAction(b, me, cur.kind, refused) : null;
      if (hqAction) return hqAction;
      if (cur.kind === "strike") return { type: "end-segment" };
      const legal = legalNextWarActions(state);
      const restore = legal.filter((a) => a.type === "restore-step");
      if (restore.length > 0) return restore[0] as Action;
      const rebuild = legal.find((a) => a.type === "rebuild");
      return rebuild ?? { type: "end-segment" };
    },
  };
};

function objectives(b: Board, side: string): number[] {
  const { ctx, state } = b;
  const out: number[] = [];
  for (const [hex] of ctx.vpHexes) {
    // Enemy-held VP hexes to take, and own VP hexes left empty to garrison.
    if (controlOf(ctx, state, hex) !== side || !unitsAt(b, hex).some((id) => defOf(ctx, id).side === side)) out.push(hex);
  }
  if (out.length === 0) for (const [hex, ids] of b.at) if (defOf(ctx, ids[0] as string).side !== side) out.push(hex);
  return out.sort((a, c) => a - c);
}

let queue = new Int32Array(0);

/**
 * Hex distance to the nearest target for every hex: one multi-source
 * breadth-first pass, written into `into` when given (the bot's fields are
 * refilled, not reallocated, several times a segment).
 */
function distanceField(b: Board, targets: readonly number[], into?: Int32Array | null): Int32Array {
  const cm = b.ctx.cm;
  const dist = into && into.length === cm.n ? into.fill(1 << 20) : new Int32Array(cm.n).fill(1 << 20);
  if (queue.length < cm.n) queue = new Int32Array(cm.n);
  let head = 0;
  let tail = 0;
  for (const t of targets) {
    if (dist[t] === 0) continue;
    dist[t] = 0;
    queue[tail++] = t;
  }
  while (head < tail) {
    const h = queue[head++] as number;
    const d = (dist[h] as number) + 1;
    for (let k = 0; k < 6; k += 1) {
      const nb = cm.neighbours[h * 6 + k] as number;
      if (nb >= 0 && (dist[nb] as number) > d) {
        dist[nb] = d;
        queue[tail++] = nb;
      }
    }
  }
  return dist;
}

/**
 * Distance fields kept between calls (a full-map pass each is the bot's main
 * cost): enemy units do not move in our movement segment, so their field
 * lasts the segment; the goal field lasts while the goal list is unchanged.
 */
interface FieldCache {
  key: string;
  enemy: Int32Array | null;
  /** The enemy's ZOC [8.2], which our own moves do not change: makeMover would compute it for every unit. */
  ezoc: Uint8Array | null;
  goalsKey: string;
  goal: Int32Array | null;
}

/** Hex distance to the nearest enemy unit, kept for the segment (enemy units do not move in ours). */
function enemyField(b: Board, side: string, cache: FieldCache, segmentKey: string): Int32Array {
  if (cache.key !== segmentKey || !cache.enemy) {
    const enemy = enemyOf(b.ctx, side);
    const enemyHexes = [...b.at].filter(([, ids]) => defOf(b.ctx, ids[0] as string).side === enemy).map(([h]) => h);
    cache.key = segmentKey;
    cache.enemy = distanceField(b, enemyHexes, cache.enemy);
    cache.ezoc = computeZoc(b, enemy);
  }
  return cache.enemy;
}

/** Hex distance to the nearest objective, kept while the objectives are unchanged. */
function goalField(b: Board, goals: readonly number[], cache: FieldCache): Int32Array {
  const goalsKey = goals.join(",");
  if (cache.goalsKey !== goalsKey || !cache.goal) {
    cache.goalsKey = goalsKey;
    cache.goal = distanceField(b, goals, cache.goal);
  }
  return cache.goal;
}

function chooseMove(b: Board, side: string, held: Set<string>, cache: FieldCache, segmentKey: string): Action | null {
  const { ctx, state } = b;
  const goals = objectives(b, side);
  const toEnemy = enemyField(b, side, cache, segmentKey);
  const scoring: Scoring = { toGoal: goalField(b, goals, cache), toEnemy, goalSet: new Set(goals), ezoc: cache.ezoc ?? undefined };
  const stacks = [...movableStacks(b, side)].sort((x, y) => x[0] - y[0]);
  for (const [hex, ids] of stacks) {
    for (const id of ids) {
      if (held.has(id)) continue;
      // Keep a garrison in every VP hex the side holds.
      const here = unitsAt(b, hex);
      if (ctx.vpHexes.has(hex) && controlOf(ctx, state, hex) === side && here.filter((x) => !state.seg.moved[x]).length <= 1 && here.length <= 1) {
        held.add(id);
        continue;
      }
      // Units alike in the same hex go together: one search and one move instead of one each. Not out of a
      // VP hex, where the garrison rule above needs them one at a time.
      const group = ctx.vpHexes.has(hex) ? [id] : ids.filter((x) => x === id || (!held.has(x) && alike(b, x, id)));
      let plan = planMove(b, group, scoring, hex);
      if (plan.kind === "stay" && group.length > 1) {
        // Staying because the whole group fits nowhere better: a single unit may still fit somewhere.
        if (plan.blocked) plan = planMove(b, [id], scoring, hex);
        else for (const x of group) held.add(x);
      }
      if (plan.kind === "move") return plan.action;
      held.add(id);
    }
  }
  return null;
}

interface Scoring {
  toGoal: Int32Array;
  toEnemy: Int32Array;
  goalSet: Set<number>;
  ezoc: Uint8Array | undefined;
}

/** Two units move the same way: same mobility class, MA now, nation (ferries), light infantry and attack class. */
function alike(b: Board, a: string, c: string): boolean {
  const { ctx, state } = b;
  const da = defOf(ctx, a);
  const dc = defOf(ctx, c);
  const va = valuesOf(ctx, state, a);
  const vc = valuesOf(ctx, state, c);
  return da.mobility === dc.mobility && da.nationIndex === dc.nationIndex && da.lightInfantry === dc.lightInfantry && va.ma === vc.ma && va.er === vc.er && va.attack >= 3 === vc.attack >= 3;
}

type Plan = { kind: "move"; action: Action } | { kind: "stay"; blocked: boolean };

/**
 * Where a stack of alike units goes: the hex nearest an objective, then next
 * to the enemy for strong units, then the cheapest, among those it can reach
 * without overstacking. `blocked`: a better hex exists but the stack does not fit there.
 */
function planMove(b: Board, units: string[], sc: Scoring, hex: number): Plan {
  const { ctx, state } = b;
  const m = makeMover(b, units, { restriction: restrictionOf(state), ezoc: sc.ezoc });
  if (m instanceof RuleError) return { kind: "stay", blocked: units.length > 1 };
  // The search's costs and predecessors by hex, read before anything else searches.
  const reached = explore(m);
  const { cost, prev } = ctx.cm.scratch;
  const { toGoal, toEnemy, goalSet } = sc;
  // The cheap part of the score first; the stacking check (which allocates) only for hexes that would win.
  const strong = valuesOf(ctx, state, units[0] as string).attack >= 3;
  const base = (h: number) => -10 * (toGoal[h] as number) + (goalSet.has(h) ? 30 : 0) + (strong && toEnemy[h] === 1 ? 4 : 0);
  const moving = new Set(units);
  const fits = (h: number) => {
    const there = unitsAt(b, h);
    return overstackBy(ctx, h, there.length === 0 ? units : [...there.filter((x) => !moving.has(x)), ...units]) <= 0;
  };
  let best = hex;
  let bestScore = base(hex);
  let blocked = false;
  for (let i = 1; i < reached.length; i += 1) {
    const h = reached[i] as number;
    const s = base(h) - (cost[h] as number) * 0.01;
    if (s > bestScore + 1e-9) {
      if (fits(h)) {
        best = h;
        bestScore = s;
      } else blocked = true;
    }
  }
  if (best === hex) return { kind: "stay", blocked };
  const path: string[] = [];
  for (let h = best; h >= 0; h = prev[h] as number) path.push(ctx.cm.label(h));
  return { kind: "move", action: { type: "move", units: [...units], to: ctx.cm.label(best), path: path.reverse() } };
}

/** Expected defender steps lost, less attacker steps, plus a little for retreats, over the ten rolls. */
export function expectedValue(b: Board, ex: CombatExplanation): number {
  return expectedAt(b, ex.finalColumnIndex, ex.drm);
}

/**
 * The attack with the best expected value, counting the air points and
 * helicopters worth sending to it [6.2.1, 6.5.3]; amphibious assaults from
 * AMPHs in position compete with the land attacks, needing ASSAULT_MIN_VALUE [8.5.8.1].
 */
function chooseAttack(b: Board, side: string, refused: ReadonlySet<string>): Action | null {
  const cm = b.ctx.cm;
  let best: { action: Action; value: number } | null = null;
  const land = [...attackTargets(b, side)].sort((x, y) => x[0] - y[0]).map(([hex, ids]) => ({ attackers: [...ids].sort(), defender: cm.label(hex), min: 0.6 }));
  const assaults = assaultCandidates(b, side).map((c) => ({ ...c, min: ASSAULT_MIN_VALUE }));
  for (const { attackers, defender, min } of [...land, ...assaults]) {
    const ex = explain(b, { attackers, defender });
    if (ex instanceof RuleError) continue;
    const plan = planAttackSupport(b, side, ex);
    if (plan.value >= min && (!best || plan.value > best.value)) {
      const support = { ...(plan.air > 0 ? { air: plan.air } : {}), ...(plan.helicopters.length > 0 ? { helicopters: plan.helicopters } : {}), ...(plan.naval.length > 0 ? { naval: plan.naval } : {}) };
      // The Advanced game: the HQ's support and a CW marker [18.2.1, 18.2.4] (checked against what was refused, as sent).
      const action: Action = withHqSupport(b, side, { type: "attack", attackers: ex.attackers, defender, ...support });
      if (refused.size === 0 || !refused.has(JSON.stringify(action))) best = { action, value: plan.value };
    }
  }
  return best?.action ?? null;
}

function chooseAdvance(state: GameState): Action {
  const options = legalNextWarActions(state).filter((a): a is Extract<Action, { type: "advance" }> => a.type === "advance");
  const plain = options.filter((a) => !a.second);
  plain.sort((x, y) => y.units.length - x.units.length);
  return (plain[0] ?? options[0] ?? { type: "end-segment" }) as Action;
}

/**
 * Loss allocation: the option that costs the least printed strength, so
 * steps come off the weakest units [9.7.1]. Retreat: whole stacks together,
 * into hexes with friendly units, through as few enemy-ZOC hexes as possible,
 * toward the friendly edge [9.8.1, 9.8.5]; staying (a sure step) only when
 * every path crosses an enemy ZOC [9.8.4].
 */
function chooseDecision(b: Board): Action {
  const { ctx, state } = b;
  const d = state.pendingDecision;
  const legal = legalNextWarActions(state);
  if (!d || legal.length === 0) return { type: "end-segment" };
  let best = legal[0] as Action;
  let bestScore = -Infinity;
  const ezoc = d.kind === "retreat" ? computeZoc(b, enemyOf(ctx, d.side)) : null;
  for (const a of legal) {
    let score = 0;
    if (a.type === "allocate-losses") {
      for (const [id, n] of Object.entries(a.losses)) score -= strengthLost(b, id, n);
    } else if (a.type === "retreat" && d.kind === "retreat" && ezoc) {
      const units = a.units ?? [];
      if (a.path.length === 0) score = -2.5 * units.length;
      else {
        const hexes = a.path.map((l) => ctx.cm.indexOf(l));
        const end = hexes[hexes.length - 1] as number;
        const friends = unitsAt(b, end).some((id) => !d.group.includes(id));
        const inEzoc = hexes.filter((h) => ezoc[h] === 1 && !unitsAt(b, h).some((id) => !d.group.includes(id))).length;
        score = units.length * (1 - inEzoc) + (friends ? 1 : 0) - 0.1 * edgeDistance(ctx, d.side, end);
      }
    }
    if (score > bestScore + 1e-9) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

/** Attack + defence given up when a unit loses `n` steps (all of it when eliminated). */
function strengthLost(b: Board, id: string, n: number): number {
  const d = defOf(b.ctx, id);
  const steps = b.state.units[id]?.steps ?? 0;
  const at = (s: number) => (s <= 0 ? 0 : s < d.maxSteps ? d.reduced.attack + d.reduced.defence : d.full.attack + d.full.defence);
  return at(steps) - at(steps - n) + (steps - n <= 0 ? 0.5 : 0);
}

function restrictionOf(state: GameState): "elite" | "not-in-ezoc" | undefined {
  const seg = currentSegment(state).segment;
  return seg === "elite-reaction-move" ? "elite" : seg === "breakthrough-move" ? "not-in-ezoc" : undefined;
}
