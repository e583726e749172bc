import { currentSegment } from "@/lib/engine/rulesets/nextwar/queries";
import type { GameState } from "@/lib/engine";
import { namerFor } from "./names";

/** One counter as the board draws it. */
export interface CounterView {
  id: string;
  name: string;
  type: string;
  symbol: string;
  nation: string;
  side: string;
  colour: string;
  /** "AS-DS-MA" on the side showing (reduced after a step loss). */
  strengths: string;
  er: number | null;
  steps: number;
  maxSteps: number;
  reduced: boolean;
  /** Found out of supply at this turn's supply phase (optional rule [13.1]). */
  outOfSupply: boolean;
  /** A blank counter standing for an enemy unit the viewer may not see (fog of war [13.2]). */
  hidden?: true;
}

export interface TrackView {
  turn: number;
  turns: number;
  phase: string;
  segment: string;
  segmentKind: string;
  active: string | null;
  activeName: string;
  weather: string | null;
  initiative: string;
  turnKind: string;
  vp: { side: string; name: string; colour: string; total: number }[];
  result: GameState["result"];
  /** The end of the game in words: "Northern Coalition wins — stalemate (the last turn was played)" [12.2, 12.3]. */
  resultText: string | null;
}

interface ScenarioUnit {
  id: string;
  type: string;
  name: string;
  nation: string;
  attack?: number;
  defence?: number;
  defenceParenthesised?: boolean;
  er?: number;
  ma?: number;
  steps?: number;
  /** Attack helicopters: combat support and range instead of attack and defence [2.4.2, 2.4.3]. */
  cs?: number;
  range?: number;
  reduced?: { attack: number; defence: number; er?: number; ma?: number; cs?: number };
}

const human = (s: string) => s.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/** The symbol of a unit type: the game's `symbol`, else a guess from its flags. */
export function symbolOf(type: { symbol?: string; flags?: readonly string[]; mobility?: string } | undefined): string {
  if (type?.symbol) return type.symbol;
  const flags = type?.flags ?? [];
  for (const f of ["armour", "mechanized", "hq", "helicopter", "airborne", "marine", "sag", "cv", "cvn", "amph"]) if (flags.includes(f)) return f;
  if (type?.mobility === "motorized") return "motorized";
  if (type?.mobility === "airmobile") return "airmobile";
  return "infantry";
}

/**
 * Every unit on the map as a counter, grouped by hex index, top of the stack
 * first (as the setup listed them). Eliminated and not-yet-arrived units are
 * left out.
 */
export function countersByHex(state: GameState): Map<number, CounterView[]> {
  const { game, scenario } = state.bundle;
  const types = new Map(game.unitTypes.map((t) => [t.id, t]));
  const nationSide = new Map(scenario.nations.map((n) => [n.id, n.side]));
  const colours = new Map(game.nations.map((n) => [n.id, n.colour]));
  const sideColours = new Map(game.sides.map((s) => [s.id, s.colour]));
  const out = new Map<number, CounterView[]>();
  for (const u of (scenario.units ?? []) as ScenarioUnit[]) {
    const where = state.units[u.id];
    if (!where || where.status !== "map" || where.hex < 0) continue;
    const maxSteps = u.steps ?? 1;
    const reduced = maxSteps > 1 && where.steps < maxSteps;
    const as = reduced ? (u.reduced?.attack ?? u.attack) : u.attack;
    const ds = reduced ? (u.reduced?.defence ?? u.defence) : u.defence;
    const ma = reduced ? (u.reduced?.ma ?? u.ma) : u.ma;
    const side = nationSide.get(u.nation) ?? "";
    const counter: CounterView = {
      id: u.id,
      name: u.name,
      type: u.type,
      symbol: symbolOf(types.get(u.type) as { symbol?: string; flags?: string[]; mobility?: string } | undefined),
      nation: u.nation,
      side,
      colour: colours.get(u.nation) ?? sideColours.get(side) ?? "#888888",
      // A helicopter's counter reads CS-range, as printed [2.4.2, 2.4.3].
      strengths:
        u.cs !== undefined && u.attack === undefined
          ? `${(reduced ? u.reduced?.cs : undefined) ?? u.cs}-${u.range ?? "–"}`
          : `${as ?? "–"}-${u.defenceParenthesised ? `(${ds ?? "–"})` : (ds ?? "–")}-${ma ?? "–"}`,
      er: (reduced ? (u.reduced?.er ?? u.er) : u.er) ?? null,
      steps: where.steps,
      maxSteps,
      reduced,
      outOfSupply: state.supply?.out[u.id] === true,
    };
    const list = out.get(where.hex) ?? [];
    list.push(counter);
    out.set(where.hex, list);
  }
  return out;
}

/** The turn/phase/segment track, whose move it is and the VP per side. */
export function trackOf(state: GameState): TrackView {
  const seg = currentSegment(state);
  const { game, scenario } = state.bundle;
  const sides = game.sides.map((s) => ({ id: s.id, name: s.name, colour: s.colour ?? "#777777" }));
  const turns = scenario.turns;
  return {
    turn: state.turn,
    turns: turns.last,
    phase: human(seg.phase),
    segment: human(seg.segment),
    segmentKind: seg.kind,
    active: seg.active,
    activeName: sides.find((s) => s.id === seg.active)?.name ?? "—",
    weather: state.weather,
    initiative: sides.find((s) => s.id === state.initiative)?.name ?? state.initiative,
    turnKind: state.turnKind,
    vp: sides.map((s) => ({ side: s.id, name: s.name, colour: s.colour, total: state.vp.total[s.id] ?? 0 })),
    result: state.result,
    resultText: resultText(state),
  };
}

/** How the game ended, in words [12.2, 12.3]. */
export function resultText(state: GameState): string | null {
  const r = state.result;
  if (!r) return null;
  const n = namerFor(state.bundle);
  return `${r.winner ? `${n.side(r.winner)} wins` : "no winner"} — ${human(r.level).toLowerCase()} (${r.reason === "turns" ? "the last turn was played" : "automatic victory"})`;
}

/** Events in words for the log (combat results as losses and retreats, not CRT codes). */
export { describeEvent } from "./combat-words";
