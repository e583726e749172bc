import type { HexMap, NextWarGame, Scenario } from "@/lib/model";
import type { LogEvent } from "../../core/events";
import type { DiceState } from "../../core/rng";
import type { AdvancedState } from "./advanced/types";

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
  /** "sag": an AMPH flipped to the SAG on its back, for good [7.3.2.1]; "depot": an Advanced supply unit on its depot side (absent: an MSU) [19.4]; absent for every other unit and side. */
  face?: "sag" | "depot";
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
  /** Mine-sweeping attempts made in this segment [7.5.2]. */
  sweeps?: number;
  /** Stacking points the moving side has airlifted this segment, aborted missions included [8.5.2.1, 8.5.3.1]. */
  airliftSp?: number;
  /** Units landed by airlift or by sea transport within one zone: they may still move with half their MA, rounded up [8.5.2, 8.5.7.1]. */
  halfMa?: Record<string, true>;
  /** Units landed by paradrop outside an enemy ZOC: they continue their movement with their MA, and make no other special move this segment [8.5.3]. */
  dropped?: Record<string, true>;
  /** Units landed by airmobile outside an enemy ZOC: their only further move is one hex into a next-door empty enemy major city, city or installation [8.5.4.3]. */
  airmobileAdvance?: Record<string, true>;
  /** AMPHs whose own airmobile point has flown this segment, aborted missions included: once a segment each [8.5.5]. */
  usmcAirmobile?: Record<string, true>;
  /** AMPHs that embarked or disembarked units this segment: not both [8.5.8.3]. */
  boarding?: Record<string, "embark" | "disembark">;
  /** Beach hexes a side's assault units advanced into or landed on this segment: a beachhead may be placed there [8.5.8.2]. */
  landed?: Record<number, string>;
}

export interface PendingAdvance {
  side: string;
  hex: number;
  attackers: string[];
  /** Whether mechanised/motorised units may go on to a second hex [9.9.1]. */
  secondHex: boolean;
  /** Amphibious assault units that must advance (as many as the hex's stacking allows) [8.5.8.1]. */
  amphibious?: string[];
}

/**
 * A combat whose resolution waits for a player [9.7–9.9]: where it stopped
 * and what is left. Stages run in the rulebook's order: defender losses
 * [9.7.1], the defenders' retreat [9.8], units that had retreated into the
 * hex [9.8.6], attacker losses [9.7.1], then the advance [9.9].
 */
export interface PendingCombat {
  attackerSide: string;
  defenderSide: string;
  hex: number;
  attackers: string[];
  defenders: string[];
  leadAttacker: string;
  leadDefender: string;
  /** Steps each side loses, after the overkill rules [9.7.1.1]. */
  attackerLoss: number;
  defenderLoss: number;
  /** The CRT's R number, 0 for none [9.7.2]. */
  retreat: number;
  /** Hexes the defenders had to retreat (0 when none) [9.8.1, 9.9.1]. */
  required: number;
  /** Units that had retreated into the hex earlier this segment [9.8.6]. */
  retreatedIn: string[];
  /** Attackers that attacked from aboard an AMPH [8.5.8.1]; absent when none did. */
  amphibious?: string[];
  /** The next stage to run (each stage sets the following one before it may stop for a decision). */
  stage: "defender-losses" | "retreat" | "retreated-in" | "attacker-losses" | "done";
}

/** The owner allocates step losses among these units [9.7.1]. */
export interface PendingLosses {
  kind: "losses";
  side: string;
  role: "defender" | "attacker";
  units: string[];
  /** Takes the first step [9.5.1, 9.7.1]; null when it is gone. */
  lead: string | null;
  steps: number;
  rule: "9.7.1";
}

/** The owner retreats these units, one action per unit or group of units [9.8.1]. */
export interface PendingRetreat {
  kind: "retreat";
  side: string;
  /** The hex they retreat from (map index). */
  from: number;
  /** Units still to retreat. */
  units: string[];
  /** Every unit of the retreat, moved or not: none of them count as "friendly units" for another [9.8.2, RULINGS]. */
  group: string[];
  distance: number;
  /** After a failed negation check the stack may stay and lose a step instead [9.8.4]. */
  mayStay: boolean;
  rule: "9.8.1";
}

/**
 * An attack declared with the attacker's combat support committed; the
 * defender now commits its own [9.2.4, 6.2.1, 6.5.3], then every ADF roll is
 * made [9.2.5] and the combat resolves.
 */
