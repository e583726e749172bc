import { boardOf } from "./board";
import { startBattles } from "./battles-due";
import { runBattles } from "./combat";
import { collectIncome } from "./economy";
import { boardGuests, releaseGuests } from "./guest-fighters";
import { landAircraft, landDefendersAdrift } from "./landing";
import { powerOf, sideOf } from "./state";
import { AA_PHASES, type AaEvent, type AaState } from "./types";
import { checkVictory } from "./victory";

/**
 * The sequence of play [AA:turn-order]: each power's turn runs purchase,
 * combat move, conduct combat, non-combat move, mobilise and collect income;
 * the phases no player decides run by themselves, and after the last power of
 * a round the victory check runs.
 */

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
      if (Object.values(draft.bought).every((n) => n === 0)) continue;
      return;
    }
    if (draft.phase === "collect-income") {
      // Aircraft land when mobilisation is over, so a carrier placed there counts [AA:air-units; carrier-reach.ts].
      landAircraft(draft, events);
      landDefendersAdrift(draft, events);
      continue;
    }
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

/** A power's turn begins: canals open to it if its side holds all their territories now [AA:canals]; per-turn marks clear. */
export function startTurn(draft: AaState, events: AaEvent[]): void {
  const nation = powerOf(draft);
  const board = boardOf(draft.bundle.map);
  releaseGuests(draft);
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
    delete u.fled;
    delete u.unloadedTo;
  }
  draft.battles = [];
  events.push({ type: "turn", rule: "AA:turn-order", nation, round: draft.round, bank: draft.bank[nation] ?? 0 });
  boardGuests(draft, events);
}
