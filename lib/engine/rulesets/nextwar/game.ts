import { advanceFlow } from "../../core/flow";
import { D10_MAX, D10_MIN } from "../../core/rng";
import { TC_SEA } from "../../map/compiled-map";
import { hashValue } from "../../core/hash";
import { seedDice } from "../../core/rng";
import type { Action, ApplyResult, EngineBundle, GameEvent, GameState, UnitState } from "./types";
import { RuleError } from "../../core/errors";
import { boardOf, buildBoard, defOf } from "./board";
import { explain } from "./combat";
import { contextOf } from "./context";
import { actorOf, emptySegment, nextWarFlow } from "./flow-hooks";
import { standardHooks, type MovementMode } from "./hooks";
import { clearEmptyMarkers, markerPool, placeMarker } from "./mop-up";
import { checkPath, makeMover, pathTo, search } from "./movement";
import { applyReplacement, checkRebuild, checkRestore } from "./replacements";
import { applyAllocateLosses, applyRetreat } from "./combat-flow";
import { checkAirbaseEntries, emptyAir } from "./air-points";
import { AMPH_BASE, checkHelicopterBases, flyRebase, rebaseBar, voluntaryRebaseBar } from "./helicopters";
import { applySupport, beginAttack } from "./support-flow";
import { applyAdvance, checkAdvance } from "./resolve";
import { SEGMENTS, segmentAt } from "./sop";
import { cloneState, setEntered } from "./state";
import { enterFerryHex } from "./ferries";
import { checkPorts, emptyNaval } from "./naval";
import { applyNavalMove } from "./naval-move";
import { airliftBar, applyAirlift } from "./airlift";
import { advanceAfterAirmobile, airmobileAdvanceBar, airmobileBar, applyAirmobile } from "./airmobile";
import { applyParadrop, paradropBar } from "./paradrop";
import { applySeaTransport, seaTransportBar } from "./sea-transport";
import { applyLayMine, applySweep, layMineBar, sweepBar } from "./mines";
import { applyDisembark, applyEmbark, applyLand, disembarkBar, embarkBar, landBar } from "./amphibious";
import { applyPlace, checkBeachheads, placeBar, removeBar, removeBeachhead } from "./beachheads";