export interface PendingSupport {
  kind: "support";
  /** The defender, who decides. */
  side: string;
  /** `hq`, `cw`: the attacker's HQ support and CW marker, Advanced game only [18.2.1, 18.2.4]. */
  attack: { attackers: string[]; defender: string; lead?: string; segment?: "normal" | "breakthrough"; hq?: string; cw?: string };
  /** What the attacker committed: air points, helicopter ids and naval unit ids. */
  attacker: { air: number; helicopters: string[]; naval?: string[] };
  rule: "9.2.4";
}

export type PendingDecision = PendingLosses | PendingRetreat | PendingSupport;

/** A helicopter's missions this turn [6.5.2]. */
export interface HelicopterState {
  /** Missions flown this turn (a rebase ends the turn's flying [6.5.1.2]). */
  missions: number;
  /** The segment (flow step) of its last mission: one mission per segment [6.5.2]. */
  lastStep: number;
  /** It rebased this turn: no more missions until the reorganisation phase [6.5.1.2]. */
  rebased: boolean;
  /** Turn in which a forced rebase left it over its base's limit: it must rebase in the next turn [6.5.1.2]. */
  mustRebase?: number;
}

/** The air war [6]: air points, air superiority and helicopters. */
export interface AirState {
  /** Air points left to allocate this turn, by side; lost at the end of the turn [6.2]. */
  points: Record<string, number>;
  /** Air points received this turn after weather, by side: what air superiority compares [6.1, 6.4]. */
  received: Record<string, number>;
  /** Air points permanently destroyed, by side [6.3]. */
  lost: Record<string, number>;
  /** Each side's air superiority level this turn [6.4]; absent before the first roll. */
  level: Record<string, string>;
  /** Helicopters by unit id [6.5]. */
  helicopters: Record<string, HelicopterState>;
}

/** A mine marker on the map [7.5]. */
export interface MineMarker {
  side: string;
  level: number;
  /** The naval unit that laid it, which may leave its area without a contested-move roll [7.5.1.1]. */
  layer?: string;
}

/** The naval war [7]: box control, ASW and submarine threat levels, mines, naval combat support. */
export interface NavalState {
  /** Control of each sea and coastal box by id: a side, or null when contested [7.2]. */
  control: Record<string, string | null>;
  /** ASW level by side [7.4.2]. */
  asw: Record<string, number>;
  /** Submarine threat level by side [7.4.1]. */
  sub: Record<string, number>;
  /** Mine markers by hex index [7.5]. */
  mines: Record<number, MineMarker>;
  /** Mine markers swept away for good, by side: they leave the counter mix [7.5.2]. */
  minesLost: Record<string, number>;
  /** The combat segment (turn × 100 + step) of each naval unit's last combat support: once per segment [7.3.1]. */
  supported: Record<string, number>;
  /** Naval units sent off by a port's capture, back as reinforcements on this turn at this location [9.9.3]. */
  returning?: Record<string, { turn: number; at: string }>;
}

