import {
  AA_PHASE_NAMES,
  type AaState,
  type AaUnit,
  aaResultText,
  areaRules,
  piecesAt,
  placementSites as enginePlacementSites,
  powerOf,
  powerStanding,
  spaceFacts,
  unitsBySpace,
  victoryStanding,
} from "@/lib/engine/rulesets/aa1942/queries";
import { namerFor } from "./names";

/**
 * What the area playtest shows, derived from the aa1942 state alone (pure,
 * no React): spaces with their controller, unit chips, the turn track and the
 * economy panels (area-battles.ts has the battle board, area-log.ts the log's
 * sentences). It dresses the ruleset's public view (aa1942/queries.ts: the
 * pieces of a space, the spaces' facts, the standings) in the documents'
 * names and colours; the engine stays the judge of every rule.
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

const countText = (state: AaState, counts: Readonly<Record<string, number>>) =>
  Object.entries(counts)
    .map(([t, n]) => `${n} ${unitName(state, t).toLowerCase()}`)
    .join(", ");

/** The chips of a space, owners in turn order, then by type as the unit table lists them; cargo rides on its transport's chip. */
export function chipsAt(state: AaState, space: string, here?: readonly (readonly [string, AaUnit])[]): UnitChip[] {
  return piecesAt(state, space, here).map((p) => ({
    type: p.type,
    name: unitName(state, p.type),
    owner: p.owner,
    colour: nationColour(state, p.owner),
    count: p.count,
    ids: p.ids,
    damaged: p.damaged,
    ...(p.aircraft ? { carrying: `carries ${countText(state, p.aircraft)}` } : p.cargo ? { carrying: countText(state, p.cargo) } : {}),
  }));
}

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
  const names = new Map([...state.bundle.map.territories, ...state.bundle.map.seaZones].map((s) => [s.id, s.name]));
  const out = new Map<string, SpaceView>();
  const bySpace = unitsBySpace(state);
  for (const s of spaceFacts(state)) {
    const { controller } = s;
    out.set(s.id, {
      ...s,
      name: names.get(s.id) ?? s.id,
      ...(controller ? { controllerName: nationName(state, controller) } : {}),
      colour: s.sea ? "#b9d3e6" : controller ? nationColour(state, controller) : "#d8d2c4",
      chips: chipsAt(state, s.id, bySpace.get(s.id) ?? []),
    });
  }
  return out;
}

/** Canals and whether the power to move may pass them this turn [AA:canals]. */
export function canalViews(state: AaState): { id: string; name: string; open: boolean; seaZones: [string, string] }[] {
  return state.bundle.map.canals.map((c) => ({ id: c.id, name: c.name, open: state.openCanals.includes(c.id), seaZones: [c.seaZones[0]!, c.seaZones[1]!] }));
}

export const PHASE_NAMES: Record<AaState["phase"], string> = AA_PHASE_NAMES;

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
  return aaResultText(state, namerFor(state.bundle));
}

/** The turn track [AA:turn-order, AA:victory]: round, power, phase, banks and income, victory cities against the target. */
export function areaTrackOf(state: AaState): AreaTrack {
  const victory = victoryStanding(state);
  const power = powerOf(state);
  const n = namerFor(state.bundle);
  return {
    round: state.round,
    roundLimit: areaRules(state.bundle.scenario).roundLimit,
    power,
    powerName: nationName(state, power),
    colour: nationColour(state, power),
    phase: PHASE_NAMES[state.phase],
    acting: state.decision?.nation ?? power,
    powers: powerStanding(state).map((p) => ({ ...p, name: nationName(state, p.id), colour: nationColour(state, p.id), sideName: n.side(p.side) })),
    sides: state.bundle.scenario.sides.map((s) => ({ id: s.id, name: s.name, cities: victory.held[s.id] ?? 0 })),
    target: victory.target,
    targetKind: victory.kind,
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
  return enginePlacementSites(state, type);
}
