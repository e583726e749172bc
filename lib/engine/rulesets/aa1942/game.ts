import { hashValue } from "../../core/hash";
import { seedDice } from "../../core/rng";
import { RuleError } from "../../core/errors";
import { boardOf } from "./board";
import { D6_MAX, D6_MIN } from "./dice";
import { applyMobilise, applyPurchase, collectIncome } from "./economy";
import { landAircraft } from "./landing";
import { applyBombard, applyLoad, applyMove, applyUnload } from "./movement";
import { startBattles } from "./battles-due";
import { applyCasualties, runBattles } from "./combat";
import { applyRetreat } from "./retreat";
import { areaRules, cloneState, powerOf, sideOf } from "./state";
import { AA_PHASES, type AaAction, type AaApplyResult, type AaBundle, type AaEvent, type AaState } from "./types";
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

function applyInner(draft: AaState, action: AaAction, events: AaEvent[]): void {
  if (action.type === "force-die") {
    if (!Number.isInteger(action.value) || action.value < D6_MIN || action.value > D6_MAX) throw new RuleError("AA:conduct-combat", `a d6 shows ${D6_MIN}–${D6_MAX}, not ${action.value}`);
    draft.dice.forced = [...(draft.dice.forced ?? []), action.value];
    events.push({ type: "die-forced", rule: "AA:conduct-combat", value: action.value });
    return;
  }
  if (draft.decision) {
    if (action.type === "choose-casualties" && draft.decision.kind === "casualties") applyCasualties(draft, action.units, events);
    else if (action.type === "retreat" && draft.decision.kind === "retreat") applyRetreat(draft, action.to, events);
    else throw new RuleError("AA:conduct-combat", `waiting for ${draft.decision.nation} to ${draft.decision.kind === "casualties" ? "choose casualties" : "press on or retreat"} in ${draft.decision.space}`);
    if (!draft.decision) {
      runBattles(draft, events);
      if (!draft.decision && draft.battles.length === 0) advance(draft, events);
    }
    return;
  }
  const phase = draft.phase;
  switch (action.type) {
    case "purchase":
      if (phase !== "purchase") throw new RuleError("AA:purchase", "units are bought in the purchase phase");
      applyPurchase(draft, action, events);
      advance(draft, events);
      return;
    case "move":
    case "load":
    case "unload":
      if (phase !== "combat-move" && phase !== "noncombat-move") throw new RuleError("AA:combat-move", "units move in the combat move and non-combat move phases");
      if (action.type === "move") applyMove(draft, action, events);
      else if (action.type === "load") applyLoad(draft, action, events);
      else applyUnload(draft, action, events);
      return;
    case "bombard":
      if (phase !== "combat-move") throw new RuleError("AA:amphibious", "ships are assigned to bombard in the combat move");
      applyBombard(draft, action, events);
      return;
    case "mobilise":
      if (phase !== "mobilise") throw new RuleError("AA:mobilise", "units are placed in the mobilise phase");
      applyMobilise(draft, action, events);
      advance(draft, events);
      return;
    case "end-phase":
      if (phase === "purchase") events.push({ type: "purchase", rule: "AA:purchase", nation: powerOf(draft), units: {}, spent: 0, bank: draft.bank[powerOf(draft)] });
      advance(draft, events);
      return;
    default:
      throw new RuleError("AA:turn-order", `nothing to ${action.type} now`);
  }
}

/**
 * Moves to the next phase that needs a player, running the automatic ones
 * [AA:turn-order]: conduct combat runs its battles (stopping for casualty
 * and retreat choices), income is collected, and after the last power of the
 * round the victory check runs.
 */
export function advance(draft: AaState, events: AaEvent[]): void {
  for (let guard = 0; guard < 1000 && !draft.result; guard += 1) {
    const i = AA_PHASES.indexOf(draft.phase);
    if (draft.phase === "collect-income") {
      collectIncome(draft, events);
      nextPower(draft, events);
      if (draft.result) return;
      return;
    }
    draft.phase = AA_PHASES[i + 1] as AaState["phase"];
    events.push({ type: "phase", rule: "AA:turn-order", nation: powerOf(draft), phase: draft.phase, round: draft.round });
    if (draft.phase === "conduct-combat") {
      startBattles(draft, events);
      runBattles(draft, events);
      if (draft.decision || draft.battles.length > 0) return;
      continue;
    }
    if (draft.phase === "mobilise") {
      landAircraft(draft, events);
      if (Object.values(draft.bought).every((n) => n === 0)) continue;
      return;
    }
    if (draft.phase === "collect-income") continue;
    return;
  }
}