/** A beachhead marker [8.5.8.2]. */
export interface Beachhead {
  side: string;
  /** Its defence strength [8.5.8.4]. */
  defence: number;
  placedTurn: number;
  /** The flow step (segment) it was placed in: sea transport to it waits for a later movement segment [8.5.8.2.1]. */
  placedStep: number;
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
  /** The game document's ruleset: the standard game [1–13] or the Advanced game [14–29]. */
  ruleset: "nextwar-standard" | "nextwar-advanced";
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
  /** Last side to enter each hex this turn where that can change control (not kept for hexes the side already controls); applied at the control step [8.4]. */
  entered: Record<number, string>;
  /** Ferries destroyed by enemy occupation, by hexside key hex*6+direction (both directions); absent until one is [8.3.1.8]. */
  destroyedFerries?: Record<number, true>;
  /** Mop-up markers by hex [8.4.1]. */
  mopUp: Record<number, { value: number; side: string }>;
  /** Values of the markers not on the map (drawn at random). */
  mopUpPool: number[];
  /** Hexes whose marker was lifted by leaving them: no new marker this turn [8.4.1.3]. */
  mopUpAbandoned: Record<number, true>;
  /** Mop-up successes waiting for the control step [8.4.1.2]. */
  pendingControl: Record<number, string>;
  pendingAdvance: PendingAdvance | null;
  /** A combat waiting for `pendingDecision` [9.7–9.8]. */
  pendingCombat: PendingCombat | null;
  /** The decision the game waits for (loss allocation, retreat path, the defender's combat support); its side acts [9.7.1, 9.8.1, 9.2.4]. */
  pendingDecision: PendingDecision | null;
  /** Air points, air superiority and helicopters [6]; absent in states saved before the air war. */
  air?: AirState;
  /** Naval control, levels and mines [7]; absent in states saved before the naval war. */
  naval?: NavalState;
  /** Stacking points moved by sea transport this game turn, by side [8.5.7.4]; replaced, never edited in place; absent until one is. */
  seaTransport?: { turn: number; sp: Record<string, number> };
  /** Units found out of supply at this turn's supply phase, by id (optional rule [13.1]); absent when the rule is off. Replaced whole at each supply phase, never edited in place. */
  supply?: { out: Record<string, true> };
  /** Paradrops this game turn: SP dropped by side (aborted missions included [8.5.3.1]) and the units that landed (supply [13.1.4], special assault [8.4.1.1]); replaced, never edited in place; absent until one is. */
  paradrop?: { turn: number; sp: Record<string, number>; landed: Record<string, true> };
  /** Airmobile points used this turn and lost for good, by side, and the units landed by airmobile this turn [8.5.4.1, 8.5.4.2, 8.4.1.1]; replaced, never edited in place; absent until a move is made. */
  airmobile?: { turn: number; used: Record<string, number>; lost: Record<string, number>; landed: Record<string, true> };
  /**
   * Amphibious assault [8.5.8]: AMPHs in assault position (their side attacks or lands from them in the combat
   * segment at `step` of game turn `turn`), the turn of each AMPH's last assault (one a game turn), and the land
   * units that landed by assault this turn (the special-assault mop-up DRM [8.4.1.1]); replaced, never edited in place.
   */
  amphibious?: { ready: Record<string, { turn: number; step: number }>; used: Record<string, number>; landed: { turn: number; units: Record<string, true> } };
  /** Beachheads on the map by hex index, and the game turns each side's markers were removed on (unusable until two turns later) [8.5.8.2, 8.5.8.2.1]; replaced, never edited in place. */
  beachheads?: { at: Record<number, Beachhead>; removed: Record<string, number[]> };
  vp: { total: Record<string, number>; thisTurn: Record<string, number>; lastTurn: Record<string, number> };
  replacementPoints: Record<string, number>;
  /** Units that received a step or were rebuilt this turn [11.2]. */
  recovered: Record<string, true>;
  autoVictoryRolls: Record<string, number>;
  result: GameResult | null;
  /** The Advanced game's records [14–29]; present only in an Advanced game (advanced/types.ts). */
  adv?: AdvancedState;
  /** Actions applied so far. */
  actions: number;
}

