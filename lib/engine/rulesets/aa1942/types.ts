import type { AreaGame, AreaMap, Scenario } from "@/lib/model";
import type { DiceState } from "../../core/rng";

/**
 * The Axis & Allies 1942 ruleset's state and actions [AA:turn-order]. Plain
 * JSON like the Next War state, on the same core: seeded dice in the state,
 * the action log is the save, `(bundle, seed, actions)` replays to the same
 * hash. Citations: RULINGS.md lists the scheme ([AA:<heading>]).
 */
export interface AaBundle {
  game: AreaGame;
  map: AreaMap;
  scenario: Scenario;
}

/** The phases of one power's turn, in order [AA:turn-order]. */
export const AA_PHASES = ["purchase", "combat-move", "conduct-combat", "noncombat-move", "mobilise", "collect-income"] as const;
export type AaPhase = (typeof AA_PHASES)[number];

export interface AaUnit {
  /** Unit type id from the game's unit table. */
  type: string;
  /** Nation that owns it. */
  owner: string;
  /** Territory or sea zone id. Cargo sits in its transport's sea zone. */
  at: string;
  /** Hits taken (a two-hit ship with 1 is damaged) [AA:conduct-combat]. */
  damage: number;
  /** Movement spent this turn (air units keep what combat move spent for non-combat move) [AA:air-units]. */
  moved: number;
  /**
   * The transport carrying it [AA:transports]; or, for a guest fighter of an
   * ally, the carrier it rides through that carrier's owner's turn
   * [AA:aircraft-carriers]: it moves with it, does not fight, and is lost with it.
   */
  aboard?: string;
  /**
   * Moved in this turn's combat move, or fought as an attacker without moving
   * (a ship that stayed in its hostile starting zone): it may not move again
   * in the non-combat move [AA:combat-move].
   */
  combatMoved?: true;
  /** Left a sea zone holding enemy warships in its first combat move, to escape the battle [AA:combat-move]. */
  fled?: true;
  /** Unloaded from a transport this turn: may not move again [AA:transports]. */
  unloaded?: true;
  /** A transport's one territory of unloading this turn [AA:amphibious]. */
  unloadedTo?: string;
  /** A strategic bomber sent on a raid this turn, a fighter escorting one, or a defending fighter intercepting one (then it fights no other battle this turn) [AA:strategic-bombing]. */
  raid?: true;
  /** Landed from the sea this turn (amphibious assault): cannot retreat [AA:amphibious]. */
  amphibious?: true;
  /**
   * Cargo ordered ashore into this hostile territory while its transport's sea
   * zone still holds enemy warships: it lands after the sea battle, if its
   * transport survives and the zone is cleared [AA:amphibious].
   */
  landing?: string;
  /** A battleship or cruiser assigned to bombard this territory in an amphibious assault [AA:amphibious]. */
  bombard?: string;
  /** Spaces it attacked from this turn (where a retreat may go) [AA:conduct-combat]. */
  from?: string[];
}

/** One battle of the current power's conduct-combat phase and where it stands [AA:conduct-combat]. */
export interface AaBattle {
  space: string;
  kind: "raid" | "amphibious" | "general";
  round: number;
  /** Units attacking and defending (ids), survivors only. */
  attackers: string[];
  defenders: string[];
  /** Next step of the round to run. */
  stage: "start" | "aa" | "bombard" | "first-strike" | "fire" | "retreat" | "done";
  /** Hits waiting to be taken as casualties by each role. */
  hitsOnAttacker: number;
  hitsOnDefender: number;
  /** Defenders hit by bombardment or first strike that still fire this round, then die. */
  doomed: string[];
  /**
   * Hits rolled and not yet taken, in the order they are chosen: each entry is
   * one casualty choice of `role`'s owner among the units `targets` allows
   * (submarine hits never fall on air units, air hits on submarines only with a
   * destroyer; "air" for AA fire, "bombers" for a complex's fire at a raid).
   * `doom`: the casualties still fire this round (bombardment) [AA:conduct-combat].
   */
  queue?: { role: "attacker" | "defender"; hits: number; targets: "all" | "not-air" | "not-sub" | "air" | "bombers"; doom?: true; rule: string }[];
  /** Defending air units intercepting a raid, absent until the defender has chosen; they fight no other battle this turn [AA:strategic-bombing]. */
  interceptors?: string[];
}

