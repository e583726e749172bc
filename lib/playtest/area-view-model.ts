import type { AaEvent, AaState } from "@/lib/engine";
import { boardOf } from "@/lib/engine/rulesets/aa1942/board";
import { incomeOf, mobilisationSites, mobiliseCapacity } from "@/lib/engine/rulesets/aa1942/economy";
import { victoryCitiesHeld } from "@/lib/engine/rulesets/aa1942/game";
import { areaRules, powerOf, sideOf } from "@/lib/engine/rulesets/aa1942/state";
import { defOf, isAir, isSea } from "@/lib/engine/rulesets/aa1942/unit-table";
import type { AaBattle } from "@/lib/engine/rulesets/aa1942/types";

/**
 * What the area playtest shows, derived from the aa1942 state alone (pure,
 * no React): spaces with their controller, unit chips, the turn track, the
 * battle board's sides and dice, and the log's sentences. The engine stays
 * the judge of every rule; this only reads.
 */

const GREY = "#8a8a8a";

export function nationColour(state: AaState, nation: string | undefined): string {
  if (!nation) return GREY;
  return state.bundle.game.nations.find((n) => n.id === nation)?.colour ?? state.bundle.map.nations.find((n) => n.id === nation)?.colour ?? GREY;
}

export function nationName(state: AaState, nation: string): string {
  return state.bundle.game.nations.find((n) => n.id === nation)?.name ?? nation;
}

export function unitName(state: AaState, type: string): string {
  return state.bundle.game.unitTypes.find((u) => u.id === type)?.name ?? type;
}

/** One chip: units of one type and owner in a space (damaged two-hit ships on their own chip). */
export interface UnitChip {
  type: string;
  name: string;
  owner: string;
  colour: string;
  count: number;
  ids: string[];
  damaged: boolean;
  /** Transports: what they carry, by type ("2 infantry, 1 tank"). Carriers: the aircraft in their zone. */
  carrying?: string;
}

const countText = (state: AaState, counts: Map<string, number>) =>
  [...counts].map(([t, n]) => `${n} ${unitName(state, t).toLowerCase()}`).join(", ");

/** The chips of a space, owners in turn order, then by type as the unit table lists them; cargo rides on its transport's chip. */
export function chipsAt(state: AaState, space: string): UnitChip[] {
  const order = new Map(state.bundle.game.unitTypes.map((u, i) => [u.id, i]));
  const turn = new Map(state.bundle.game.turnOrder.map((n, i) => [n, i]));
  const chips = new Map<string, UnitChip>();
  const cargo = new Map<string, Map<string, number>>();
  for (const [id, u] of Object.entries(state.units)) {
    if (u.at !== space) continue;
    if (u.aboard) {
      const key = chipKey(u.owner, state.units[u.aboard]?.type ?? "", false);
      const m = cargo.get(key) ?? new Map<string, number>();
      m.set(u.type, (m.get(u.type) ?? 0) + 1);
      cargo.set(key, m);
      continue;
    }
    const key = chipKey(u.owner, u.type, u.damage > 0);
    const chip = chips.get(key) ?? { type: u.type, name: unitName(state, u.type), owner: u.owner, colour: nationColour(state, u.owner), count: 0, ids: [], damaged: u.damage > 0 };
    chip.count += 1;
    chip.ids.push(id);
    chips.set(key, chip);
  }
  for (const [key, m] of cargo) {
    const chip = chips.get(key);
    if (chip) chip.carrying = countText(state, m);
  }
  const air = new Map<string, number>();
  for (const c of chips.values()) if (isAir(defOf(state, c.type))) air.set(c.type, (air.get(c.type) ?? 0) + c.count);
  for (const c of chips.values()) {
    if ((defOf(state, c.type).carrierCapacity ?? 0) > 0 && boardOf(state.bundle.map).spaces.get(space)?.sea && air.size > 0) c.carrying = `carries ${countText(state, air)}`;
  }
  return [...chips.values()].sort(
    (a, b) => (turn.get(a.owner) ?? 99) - (turn.get(b.owner) ?? 99) || (order.get(a.type) ?? 99) - (order.get(b.type) ?? 99) || Number(a.damaged) - Number(b.damaged),
  );
}

