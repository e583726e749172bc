import type { GameState, PendingDecision, UnitState } from "./types";
import { controlOf } from "./board";
import { contextOf } from "./context";

/** A deep copy of a state's mutable parts; the bundle is shared, never copied. */
export function cloneState(s: GameState): GameState {
  // for-in and literal copies: this runs on every action, so it avoids Object.entries' arrays.
  const units: Record<string, UnitState> = {};
  for (const id in s.units) {
    const u = s.units[id] as UnitState;
    const c: UnitState = u.at === undefined ? { hex: u.hex, steps: u.steps, status: u.status } : { hex: u.hex, at: u.at, steps: u.steps, status: u.status };
    if (u.face !== undefined) c.face = u.face;
    units[id] = c;
  }
  return {
    ...s,
    dice: { ...s.dice, s: [...s.dice.s] as [number, number, number, number] },
    units,
    seg: {
      moved: { ...s.seg.moved },
      attacked: { ...s.seg.attacked },
      attackedHexes: { ...s.seg.attackedHexes },
      retreatedInto: { ...s.seg.retreatedInto },
      overstackedAtStart: { ...s.seg.overstackedAtStart },
      ...(s.seg.sweeps !== undefined ? { sweeps: s.seg.sweeps } : {}),
      ...(s.seg.airliftSp !== undefined ? { airliftSp: s.seg.airliftSp } : {}),
      ...(s.seg.halfMa !== undefined ? { halfMa: { ...s.seg.halfMa } } : {}),
      ...(s.seg.dropped !== undefined ? { dropped: { ...s.seg.dropped } } : {}),
      ...(s.seg.airmobileAdvance !== undefined ? { airmobileAdvance: { ...s.seg.airmobileAdvance } } : {}),
      ...(s.seg.boarding !== undefined ? { boarding: { ...s.seg.boarding } } : {}),
      ...(s.seg.landed !== undefined ? { landed: { ...s.seg.landed } } : {}),
    },
    // Shared until written (copy on write, see setEntered/setControl): they grow to
    // hundreds of hexes and most actions never touch them.
    control: s.control,
    entered: s.entered,
    // Likewise the air and naval states: written only through airOf() / navalOf(), which copy them first.
    // Markers are replaced or deleted, never edited in place (mop-up.ts): a shallow copy will do.
    mopUp: { ...s.mopUp },
    mopUpPool: [...s.mopUpPool],
    mopUpAbandoned: { ...s.mopUpAbandoned },
    pendingControl: { ...s.pendingControl },
    pendingAdvance: s.pendingAdvance ? { ...s.pendingAdvance, attackers: [...s.pendingAdvance.attackers] } : null,
    // Older states (saved before decisions existed) lack these two: normalise to null.
    pendingCombat: s.pendingCombat ? { ...s.pendingCombat, attackers: [...s.pendingCombat.attackers], defenders: [...s.pendingCombat.defenders], retreatedIn: [...s.pendingCombat.retreatedIn] } : null,
    pendingDecision: s.pendingDecision ? copyDecision(s.pendingDecision) : null,
    vp: { total: { ...s.vp.total }, thisTurn: { ...s.vp.thisTurn }, lastTurn: { ...s.vp.lastTurn } },
    replacementPoints: { ...s.replacementPoints },
    recovered: { ...s.recovered },
    autoVictoryRolls: { ...s.autoVictoryRolls },
    result: s.result ? { ...s.result, vp: { ...s.result.vp } } : null,
  };
}

function copyDecision(d: PendingDecision): PendingDecision {
  if (d.kind === "support") return { ...d, attack: { ...d.attack, attackers: [...d.attack.attackers] }, attacker: { air: d.attacker.air, helicopters: [...d.attacker.helicopters], ...(d.attacker.naval ? { naval: [...d.attacker.naval] } : {}) } };
  return d.kind === "losses" ? { ...d, units: [...d.units] } : { ...d, units: [...d.units], group: [...d.group] };
}


/** Drafts that already hold their own copy of `entered` / `control`. */
const ownsEntered = new WeakSet<GameState>();
const ownsControl = new WeakSet<GameState>();

/**
 * Records that `side` entered `hex` this turn [8.4], copying the shared record
 * on a draft's first write. Entering a hex the side already controls changes
 * nothing at the control step unless the enemy entered it before, so only
 * that case is kept (control changes only at that step, so "already controls"
 * holds until then): the record stays small and cheap to copy.
 */
export function setEntered(draft: GameState, hex: number, side: string): void {
  if (controlOf(contextOf(draft.bundle), draft, hex) === side) {
    if (draft.entered[hex] === undefined) return;
    if (!ownsEntered.has(draft)) {
      draft.entered = { ...draft.entered };
      ownsEntered.add(draft);
    }
    delete draft.entered[hex];
    return;
  }
  if (draft.entered[hex] === side) return;
  if (!ownsEntered.has(draft)) {
    draft.entered = { ...draft.entered };
    ownsEntered.add(draft);
  }
  draft.entered[hex] = side;
}

/** Sets a hex's control on a draft [2.8, 8.4], copying the shared record on the draft's first write. */
export function setControl(draft: GameState, hex: number, side: string | null): void {
  if (!ownsControl.has(draft)) {
    draft.control = { ...draft.control };
    ownsControl.add(draft);
  }
  draft.control[hex] = side;
}