export type Action =
  | { type: "choose-weather"; weather: "clear" | "overcast" | "storm" }
  | { type: "move"; units: string[]; to: string; path?: string[] }
  /** `air` (0–4 air points) and `helicopters` (up to 2) are the attacker's combat support [6.2.1, 6.5.3]. */
  /** `naval`: naval units in sea hexes within range, any number [7.3.1, 9.6.1]. */
  /** Advanced game: `hq` an HQ giving combat support [18.2.1], `cw` an HQ placing a chemical-weapon marker [18.2.4]. */
  | { type: "attack"; attackers: string[]; defender: string; lead?: string; air?: number; helicopters?: string[]; naval?: string[]; hq?: string; cw?: string }
  /** While a `support` decision is pending: the defender's air points (0–2), helicopter (at most 1) and naval units (any in range) [6.2.1, 6.5.3, 7.3.1]. */
  | { type: "support"; air?: number; helicopters?: string[]; naval?: string[]; hq?: string }
  /** A naval unit moves between boxes, sea hexes and ports [8.5.6.4]; `to` is a box id or a hex label. */
  /** Advanced game: `onFail` what a failed contested-move roll does — "abort" (stay, the default) or "strike" (move on with a strike) [25.4]. */
  | { type: "naval-move"; unit: string; to: string; onFail?: "abort" | "strike" }
  /** A mine marker laid [7.5.1]: by a naval unit instead of moving (level 2, its hex or next to it), or with no unit by submarines (level 1, lowering the threat level). */
  | { type: "lay-mine"; hex: string; unit?: string }
  /** In its side's movement segment: an AMPH with a SAG back and no unit aboard turns to its SAG side for good [7.3.2.1]. */
  | { type: "flip-amph"; unit: string }
  /** In a mine-sweeping segment: one attempt at an enemy mine marker [7.5.2]. */
  | { type: "sweep-mine"; hex: string }
  /** A helicopter rebases up to twice its range in its side's movement segment, escorted by 0–2 air points [6.5.1.2, 6.2.2]; `to` is a hex label or a friendly AMPH's id [6.5.5]. */
  | { type: "rebase"; unit: string; to: string; escort?: number }
  /** Foot units that start the segment together at a friendly airfield/airbase fly to another, escorted by 0–2 air points [8.5.2, 6.2.2]. */
  | { type: "airlift"; units: string[]; to: string; escort?: number }
  | { type: "paradrop"; units: string[]; to: string; escort?: number }
  /** `base`: the friendly airfield or airbase the lift flies from (the nearest when absent) [8.5.4.3]. */
  | { type: "airmobile"; units: string[]; to: string; base?: string; escort?: number }
  /** Land units that start the segment together in a friendly port sail to another friendly port [8.5.7.1]. */
  | { type: "sea-transport"; units: string[]; to: string }
  /** Marines go aboard an AMPH in their port, or from a friendly beachhead next to its sea hex [8.5.8.3]. */
  | { type: "embark"; amph: string; units: string[] }
  /** Units aboard an AMPH go ashore: into its port, or onto a friendly beachhead next to its sea hex [8.5.8.3]. */
  | { type: "disembark"; amph: string; units: string[]; to: string }
  /** In the combat segment: units aboard AMPHs in assault position land on a beach hex next to them that holds no enemy unit [8.5.8.1]. */
  | { type: "land"; units: string[]; to: string }
  /** In the side's combat segment: a beachhead marker placed [8.5.8.2]. */
  | { type: "place-beachhead"; hex: string }
  /** In the owner's movement segment: a beachhead removed at will [8.5.8.2.1]. */
  | { type: "remove-beachhead"; hex: string }
  | { type: "advance"; units: string[]; second?: Record<string, string> }
  | { type: "restore-step"; unit: string }
  | { type: "rebuild"; unit: string; at: string }
  | { type: "end-segment" }
  // The Advanced game [14–29]:
  /** In a logistics segment: an MSU made for 1 SP on a friendly depot or major city in own country [19.4]. `at` a hex label. */
  | { type: "create-msu"; at: string }
  /** In a logistics segment: a depot broken up into two MSUs in its hex, for no SP [19.4]. */
  | { type: "break-depot"; unit: string }
  /** In a logistics segment: an MSU turned into a depot for 2 SP, where a depot or major city supplies it [19.4]. */
  | { type: "convert-msu"; unit: string }
  /** In a logistics segment: a depot made for 4 SP in a hex a depot or major city supplies [19.4]. */
  | { type: "create-depot"; at: string }
  /** In a logistics or emergency segment: a depot (2 SP) or MSU (1 SP) turned into supply points [19.4, 19.6]. */
  | { type: "cash-supply"; unit: string }
  /** In an emergency segment: 1 SP (3 for an HQ) and a roll to supply a unit out of supply [19.6]. */
  | { type: "emergency-supply"; unit: string }
  /** In a strike segment: an HQ's support attack on a detected unit, HQ or MSU in range [18.2.2]. */
  | { type: "hq-attack"; hq: string; target: string }
  /** In a replacement segment: an HQ in supply recovers a step for supply points [18.4]. */
  | { type: "recover-hq"; unit: string }
  /** In a replacement segment: an eliminated HQ rebuilt for 2 SP (5 the supreme HQ) and 1 replacement point [18.5]. */
  | { type: "rebuild-hq"; unit: string; at: string }
  /** In a detect segment: one electronic detection attempt on an enemy HQ [21.3]. */
  | { type: "detect"; target: string }
  /** In a SOF segment: every mission assigned at once, resolved in this order [20.1.2]; `target` a unit id, a hex label, or "track" [20.1.3]. */
  | { type: "sof"; missions: { kind: "raid" | "recon" | "targeting"; target: string }[] }
  /** In a UN segment: veto a proposed ceasefire resolution or let it pass [28.1]. */
  | { type: "un-veto"; veto: boolean }
  /** In a UN segment: accept or refuse a passed ceasefire resolution [28.2]. */
  | { type: "un-ceasefire"; accept: boolean }
  /** While a `losses` decision is pending: steps lost per unit [9.7.1]. */
  | { type: "allocate-losses"; losses: Record<string, number> }
  /** While a `retreat` decision is pending: units (or one unit) and the hexes entered, origin excluded; `path: []` stays (only after a failed negation check) [9.8.1, 9.8.4]. */
  | { type: "retreat"; units?: string[]; unit?: string; path: string[] }
  /** Testing aid: the next die roll shows this face (0–9) [2.6]; queues when given more than once. */
  | { type: "force-die"; value: number };

