import { RuleError } from "../../core/errors";
import { type BattleKind, type Role, assignHits, defaultCasualtyOrder } from "./combat-rules";
import { boardOfState, powerOf } from "./state";
import { defOf } from "./unit-table";
import type { AaBattle, AaCasualtyDecision, AaEvent, AaState } from "./types";
import { type BattleProfile, compileUnitProfiles } from "./units";

/**
 * Casualties [AA:general-combat]: every hit of a round is taken by the side it
 * hit, the owner choosing among the units the hit can fall on. A battle keeps
 * the hits it rolled in `queue`; each entry becomes a `casualties` decision, or
 * is taken at once when there is nothing to choose (every eligible unit is
 * lost, or they are all alike). The default pick (`suggested`) follows
 * combat-rules' casualty order. Rulings: RULINGS-combat.md.
 */

type Entry = NonNullable<AaBattle["queue"]>[number];

interface Profiles {
  list: BattleProfile[];
  byType: Map<string, BattleProfile>;
}

const cache = new WeakMap<AaState["bundle"]["game"], Profiles>();

/** The unit table compiled for battle (combat-rules' profiles), once per game. */
export function profilesOf(state: AaState): Profiles {
  const game = state.bundle.game;
  let p = cache.get(game);
  if (!p) {
    const list = compileUnitProfiles(game.unitTypes);
    p = { list, byType: new Map(list.map((x) => [x.id, x])) };
    cache.set(game, p);
  }
  return p;
}

export function profileOf(state: AaState, type: string): BattleProfile {
  const p = profilesOf(state).byType.get(type);
  if (!p) throw new Error(`unknown unit type ${type}`);
  return p;
}

