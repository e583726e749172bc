import type { AaState } from "@/lib/engine";
import type { AaUnit } from "@/lib/engine/rulesets/aa1942/types";
import { boardOf } from "@/lib/engine/rulesets/aa1942/board";
import { incomeOf, mobilisationSites, mobiliseCapacity } from "@/lib/engine/rulesets/aa1942/economy";
import { victoryCitiesHeld } from "@/lib/engine/rulesets/aa1942/game";
import { areaRules, powerOf, sideOf } from "@/lib/engine/rulesets/aa1942/state";
import { defOf, isAir, isSea } from "@/lib/engine/rulesets/aa1942/unit-table";
import { namerFor } from "./names";

/**
 * What the area playtest shows, derived from the aa1942 state alone (pure,
 * no React): spaces with their controller, unit chips, the turn track and the
 * economy panels (area-battles.ts has the battle board, area-log.ts the log's
 * sentences). The engine stays
 * the judge of every rule; this only reads.
 */

const GREY = "#8a8a8a";

export function nationColour(state: AaState, nation: string | undefined): string {
  if (!nation) return GREY;
  return state.bundle.game.nations.find((n) => n.id === nation)?.colour ?? state.bundle.map.nations.find((n) => n.id === nation)?.colour ?? GREY;
}

/** A nation's name, by the one namer (names.ts). */
export function nationName(state: AaState, nation: string): string {
  return namerFor(state.bundle).nation(nation);
}

/** A unit type's name, by the one namer (names.ts). */
export function unitName(state: AaState, type: string): string {
  return namerFor(state.bundle).type(type);
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
export function chipsAt(state: AaState, space: string, here?: readonly (readonly [string, AaUnit])[]): UnitChip[] {
  const order = new Map(state.bundle.game.unitTypes.map((u, i) => [u.id, i]));
  const turn = new Map(state.bundle.game.turnOrder.map((n, i) => [n, i]));
  const chips = new Map<string, UnitChip>();
  const cargo = new Map<string, Map<string, number>>();
  for (const [id, u] of here ?? Object.entries(state.units)) {
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
  const sea = air.size > 0 && boardOf(state.bundle.map).spaces.get(space)?.sea === true;
  for (const c of chips.values()) {
    if (sea && (defOf(state, c.type).carrierCapacity ?? 0) > 0) c.carrying = `carries ${countText(state, air)}`;
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
  // Units grouped by space in one pass: a board of hundreds of spaces would otherwise scan every unit for each.
  const bySpace = new Map<string, [string, AaUnit][]>();
  for (const entry of Object.entries(state.units)) {
    const list = bySpace.get(entry[1].at);
    if (list) list.push(entry);
    else bySpace.set(entry[1].at, [entry]);
  }
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
      chips: chipsAt(state, s.id, bySpace.get(s.id) ?? []),
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
  powers: { id: string; name: string; colour: string; side: string; sideName: string; bank: number; income: number; toMove: boolean }[];
  sides: { id: string; name: string; cities: number }[];
  target: number;
  targetKind: "standard" | "total";
  result: AaState["result"];
  /** The end of the game in words, e.g. "Iron Pact wins — round limit (round 10 was the last)". */
  resultText: string | null;
}

/** The end of an area game in words [AA:victory]. */
export function areaResultText(state: AaState): string | null {
  const r = state.result;
  if (!r) return null;
  const n = namerFor(state.bundle);
  return `${r.winner ? `${n.side(r.winner)} wins` : "no winner"} — ${r.level.replace(/-/g, " ")} (${n.text(r.reason)})`;
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
      sideName: namerFor(state.bundle).side(sideOf(state, id) ?? ""),
      bank: state.bank[id] ?? 0,
      income: incomeOf(state, id),
      toMove: id === power,
    })),
    sides: state.bundle.scenario.sides.map((s) => ({ id: s.id, name: s.name, cities: held[s.id] ?? 0 })),
    target,
    targetKind: rules.victory,
    result: state.result,
    resultText: areaResultText(state),
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
