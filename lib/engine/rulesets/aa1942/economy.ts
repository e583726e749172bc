import { RuleError } from "../../core/errors";
import { adjacent, boardOf } from "./board";
import { hostileSea, newUnitId, powerOf, sameSide, unitsAt } from "./state";
import { defOf, isAir, isSea, unitTable } from "./unit-table";
import type { AaAction, AaEvent, AaState } from "./types";

/**
 * Buying units and repairing complexes [AA:purchase]: any number of any
 * type the bank can pay for; repairs cost 1 IPC per damage point and take
 * effect at once. Bought units wait for mobilisation.
 */
export function applyPurchase(draft: AaState, action: Extract<AaAction, { type: "purchase" }>, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const table = unitTable(draft.bundle.game);
  let cost = 0;
  for (const [type, n] of Object.entries(action.units)) {
    const def = table.get(type);
    if (!def) throw new RuleError("AA:purchase", `there is no unit type "${type}" in this game`);
    if (!Number.isInteger(n) || n < 0 || n > 999) throw new RuleError("AA:purchase", `buy a whole number of ${def.name}, not ${n}`);
    cost += def.cost * n;
  }
  let repairs = 0;
  for (const [territory, n] of Object.entries(action.repair ?? {})) {
    if (!Number.isInteger(n) || n < 0) throw new RuleError("AA:purchase", `repair a whole number of damage points, not ${n}`);
    if (!draft.complexes[territory] || draft.control[territory] !== nation) throw new RuleError("AA:purchase", `${territory} holds no complex of ${nation} to repair`);
    if (n > (draft.damage[territory] ?? 0)) throw new RuleError("AA:purchase", `${territory} has only ${draft.damage[territory] ?? 0} damage to repair`);
    repairs += n;
  }
  const bank = draft.bank[nation] ?? 0;
  if (cost + repairs > bank) throw new RuleError("AA:purchase", `that costs ${cost + repairs} IPC and ${nation} has ${bank}`);
  draft.bank[nation] = bank - cost - repairs;
  for (const [territory, n] of Object.entries(action.repair ?? {})) {
    if (n === 0) continue;
    draft.damage[territory] = (draft.damage[territory] ?? 0) - n;
    if (draft.damage[territory] === 0) delete draft.damage[territory];
    events.push({ type: "repair", rule: "AA:purchase", nation, territory, points: n });
  }
  for (const [type, n] of Object.entries(action.units)) if (n > 0) draft.bought[type] = (draft.bought[type] ?? 0) + n;
  events.push({ type: "purchase", rule: "AA:purchase", nation, units: action.units, spent: cost + repairs, bank: draft.bank[nation] });
}

/** How many units a complex can still mobilise this turn: the territory's IPC value less its damage [AA:mobilise]. */
export function mobiliseCapacity(state: AaState, territory: string): number {
  const space = boardOf(state.bundle.map).spaces.get(territory);
  return Math.max(0, (space?.ipc ?? 0) - (state.damage[territory] ?? 0));
}

/** Complexes the power may mobilise at: held since the start of its turn [AA:mobilise]. */
export function mobilisationSites(state: AaState): string[] {
  const nation = powerOf(state);
  return Object.keys(state.complexes)
    .filter((t) => state.control[t] === nation && state.startControl[t] === nation)
    .sort();
}

/**
 * Places bought units [AA:mobilise]: land and air units in a complex's
 * territory, sea units in a sea zone next to it free of enemy warships,
 * fighters onto carriers there (new or already there), up to the complex's
 * capacity in all; a new complex in a territory held since the turn began,
 * worth at least 1 IPC and without one. What cannot be placed stays bought.
 */
