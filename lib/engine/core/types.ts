import type { HexMap, NextWarGame, Scenario } from "@/lib/model";
import type { DiceState } from "./rng";

/** The three documents a game is played from (a scenario with its game and map resolved). */
export interface EngineBundle {
  game: NextWarGame;
  map: HexMap;
  scenario: Scenario;
}

/** Where a unit is. `hex` is the map index, -1 when off the map. */
export interface UnitState {
  hex: number;
  /** Box or other off-map location (air and naval units, later issues). */
  at?: string;
  /** Steps left; 0 once eliminated. */
  steps: number;
  status: "map" | "pending" | "eliminated" | "offmap";
}

/** Per-segment bookkeeping, cleared when a segment starts. */
export interface SegmentState {
  moved: Record<string, true>;
  attacked: Record<string, true>;
  attackedHexes: Record<number, true>;
  /** Units that retreated into a friendly-held hex this segment [9.8.6]. */
  retreatedInto: Record<string, true>;
  /** Hexes overstacked when the segment began [8.1.1.1]. */
  overstackedAtStart: Record<number, true>;
}

export interface PendingAdvance {
  side: string;
  hex: number;
  attackers: string[];
  /** Whether mechanised/motorised units may go on to a second hex [9.9.1]. */
  secondHex: boolean;
}

export interface GameResult {
  winner: string | null;
  level: string;
  reason: "turns" | "automatic-victory";
  vp: Record<string, number>;
}

/**
 * The whole game as plain JSON. The bundle rides along (by reference, never
 * copied) so `apply` needs nothing else; the state hash leaves it out and
 * folds in a digest of it instead.
 */
export interface GameState {
  kind: "warbench-game";
  ruleset: "nextwar-standard";
  bundle: EngineBundle;
  seed: number;
  dice: DiceState;
  turn: number;
  /** Index into the ruleset's flat list of segments (the flow machine's position). */
  step: number;
  turnKind: "initiative" | "contested";
  /** The side with the initiative, or in a contested turn the last side to hold it [5.0]. */
  initiative: string;
  weather: "clear" | "overcast" | "storm" | null;
  units: Record<string, UnitState>;
  seg: SegmentState;
  /** Whether the game's first movement segment is over (GT1 fortified-line ZOC rule [8.2.3]). */
  firstMoveDone: boolean;
  /** Control that differs from the map's borders, by hex index; null = uncontrolled [2.8]. */
  control: Record<number, string | null>;
  /** Last side to enter each hex this turn; applied at the control step [8.4]. */
  entered: Record<number, string>;
  /** Mop-up markers by hex [8.4.1]. */
  mopUp: Record<number, { value: number; side: string }>;
  /** Values of the markers not on the map (drawn at random). */
  mopUpPool: number[];
  /** Hexes whose marker was lifted by leaving them: no new marker this turn [8.4.1.3]. */
  mopUpAbandoned: Record<number, true>;
  /** Mop-up successes waiting for the control step [8.4.1.2]. */
  pendingControl: Record<number, string>;
  pendingAdvance: PendingAdvance | null;
  vp: { total: Record<string, number>; thisTurn: Record<string, number>; lastTurn: Record<string, number> };
  replacementPoints: Record<string, number>;
  /** Units that received a step or were rebuilt this turn [11.2]. */
  recovered: Record<string, true>;
  autoVictoryRolls: Record<string, number>;
  result: GameResult | null;
  /** Actions applied so far. */
  actions: number;
}

export type Action =
  | { type: "choose-weather"; weather: "clear" | "overcast" | "storm" }
  | { type: "move"; units: string[]; to: string; path?: string[] }
  | { type: "attack"; attackers: string[]; defender: string; lead?: string }
  | { type: "advance"; units: string[]; second?: Record<string, string> }
  | { type: "restore-step"; unit: string }
  | { type: "rebuild"; unit: string; at: string }
  | { type: "end-segment" };

export type GameEvent = { type: string; rule?: string; [key: string]: unknown };

export type ApplyResult = { state: GameState; events: GameEvent[] } | { error: string; rule: string };

/** A rule broken, as data: `[8.2.2] a unit that enters an enemy ZOC stops`. */
export class RuleError {
  constructor(
    readonly rule: string,
    readonly reason: string,
  ) {}
  get message(): string {
    return `[${this.rule}] ${this.reason}`;
  }
}
