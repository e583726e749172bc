import type { AreaUnitType } from "@/lib/model";
import { BotRandom } from "../../core/rng";
import { mobilisationSites, mobiliseCapacity } from "./economy";
import { aaStateHash, applyAa, createAaGame } from "./game";
import { movableAt } from "./movement";
import { findPath, reachable } from "./paths";
import { combatMoveProblems } from "./combat-move-end";
import { landingZoneClear, settleable, settleCombatMove } from "./bot-settle";
import { boardOfState, enemiesAt, friendlyTerritory, hostileSea, hostileTerritory, powerOf, sideOf, unitsAt } from "./state";
import { defOf, isAir, isLand, isSea, unitTable } from "./unit-table";
import { calculateOdds } from "./odds";
import type { ExactLimits } from "./odds-exact";
import { greedyRaid } from "./raid-bot";
import type { AaAction, AaBundle, AaState } from "./types";

/** A player program for one side: given a state where its side acts, one legal action. */
export interface AaBot {
  readonly name: string;
  choose(state: AaState): AaAction;
}
export type AaBotFactory = (opts: { seed: number; side: string }) => AaBot;

/** Who must act now: the nation answering a decision, else the power to move. */
export function actingNation(state: AaState): string {
  return state.decision?.nation ?? powerOf(state);
}

/** Answers a pending decision the way a player accepting the defaults would: suggested casualties and interceptors, press on. */
function answerDecision(state: AaState): AaAction | null {
  const d = state.decision;
  if (!d) return null;
  if (d.kind === "casualties") return { type: "choose-casualties", units: d.suggested };
  // The suggested interceptors are the ones whose exchange pays (raid.ts) [AA:strategic-bombing].
  if (d.kind === "intercept") return { type: "intercept", units: d.suggested };
  return { type: "retreat", to: null };
}

/** Whether an action is legal now (bots only ever propose what `apply` accepts). */
const legal = (state: AaState, action: AaAction) => !("error" in applyAa(state, action));

/** Legal, and in the combat move leaves every obligation settleable, so the phase can still end [AA:combat-move] (bot-settle.ts). */
const sound = (state: AaState, action: AaAction) => {
  const r = applyAa(state, action);
  if ("error" in r) return false;
  return state.phase !== "combat-move" || settleable(r.state);
};

/** Places every bought unit it can: land and air at the complex with most room, ships next to one [AA:mobilise]. */
function mobiliseAll(state: AaState, prefer?: string): AaAction {
  const board = boardOfState(state);
  const nation = powerOf(state);
  const sites = mobilisationSites(state).sort((a, b) => (a === prefer ? -1 : b === prefer ? 1 : mobiliseCapacity(state, b) - mobiliseCapacity(state, a)));
  const room = new Map(sites.map((s) => [s, mobiliseCapacity(state, s)]));
  const placements: { type: string; at: string; count: number }[] = [];
  const types = Object.keys(state.bought).sort((a, b) => defOf(state, b).cost - defOf(state, a).cost);
  for (const type of types) {
    const def = defOf(state, type);
    if (def.industrialComplex) continue;
    for (let n = state.bought[type] ?? 0; n > 0; n -= 1) {
      const site = sites.find((s) => (room.get(s) ?? 0) > 0 && (!isSea(def) || board.spaces.get(s)!.next.some((z) => board.spaces.get(z)!.sea && !hostileSea(state, nation, z))));
      if (!site) break;
      room.set(site, (room.get(site) ?? 0) - 1);
      const at = isSea(def) ? board.spaces.get(site)!.next.find((z) => board.spaces.get(z)!.sea && !hostileSea(state, nation, z))! : site;
      const same = placements.find((p) => p.type === type && p.at === at);
      if (same) same.count += 1;
      else placements.push({ type, at, count: 1 });
    }
  }
  const action: AaAction = { type: "mobilise", placements };
  return legal(state, action) ? action : { type: "mobilise", placements: [] };
}

