import { advanceFlow } from "../../core/flow";
import { TC_SEA } from "../../map/compiled-map";
import { hashValue } from "../../core/hash";
import { seedDice } from "../../core/rng";
import type { Action, ApplyResult, EngineBundle, GameEvent, GameState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { buildBoard, defOf } from "./board";
import { contextOf } from "./context";
import { emptySegment, nextWarFlow } from "./flow-hooks";
import { markerPool } from "./mop-up";
import { checkAirbaseEntries, emptyAir } from "./air-points";
import { AMPH_BASE, checkHelicopterBases } from "./helicopters";
import { segmentsOf } from "./segments";
import { cloneState } from "./state";
import { emptyNaval } from "./naval-state";
import { checkPorts } from "./naval-havens";
import { checkBeachheads } from "./beachheads";
import { ANSWERS, actingOn, moveOf } from "./moves";
import { createAdvanced } from "./advanced/state";
import { heldUnits } from "./holding";

/** Builds the opening state and walks the sequence of play to the first decision. */
export function createNextWarGame(bundle: EngineBundle, seed: number): GameState {
  if (typeof seed !== "number" || !Number.isFinite(seed)) throw new Error("createGame: a numeric seed is required");
  if (bundle.game.ruleset !== "nextwar-standard" && bundle.game.ruleset !== "nextwar-advanced") throw new Error(`createGame: ruleset ${String(bundle.game.ruleset)} is not Next War`);
  const unplayable = nextWarUnplayable(bundle);
  if (unplayable) throw new Error(unplayable);
  const ctx = contextOf(bundle);
  const units: Record<string, UnitState> = {};
  for (const id of ctx.unitIds) units[id] = { hex: -1, steps: defOf(ctx, id).maxSteps, status: "pending" };
  const setupAt = new Map((bundle.scenario.setup ?? []).map((s) => [s.unit, s.at]));
  const held = heldUnits(bundle);
  for (const s of bundle.scenario.setup ?? []) {
    const u = units[s.unit];
    if (!u || held.has(s.unit)) continue;
    const d = defOf(ctx, s.unit);
    const hex = /^[0-9]+$/.test(s.at) ? ctx.cm.indexOf(s.at) : -1;
    // Helicopters set up in a land hex are based there [6.5.1]; a USMC helicopter set up with a friendly AMPH bases on it, one to an AMPH whatever cargo it carries [6.5.5].
    const amph = d.usmc && (hex < 0 || ctx.cm.terrain[hex] === TC_SEA) ? ctx.unitIds.find((a) => ctx.units.get(a)?.amph && ctx.units.get(a)?.side === d.side && setupAt.get(a) === s.at && !Object.entries(units).some(([o, x]) => x.at === AMPH_BASE + a && ctx.units.get(o)?.helicopter)) : undefined;
    // A marine set up with a friendly AMPH (its box, sea hex or port, or the AMPH's id) starts aboard, within capacity [8.5.8].
    const ship = d.marine ? amphAboard(ctx, s.at, d.side, setupAt, units, d.sp) : undefined;
    if (ship) Object.assign(u, { hex: -1, status: "offmap", at: AMPH_BASE + ship });
    else if (hex >= 0 && (d.ground || (d.helicopter && ctx.cm.terrain[hex] !== TC_SEA))) Object.assign(u, { hex, status: "map" }, d.supplyUnit && bundle.game.ruleset === "nextwar-advanced" ? { face: "depot" } : {});
    else if (amph) Object.assign(u, { hex: -1, status: "offmap", at: AMPH_BASE + amph });
    else Object.assign(u, { hex: -1, status: "offmap", at: s.at });
  }
  const zero = Object.fromEntries(ctx.sides.map((s) => [s, 0]));
  const total = { ...zero };
  for (const p of bundle.scenario.victory?.preGameVp ?? []) total[p.side] = (total[p.side] ?? 0) + p.vp;
  const state: GameState = {
    kind: "warbench-game",
    ruleset: bundle.game.ruleset,
    bundle,
    seed,
    dice: seedDice(seed),
    turn: bundle.scenario.turns.first ?? 1,
    step: -1,
    turnKind: "initiative",
    initiative: bundle.scenario.initiative?.side ?? ctx.sides[0],
    weather: null,
    units,
    seg: emptySegment(),
    firstMoveDone: false,
    control: {},
    entered: {},
    mopUp: {},
    mopUpPool: markerPool(ctx),
    mopUpAbandoned: {},
    pendingControl: {},
    pendingAdvance: null,
    pendingCombat: null,
    pendingDecision: null,
    air: emptyAir(ctx),
    naval: emptyNaval(ctx),
    vp: { total, thisTurn: { ...zero }, lastTurn: { ...zero } },
    replacementPoints: {},
    recovered: {},
    autoVictoryRolls: { ...zero },
    result: null,
    actions: 0,
  };
  // The Advanced game's records [14–29] (advanced/state.ts).
  if (bundle.game.ruleset === "nextwar-advanced") state.adv = createAdvanced(ctx);
  advanceFlow(state, segmentsOf(state), nextWarFlow, []);
  return state;
}

/** Why a bundle cannot be played: the Advanced game reads every number of its rules from the game's Advanced charts [14.0] (charts are data). */
export function nextWarUnplayable(bundle: EngineBundle): string | null {
  return bundle.game.ruleset === "nextwar-advanced" && !contextOf(bundle).charts.advanced ? "the Advanced game needs the game's Advanced charts (charts.advanced): add them in the data editor" : null;
}

/** The friendly AMPH a marine set up at `at` starts aboard: one named by id, or set up at the same place, with room left [8.5.8]. */
function amphAboard(ctx: ReturnType<typeof contextOf>, at: string, side: string, setupAt: Map<string, string>, units: Record<string, UnitState>, sp: number): string | undefined {
  const fits = (a: string) => {
    const used = Object.entries(units).reduce((n, [id, x]) => n + (x.at === AMPH_BASE + a && ctx.units.get(id)?.ground ? (ctx.units.get(id)?.sp ?? 0) : 0), 0);
    return used + sp <= (ctx.units.get(a)?.capacity ?? 0);
  };
  return ctx.navalIds.find((a) => ctx.units.get(a)?.amph && ctx.units.get(a)?.side === side && (a === at || setupAt.get(a) === at) && fits(a));
}

/** The stable hash of a state: its JSON without the bundle, plus the bundle's digest. */
export function nextWarStateHash(state: GameState): string {
  const { bundle: _bundle, ...rest } = state;
  return hashValue({ ...rest, bundle: contextOf(state.bundle).digest });
}

/** One action [3.0]: looked up in the table of moves (moves/), checked, then carried out on a copy; a refusal comes back as data. */
export function applyNextWar(state: GameState, action: Action): ApplyResult {
  try {
    return applyInner(state, action);
  } catch (error) {
    if (error instanceof RuleError) return { error: error.message, rule: error.rule };
    return { error: `[engine] internal error: ${error instanceof Error ? error.message : String(error)}`, rule: "engine" };
  }
}

function applyInner(state: GameState, action: Action): ApplyResult {
  if (state.result) throw new RuleError("12.3", "the game is over");
  if (!action || typeof action !== "object" || typeof (action as { type?: unknown }).type !== "string") throw new RuleError("3.0", "an action is an object with a type");
  const move = moveOf(action.type);
  if (!move) throw new RuleError("3.0", `unknown action ${(action as { type: string }).type}`);
  const at = actingOn(state);
  if (!move.aside) {
    // A pending decision is answered before anything else, and only by its own move [9.2.4, 9.7.1, 9.8.1].
    const decision = state.pendingDecision;
    if (decision) {
      const wanted = ANSWERS.get(decision.kind) as { type: string; what: string };
      if (action.type !== wanted.type) throw new RuleError(decision.rule, `${decision.side} must first ${wanted.what} (${wanted.type})`);
    } else if (move.answers) throw new RuleError(move.answers.none.rule, `there is no ${move.answers.none.noun} to decide`);
    if (state.pendingAdvance && action.type !== "advance") throw new RuleError("9.9", "the attacker must first advance after combat into the vacated hex");
  }
  const plan = move.legal ? move.legal(at, action) : undefined;
  if (plan instanceof RuleError) throw plan;
  const draft = cloneState(state);
  const events: GameEvent[] = [];
  move.apply(draft, action, at, plan, events);
  if (!move.aside) {
    // What an action can set off wherever units went: an enemy airbase entered [6.3.1], a helicopter base taken [6.5.4].
    checkAirbaseEntries(state, draft, events);
    checkHelicopterBases(draft, events, draft.step !== state.step || draft.turn !== state.turn);
    // A port the enemy has taken sends its naval units away [9.9.3].
    checkPorts(draft, events);
    // A beachhead the enemy has entered is gone (RULINGS) [8.5.8.2.1].
    checkBeachheads(draft, events);
  }
  draft.actions += 1;
  return { state: draft, events };
}

export { buildBoard };