function nextPower(draft: AaState, events: AaEvent[]): void {
  repairShips(draft, events);
  holdUnplaced(draft);
  draft.power += 1;
  if (draft.power >= draft.bundle.game.turnOrder.length) {
    draft.power = 0;
    checkVictory(draft, events);
    if (draft.result) return;
    draft.round += 1;
  }
  startTurn(draft, events);
}

/**
 * Damaged two-hit units (battleships, carriers) are repaired at the end of
 * every power's turn [AA:general-combat; RULINGS "repair"], as TripleA's
 * 1942 second edition does.
 */
function repairShips(draft: AaState, events: AaEvent[]): void {
  const repaired = Object.entries(draft.units)
    .filter(([, u]) => u.damage > 0)
    .map(([id, u]) => {
      u.damage = 0;
      return id;
    });
  if (repaired.length > 0) events.push({ type: "repaired", rule: "AA:general-combat", units: repaired });
}

/** A power's turn begins: canals open to it if its side holds all their territories now [AA:canals]; per-turn marks clear. */
/**
 * Units a power left unplaced stay bought for that power until its next
 * mobilisation [AA:mobilise; RULINGS "unplaced"]: set aside when its turn
 * ends, so the next power neither sees nor places them.
 */
function holdUnplaced(draft: AaState): void {
  const left = Object.entries(draft.bought).filter(([, n]) => n > 0);
  draft.bought = {};
  if (left.length === 0) return;
  draft.held = { ...draft.held, [powerOf(draft)]: Object.fromEntries(left) };
}

/** A power's own units held over from its last turn, back in its purchase to mobilise with what it buys now. */
function takeHeld(draft: AaState, nation: string): void {
  const held = draft.held?.[nation];
  if (!held || !draft.held) return;
  draft.bought = { ...held };
  delete draft.held[nation];
  if (Object.keys(draft.held).length === 0) delete draft.held;
}

export function startTurn(draft: AaState, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOf(draft.bundle.map);
  draft.phase = "purchase";
  takeHeld(draft, nation);
  draft.startControl = { ...draft.control };
  draft.openCanals = board.canals
    .filter((c) => c.controlledBy.every((t) => draft.control[t] !== undefined && sideOf(draft, draft.control[t] as string) === sideOf(draft, nation)))
    .map((c) => c.id);
  for (const u of Object.values(draft.units)) {
    u.moved = 0;
    delete u.combatMoved;
    delete u.unloaded;
    delete u.raid;
    delete u.amphibious;
    delete u.from;
  }
  draft.battles = [];
  events.push({ type: "turn", rule: "AA:turn-order", nation, round: draft.round, bank: draft.bank[nation] ?? 0 });
}

/** Victory cities held per side [AA:victory]. */
export function victoryCitiesHeld(state: AaState): Record<string, number> {
  const board = boardOf(state.bundle.map);
  const listed = state.bundle.scenario.victoryCities?.cities;
  const cities = listed ?? [...board.spaces.values()].filter((s) => s.victoryCity).map((s) => s.id);
  const held: Record<string, number> = Object.fromEntries(state.bundle.scenario.sides.map((s) => [s.id, 0]));
  for (const c of cities) {
    const owner = state.control[c];
    const side = owner ? sideOf(state, owner) : undefined;
    if (side) held[side] = (held[side] ?? 0) + 1;
  }
  return held;
}

/**
 * At the end of each round [AA:victory]: a side holding the scenario's number
 * of victory cities (standard, or total when the scenario plays for a total
 * victory) wins; after the round limit the side with more cities has the
 * better of a drawn war (no winner on a tie).
 */
export function checkVictory(draft: AaState, events: AaEvent[]): void {
  const held = victoryCitiesHeld(draft);
  const rules = areaRules(draft.bundle.scenario);
  const vc = draft.bundle.scenario.victoryCities;
  const needed = rules.victory === "total" ? (vc?.totalVictory ?? vc?.standardVictory ?? Infinity) : (vc?.standardVictory ?? Infinity);
  events.push({ type: "victory-check", rule: "AA:victory", round: draft.round, held, needed });
  const winner = Object.entries(held).find(([, n]) => n >= needed)?.[0];
  if (winner) {
    draft.result = { winner, level: rules.victory, reason: `${winner} holds ${held[winner]} victory cities`, victoryCities: held };
  } else if (draft.round >= rules.roundLimit) {
    const sorted = Object.entries(held).sort((a, b) => b[1] - a[1]);
    const lead = sorted[0] && sorted[1] && sorted[0][1] > sorted[1][1] ? sorted[0][0] : null;
    draft.result = { winner: lead, level: "round-limit", reason: `round ${draft.round} was the last`, victoryCities: held };
  }
  if (draft.result) events.push({ type: "game-over", rule: "AA:victory", ...draft.result });
}
