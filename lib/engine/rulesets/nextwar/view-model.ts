import { ID_NAMES, type RulesetNames, type RulesetPieceView, type RulesetView } from "../../core/ruleset";
import { contextOf } from "./context";
import { currentSegment } from "./queries";
import { hiddenUnits } from "./fog";
import { type AdvancedView, advancedView } from "./advanced/view";

export { fogStack } from "./fog";
import type { GameEvent, GameState } from "./types";

/**
 * What a side sees of a Next War game [3.0, 12.0, 13.2]: the counters on the
 * map by hex (top of the stack first, as the setup listed them), the turn
 * track and the victory points, as plain JSON. Under the optional fog-of-war
 * rule [13.2] a side may not look into the enemy's stacks: it sees an enemy
 * stack's top counter and, for the rest, blanks with only their side — the
 * stack's height is in plain sight on a real table, its contents are not.
 */

/** A counter as a side sees it: its strengths on the side showing, or a blank. */
export interface NextWarPieceView extends RulesetPieceView {
  /** The scenario's name for the unit ("" for a blank). */
  name: string;
  /** Attack, defence and movement on the side showing (reduced after a step loss) [2.4]; null when it has none. */
  attack: number | null;
  defence: number | null;
  ma: number | null;
  er: number | null;
  steps: number;
  maxSteps: number;
  reduced: boolean;
  /** Found out of supply at this turn's supply phase (optional rule [13.1]). */
  outOfSupply: boolean;
  /** Its DS is usable only alone or with units of its type [2.3.2.1]. */
  defenceParenthesised: boolean;
  /** Combat support on the side showing and range in hexes [2.4.2, 2.4.3]; null when it has none. */
  cs: number | null;
  range: number | null;
  /**
   * The counter prints combat support and range where others print AS-DS-MA
   * (attack helicopters, naval units) [2.4.2, 2.4.3]. Read from the full
   * side: a reduced side lists an AS and DS of 0 only because the document's
   * reduced side must have them.
   */
  supportFace: boolean;
}

export interface NextWarView extends RulesetView {
  ruleset: "nextwar";
  places: Record<string, NextWarPieceView[]>;
  /** The last game turn [12.2]. */
  turns: number;
  segment: string;
  weather: string | null;
  initiative: string;
  /** Whether the fog-of-war rule hides the enemy's stacks from the viewer [13.2]. */
  fog: boolean;
  /** The Advanced game's markers, HQs and records as the viewer may see them [14–29]; absent in a standard game. */
  advanced?: AdvancedView;
}

interface ScenarioUnit {
  id: string;
  type: string;
  name: string;
  nation: string;
  attack?: number;
  defence?: number;
  er?: number;
  ma?: number;
  steps?: number;
  defenceParenthesised?: boolean;
  cs?: number;
  range?: number;
  reduced?: { attack: number; defence: number; er?: number; ma?: number; cs?: number };
}

const human = (s: string) => s.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/** A blank for an enemy counter the viewer may not look at [13.2]: only its side and place show. */
const blank = (label: string, i: number, side: string): NextWarPieceView => ({
  id: `hidden:${label}:${i}`,
  type: "",
  owner: "",
  side,
  count: 1,
  hidden: true,
  name: "",
  attack: null,
  defence: null,
  ma: null,
  er: null,
  steps: 0,
  maxSteps: 0,
  reduced: false,
  outOfSupply: false,
  defenceParenthesised: false,
  cs: null,
  range: null,
  supportFace: false,
});

/**
 * The counters on the map as everyone at the table sees them, by hex index of
 * the compiled map, top of the stack first; eliminated units and units not yet
 * arrived are not on the map. The studio's board dresses these (names,
 * colours, symbols); the view relabels them by hex.
 */
export function nextWarPiecesByHex(state: GameState): Map<number, NextWarPieceView[]> {
  const { scenario } = state.bundle;
  const nationSide = new Map(scenario.nations.map((n) => [n.id, n.side]));
  const out = new Map<number, NextWarPieceView[]>();
  for (const u of (scenario.units ?? []) as ScenarioUnit[]) {
    const where = state.units[u.id];
    if (!where || where.status !== "map" || where.hex < 0) continue;
    const maxSteps = u.steps ?? 1;
    const reduced = maxSteps > 1 && where.steps < maxSteps;
    const piece: NextWarPieceView = {
      id: u.id,
      type: u.type,
      owner: u.nation,
      side: nationSide.get(u.nation) ?? "",
      count: 1,
      name: u.name,
      attack: (reduced ? (u.reduced?.attack ?? u.attack) : u.attack) ?? null,
      defence: (reduced ? (u.reduced?.defence ?? u.defence) : u.defence) ?? null,
      ma: (reduced ? (u.reduced?.ma ?? u.ma) : u.ma) ?? null,
      er: (reduced ? (u.reduced?.er ?? u.er) : u.er) ?? null,
      steps: where.steps,
      maxSteps,
      reduced,
      outOfSupply: state.supply?.out[u.id] === true,
      defenceParenthesised: u.defenceParenthesised === true,
      cs: (reduced ? (u.reduced?.cs ?? u.cs) : u.cs) ?? null,
      range: u.range ?? null,
      supportFace: u.cs !== undefined && u.attack === undefined,
    };
    const list = out.get(where.hex);
    if (list) list.push(piece);
    else out.set(where.hex, [piece]);
  }
  return out;
}