export function applyMobilise(draft: AaState, action: Extract<AaAction, { type: "mobilise" }>, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOf(draft.bundle.map);
  const sites = new Set(mobilisationSites(draft));
  const used: Record<string, number> = {};
  const left = { ...draft.bought };
  // Carriers this action places but has not yet placed, by zone: a fighter listed before its carrier still lands on it,
  // while a carrier bought but placed elsewhere (or not at all) gives no room [AA:aircraft-carriers].
  const pendingCarriers: Record<string, Record<string, number>> = {};
  for (const p of action.placements) {
    if (draft.bundle.game.unitTypes.some((t) => t.id === p.type && (t.carrierCapacity ?? 0) > 0)) {
      const zone = (pendingCarriers[p.at] ??= {});
      zone[p.type] = (zone[p.type] ?? 0) + Math.max(0, Math.floor(p.count) || 0);
    }
  }
  for (const p of action.placements) {
    if (!Number.isInteger(p.count) || p.count < 1) throw new RuleError("AA:mobilise", `place a positive whole number of units, not ${p.count}`);
    if ((left[p.type] ?? 0) < p.count) throw new RuleError("AA:mobilise", `${nation} bought only ${draft.bought[p.type] ?? 0} ${p.type} this turn`);
    const def = defOf(draft, p.type);
    const space = board.spaces.get(p.at);
    if (!space) throw new RuleError("AA:mobilise", `there is no space "${p.at}"`);
    let site: string;
    if (def.industrialComplex) {
      if (space.sea || draft.control[p.at] !== nation || draft.startControl[p.at] !== nation) throw new RuleError("AA:industrial-complexes", `a complex goes in a territory ${nation} held at the start of its turn`);
      if (draft.complexes[p.at] || p.count > 1) throw new RuleError("AA:industrial-complexes", `${p.at} can hold one complex and already has one`);
      if (space.ipc < 1) throw new RuleError("AA:industrial-complexes", `${p.at} is worth no IPC and cannot hold a complex`);
      draft.complexes[p.at] = true;
      left[p.type] = (left[p.type] ?? 0) - 1;
      events.push({ type: "mobilise", rule: "AA:industrial-complexes", nation, unitType: p.type, at: p.at, count: 1 });
      continue;
    }
    if (isSea(def)) {
      if (!space.sea) throw new RuleError("AA:mobilise", `${def.name} are placed in a sea zone next to a complex`);
      if (hostileSea(draft, nation, p.at)) throw new RuleError("AA:mobilise", `${p.at} holds enemy warships: no new ships there`);
      const near = [...sites].filter((t) => adjacent(board, t, p.at));
      if (near.length === 0) throw new RuleError("AA:mobilise", `${p.at} is not next to a complex ${nation} can mobilise at`);
      site = near.find((t) => (used[t] ?? 0) < mobiliseCapacity(draft, t)) ?? (near[0] as string);
    } else if (space.sea) {
      if (!isAir(def) || !def.carrierCost) throw new RuleError("AA:mobilise", `${def.name} cannot be placed at sea`);
      const near = [...sites].filter((t) => adjacent(board, t, p.at));
      if (near.length === 0) throw new RuleError("AA:mobilise", `${p.at} is not next to a complex ${nation} can mobilise at`);
      if (carrierRoom(draft, nation, p.at, pendingCarriers[p.at]) < p.count * def.carrierCost) throw new RuleError("AA:mobilise", `no carrier room for ${p.count} ${def.name} in ${p.at}`);
      site = near.find((t) => (used[t] ?? 0) < mobiliseCapacity(draft, t)) ?? (near[0] as string);
    } else {
      if (!sites.has(p.at)) throw new RuleError("AA:mobilise", `${p.at} has no complex ${nation} held since the start of its turn`);
      site = p.at;
    }
    used[site] = (used[site] ?? 0) + p.count;
    if ((used[site] ?? 0) > mobiliseCapacity(draft, site)) {
      throw new RuleError("AA:mobilise", `the complex in ${site} mobilises at most ${mobiliseCapacity(draft, site)} units (its IPC value less damage)`);
    }
    left[p.type] = (left[p.type] ?? 0) - p.count;
    const pending = pendingCarriers[p.at];
    if (pending?.[p.type]) pending[p.type] = (pending[p.type] ?? 0) - p.count;
    for (let i = 0; i < p.count; i += 1) draft.units[newUnitId(draft)] = { type: p.type, owner: nation, at: p.at, damage: 0, moved: 0 };
    events.push({ type: "mobilise", rule: "AA:mobilise", nation, unitType: p.type, at: p.at, count: p.count });
  }
  draft.bought = Object.fromEntries(Object.entries(left).filter(([, n]) => n > 0));
}

/** Carrier capacity left for a nation's side in a sea zone, counting carriers being placed [AA:aircraft-carriers]. */
export function carrierRoom(state: AaState, nation: string, zone: string, placing: Record<string, number> = {}): number {
  let room = 0;
  for (const [, u] of unitsAt(state, zone)) {
    if (!sameSide(state, u.owner, nation)) continue;
    const d = defOf(state, u.type);
    room += d.carrierCapacity ?? 0;
    if (isAir(d)) room -= d.carrierCost ?? 0;
  }
  for (const [type, n] of Object.entries(placing)) room += (defOf(state, type).carrierCapacity ?? 0) * n;
  return room;
}

/** Income: the IPC value of every territory a nation controls, nothing while its capital is in enemy hands [AA:collect-income]. */
export function incomeOf(state: AaState, nation: string): number {
  const board = boardOf(state.bundle.map);
  const capital = [...board.spaces.values()].find((s) => s.capital && s.originalOwner === nation);
  if (capital && state.control[capital.id] !== undefined && !sameSide(state, state.control[capital.id] as string, nation)) return 0;
  let income = 0;
  for (const [territory, owner] of Object.entries(state.control)) if (owner === nation) income += board.spaces.get(territory)?.ipc ?? 0;
  return income;
}

export function collectIncome(draft: AaState, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const income = incomeOf(draft, nation);
  draft.bank[nation] = (draft.bank[nation] ?? 0) + income;
  events.push({ type: "income", rule: "AA:collect-income", nation, income, bank: draft.bank[nation] });
}