/** Builds the opening state and walks the sequence of play to the first decision. */
export function createNextWarGame(bundle: EngineBundle, seed: number): GameState {
  if (typeof seed !== "number" || !Number.isFinite(seed)) throw new Error("createGame: a numeric seed is required");
  if (bundle.game.ruleset !== "nextwar-standard") throw new Error(`createGame: ruleset ${bundle.game.ruleset} is not played yet`);
  const ctx = contextOf(bundle);
  const units: Record<string, UnitState> = {};
  for (const id of ctx.unitIds) units[id] = { hex: -1, steps: defOf(ctx, id).maxSteps, status: "pending" };
  const setupAt = new Map((bundle.scenario.setup ?? []).map((s) => [s.unit, s.at]));
  for (const s of bundle.scenario.setup ?? []) {
    const u = units[s.unit];
    if (!u) continue;
    const d = defOf(ctx, s.unit);
    const hex = /^[0-9]+$/.test(s.at) ? ctx.cm.indexOf(s.at) : -1;
    // Helicopters set up in a land hex are based there [6.5.1]; a USMC helicopter set up with a friendly AMPH bases on it, one to an AMPH whatever cargo it carries [6.5.5].
    const amph = d.usmc && (hex < 0 || ctx.cm.terrain[hex] === TC_SEA) ? ctx.unitIds.find((a) => ctx.units.get(a)?.amph && ctx.units.get(a)?.side === d.side && setupAt.get(a) === s.at && !Object.entries(units).some(([o, x]) => x.at === AMPH_BASE + a && ctx.units.get(o)?.helicopter)) : undefined;
    // A marine set up with a friendly AMPH (its box, sea hex or port, or the AMPH's id) starts aboard, within capacity [8.5.8].
    const ship = d.marine ? amphAboard(ctx, s.at, d.side, setupAt, units, d.sp) : undefined;
    if (ship) Object.assign(u, { hex: -1, status: "offmap", at: AMPH_BASE + ship });
    else if (hex >= 0 && (d.ground || (d.helicopter && ctx.cm.terrain[hex] !== TC_SEA))) Object.assign(u, { hex, status: "map" });
    else if (amph) Object.assign(u, { hex: -1, status: "offmap", at: AMPH_BASE + amph });
    else Object.assign(u, { hex: -1, status: "offmap", at: s.at });
  }
  const zero = Object.fromEntries(ctx.sides.map((s) => [s, 0]));
  const total = { ...zero };
  for (const p of bundle.scenario.victory?.preGameVp ?? []) total[p.side] = (total[p.side] ?? 0) + p.vp;
  const state: GameState = {
    kind: "warbench-game",
    ruleset: "nextwar-standard",
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
  advanceFlow(state, SEGMENTS, nextWarFlow, []);
  return state;
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
  const seg = segmentAt(state.step);
  const side = actorOf(state, seg);
  const events: GameEvent[] = [];
  if (action.type === "force-die") return forceDie(state, action.value);
  const decision = state.pendingDecision;
  if (decision) {
    const wanted = DECISION_ACTIONS[decision.kind];
    if (action.type !== wanted.action) throw new RuleError(decision.rule, `${decision.side} must first ${wanted.what} (${wanted.action})`);
  } else if (action.type === "allocate-losses" || action.type === "retreat" || action.type === "support") {
    const rule = action.type === "retreat" ? "9.8.1" : action.type === "support" ? "9.2.4" : "9.7.1";
    throw new RuleError(rule, `there is no ${action.type === "retreat" ? "retreat" : action.type === "support" ? "combat support" : "loss allocation"} to decide`);
  }
  if (state.pendingAdvance && action.type !== "advance") throw new RuleError("9.9", "the attacker must first advance after combat into the vacated hex");
  const b = boardOf(state);
  const ctx = b.ctx;
  const draft = cloneState(state);
  const own = (ids: readonly string[], rule: string) => {
    for (const id of ids) {
      const d = ctx.units.get(id);
      if (!d) throw new RuleError(rule, `no unit ${id}`);
      if (d.side !== side) throw new RuleError(rule, `${id} is not ${side}'s to command in the ${seg.id} segment`);
    }
  };
  switch (action.type) {
    case "choose-weather": {
      if (seg.id !== "choose-weather") throw new RuleError("4.0", "weather is chosen only on GT1 in the weather phase");
      if (!["clear", "overcast", "storm"].includes(action.weather)) throw new RuleError("4.1", `unknown weather ${String(action.weather)}`);
      draft.weather = action.weather;
      events.push({ type: "weather-chosen", side, weather: action.weather, rule: "4.0" });
      advanceFlow(draft, SEGMENTS, nextWarFlow, events);
      break;
    }
    case "move": {
      if (seg.kind !== "move") throw new RuleError("3.0", `no movement in the ${seg.id} segment`);
      const mode = (action as { mode?: MovementMode }).mode ?? "land";
      const modeRule = standardHooks.movementModeRule(mode);
      if (modeRule) throw new RuleError(modeRule, mode === "amphibious" ? "an amphibious assault is an AMPH's naval-move with marines aboard, then attack or land in the combat segment" : `${mode} is its own action, { type: "${mode}" }`);
      if (!Array.isArray(action.units)) throw new RuleError("8.5.1", "units must be a list");
      own(action.units, "8.5.1");
      const advance = airmobileAdvanceBar(b, side as string, action.units, ctx.cm.indexOf(String(action.to)));
      if (advance instanceof RuleError) throw advance;
      if (advance === "advance") {
        advanceAfterAirmobile(draft, b, side as string, action.units, ctx.cm.indexOf(String(action.to)), events);
        break;
      }
      for (const id of action.units) if (state.seg.moved[id]) throw new RuleError("8.5.1", `${id} has already moved this segment`);
      const mover = makeMover(b, action.units, { restriction: seg.restriction });
      if (mover instanceof RuleError) throw mover;
      const dest = ctx.cm.indexOf(String(action.to));
      if (dest < 0) throw new RuleError("8.5.1", `no hex ${action.to}`);
      let path: number[];
      let mopUp: boolean;
      if (action.path) {
        path = action.path.map((l) => ctx.cm.indexOf(l));
        if (path.some((h) => h < 0)) throw new RuleError("8.5.1", "the path names a hex not on the map");
        if (path[path.length - 1] !== dest) throw new RuleError("8.5.1", "the path must end at the destination");
        const checked = checkPath(mover, path);
        if (checked instanceof RuleError) throw checked;
        mopUp = checked.mopUp;
      } else {
        const reach = search(mover);
        const i = reach.hexes.indexOf(dest);
        if (i <= 0) throw whyUnreachable(mover, dest);
        path = pathTo(reach, dest);
        mopUp = reach.mopUp[i] === 1;
      }
      const origin = mover.origin;
      for (const id of action.units) {
        (draft.units[id] as UnitState).hex = dest;
        draft.seg.moved[id] = true;
      }
      for (const h of path.slice(1)) {
        setEntered(draft, h, side as string);
        enterFerryHex(draft, h, side as string, events);
      }
      events.push({ type: "move", units: [...action.units], from: ctx.cm.label(origin), to: ctx.cm.label(dest), path: path.map((h) => ctx.cm.label(h)), rule: "8.5.1" });
      if (state.mopUp[origin]?.side === side) clearEmptyMarkers(draft, events, true);
      if (mopUp) placeMarker(draft, dest, side as string, events);
      break;
    }
    case "attack": {
      if (seg.kind !== "combat") throw new RuleError("9.0", `no combat in the ${seg.id} segment`);
      if (!Array.isArray(action.attackers)) throw new RuleError("9.2.1", "attackers must be a list");
      own(action.attackers, "9.2.1");
      for (const id of action.attackers) if (state.seg.attacked[id]) throw new RuleError("9.1", `${id} has already attacked this segment`);
      const hex = ctx.cm.indexOf(String(action.defender));
      if (hex >= 0 && state.seg.attackedHexes[hex]) throw new RuleError("9.3", `${action.defender} has already been attacked this segment`);
      const ex = explain(b, { attackers: action.attackers, defender: String(action.defender), lead: action.lead, segment: seg.combat }, standardHooks);
      if (ex instanceof RuleError) throw ex;
      beginAttack(draft, b, ex, action, seg.combat, events);
      break;
    }
    case "support":
      applySupport(draft, action, events);
      break;
    case "rebase": {
      if (seg.kind !== "move" || !side) throw new RuleError("6.5.1.2", "helicopters rebase in their side's movement segments");
      if (seg.restriction === "elite") throw new RuleError("3.0", "only units with ER 6–8 move in the elite reaction segment; helicopters rebase in other movement segments");
      own([String(action.unit)], "6.5.1.2");
      const bar = voluntaryRebaseBar(state, String(action.unit));
      if (bar) throw bar;
      const target = rebaseBar(b, String(action.unit), String(action.to));
      if (target instanceof RuleError) throw target;
      const escort = action.escort ?? 0;
      if (!Number.isInteger(escort) || escort < 0 || escort > ESCORT_MAX) throw new RuleError("6.2.2", `an escort is 1 or 2 air points (got ${String(escort)})`);
      if (escort > (state.air?.points[side] ?? 0)) throw new RuleError("6.2", `${side} has ${state.air?.points[side] ?? 0} air points left this turn`);
      flyRebase(draft, String(action.unit), target, escort, events);
      break;
    }
    case "naval-move": {
      if (seg.kind !== "move" || !side) throw new RuleError("8.5.6.4", "naval units move in their side's movement segments");
      if (seg.restriction === "elite") throw new RuleError("8.5.6.4", "naval units do not move in the elite reaction segment");
      own([String(action.unit)], "8.5.6.4");
      applyNavalMove(draft, String(action.unit), String(action.to), events);
      break;
    }
    case "airlift": {
      if (seg.kind !== "move" || !side) throw new RuleError("8.5.2", "airlift flies in the side's movement segments");
      if (seg.restriction === "elite") throw new RuleError("8.5.2", "no airlift in the elite reaction segment [SOP]");
      if (!Array.isArray(action.units)) throw new RuleError("8.5.2", "units must be a list");
      own(action.units, "8.5.2");
      const plan = airliftBar(b, side, action.units, String(action.to));
      if (plan instanceof RuleError) throw plan;
      const escort = action.escort ?? 0;
      if (!Number.isInteger(escort) || escort < 0 || escort > ESCORT_MAX) throw new RuleError("6.2.2", `an escort is 1 or 2 air points (got ${String(escort)})`);
      if (escort > (state.air?.points[side] ?? 0)) throw new RuleError("6.2", `${side} has ${state.air?.points[side] ?? 0} air points left this turn`);
      applyAirlift(draft, b, side, action.units, plan, escort, events);
      break;
    }
    case "paradrop": {
      if (seg.kind !== "move" || !side) throw new RuleError("8.5.3", "paradrops fly in the side's movement segments");
      if (seg.restriction === "elite") throw new RuleError("8.5.3", "no paradrop in the elite reaction segment [SOP]");
      if (!Array.isArray(action.units)) throw new RuleError("8.5.3", "units must be a list");
      own(action.units, "8.5.3");
      const plan = paradropBar(b, side, action.units, String(action.to));
      if (plan instanceof RuleError) throw plan;
      const escort = action.escort ?? 0;
      if (!Number.isInteger(escort) || escort < 0 || escort > ESCORT_MAX) throw new RuleError("6.2.2", `an escort is 1 or 2 air points (got ${String(escort)})`);
      if (escort > (state.air?.points[side] ?? 0)) throw new RuleError("6.2", `${side} has ${state.air?.points[side] ?? 0} air points left this turn`);
      applyParadrop(draft, b, side, action.units, plan, escort, events);
      break;
    }
    case "airmobile": {
      if (seg.kind !== "move" || !side) throw new RuleError("8.5.4.3", "airmobile moves fly in the side's movement segments");
      if (seg.restriction === "elite") throw new RuleError("8.5.4.3", "no airmobile move in the elite reaction segment");
      if (!Array.isArray(action.units)) throw new RuleError("8.5.4", "units must be a list");
      own(action.units, "8.5.4");
      const plan = airmobileBar(b, side, action.units, String(action.to), action.base === undefined ? undefined : String(action.base));
      if (plan instanceof RuleError) throw plan;
      const escort = action.escort ?? 0;
      if (!Number.isInteger(escort) || escort < 0 || escort > ESCORT_MAX) throw new RuleError("6.2.2", `an escort is 1 or 2 air points (got ${String(escort)})`);
      if (escort > (state.air?.points[side] ?? 0)) throw new RuleError("6.2", `${side} has ${state.air?.points[side] ?? 0} air points left this turn`);
      applyAirmobile(draft, b, side, action.units, plan, escort, events);
      break;
    }
    case "sea-transport": {
      if (seg.kind !== "move" || !side) throw new RuleError("8.5.7.1", "sea transport sails in the side's movement segments");
      if (seg.restriction === "elite") throw new RuleError("8.5.7", "no sea transport in the elite reaction segment [SOP]");
      if (!Array.isArray(action.units)) throw new RuleError("8.5.7.1", "units must be a list");
      own(action.units, "8.5.7.1");
      const plan = seaTransportBar(b, side, action.units, String(action.to));
      if (plan instanceof RuleError) throw plan;
      applySeaTransport(draft, b, side, action.units, plan, events);
      break;
    }
    case "embark": {
      if (seg.kind !== "move" || !side) throw new RuleError("8.5.8.3", "marines embark in their side's movement segments");
      if (seg.restriction === "elite") throw new RuleError("8.5.8.3", "no embarking in the elite reaction segment (only ER 6–8 ground units move)");
      own([String(action.amph), ...(Array.isArray(action.units) ? action.units : [])], "8.5.8.3");
      const bar = embarkBar(b, side, String(action.amph), action.units);
      if (bar) throw bar;
      applyEmbark(draft, side, String(action.amph), action.units, events);
      break;
    }
    case "disembark": {
      if (seg.kind !== "move" || !side) throw new RuleError("8.5.8.3", "units disembark in their side's movement segments");
      if (seg.restriction === "elite") throw new RuleError("8.5.8.3", "no disembarking in the elite reaction segment (only ER 6–8 ground units move)");
      own([String(action.amph), ...(Array.isArray(action.units) ? action.units : [])], "8.5.8.3");
      const hex = disembarkBar(b, side, String(action.amph), action.units, String(action.to));
      if (hex instanceof RuleError) throw hex;
      applyDisembark(draft, side, String(action.amph), action.units, hex, events);
      break;
    }
    case "land": {
      if (seg.kind !== "combat" || !side) throw new RuleError("8.5.8.1", "units in assault position land in their side's combat segment");
      if (!Array.isArray(action.units)) throw new RuleError("8.5.8.1", "units must be a list");
      own(action.units, "8.5.8.1");
      const hex = landBar(b, side, action.units, String(action.to));
      if (hex instanceof RuleError) throw hex;
      applyLand(draft, side, action.units, hex, events);
      break;
    }
    case "place-beachhead": {
      if (seg.kind !== "combat" || !side) throw new RuleError("8.5.8.2", "beachheads are placed in the side's combat segment");
      const hex = placeBar(b, side, String(action.hex));
      if (hex instanceof RuleError) throw hex;
      applyPlace(draft, side, hex, events);
      break;
    }
    case "remove-beachhead": {
      if (seg.kind !== "move" || !side) throw new RuleError("8.5.8.2.1", "a beachhead is removed at will in its owner's movement segment");
      const hex = removeBar(b, side, String(action.hex));
      if (hex instanceof RuleError) throw hex;
      removeBeachhead(draft, hex, "voluntary", events);
      break;
    }
    case "lay-mine": {
      if (seg.kind !== "move" || !side) throw new RuleError("7.5.1", "mines are laid in the side's movement segments");
      if (seg.restriction === "elite") throw new RuleError("7.5.1", "no mines are laid in the elite reaction segment (only ER 6–8 ground units move)");
      if (state.weather === "storm" && action.unit !== undefined) throw new RuleError("8.5.6.5", "naval units do nothing in a storm");
      if (action.unit !== undefined) own([String(action.unit)], "7.5.1.1");
      const bar = layMineBar(ctx, state, side, String(action.hex), action.unit === undefined ? undefined : String(action.unit));
      if (bar) throw bar;
      applyLayMine(draft, side, String(action.hex), action.unit === undefined ? undefined : String(action.unit), events);
      break;
    }
    case "sweep-mine": {
      if (seg.kind !== "sweep" || !side) throw new RuleError("7.5.2", "mines are swept in the mine-sweeping step of the air/naval phase");
      const bar = sweepBar(ctx, state, side, String(action.hex));
      if (bar) throw bar;
      applySweep(draft, side, String(action.hex), events);
      break;
    }
    case "allocate-losses":
      applyAllocateLosses(draft, action.losses, events);
      break;
    case "retreat":
      applyRetreat(draft, action, events);
      break;
    case "advance": {
      if (!state.pendingAdvance) throw new RuleError("9.9", "there is no advance after combat to make");
      const second = action.second ?? {};
      const bad = checkAdvance(b, action.units ?? [], second);
      if (bad) throw bad;
      applyAdvance(draft, action.units, second, events);
      break;
    }
    case "restore-step": {
      if (seg.kind !== "replace" || !side) throw new RuleError("11.0", "replacements are spent in the replacement segments");
      const cost = checkRestore(b, side, action.unit);
      if (cost instanceof RuleError) throw cost;
      applyReplacement(draft, b, action, cost, -1, events);
      break;
    }
    case "rebuild": {
      if (seg.kind !== "replace" || !side) throw new RuleError("11.0", "replacements are spent in the replacement segments");
      const r = checkRebuild(b, side, action.unit, String(action.at));
      if (r instanceof RuleError) throw r;
      applyReplacement(draft, b, action, r.cost, r.hex, events);
      break;
    }
    case "end-segment": {
      if (seg.kind === "decision") throw new RuleError(seg.rule, `the ${seg.id} segment needs a decision`);
      if (seg.kind === "move" && !draft.firstMoveDone) draft.firstMoveDone = true;
      events.push({ type: "segment-ended", segment: seg.id, side, rule: seg.rule });
      advanceFlow(draft, SEGMENTS, nextWarFlow, events);
      break;
    }
    default:
      throw new RuleError("3.0", `unknown action ${(action as { type: string }).type}`);
  }
  // What an action can set off wherever units went: an enemy airbase entered [6.3.1], a helicopter base taken [6.5.4].
  checkAirbaseEntries(state, draft, events);
  checkHelicopterBases(draft, events, draft.step !== state.step || draft.turn !== state.turn);
  // A port the enemy has taken sends its naval units away [9.9.3].
  checkPorts(draft, events);
  // A beachhead the enemy has entered is gone (RULINGS) [8.5.8.2.1].
  checkBeachheads(draft, events);
  draft.actions += 1;
  return { state: draft, events };
}

const DECISION_ACTIONS = {
  losses: { action: "allocate-losses", what: "allocate its step losses" },
  retreat: { action: "retreat", what: "retreat its units" },
  support: { action: "support", what: "commit its combat support (or none)" },
} as const;

/** An escort is 1 or 2 air points [6.2.2]. */
const ESCORT_MAX = 2;

/**
 * `force-die` (a testing aid, legal whenever anyone acts, even inside a
 * decision): queues the face the next d10 roll shows [2.6]. It is an action,
 * so the log replays it; the roll's event says `forced: true`.
 */
function forceDie(state: GameState, value: unknown): ApplyResult {
  if (typeof value !== "number" || !Number.isInteger(value) || value < D10_MIN || value > D10_MAX) {
    throw new RuleError("2.6", `a forced die shows a face of the d10: ${D10_MIN}–${D10_MAX} (got ${String(value)})`);
  }
  const draft = cloneState(state);
  draft.dice.forced = [...(state.dice.forced ?? []), value];
  draft.actions += 1;
  return { state: draft, events: [{ type: "die-forced", value, queued: draft.dice.forced.length, rule: "2.6" }] };
}

function whyUnreachable(m: ReturnType<typeof makeMover> & object, dest: number): RuleError {
  if (m instanceof RuleError) return m;
  const ctx = m.ctx;
  const occ = m.b.occupant[dest] as number;
  if (dest === m.origin) return new RuleError("8.5.1", "a move must leave the hex");
  if (occ >= 0 && ctx.sides[occ] !== m.side) return new RuleError("8.2.2", `a unit may never enter a hex holding enemy units (${ctx.cm.label(dest)})`);
  return new RuleError("8.5.1", `${ctx.cm.label(dest)} cannot be reached with ${m.ma} MP (terrain, ZOC [8.2.2] or prohibited hexes [8.3.3] in the way)`);
}

export { buildBoard };