/** Aircraft that must land: move each to the nearest landing space it can reach [AA:air-units]. */
function landAir(state: AaState): AaAction | null {
  const nation = powerOf(state);
  for (const [id, u] of Object.entries(state.units).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const def = defOf(state, u.type);
    if (u.owner !== nation || !isAir(def) || u.moved >= def.movement) continue;
    const board = boardOfState(state);
    const here = board.spaces.get(u.at)!;
    const safe = !here.sea && friendlyTerritory(state, nation, u.at) && state.startControl[u.at] !== undefined && friendlyTerritory({ ...state, control: state.startControl }, nation, u.at);
    if (safe) continue;
    const options = [...reachable(state, nation, def, u.at, def.movement - u.moved)].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
    for (const [to] of options) {
      const path = findPath(state, nation, def, u.at, to, def.movement - u.moved);
      if (!path) continue;
      const action: AaAction = { type: "move", units: [id], path };
      if (legal(state, action) && !board.spaces.get(to)!.sea) return action;
    }
  }
  return null;
}

/** The move that settles an open obligation of the combat move, when it is legal (bot-settle.ts). */
function settleLegal(state: AaState): AaAction | null {
  const settle = settleCombatMove(state);
  return settle && legal(state, settle) ? settle : null;
}

/** Legal and leaves no obligation open at all: the random bot never starts what it would not finish [AA:combat-move]. */
function noProblemsAfter(state: AaState, action: AaAction): boolean {
  const r = applyAa(state, action);
  return !("error" in r) && combatMoveProblems(r.state).length === 0;
}

export const randomAaBot: AaBotFactory = ({ seed, side }) => {
  const rng = new BotRandom(seed ^ 0x5bd1e995 ^ side.length);
  return {
    name: "random",
    choose(state) {
      const decided = answerDecision(state);
      if (decided) return decided;
      const nation = powerOf(state);
      if (state.phase === "purchase") {
        const table = [...unitTable(state.bundle.game).values()].filter((d) => !d.industrialComplex && d.cost > 0);
        let bank = state.bank[nation] ?? 0;
        const units: Record<string, number> = {};
        for (let i = 0; i < 12 && rng.chance(0.8); i += 1) {
          const d = rng.pick(table);
          if (d.cost > bank) continue;
          units[d.id] = (units[d.id] ?? 0) + 1;
          bank -= d.cost;
        }
        return { type: "purchase", units };
      }
      if (state.phase === "mobilise") return mobiliseAll(state);
      if (state.phase === "noncombat-move") {
        const landing = landAir(state);
        if (landing) return landing;
      }
      const settle = settleLegal(state);
      if (settle) return settle;
      if (rng.chance(0.25)) return { type: "end-phase" };
      const board = boardOfState(state);
      const spaces = board.ids.filter((s) => movableAt(state, s).length > 0);
      for (let tries = 0; tries < 8 && spaces.length > 0; tries += 1) {
        const from = rng.pick(spaces);
        const ids = movableAt(state, from);
        const first = defOf(state, state.units[ids[0] as string]!.type);
        const group = ids.filter((id) => state.units[id]!.type === state.units[ids[0] as string]!.type);
        const units = rng.chance(0.5) ? group : [ids[0] as string];
        const range = Math.min(...units.map((id) => first.movement - state.units[id]!.moved));
        const options = [...reachable(state, nation, first, from, range).keys()];
        if (options.length === 0) continue;
        const to = rng.pick(options);
        const path = findPath(state, nation, first, from, to, range);
        if (!path) continue;
        const action: AaAction = { type: "move", units, path };
        // A random move that would leave the combat move unable to end is not taken [AA:combat-move].
        if (state.phase === "combat-move" ? noProblemsAfter(state, action) : legal(state, action)) return action;
      }
      return { type: "end-phase" };
    },
  };
};

/**
 * How often these attackers would take the territory, by the battle calculator
 * [AA:conduct-combat]: a few hundred battles, seeded from the game so the bot
 * stays deterministic.
 */
