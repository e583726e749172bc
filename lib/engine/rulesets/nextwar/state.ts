import type { GameState, PendingDecision, UnitState } from "../../core/types";

/** A deep copy of a state's mutable parts; the bundle is shared, never copied. */
export function cloneState(s: GameState): GameState {
  const units: Record<string, UnitState> = {};
  for (const [id, u] of Object.entries(s.units)) units[id] = { ...u };
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
    },
    control: { ...s.control },
    entered: { ...s.entered },
    mopUp: Object.fromEntries(Object.entries(s.mopUp).map(([k, v]) => [k, { ...v }])),
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
  return d.kind === "losses" ? { ...d, units: [...d.units] } : { ...d, units: [...d.units], group: [...d.group] };
}