const chipKey = (owner: string, type: string, damaged: boolean) => `${owner}|${type}|${damaged ? "d" : ""}`;

/** A space as the board draws it. */
export interface SpaceView {
  id: string;
  name: string;
  sea: boolean;
  controller?: string;
  /** The controller's display name (the nation's name in the game). */
  controllerName?: string;
  colour: string;
  ipc: number;
  capital: boolean;
  victoryCity: boolean;
  complex: boolean;
  /** Bombing damage on its complex. */
  damage: number;
  chips: UnitChip[];
}

export function spaceViews(state: AaState): Map<string, SpaceView> {
  const board = boardOf(state.bundle.map);
  const names = new Map([...state.bundle.map.territories, ...state.bundle.map.seaZones].map((s) => [s.id, s.name]));
  const cities = new Set(state.bundle.scenario.victoryCities?.cities ?? [...board.spaces.values()].filter((s) => s.victoryCity).map((s) => s.id));
  const out = new Map<string, SpaceView>();
  for (const s of board.spaces.values()) {
    const controller = s.sea ? undefined : state.control[s.id];
    out.set(s.id, {
      id: s.id,
      name: names.get(s.id) ?? s.id,
      sea: s.sea,
      ...(controller ? { controller, controllerName: nationName(state, controller) } : {}),
      colour: s.sea ? "#b9d3e6" : controller ? nationColour(state, controller) : "#d8d2c4",
      ipc: s.ipc,
      capital: s.capital,
      victoryCity: cities.has(s.id),
      complex: state.complexes[s.id] === true,
      damage: state.damage[s.id] ?? 0,
      chips: chipsAt(state, s.id),
    });
  }
  return out;
}

/** Canals and whether the power to move may pass them this turn [AA:canals]. */
export function canalViews(state: AaState): { id: string; name: string; open: boolean; seaZones: [string, string] }[] {
  return state.bundle.map.canals.map((c) => ({ id: c.id, name: c.name, open: state.openCanals.includes(c.id), seaZones: [c.seaZones[0]!, c.seaZones[1]!] }));
}

export const PHASE_NAMES: Record<AaState["phase"], string> = {
  purchase: "Purchase",
  "combat-move": "Combat move",
  "conduct-combat": "Conduct combat",
  "noncombat-move": "Non-combat move",
  mobilise: "Mobilise",
  "collect-income": "Collect income",
};

export interface AreaTrack {
  round: number;
  roundLimit: number;
  power: string;
  powerName: string;
  colour: string;
  phase: string;
  /** The nation answering a decision, when it is not the power to move. */
  acting: string;
  powers: { id: string; name: string; colour: string; side: string; bank: number; income: number; toMove: boolean }[];
  sides: { id: string; name: string; cities: number }[];
  target: number;
  targetKind: "standard" | "total";
  result: AaState["result"];
}

/** The turn track [AA:turn-order, AA:victory]: round, power, phase, banks and income, victory cities against the target. */
export function areaTrackOf(state: AaState): AreaTrack {
  const rules = areaRules(state.bundle.scenario);
  const vc = state.bundle.scenario.victoryCities;
  const target = rules.victory === "total" ? (vc?.totalVictory ?? vc?.standardVictory ?? 0) : (vc?.standardVictory ?? 0);
  const held = victoryCitiesHeld(state);
  const power = powerOf(state);
  return {
    round: state.round,
    roundLimit: rules.roundLimit,
    power,
    powerName: nationName(state, power),
    colour: nationColour(state, power),
    phase: PHASE_NAMES[state.phase],
    acting: state.decision?.nation ?? power,
    powers: state.bundle.game.turnOrder.map((id) => ({
      id,
      name: nationName(state, id),
      colour: nationColour(state, id),
      side: sideOf(state, id) ?? "",
      bank: state.bank[id] ?? 0,
      income: incomeOf(state, id),
      toMove: id === power,
    })),
    sides: state.bundle.scenario.sides.map((s) => ({ id: s.id, name: s.name, cities: held[s.id] ?? 0 })),
    target,
    targetKind: rules.victory,
    result: state.result,
  };
}

