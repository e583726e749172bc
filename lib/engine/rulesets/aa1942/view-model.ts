import { ID_NAMES, type RulesetNames, type RulesetPieceView, type RulesetView } from "../../core/ruleset";
import { boardOf } from "./board";
import { actingNation } from "./bots";
import { incomeOf } from "./economy";
import { victoryCitiesHeld, victoryTarget } from "./victory";
import { areaRules, powerOf, sideOf } from "./state";
import type { AaEvent, AaResult, AaState, AaUnit } from "./types";
import { defOf, isAir } from "./unit-table";
import { AA_PHASE_NAMES, aaEventWords } from "./words";

/**
 * What a side sees of an Axis & Allies 1942 game [AA:turn-order, AA:victory]:
 * the board's spaces with their pieces, the turn track, the banks and the
 * victory cities, as plain JSON the area playtest's board and panels draw
 * from. Everything on an A&A table is open to both sides, so every side's
 * view shows the same pieces; only `viewer` differs.
 */

/** Pieces of one type, owner and state (damaged two-hit ships apart) in a space. */
export interface AaPieceView extends RulesetPieceView {
  ids: string[];
  damaged: boolean;
  /** A transport's cargo, by type [AA:transports]. */
  cargo?: Record<string, number>;
  /** A carrier's: the aircraft in its sea zone, by type [AA:aircraft-carriers]. */
  aircraft?: Record<string, number>;
}

/** A space's own facts: who holds it and what it is worth. */
export interface AaSpaceView {
  id: string;
  sea: boolean;
  controller?: string;
  ipc: number;
  capital: boolean;
  victoryCity: boolean;
  complex: boolean;
  /** Bombing damage on its complex [AA:strategic-bombing]. */
  damage: number;
}

export interface AaView extends RulesetView {
  ruleset: "aa1942";
  places: Record<string, AaPieceView[]>;
  roundLimit: number;
  /** The power whose turn it is, and the nation owing the decision now (it may be the defender). */
  power: string;
  actingNation: string;
  phaseId: AaState["phase"];
  spaces: AaSpaceView[];
  powers: { id: string; side: string; bank: number; income: number; toMove: boolean }[];
  victory: { kind: "standard" | "total"; target: number; held: Record<string, number> };
  canals: { id: string; open: boolean; seaZones: [string, string] }[];
  battles: { space: string; kind: string; round: number }[];
  outcome: AaResult | null;
}

const groupKey = (owner: string, type: string, damaged: boolean) => `${owner}|${type}|${damaged ? "d" : ""}`;

/**
 * The pieces of a space [AA:transports, AA:aircraft-carriers]: owners in turn
 * order, then types as the unit table lists them; cargo rides on its
 * transport's group and a sea zone's aircraft on its carriers'. `here` is the
 * space's units when the caller has them grouped already.
 */
export function piecesAt(state: AaState, space: string, here?: readonly (readonly [string, AaUnit])[]): AaPieceView[] {
  const order = new Map(state.bundle.game.unitTypes.map((u, i) => [u.id, i]));
  const turn = new Map(state.bundle.game.turnOrder.map((n, i) => [n, i]));
  const groups = new Map<string, AaPieceView>();
  const cargo = new Map<string, Record<string, number>>();
  for (const [id, u] of here ?? Object.entries(state.units)) {
    if (u.at !== space) continue;
    if (u.aboard) {
      const key = groupKey(u.owner, state.units[u.aboard]?.type ?? "", false);
      const m = cargo.get(key) ?? {};
      m[u.type] = (m[u.type] ?? 0) + 1;
      cargo.set(key, m);
      continue;
    }
    const key = groupKey(u.owner, u.type, u.damage > 0);
    const g = groups.get(key) ?? { id, type: u.type, owner: u.owner, side: sideOf(state, u.owner) ?? "", count: 0, ids: [], damaged: u.damage > 0 };
    g.count += 1;
    g.ids.push(id);
    groups.set(key, g);
  }
  for (const [key, m] of cargo) {
    const g = groups.get(key);
    if (g) g.cargo = m;
  }
  const air: Record<string, number> = {};
  for (const g of groups.values()) if (isAir(defOf(state, g.type))) air[g.type] = (air[g.type] ?? 0) + g.count;
  if (Object.keys(air).length > 0 && boardOf(state.bundle.map).spaces.get(space)?.sea === true) {
    for (const g of groups.values()) if ((defOf(state, g.type).carrierCapacity ?? 0) > 0) g.aircraft = { ...air };
  }
  return [...groups.values()].sort(
    (a, b) => (turn.get(a.owner) ?? 99) - (turn.get(b.owner) ?? 99) || (order.get(a.type) ?? 99) - (order.get(b.type) ?? 99) || Number(a.damaged) - Number(b.damaged),
  );
}