/**
 * A battle the bot weighs is solved exactly when it is small enough to cost
 * about what its 300-battle sample costs (measured on the area sample's
 * types: 4 v 2 units 0.15 ms exact against 0.35 ms sampled, 11 v 7 0.4 against
 * 0.9, 27 v 17 0.8 against 0.45): the answer is then the truth, not ±3
 * points of noise. Bigger battles are still sampled.
 */
const BOT_EXACT_LIMITS: ExactLimits = { sideStates: 2_000, jointStates: 20_000, work: 100_000 };

function takes(state: AaState, attackers: readonly string[], defenders: readonly string[]): number {
  const count = (ids: readonly string[]) => {
    const out: Record<string, number> = {};
    for (const id of ids) {
      const type = state.units[id]!.type;
      out[type] = (out[type] ?? 0) + 1;
    }
    return out;
  };
  const r = calculateOdds(state.bundle.game.unitTypes, { kind: "land", attacker: count(attackers), defender: count(defenders) }, { method: "auto", exactLimits: BOT_EXACT_LIMITS, runs: 300, seed: (state.seed ^ state.actions) | 0 });
  if (!r.ok) return 0;
  return r.result.territoryTaken ?? r.result.attackerWins;
}

function capitalOf(state: AaState, nation: string): string | undefined {
  return [...boardOfState(state).spaces.values()].find((s) => s.capital && s.originalOwner === nation)?.id;
}

/**
 * The greedy bot [AA:turn-order]: buys a sensible army within its complexes'
 * room, attacks territories where its adjacent forces clearly outweigh the
 * defenders (keeping its capital held), moves the rest toward the enemy, lands
 * its aircraft in safe territory, and places new units at its capital first.
 */
export const greedyAaBot: AaBotFactory = () => ({
  name: "greedy",
  choose(state) {
    const decided = answerDecision(state);
    if (decided) return decided;
    const nation = powerOf(state);
    const capital = capitalOf(state, nation);
    if (state.phase === "purchase") return greedyPurchase(state, nation);
    if (state.phase === "mobilise") return mobiliseAll(state, capital);
    if (state.phase === "combat-move") return greedyRaid(state, nation) ?? greedyAttack(state, nation, capital) ?? greedyLanding(state, nation, capital) ?? settleLegal(state) ?? { type: "end-phase" };
    if (state.phase === "noncombat-move") return landAir(state) ?? greedyAdvance(state, nation, capital) ?? { type: "end-phase" };
    return { type: "end-phase" };
  },
});

function greedyPurchase(state: AaState, nation: string): AaAction {
  const table = [...unitTable(state.bundle.game).values()];
  const pick = (pred: (d: AreaUnitType) => boolean) => table.filter(pred).sort((a, b) => a.cost - b.cost)[0];
  const infantry = pick((d) => isLand(d) && d.supportable === true) ?? pick((d) => isLand(d));
  const artillery = pick((d) => isLand(d) && (d.artillery ?? 0) > 0);
  const tank = pick((d) => isLand(d) && d.canBlitz === true);
  const fighter = pick((d) => isAir(d) && (d.carrierCost ?? 0) > 0);
  const room = mobilisationSites(state).reduce((n, s) => n + mobiliseCapacity(state, s), 0) - Object.values(state.bought).reduce((a, b) => a + b, 0);
  const pattern = [infantry, infantry, artillery, tank, infantry, fighter].filter((d): d is AreaUnitType => d !== undefined);
  let bank = state.bank[nation] ?? 0;
  const units: Record<string, number> = {};
  let placed = 0;
  for (let i = 0; placed < room && i < 200; i += 1) {
    const d = pattern[i % pattern.length] as AreaUnitType;
    if (d.cost > bank) {
      if (infantry && infantry.cost <= bank) continue;
      break;
    }
    units[d.id] = (units[d.id] ?? 0) + 1;
    bank -= d.cost;
    placed += 1;
  }
  return { type: "purchase", units };
}