/** A row of the purchase panel [AA:purchase]. */
export interface PurchaseRow {
  type: string;
  name: string;
  cost: number;
  attack: number;
  defence: number;
  movement: number;
  domain: string;
}

export function purchaseRows(state: AaState): PurchaseRow[] {
  return state.bundle.game.unitTypes
    .filter((u) => u.cost > 0)
    .map((u) => ({ type: u.id, name: u.name, cost: u.cost, attack: u.attack, defence: u.defence, movement: u.movement, domain: u.domain }));
}

/** IPCs left after a purchase and repairs (negative when over the bank). */
export function ipcLeft(state: AaState, units: Record<string, number>, repair: Record<string, number> = {}): number {
  const bank = state.bank[powerOf(state)] ?? 0;
  let spent = 0;
  for (const [type, n] of Object.entries(units)) spent += (state.bundle.game.unitTypes.find((u) => u.id === type)?.cost ?? 0) * n;
  for (const n of Object.values(repair)) spent += n;
  return bank - spent;
}

/** Damaged complexes the power to move controls: what it may repair [AA:purchase]. */
export function repairable(state: AaState): { territory: string; damage: number }[] {
  const nation = powerOf(state);
  return Object.entries(state.damage)
    .filter(([t, d]) => d > 0 && state.control[t] === nation)
    .map(([territory, damage]) => ({ territory, damage }))
    .sort((a, b) => (a.territory < b.territory ? -1 : 1));
}

/** Where bought units may go [AA:mobilise]: land and air at complexes, ships in sea zones next to them; with room left. */
export function placementSites(state: AaState, type: string): { at: string; room: number }[] {
  const board = boardOf(state.bundle.map);
  const sites = mobilisationSites(state);
  if (!isSea(defOf(state, type))) return sites.map((at) => ({ at, room: mobiliseCapacity(state, at) }));
  const out: { at: string; room: number }[] = [];
  for (const site of sites) for (const z of board.spaces.get(site)!.next) if (board.spaces.get(z)!.sea && !out.some((o) => o.at === z)) out.push({ at: z, room: mobiliseCapacity(state, site) });
  return out;
}

/** One side of the battle board: its units by type, with who owns them. */
export interface BattleSide {
  nation: string;
  colour: string;
  units: { type: string; name: string; count: number; damaged: number }[];
}

export interface BattleBoard {
  space: string;
  kind: AaBattle["kind"];
  round: number;
  attacker: BattleSide;
  defender: BattleSide;
}

function sideOfBattle(state: AaState, ids: readonly string[]): BattleSide {
  const by = new Map<string, { type: string; name: string; count: number; damaged: number }>();
  for (const id of ids) {
    const u = state.units[id];
    if (!u) continue;
    const row = by.get(u.type) ?? { type: u.type, name: unitName(state, u.type), count: 0, damaged: 0 };
    row.count += 1;
    if (u.damage > 0) row.damaged += 1;
    by.set(u.type, row);
  }
  const first = ids.map((id) => state.units[id]).find((u) => u !== undefined);
  return { nation: first?.owner ?? "", colour: nationColour(state, first?.owner), units: [...by.values()] };
}

/** The battle being fought now (the one a decision waits on, else the first listed) [AA:conduct-combat]. */
export function currentBattle(state: AaState): BattleBoard | null {
  const b = (state.decision && state.battles.find((x) => x.space === state.decision!.space)) ?? state.battles[0];
  if (!b) return null;
  const defenders = b.defenders.length > 0 ? b.defenders : Object.entries(state.units).filter(([, u]) => u.at === b.space && u.owner !== powerOf(state) && sideOf(state, u.owner) !== sideOf(state, powerOf(state))).map(([id]) => id);
  return { space: b.space, kind: b.kind, round: b.round, attacker: sideOfBattle(state, b.attackers), defender: sideOfBattle(state, defenders) };
}

/**
 * Where the attackers would fight in a space, counted by type, for the
 * calculator: the power's units there and every enemy unit (cargo excluded).
 */
