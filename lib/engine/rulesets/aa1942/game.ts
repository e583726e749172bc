import { hashValue } from "../../core/hash";
import { seedDice } from "../../core/rng";
import { RuleError } from "../../core/errors";
import { boardOf } from "./board";
import { applyMove } from "./movement";
import { AA_MOVES, type AaMove } from "./moves";
import { cloneState } from "./state";
import { startTurn } from "./turn-order";
import type { AaAction, AaApplyResult, AaBundle, AaDecision, AaEvent, AaState } from "./types";
import { unitTable } from "./unit-table";

/**
 * The opening state [AA:setup]: units from the scenario's area setup,
 * control from the map's original owners, banks from the starting income,
 * complexes where the map says (or where the setup places one); then the
 * first power's turn begins with its purchase.
 */
export function createAaGame(bundle: AaBundle, seed: number): AaState {
  if (typeof seed !== "number" || !Number.isSafeInteger(seed)) throw new Error("createGame: a safe-integer seed is required");
  const board = boardOf(bundle.map);
  const table = unitTable(bundle.game);
  const state: AaState = {
    kind: "warbench-game",
    ruleset: "aa1942",
    bundle,
    seed,
    dice: seedDice(seed),
    round: bundle.scenario.turns.first ?? 1,
    power: 0,
    phase: "purchase",
    units: {},
    nextId: 0,
    control: {},
    bank: {},
    complexes: {},
    damage: {},
    bought: {},
    openCanals: [],
    startControl: {},
    battles: [],
    decision: null,
    result: null,
    actions: 0,
  };
  for (const s of board.spaces.values()) {
    if (s.sea) continue;
    if (s.originalOwner && !s.neutral) state.control[s.id] = s.originalOwner;
    if (s.industrialComplex) state.complexes[s.id] = true;
  }
  let n = 0;
  for (const entry of bundle.scenario.areaSetup ?? []) {
    for (const { type, count } of entry.units) {
      const def = table.get(type);
      if (!def) throw new Error(`createGame: unknown unit type ${type} in the area setup (run warbench validate)`);
      if (def.industrialComplex) {
        state.complexes[entry.territory] = true;
        continue;
      }
      for (let i = 0; i < count; i += 1) {
        n += 1;
        state.units[`u${n}`] = { type, owner: entry.nation, at: entry.territory, damage: 0, moved: 0 };
      }
    }
  }
  for (const nation of bundle.game.turnOrder) state.bank[nation] = 0;
  for (const inc of bundle.scenario.income ?? []) state.bank[inc.nation] = inc.ipc;
  startTurn(state, []);
  return state;
}

/** A stable hash of the state: its JSON without the bundle, plus the bundle's digest. */
export function aaStateHash(state: AaState): string {
  const { bundle, ...rest } = state;
  return hashValue({ ...rest, bundle: bundleDigest(bundle) });
}

const digests = new WeakMap<AaBundle, string>();
function bundleDigest(bundle: AaBundle): string {
  let d = digests.get(bundle);
  if (!d) {
    d = hashValue(bundle);
    digests.set(bundle, d);
  }
  return d;
}

/** Applies one action; an illegal one comes back as `{ error, rule }`, never as a throw. */
export function applyAa(state: AaState, action: AaAction): AaApplyResult {
  try {
    if (state.result) throw new RuleError("AA:victory", "the game is over");
    const draft = cloneState(state);
    const events: AaEvent[] = [];
    applyInner(draft, action, events);
    draft.actions += 1;
    return { state: draft, events };
  } catch (error) {
    if (error instanceof RuleError) return { error: error.message, rule: error.rule };
    return { error: `[AA:engine] ${error instanceof Error ? error.message : String(error)}`, rule: "AA:engine" };
  }
}

/**
 * Whether an action is legal now: null, or the refusal `applyAa` would give.
 * A move is tried on a light copy — the moving units and their cargo copied,
 * everything else shared and only read — because the playtest asks this of
 * every space a selection might reach, and a full copy of a big board each
 * time is what takes the time; anything else goes through `applyAa`.
 */
export function checkAa(state: AaState, action: AaAction): { error: string; rule: string } | null {
  if (action.type !== "move" || state.result || state.decision || (state.phase !== "combat-move" && state.phase !== "noncombat-move")) {
    const r = applyAa(state, action);
    return "error" in r ? { error: r.error, rule: r.rule } : null;
  }
  try {
    const units = { ...state.units };
    for (const id of action.units) if (state.units[id]) units[id] = { ...state.units[id] };
    // Cargo moves with its transport: copied too, when a transport moves.
    if (action.units.some((id) => state.units[id] && (unitTable(state.bundle.game).get(state.units[id].type)?.transportCapacity ?? 0) > 0)) {
      const moving = new Set(action.units);
      for (const [id, u] of Object.entries(state.units)) if (u.aboard !== undefined && moving.has(u.aboard)) units[id] = { ...u };
    }
    applyMove({ ...state, units, control: { ...state.control } }, action, []);
    return null;
  } catch (error) {
    if (error instanceof RuleError) return { error: error.message, rule: error.rule };
    return { error: `[AA:engine] ${error instanceof Error ? error.message : String(error)}`, rule: "AA:engine" };
  }
}

const DECISION_VERB: Record<AaDecision["kind"], string> = { casualties: "choose casualties", retreat: "press on or retreat", intercept: "choose interceptors" };

/**
 * One action by the table of moves [AA:turn-order]: a testing aid at any
 * time; while a decision waits, only its answer; otherwise a move of the
 * power to move that its rule allows now.
 */
function applyInner(draft: AaState, action: AaAction, events: AaEvent[]): void {
  const move = Object.hasOwn(AA_MOVES, action.type) ? (AA_MOVES[action.type] as AaMove) : undefined;
  const decision = draft.decision;
  if (move?.when !== "any-time") {
    if (decision && move?.when !== decision.kind) {
      throw new RuleError("AA:conduct-combat", `waiting for ${decision.nation} to ${DECISION_VERB[decision.kind]} in ${decision.space}`);
    }
    if (!move || (!decision && move.when)) throw new RuleError("AA:turn-order", `nothing to ${action.type} now`);
  }
  const refusal = move.legal?.(draft, action as never);
  if (refusal) throw refusal;
  move.apply(draft, action as never, events);
}