function greedyAttack(state: AaState, nation: string, capital: string | undefined): AaAction | null {
  const board = boardOfState(state);
  const targets = board.ids
    .filter((t) => !board.spaces.get(t)!.sea && hostileTerritory(state, nation, t))
    .map((t) => ({ t, value: (board.spaces.get(t)!.ipc + (board.spaces.get(t)!.victoryCity ? 6 : 0) + (board.spaces.get(t)!.capital ? 10 : 0)) }))
    .sort((a, b) => b.value - a.value || (a.t < b.t ? -1 : 1));
  for (const { t } of targets) {
    const defenders = enemiesAt(state, nation, t).map(([id]) => id);
    const committed = unitsAt(state, t).filter(([, u]) => u.owner === nation).map(([id]) => id);
    // Land units next to the target that may still move, keeping two at the capital when enemies are near it.
    const candidates: { from: string; ids: string[] }[] = [];
    for (const from of board.spaces.get(t)!.next) {
      if (board.spaces.get(from)!.sea || !friendlyTerritory(state, nation, from)) continue;
      let ids = movableAt(state, from).filter((id) => isLand(defOf(state, state.units[id]!.type)));
      if (from === capital) ids = ids.slice(2);
      if (ids.length > 0) candidates.push({ from, ids });
    }
    const available = candidates.flatMap((c) => c.ids);
    const worth = committed.length > 0 || (available.length > 0 && takes(state, [...committed, ...available], defenders) >= 0.7);
    if (!worth) continue;
    for (const c of candidates) {
      const action: AaAction = { type: "move", units: c.ids, path: [t] };
      if (legal(state, action)) return action;
      for (const id of c.ids) {
        const single: AaAction = { type: "move", units: [id], path: [t] };
        if (legal(state, single)) return single;
      }
    }
  }
  return null;
}

/**
 * Amphibious assaults [AA:amphibious, AA:transports]: a loaded transport
 * lands its cargo on a hostile coast it can reach when the calculator says
 * the landing wins; an empty one next to idle land units takes them aboard
 * when such a coast is in reach.
 */
function greedyLanding(state: AaState, nation: string, capital: string | undefined): AaAction | null {
  const board = boardOfState(state);
  const transports = Object.entries(state.units)
    .filter(([, u]) => u.owner === nation && (defOf(state, u.type).transportCapacity ?? 0) > 0 && !u.unloaded && !hostileSea(state, nation, u.at))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const coastsNear = (zone: string) => board.spaces.get(zone)!.next.filter((t) => !board.spaces.get(t)!.sea && hostileTerritory(state, nation, t));
  const defenders = (t: string) => enemiesAt(state, nation, t).map(([id]) => id);
  for (const [tid, t] of transports) {
    const def = defOf(state, t.type);
    const cargo = Object.entries(state.units).filter(([, c]) => c.aboard === tid).map(([id]) => id);
    const range = def.movement - t.moved;
    if (cargo.length > 0) {
      for (const coast of landingZoneClear(state, t.at) ? coastsNear(t.at) : []) {
        const action: AaAction = { type: "unload", units: cargo, to: coast };
        if (takes(state, cargo, defenders(coast)) >= 0.7 && sound(state, action)) return action;
      }
      for (const [zone] of [...reachable(state, nation, def, t.at, range)].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1))) {
        if (!landingZoneClear(state, zone) || !coastsNear(zone).some((c) => takes(state, cargo, defenders(c)) >= 0.7)) continue;
        const path = findPath(state, nation, def, t.at, zone, range);
        const action: AaAction | null = path ? { type: "move", units: [tid], path } : null;
        if (action && sound(state, action)) return action;
      }
      continue;
    }
    if (t.moved > 0) continue;
    const shore = board.spaces.get(t.at)!.next.filter((s) => !board.spaces.get(s)!.sea && friendlyTerritory(state, nation, s));
    const riders = shore
      .flatMap((s) => movableAt(state, s).filter((id) => (defOf(state, state.units[id]!.type).transportCost ?? 0) > 0 && isLand(defOf(state, state.units[id]!.type))).slice(s === capital ? 2 : 0))
      .sort((a, b) => defOf(state, state.units[b]!.type).attack - defOf(state, state.units[a]!.type).attack || (a < b ? -1 : 1));
    let room = def.transportCapacity ?? 0;
    const load: string[] = [];
    for (const id of riders) {
      const cost = defOf(state, state.units[id]!.type).transportCost ?? Infinity;
      if (cost <= room && load.every((l) => state.units[l]!.at === state.units[id]!.at)) {
        load.push(id);
        room -= cost;
      }
    }
    if (load.length === 0) continue;
    const inReach = [t.at, ...reachable(state, nation, def, t.at, range).keys()].filter((z) => landingZoneClear(state, z));
    if (!inReach.some((z) => coastsNear(z).some((c) => takes(state, load, defenders(c)) >= 0.7))) continue;
    const action: AaAction = { type: "load", units: load, transport: tid };
    if (sound(state, action)) return action;
  }
  return null;
}