export function battleCounts(state: AaState, space: string): { attacker: { nation: string; units: Record<string, number> }; defender: { nation: string; units: Record<string, number> }; kind: "land" | "sea"; amphibious: boolean } {
  const power = powerOf(state);
  const side = sideOf(state, power);
  const sea = boardOf(state.bundle.map).spaces.get(space)?.sea === true;
  const att: Record<string, number> = {};
  const def: Record<string, number> = {};
  let defender = "";
  let amphibious = false;
  for (const u of Object.values(state.units)) {
    const landing = u.landing === space && u.owner === power;
    if ((u.at !== space || u.aboard) && !landing) continue;
    if (u.owner === power || landing) {
      att[u.type] = (att[u.type] ?? 0) + 1;
      if (u.amphibious || landing) amphibious = true;
    } else if (sideOf(state, u.owner) !== side) {
      def[u.type] = (def[u.type] ?? 0) + 1;
      defender ||= u.owner;
    }
  }
  if (!defender) defender = state.control[space] ?? state.bundle.game.turnOrder.find((n) => sideOf(state, n) !== side) ?? power;
  return { attacker: { nation: power, units: att }, defender: { nation: defender, units: def }, kind: sea ? "sea" : "land", amphibious };
}

/** One step of a round's dice on the battle board: AA fire, bombardment, first strike, or a side's fire. */
export interface DiceStep {
  key: string;
  title: string;
  rule: string;
  /** Dice per unit type, sorted by value; `hit` when the value is at or under what the type hits on. */
  groups: { type: string; name: string; hitOn: number; dice: { value: number; hit: boolean; forced: boolean }[] }[];
  hits: number;
}

const STEP_TITLES: Record<string, string> = {
  "aa-fire": "AA fire",
  bombard: "Bombardment",
  "first-strike": "Submarine first strike",
  fire: "Fire",
  "air-battle": "Escorts and interceptors",
  "complex-aa": "Complex AA fire",
  "raid-damage": "Bombing damage",
};

/**
 * The dice rolled in `space` among `events` (one action's, or several),
 * grouped into the round's steps in the order they were rolled, each by
 * unit type and value with its hits marked [AA:conduct-combat].
 */
export function diceSteps(state: AaState, events: readonly AaEvent[], space: string): DiceStep[] {
  const steps: DiceStep[] = [];
  for (const e of events) {
    if (e.type !== "die-roll" || e.space !== space) continue;
    const purpose = String(e.purpose);
    const role = typeof e.role === "string" ? e.role : "";
    const round = typeof e.round === "number" ? e.round : undefined;
    const key = `${purpose}|${role}|${round ?? ""}`;
    let step = steps.find((s) => s.key === key);
    if (!step) {
      const who = role ? ` — ${role}` : "";
      step = { key, title: `${STEP_TITLES[purpose] ?? purpose}${who}${round !== undefined ? ` (round ${round})` : ""}`, rule: String(e.rule ?? ""), groups: [], hits: 0 };
      steps.push(step);
    }
    const type = typeof e.unitType === "string" ? e.unitType : purpose;
    const hitOn = typeof e.hitOn === "number" ? e.hitOn : 0;
    let group = step.groups.find((g) => g.type === type && g.hitOn === hitOn);
    if (!group) {
      group = { type, name: typeof e.unitType === "string" ? unitName(state, type) : STEP_TITLES[purpose] ?? purpose, hitOn, dice: [] };
      step.groups.push(group);
    }
    const value = Number(e.value);
    const hit = hitOn > 0 && value <= hitOn;
    group.dice.push({ value, hit, forced: e.forced === true });
    if (hit) step.hits += 1;
  }
  for (const s of steps) for (const g of s.groups) g.dice.sort((a, b) => a.value - b.value);
  return steps;
}