/** Units grouped by space in one pass: a board of hundreds of spaces would otherwise scan every unit for each. */
export function unitsBySpace(state: AaState): Map<string, [string, AaUnit][]> {
  const bySpace = new Map<string, [string, AaUnit][]>();
  for (const entry of Object.entries(state.units)) {
    const list = bySpace.get(entry[1].at);
    if (list) list.push(entry);
    else bySpace.set(entry[1].at, [entry]);
  }
  return bySpace;
}

/** The victory cities of the scenario (else the map's) [AA:victory]. */
export function victoryCities(state: AaState): Set<string> {
  return new Set(state.bundle.scenario.victoryCities?.cities ?? [...boardOf(state.bundle.map).spaces.values()].filter((s) => s.victoryCity).map((s) => s.id));
}

/** The spaces' own facts, in the map's order. */
export function spaceFacts(state: AaState): AaSpaceView[] {
  const cities = victoryCities(state);
  return [...boardOf(state.bundle.map).spaces.values()].map((s) => {
    const controller = s.sea ? undefined : state.control[s.id];
    return { id: s.id, sea: s.sea, ...(controller ? { controller } : {}), ipc: s.ipc, capital: s.capital, victoryCity: cities.has(s.id), complex: state.complexes[s.id] === true, damage: state.damage[s.id] ?? 0 };
  });
}

/** The victory condition played for and the cities each side holds [AA:victory]. */
export function victoryStanding(state: AaState): AaView["victory"] {
  return { kind: areaRules(state.bundle.scenario).victory, target: victoryTarget(state), held: victoryCitiesHeld(state) };
}

/** Each power in turn order with its side, bank and income [AA:ipc]. */
export function powerStanding(state: AaState): AaView["powers"] {
  const power = powerOf(state);
  return state.bundle.game.turnOrder.map((id) => ({ id, side: sideOf(state, id) ?? "", bank: state.bank[id] ?? 0, income: incomeOf(state, id), toMove: id === power }));
}

/** The end of an area game in words [AA:victory]. */
export function aaResultText(state: AaState, names: RulesetNames = ID_NAMES): string | null {
  const r = state.result;
  if (!r) return null;
  return `${r.winner ? `${names.side(r.winner)} wins` : "no winner"} — ${r.level.replace(/-/g, " ")} (${names.text(r.reason)})`;
}

/** The view model of `side` [#27]: every piece (nothing is hidden in A&A), the track, the economy and the log's words. */
export function aaView(state: AaState, side: string | null, opts: { log?: readonly AaEvent[]; names?: RulesetNames } = {}): AaView {
  const bySpace = unitsBySpace(state);
  const places: Record<string, AaPieceView[]> = {};
  for (const s of boardOf(state.bundle.map).spaces.keys()) {
    const here = bySpace.get(s);
    if (here) places[s] = piecesAt(state, s, here);
  }
  const victory = victoryStanding(state);
  const acting = state.result ? null : (sideOf(state, actingNation(state)) ?? null);
  return {
    ruleset: "aa1942",
    viewer: side,
    acting,
    turn: state.round,
    phase: AA_PHASE_NAMES[state.phase],
    places,
    scores: state.bundle.scenario.sides.map((s) => ({ side: s.id, value: victory.held[s.id] ?? 0, target: victory.target })),
    result: state.result ? { winner: state.result.winner, text: aaResultText(state, opts.names) ?? "" } : null,
    log: (opts.log ?? []).map((e) => aaEventWords(e, opts.names)),
    roundLimit: areaRules(state.bundle.scenario).roundLimit,
    power: powerOf(state),
    actingNation: actingNation(state),
    phaseId: state.phase,
    spaces: spaceFacts(state),
    powers: powerStanding(state),
    victory,
    canals: state.bundle.map.canals.map((c) => ({ id: c.id, open: state.openCanals.includes(c.id), seaZones: [c.seaZones[0]!, c.seaZones[1]!] })),
    battles: state.battles.map((b) => ({ space: b.space, kind: b.kind, round: b.round })),
    outcome: state.result,
  };
}