/**
 * Events `apply` returns, each with the `rule` behind it:
 * - `die-roll` {value, purpose, forced?}: every d10 roll [2.6] (purpose: combat,
 *   er-check, weather, mop-up, automatic-victory); `forced: true` after `force-die`.
 * - `die-forced` {value}: a `force-die` action [2.6].
 * - `combat` {attackers, defender, attack, defense, column, drm, roll, modified,
 *   result (the CRT text, e.g. "1/2R2"), losses, notes, forced?} [9.2.6].
 * - `decision` {kind: "losses"|"retreat", side, ...}: a player must decide [9.7.1, 9.8.1].
 * - `losses-allocated` {side, losses} [9.7.1]; `step-loss` {unit, steps, reason};
 *   `eliminated` {unit} [9.7.1].
 * - `er-check` {unit, roll, er, pass, reason} [2.3.3, 9.8.4–9.8.6];
 *   `retreat-negated`, `retreat-failed`, `retreat-stayed`, `retreat` {units, from, path} [9.8].
 * - `advance` {units, to} [9.9, 9.9.1].
 * - `move` [8.5.1]; `mop-up-marker`, `mop-up-marker-removed`, `mop-up` {roll, success} [8.4.1];
 *   `ferry-destroyed` {hexside, nation, by} [8.3.1.8];
 *   `control`, `vp` {side, amount, reason, hex | unit} (a VP hex captured, or an enemy unit eliminated) [8.4, 12.1].
 * - `air-points` {side, roll, modified, chart, lost, weather, points} [6.1, 6.3, 4.1];
 *   `air-superiority` {side, level, difference} [6.4]; `air-points-spent` {side, points, mission} [6.2];
 *   `adf` {side, mission, unit?, level, roll, drm, modified, result, before, after} [6.6.1];
 *   `adf-exempt` [6.6]; `air-points-destroyed` {side, points, reason} [6.3.1, 6.3.2];
 *   `air-points-expired` {side, points} [6.2]; `rebase` {unit, from, to, forced?} [6.5.1.2];
 *   `helicopter-loss` {unit, roll, result} [6.5.4]; `helicopters-ready` [6.5.2].
 * - `airlift` {side, units, from, to, sp, escort, homeDrm} [8.5.2]; `airlift-aborted` {side, units, from, to, sp} [6.6.1.1];
 *   `paradrop` {side, units, from, to, sp, escort, results: [{unit, roll, result}]} [8.5.3]; `paradrop-aborted` {side, units, from, to, sp} [6.6.1.1];
 *   `airmobile` {side, units, from, to, base, points, escort, inEzoc, usmc?} [8.5.4] (USMC [8.5.5]: `base` the AMPH's id, `usmc` true, points 0); `airmobile-aborted` {side, units, from, to, points} [6.6.1.1];
 *   `airmobile-points-lost` {side, points, lost} [8.5.4.2];
 *   `sea-transport` {side, units, from, to, route, sp, sameZone} [8.5.7.1]; `sea-transport-failed` and
 *   `contested-move` {units, roll, drm, outcome} [8.5.6.4.1].
 * - `embark` / `disembark` {side, amph, units, at} [8.5.8.3]; `amphibious-position` {side, amph, units, hex} [8.5.8.1];
 *   `amphibious-landing` {side, units, hex, by: "assault"|"landing"} [8.5.8.1]; `amphibious-step-loss` {unit} [8.5.8.1];
 *   `amph-flipped` {side, unit, at} [7.3.2.1];
 *   `beachhead-placed` {side, hex, defence} [8.5.8.2]; `beachhead-removed` {side, hex, reason} [8.5.8.2.1, 8.5.8.4].
 * - `weather` {weather, roll?} [4.0]; `weather-chosen` [4.0]; `initiative` {kind, side, why} [5.1].
 * - `reinforcement` / `reinforcement-delayed` [10.0]; `replacement-points`,
 *   `step-restored`, `rebuilt` [11.0–11.2]; `vp-totals` [12.1].
 * - `segment`, `segment-skipped`, `segment-ended`, `turn` [3.0];
 *   `automatic-victory-roll` {value, needed, win}, `game-over` [12.2, 12.3].
 */
export type GameEvent = LogEvent;

export type ApplyResult = { state: GameState; events: GameEvent[] } | { error: string; rule: string };