/** How many of the units (ids still on the board) there are of each type, indexed like the profiles. */
export function countsOf(state: AaState, ids: readonly string[]): number[] {
  const { list } = profilesOf(state);
  const counts = list.map(() => 0);
  for (const id of ids) {
    const u = state.units[id];
    if (!u) continue;
    const i = profileOf(state, u.type).index;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/** Land battle (a territory) or sea battle, as combat-rules reads it. */
export function battleKind(state: AaState, battle: AaBattle): BattleKind {
  return boardOfState(state).spaces.get(battle.space)?.sea ? "sea" : "land";
}

/** A role's units still in the battle (on the board). */
export function sideUnits(state: AaState, battle: AaBattle, role: Role): string[] {
  return (role === "attacker" ? battle.attackers : battle.defenders).filter((id) => state.units[id] !== undefined);
}

/** A role's units that fight in the rounds (not AA guns or structures). */
export function combatants(state: AaState, battle: AaBattle, role: Role): string[] {
  return sideUnits(state, battle, role).filter((id) => profileOf(state, state.units[id]!.type).combatant);
}

function matches(p: BattleProfile, targets: Entry["targets"], strategicBomber: boolean): boolean {
  switch (targets) {
    case "not-air":
      return p.domain !== "air";
    case "not-sub":
      return !p.submarine;
    case "air":
      return p.domain === "air";
    case "bombers":
      return strategicBomber;
    default:
      return true;
  }
}

/**
 * The units a queued hit may fall on [AA:conduct-combat, AA:submarines]:
 * combatants of the side hit that the firing units could hit and that are not
 * already doomed; defenceless units (transports) only when nothing else is
 * eligible [RULINGS-combat "casualty order"].
 */
export function eligibleFor(state: AaState, battle: AaBattle, entry: Entry): string[] {
  const doomed = new Set(battle.doomed);
  const ids = combatants(state, battle, entry.role).filter((id) => {
    if (doomed.has(id)) return false;
    const u = state.units[id]!;
    return matches(profileOf(state, u.type), entry.targets, defOf(state, u.type).strategicBomber === true);
  });
  const armed = ids.filter((id) => !profileOf(state, state.units[id]!.type).defenceless);
  return armed.length > 0 ? armed : ids;
}

/** Hits a unit can still take before it is destroyed. */
function hitsLeft(state: AaState, id: string): number {
  const u = state.units[id]!;
  return Math.max(1, profileOf(state, u.type).hits - u.damage);
}

/**
 * The default pick for `hits` among `eligible` [AA:conduct-combat;
 * RULINGS-combat "casualty order"]: combat-rules' order of losses for the
 * side's role (undamaged multi-hit ships absorb first, then the weakest and
 * cheapest; the attacker in a land battle keeps a land unit to the last).
 * A unit appears once per hit it takes.
 */
export function suggestCasualties(state: AaState, battle: AaBattle, role: Role, eligible: readonly string[], hits: number): string[] {
  const { list } = profilesOf(state);
  const counts = countsOf(state, eligible);
  const spare = list.map(() => 0);
  for (const id of eligible) {
    const p = profileOf(state, state.units[id]!.type);
    spare[p.index] = (spare[p.index] ?? 0) + Math.max(0, p.hits - 1 - state.units[id]!.damage);
  }
  const order = defaultCasualtyOrder(list, counts, role, battleKind(state, battle));
  const { destroyed, damaged } = assignHits(order, counts, spare, hits);
  const byType = (t: number) => eligible.filter((id) => profileOf(state, state.units[id]!.type).index === t);
  const picks: string[] = [];
  const absorbed = new Map<string, number>();
  for (const p of list) {
    let n = damaged[p.index] ?? 0;
    for (const id of byType(p.index).sort((a, b) => state.units[a]!.damage - state.units[b]!.damage || cmp(a, b))) {
      const room = Math.max(0, p.hits - 1 - state.units[id]!.damage);
      const take = Math.min(room, n);
      for (let i = 0; i < take; i += 1) picks.push(id);
      if (take > 0) absorbed.set(id, take);
      n -= take;
    }
  }
  for (const p of list) {
    const n = destroyed[p.index] ?? 0;
    // The most damaged go first: they need the fewest hits.
    const pool = byType(p.index).sort((a, b) => state.units[b]!.damage + (absorbed.get(b) ?? 0) - (state.units[a]!.damage + (absorbed.get(a) ?? 0)) || cmp(a, b));
    for (const id of pool.slice(0, n)) {
      const left = hitsLeft(state, id) - (absorbed.get(id) ?? 0);
      for (let i = 0; i < left; i += 1) picks.push(id);
    }
  }
  return picks.slice(0, hits);
}

/** Unit ids and space ids in code-unit order (what unitsAt and the board use). */
export function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Units that are interchangeable as casualties: same type, owner, damage, landing and cargo. */
function alike(state: AaState, ids: readonly string[]): boolean {
  const key = (id: string) => {
    const u = state.units[id]!;
    const cargo = Object.values(state.units)
      .filter((c) => c.aboard === id)
      .map((c) => c.type)
      .sort();
    return JSON.stringify([u.type, u.owner, u.damage, u.amphibious === true, cargo]);
  };
  return new Set(ids.map(key)).size <= 1;
}

/**
 * Who chooses a side's casualties [RULINGS-combat "who chooses"]: the attacker
 * is the power; for the defence, the nation controlling the territory if it
 * has units in the battle, else the nation with most units there (turn order
 * on a tie).
 */
export function chooserOf(state: AaState, battle: AaBattle, role: Role): string {
  if (role === "attacker") return powerOf(state);
  const owners = sideUnits(state, battle, "defender").map((id) => state.units[id]!.owner);
  const controller = state.control[battle.space];
  if (controller && owners.includes(controller)) return controller;
  const order = state.bundle.game.turnOrder;
  const tally = new Map<string, number>();
  for (const o of owners) tally.set(o, (tally.get(o) ?? 0) + 1);
  const best = [...tally.entries()].sort((a, b) => b[1] - a[1] || order.indexOf(a[0]) - order.indexOf(b[0]) || cmp(a[0], b[0]))[0];
  return best?.[0] ?? controller ?? "";
}

/**
 * Takes the hits at the head of the battle's queue [AA:conduct-combat]: at
 * once when there is no choice, else by setting a `casualties` decision for
 * the owner and returning false.
 */
export function takeQueuedHits(draft: AaState, battle: AaBattle, events: AaEvent[]): boolean {
  const entry = battle.queue?.[0];
  if (!entry) return true;
  const eligible = eligibleFor(draft, battle, entry);
  const capacity = eligible.reduce((n, id) => n + hitsLeft(draft, id), 0);
  const hits = Math.min(entry.hits, capacity);
  if (hits <= 0) {
    if (entry.hits > 0) events.push({ type: "hits-wasted", rule: entry.rule, space: battle.space, role: entry.role, hits: entry.hits });
    popEntry(battle);
    return true;
  }
  if (hits === capacity) {
    // Every eligible unit is lost; hits to spare go on to the units taken last (transports), if any.
    inflict(draft, battle, entry, eligible.flatMap((id) => Array<string>(hitsLeft(draft, id)).fill(id)), events);
    entry.hits -= capacity;
    if (entry.hits <= 0 || eligibleFor(draft, battle, entry).length === 0) popEntry(battle);
    else syncPending(battle);
    return true;
  }
  const suggested = suggestCasualties(draft, battle, entry.role, eligible, hits);
  if (alike(draft, eligible)) {
    inflict(draft, battle, entry, suggested, events);
    popEntry(battle);
    return true;
  }
  const decision: AaCasualtyDecision = { kind: "casualties", nation: chooserOf(draft, battle, entry.role), role: entry.role, space: battle.space, hits, eligible, suggested };
  draft.decision = decision;
  events.push({ type: "decision", rule: entry.rule, ...decision });
  return false;
}

function popEntry(battle: AaBattle): void {
  battle.queue = (battle.queue ?? []).slice(1);
  if (battle.queue.length === 0) delete battle.queue;
  syncPending(battle);
}

/** Keeps the totals of hits waiting for each role (for the UI) in step with the queue. */
export function syncPending(battle: AaBattle): void {
  battle.hitsOnAttacker = (battle.queue ?? []).filter((e) => e.role === "attacker").reduce((n, e) => n + e.hits, 0);
  battle.hitsOnDefender = (battle.queue ?? []).filter((e) => e.role === "defender").reduce((n, e) => n + e.hits, 0);
}

/**
 * The owner's answer to a `casualties` decision [AA:conduct-combat]: exactly
 * the number of hits, each on an eligible unit, a unit named once per hit it
 * takes (twice sinks an undamaged battleship). Wrong answers are RuleErrors.
 */
export function chooseCasualties(draft: AaState, units: readonly string[], events: AaEvent[]): void {
  const decision = draft.decision;
  const battle = draft.battles[0];
  if (!decision || decision.kind !== "casualties" || !battle || !battle.queue?.[0]) throw new RuleError("AA:conduct-combat", "no casualties to choose now");
  const entry = battle.queue[0];
  if (!Array.isArray(units) || units.length !== decision.hits) {
    throw new RuleError(entry.rule, `${decision.nation} takes ${decision.hits} ${decision.hits === 1 ? "hit" : "hits"} in ${decision.space}: choose exactly ${decision.hits}, not ${Array.isArray(units) ? units.length : 0}`);
  }
  const eligible = new Set(decision.eligible);
  const named = new Map<string, number>();
  for (const id of units) {
    if (typeof id !== "string" || !eligible.has(id)) {
      throw new RuleError(entry.rule, `${String(id)} cannot be taken as a casualty here; eligible: ${decision.eligible.join(", ")}`);
    }
    named.set(id, (named.get(id) ?? 0) + 1);
  }
  for (const [id, n] of named) {
    if (n > hitsLeft(draft, id)) throw new RuleError(entry.rule, `${id} can take only ${hitsLeft(draft, id)} ${hitsLeft(draft, id) === 1 ? "hit" : "hits"}, not ${n}`);
  }
  inflict(draft, battle, entry, units, events);
  popEntry(battle);
  draft.decision = null;
}

/**
 * Applies hits to units, one per name [AA:conduct-combat]: a multi-hit unit
 * is damaged until its last hit; a destroyed transport takes its cargo with it.
 * With `doom` the destroyed stay in the battle to fire this round and are
 * removed after it (bombardment) [AA:amphibious].
 */
function inflict(draft: AaState, battle: AaBattle, entry: Entry, picks: readonly string[], events: AaEvent[]): void {
  const perUnit = new Map<string, number>();
  for (const id of picks) perUnit.set(id, (perUnit.get(id) ?? 0) + 1);
  const byOwner = new Map<string, { units: string[]; damaged: string[]; cargo: string[] }>();
  const record = (owner: string) => {
    let r = byOwner.get(owner);
    if (!r) {
      r = { units: [], damaged: [], cargo: [] };
      byOwner.set(owner, r);
    }
    return r;
  };
  for (const [id, n] of perUnit) {
    const u = draft.units[id];
    if (!u) continue;
    const p = profileOf(draft, u.type);
    const r = record(u.owner);
    if (u.damage + n >= p.hits) {
      r.units.push(id);
      if (entry.doom) battle.doomed.push(id);
      else r.cargo.push(...removeUnit(draft, id));
    } else {
      u.damage += n;
      r.damaged.push(id);
    }
  }
  for (const [nation, r] of byOwner) {
    events.push({
      type: "casualties",
      rule: entry.rule,
      nation,
      role: entry.role,
      space: battle.space,
      units: r.units,
      ...(r.damaged.length > 0 ? { damaged: r.damaged } : {}),
      ...(r.cargo.length > 0 ? { cargo: r.cargo } : {}),
      ...(entry.doom ? { firesBack: true } : {}),
    });
  }
}

/** Removes a unit and the cargo aboard it; returns the cargo lost. */
export function removeUnit(draft: AaState, id: string): string[] {
  delete draft.units[id];
  const cargo = Object.entries(draft.units)
    .filter(([, c]) => c.aboard === id)
    .map(([cid]) => cid);
  for (const cid of cargo) delete draft.units[cid];
  return cargo;
}

/** Queues hits for a role's owner to take (merging with an equal entry at the tail). */
export function queueHits(battle: AaBattle, entry: Entry): void {
  if (entry.hits <= 0) return;
  const queue = battle.queue ?? [];
  const last = queue[queue.length - 1];
  if (last && last.role === entry.role && last.targets === entry.targets && last.doom === entry.doom && last.rule === entry.rule) last.hits += entry.hits;
  else queue.push({ ...entry });
  battle.queue = queue;
  syncPending(battle);
}