/** The owner chooses casualties among `eligible` [AA:conduct-combat]; `suggested` is the default order's pick. */
export interface AaCasualtyDecision {
  kind: "casualties";
  nation: string;
  role: "attacker" | "defender";
  space: string;
  hits: number;
  eligible: string[];
  suggested: string[];
}

/** After a round the attacker presses on or retreats to one space an attacking unit came from [AA:conduct-combat]. */
export interface AaRetreatDecision {
  kind: "retreat";
  nation: string;
  space: string;
  options: string[];
}

/** Before a raid's air battle the raided territory's controller chooses which of its fighters there intercept [AA:strategic-bombing]; `suggested` is the default pick. */
export interface AaInterceptDecision {
  kind: "intercept";
  nation: string;
  space: string;
  eligible: string[];
  suggested: string[];
}

export type AaDecision = AaCasualtyDecision | AaRetreatDecision | AaInterceptDecision;

export interface AaResult {
  winner: string | null;
  level: "standard" | "total" | "round-limit";
  reason: string;
  victoryCities: Record<string, number>;
}

export interface AaState {
  kind: "warbench-game";
  ruleset: "aa1942";
  bundle: AaBundle;
  seed: number;
  dice: DiceState;
  round: number;
  /** Index into the game's turn order. */
  power: number;
  phase: AaPhase;
  units: Record<string, AaUnit>;
  /** Counter for new unit ids ("n1", "n2", …). */
  nextId: number;
  /** Controller of each territory [AA:ipc]. */
  control: Record<string, string>;
  /** IPCs in each nation's bank. */
  bank: Record<string, number>;
  /** Territories holding an industrial complex; it belongs to whoever controls the territory [AA:industrial-complexes]. */
  complexes: Record<string, true>;
  /** Damage on industrial complexes, by territory [AA:strategic-bombing]. */
  damage: Record<string, number>;
  /** The power to move's units bought (this turn, or held over from its last), waiting for mobilisation [AA:purchase]. */
  bought: Record<string, number>;
  /** Other powers' units left unplaced, held until their next mobilisation [AA:mobilise]; absent when there are none. */
  held?: Record<string, Record<string, number>>;
  /** Canals open to the power to move, fixed at the start of its turn [AA:canals]. */
  openCanals: string[];
  /** Territories the power to move controlled at the start of its turn (aircraft may land there) [AA:air-units]. */
  startControl: Record<string, string>;
  battles: AaBattle[];
  decision: AaDecision | null;
  result: AaResult | null;
  actions: number;
}

export type AaAction =
  | { type: "purchase"; units: Record<string, number>; repair?: Record<string, number> }
  /** Moves units along a path of spaces (origin excluded); `raid` sends bombers on a strategic bombing raid, or fighters to escort them [AA:combat-move]. */
  | { type: "move"; units: string[]; path: string[]; raid?: boolean }
  /** Land units in a territory (or sea zone cargo) board a transport in an adjacent (or the same) sea zone [AA:transports]. */
  | { type: "load"; units: string[]; transport: string }
  /** Cargo goes ashore from its transport's sea zone [AA:transports]. */
  | { type: "unload"; units: string[]; to: string }
  /** Battleships and cruisers in a sea zone support an amphibious assault on a territory next to it [AA:amphibious]. */
  | { type: "bombard"; units: string[]; target: string }
  | { type: "end-phase" }
  | { type: "choose-casualties"; units: string[] }
  | { type: "retreat"; to: string | null }
  /** The defender's interceptors for the raid waiting to start (none: `[]`) [AA:strategic-bombing]. */
  | { type: "intercept"; units: string[] }
  | { type: "mobilise"; placements: { type: string; at: string; count: number }[] }
  /** Testing aid: the next d6 shows this face (1–6). */
  | { type: "force-die"; value: number };

export type AaEvent = { type: string; rule?: string; [key: string]: unknown };

export type AaApplyResult = { state: AaState; events: AaEvent[] } | { error: string; rule: string };