function byLabel(state: GameState, pieces: ReadonlyMap<number, NextWarPieceView[]>): Record<string, NextWarPieceView[]> {
  const cm = contextOf(state.bundle).cm;
  const out: Record<string, NextWarPieceView[]> = {};
  for (const [hex, list] of pieces) out[cm.label(hex)] = list;
  return out;
}

/**
 * The counters `viewer` may see [13.2]: all of them without the rule or
 * without a viewer; else each one fog.ts hides becomes a blank. One source of
 * truth with the bots' fogged state, so the board and a bot know the same.
 */
function fogged(state: GameState, places: Record<string, NextWarPieceView[]>, viewer: string | null, fog: boolean): Record<string, NextWarPieceView[]> {
  if (!fog || !viewer) return places;
  const hidden = hiddenUnits(state, viewer);
  if (hidden.size === 0) return places;
  const out: Record<string, NextWarPieceView[]> = {};
  for (const [label, list] of Object.entries(places)) {
    let i = 0;
    out[label] = list.some((c) => hidden.has(c.id)) ? list.map((c) => (hidden.has(c.id) ? blank(label, i++, c.side) : c)) : list;
  }
  return out;
}

/** How the game ended, in words [12.2, 12.3]. */
export function nextWarResultText(state: GameState, names: RulesetNames = ID_NAMES): string | null {
  const r = state.result;
  if (!r) return null;
  return `${r.winner ? `${names.side(r.winner)} wins` : "no winner"} — ${human(r.level).toLowerCase()} (${r.reason === "turns" ? "the last turn was played" : "automatic victory"})`;
}

/** The turn track, whose move it is, the VP and the result [12.0]: what every side sees alike. */
export type NextWarTrack = Pick<NextWarView, "acting" | "turn" | "phase" | "scores" | "result" | "turns" | "segment" | "weather" | "initiative">;

/** The track of a Next War game; the studio's turn track dresses it in names and colours. */
export function nextWarTrack(state: GameState, names: RulesetNames = ID_NAMES): NextWarTrack {
  const seg = currentSegment(state);
  return {
    acting: state.result ? null : (seg.active ?? null),
    turn: state.turn,
    phase: human(seg.phase),
    scores: state.bundle.scenario.sides.map((s) => ({ side: s.id, value: state.vp.total[s.id] ?? 0 })),
    result: state.result ? { winner: state.result.winner, text: nextWarResultText(state, names) ?? "" } : null,
    turns: state.bundle.scenario.turns.last,
    segment: human(seg.segment),
    weather: state.weather,
    initiative: state.initiative,
  };
}

/**
 * The view model of `side` [#27]; null is no one's eyes (bots on both sides,
 * a referee), who sees everything. `log` comes back through `words`, which the
 * caller gives (Next War's words live with the playtest for now).
 */
export function nextWarView(
  state: GameState,
  side: string | null,
  opts: { log?: readonly GameEvent[]; names?: RulesetNames; words?: (e: GameEvent, names: RulesetNames) => string } = {},
): NextWarView {
  const fog = state.bundle.scenario.optionalRules?.fogOfWar === true;
  const names = opts.names ?? ID_NAMES;
  const { acting, turn, phase, scores, result, turns, segment, weather, initiative } = nextWarTrack(state, names);
  return {
    ruleset: "nextwar",
    viewer: side,
    acting,
    turn,
    phase,
    places: fogged(state, byLabel(state, nextWarPiecesByHex(state)), side, fog),
    scores,
    result,
    log: (opts.log ?? []).map((e) => (opts.words ? opts.words(e, names) : names.value(e))),
    turns,
    segment,
    weather,
    initiative,
    fog,
    ...(state.adv ? { advanced: advancedView(state, side)! } : {}),
  };
}