/** One line of the log for an event, with its rule; dice rolls are left to the battle board. */
export function describeAaEvent(state: AaState, e: AaEvent): string | null {
  const n = (id: unknown) => (typeof id === "string" ? nationName(state, id) : "");
  const space = (id: unknown) => {
    const s = [...state.bundle.map.territories, ...state.bundle.map.seaZones].find((x) => x.id === id);
    return s?.name ?? String(id);
  };
  const units = (ids: unknown) => (Array.isArray(ids) ? `${ids.length} unit${ids.length === 1 ? "" : "s"}` : "");
  switch (e.type) {
    case "die-roll":
      return null;
    case "turn":
      return `Round ${e.round}: ${n(e.nation)} to move (bank ${e.bank})`;
    case "phase":
      return `${PHASE_NAMES[e.phase as AaState["phase"]] ?? e.phase}`;
    case "purchase": {
      const bought = Object.entries((e.units ?? {}) as Record<string, number>).filter(([, c]) => c > 0);
      return `${n(e.nation)} buys ${bought.length ? bought.map(([t, c]) => `${c} ${unitName(state, t)}`).join(", ") : "nothing"} for ${e.spent} IPC (bank ${e.bank})`;
    }
    case "repair":
      return `${n(e.nation)} repairs ${e.points} damage at ${space(e.territory)}`;
    case "move":
      return `${n(e.nation)} moves ${units(e.units)} from ${space(e.from)} to ${space((e.path as string[]).at(-1))}${e.raid ? " on a bombing raid" : ""}`;
    case "blitz":
      return `Blitz through ${space(e.territory)}`;
    case "load":
      return `${n(e.nation)} loads ${units(e.units)} in ${space(e.at)}`;
    case "unload":
      return `${n(e.nation)} unloads ${units(e.units)} into ${space(e.to)}${e.afterSeaBattle ? " (after the sea battle)" : ""}`;
    case "battles":
      return `Battles: ${(e.battles as { space: string; kind: string }[]).map((b) => `${space(b.space)} (${b.kind})`).join(", ") || "none"}`;
    case "battle":
      return Number(e.round) > 0 ? `${space(e.space)}: round ${e.round}` : `Battle in ${space(e.space)}`;
    case "aa-fire":
      return `${space(e.space)}: AA fire, ${e.hits} hit${e.hits === 1 ? "" : "s"} of ${e.dice}`;
    case "bombard":
      return `${space(e.space)}: bombardment, ${e.hits} hit${e.hits === 1 ? "" : "s"} of ${e.dice}`;
    case "first-strike":
      return `${space(e.space)}: ${e.role} submarines strike first, ${e.hits} hit${e.hits === 1 ? "" : "s"}`;
    case "fire":
      return `${space(e.space)}: ${e.role} fires ${e.dice} dice, ${e.hits} hit${e.hits === 1 ? "" : "s"}`;
    case "casualties":
      return `${space(e.space)}: ${n(e.nation)} loses ${units(e.units)}`;
    case "decision":
      return `${n(e.nation)} to ${e.kind === "casualties" ? `choose ${e.hits} casualt${e.hits === 1 ? "y" : "ies"}` : "press on or retreat"} in ${space(e.space)}`;
    case "retreat":
      return `${n(e.nation)} retreats from ${space(e.space)} to ${space(e.to)}`;
    case "press-on":
      return `${n(e.nation)} presses on in ${space(e.space)}`;
    case "battle-end":
      return `${space(e.space)}: battle over${e.winner ? ` — ${e.winner}` : ""}`;
    case "captured":
      return `${n(e.by)} takes ${space(e.territory)}${Array.isArray(e.units) && e.units.length ? ` with ${units(e.units)}` : ""}`;
    case "capital-captured":
      return `${n(e.by)} takes the capital ${space(e.territory)} and ${e.ipc} IPC`;
    case "raid-damage":
      return `${space(e.territory)}: bombing adds ${e.added} damage (now ${e.damage})`;
    case "mobilise":
      return `${n(e.nation)} places ${e.count} ${unitName(state, String(e.unitType))} at ${space(e.at)}`;
    case "income":
      return `${n(e.nation)} collects ${e.income} IPC (bank ${e.bank})`;
    case "aircraft-lost":
      return `${n(e.nation)} loses ${units(e.units)} aircraft with nowhere to land in ${space(e.space)}`;
    case "victory-check":
      return `Victory cities: ${Object.entries(e.held as Record<string, number>).map(([s, c]) => `${s} ${c}`).join(", ")} (need ${e.needed})`;
    case "game-over":
      return `Game over: ${e.winner ?? "no winner"} (${e.reason})`;
    case "die-forced":
      return `Testing aid: the next die shows ${e.value}`;
    default:
      return e.type.replace(/-/g, " ");
  }
}