/** Moves land units one step toward the nearest hostile territory, keeping a guard at the capital [AA:noncombat-move]. */
function greedyAdvance(state: AaState, nation: string, capital: string | undefined): AaAction | null {
  const board = boardOfState(state);
  for (const from of board.ids) {
    if (board.spaces.get(from)!.sea) continue;
    let ids = movableAt(state, from).filter((id) => isLand(defOf(state, state.units[id]!.type)));
    if (from === capital) ids = ids.slice(3);
    if (ids.length === 0) continue;
    const def = defOf(state, state.units[ids[0] as string]!.type);
    const near = board.spaces.get(from)!.next.filter((n) => !board.spaces.get(n)!.sea && friendlyTerritory(state, nation, n));
    const enemyNear = board.spaces.get(from)!.next.some((n) => hostileTerritory(state, nation, n));
    if (enemyNear) continue;
    const distToEnemy = (space: string) => {
      const far = reachable(state, sideEnemy(state, nation), def, space, 6);
      let best = Infinity;
      for (const [s, d] of far) if (hostileTerritory(state, nation, s)) best = Math.min(best, d);
      return best;
    };
    const here = distToEnemy(from);
    const step = near.map((n) => ({ n, d: distToEnemy(n) })).filter((x) => x.d < here).sort((a, b) => a.d - b.d || (a.n < b.n ? -1 : 1))[0];
    if (!step) continue;
    const action: AaAction = { type: "move", units: ids, path: [step.n] };
    if (legal(state, action)) return action;
  }
  return null;
}

/** Any nation of another side: paths toward the enemy are searched as if by it, so friendly land does not stop the search. */
function sideEnemy(state: AaState, nation: string): string {
  return state.bundle.game.turnOrder.find((n) => sideOf(state, n) !== sideOf(state, nation)) ?? nation;
}

export const AA_BOTS: Record<string, AaBotFactory> = { random: randomAaBot, greedy: greedyAaBot };

export interface PlayedAaGame {
  seed: number;
  state: AaState;
  actions: AaAction[];
  hash: string;
  truncated: boolean;
}

/** Plays one area game to its end with a bot per side; a bot proposing an illegal action is a bug and throws with its rule. */
export function playAaGame(bundle: AaBundle, seed: number, bots: Record<string, AaBotFactory>, opts: { maxActions?: number } = {}): PlayedAaGame {
  let state = createAaGame(bundle, seed);
  const players = new Map<string, AaBot>();
  for (const [side, factory] of Object.entries(bots)) players.set(side, factory({ seed, side }));
  const actions: AaAction[] = [];
  const cap = opts.maxActions ?? 100_000;
  while (!state.result && actions.length < cap) {
    const side = sideOf(state, actingNation(state));
    const bot = side ? players.get(side) : undefined;
    if (!bot) throw new Error(`playAaGame: no bot for side ${side}`);
    const action = bot.choose(state);
    const r = applyAa(state, action);
    if ("error" in r) throw new Error(`playAaGame: ${bot.name} bot for ${side} chose an illegal action ${JSON.stringify(action)}: ${r.error}`);
    actions.push(action);
    state = r.state;
  }
  return { seed, state, actions, hash: aaStateHash(state), truncated: !state.result };
}

