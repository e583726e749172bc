import { currentSegment } from "@/lib/engine/rulesets/nextwar/queries";
import { type NextWarPieceView, nextWarPiecesByHex, nextWarResultText, nextWarTrack } from "@/lib/engine/rulesets/nextwar/view-model";
import type { GameState } from "@/lib/engine";
import { faceOf } from "@/lib/model/counter-face";
import { namerFor } from "./names";
import { type CounterAdvanced, counterMarks } from "./advanced";

/**
 * What the hex playtest draws: the ruleset's view (nextwar/view-model.ts: the
 * counters on the map, the track, the VP and the result, each rule there)
 * dressed in the documents' names, symbols and colours.
 */

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
  /** The Advanced game's markers on it (supply, strike, detection, depot / MSU, an HQ's uses) [14–29]; absent in a standard game. */
  adv?: CounterAdvanced;
  /** The SHA-256 of its counter's picture on the side showing (a ported module's unit); absent: the NATO symbol. */
  face?: string;
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

/** The symbol of a unit type: the game's `symbol`, else a guess from its flags. */
export function symbolOf(type: { symbol?: string; flags?: readonly string[]; mobility?: string } | undefined): string {
  if (type?.symbol) return type.symbol;
  const flags = type?.flags ?? [];
  for (const f of ["armour", "mechanized", "hq", "helicopter", "airborne", "marine", "sag", "cv", "cvn", "amph"]) if (flags.includes(f)) return f;
  if (type?.mobility === "motorized") return "motorized";
  if (type?.mobility === "airmobile") return "airmobile";
  return "infantry";
}

/** "AS-DS-MA" as printed, a parenthesised DS in brackets [2.3.2.1]; a helicopter's counter reads CS-range [2.4.2, 2.4.3]. */
function strengthsOf(p: NextWarPieceView): string {
  if (p.supportFace) return `${p.cs ?? "–"}-${p.range ?? "–"}`;
  const ds = p.defence ?? "–";
  return `${p.attack ?? "–"}-${p.defenceParenthesised ? `(${ds})` : ds}-${p.ma ?? "–"}`;
}

/**
 * Every unit on the map as a counter, grouped by hex index, top of the stack
 * first (as the setup listed them). Eliminated and not-yet-arrived units are
 * left out.
 */
export function countersByHex(state: GameState): Map<number, CounterView[]> {
  const { game } = state.bundle;
  const types = new Map(game.unitTypes.map((t) => [t.id, t]));
  const colours = new Map(game.nations.map((n) => [n.id, n.colour]));
  const sideColours = new Map(game.sides.map((s) => [s.id, s.colour]));
  const out = new Map<number, CounterView[]>();
  const adv = state.adv ? counterMarks(state) : null;
  const unitFaces = new Map((state.bundle.scenario.units ?? []).flatMap((u) => (u.counter ? [[u.id, u.counter] as const] : [])));
  for (const [hex, pieces] of nextWarPiecesByHex(state))
    out.set(
      hex,
      pieces.map((p) => ({
        id: p.id,
        name: p.name,
        type: p.type,
        symbol: symbolOf(types.get(p.type) as { symbol?: string; flags?: string[]; mobility?: string } | undefined),
        nation: p.owner,
        side: p.side,
        colour: colours.get(p.owner) ?? sideColours.get(p.side) ?? "#888888",
        strengths: strengthsOf(p),
        er: p.er,
        steps: p.steps,
        maxSteps: p.maxSteps,
        reduced: p.reduced,
        outOfSupply: p.outOfSupply,
        ...(adv?.has(p.id) ? { adv: adv.get(p.id) } : {}),
        ...withFace(faceOf(unitFaces.get(p.id), types.get(p.type)?.counter, p.reduced)),
      })),
    );
  return out;
}

/** The turn/phase/segment track, whose move it is and the VP per side, in the documents' names and colours. */
export function trackOf(state: GameState): TrackView {
  const seg = currentSegment(state);
  const track = nextWarTrack(state, namerFor(state.bundle));
  const sides = state.bundle.game.sides.map((s) => ({ id: s.id, name: s.name, colour: s.colour ?? "#777777" }));
  const vp = new Map(track.scores.map((s) => [s.side, s.value]));
  return {
    turn: track.turn,
    turns: track.turns,
    phase: track.phase,
    segment: track.segment,
    segmentKind: seg.kind,
    active: seg.active,
    activeName: sides.find((s) => s.id === seg.active)?.name ?? "—",
    weather: track.weather,
    initiative: sides.find((s) => s.id === track.initiative)?.name ?? track.initiative,
    turnKind: state.turnKind,
    vp: sides.map((s) => ({ side: s.id, name: s.name, colour: s.colour, total: vp.get(s.id) ?? 0 })),
    result: state.result,
    resultText: track.result?.text ?? null,
  };
}

/** How the game ended, in words [12.2, 12.3]. */
export function resultText(state: GameState): string | null {
  return nextWarResultText(state, namerFor(state.bundle));
}

/** Events in words for the log (combat results as losses and retreats, not CRT codes). */
export { describeEvent } from "./combat-words";

function withFace(face: string | undefined): { face?: string } {
  return face === undefined ? {} : { face };
}
