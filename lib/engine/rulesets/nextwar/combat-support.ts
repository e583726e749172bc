import type { GameState } from "./types";
import { RuleError } from "../../core/errors";
import type { Board } from "./board";
import { heliCs, missionBar } from "./helicopters";
import type { CombatSupport, CombatSupportDeclaration, SupportMission } from "./support-types";
import { navalSupportBar, navalCs } from "./naval-support";

/**
 * Combat support [6.2.1, 6.5.3, 7.3.1, 9.2.4, 9.6.1]: the attacker commits
 * up to 4 air points, 2 helicopters and any naval units in range to a
 * combat, then the defender up to 2 air points, 1 helicopter and any naval
 * units; what survives ADF (naval support meets none) modifies the combat
 * roll by one per air point and by each helicopter's or naval unit's CS, in
 * its owner's favour; the net modifier is capped at ±6.
 */
export const SUPPORT_LIMITS = {
  attacker: { air: 4, helicopters: 2 },
  defender: { air: 2, helicopters: 1 },
} as const;
/** The most the combat support DRM can be either way [6.2.1]. */
export const SUPPORT_CAP = 6;

export type SupportRole = "attacker" | "defender";

export interface SupportAllocation {
  air: number;
  helicopters: string[];
  /** Naval units, any number in range [7.3.1, 9.6.1]. */
  naval: string[];
}

export const NO_SUPPORT: SupportAllocation = { air: 0, helicopters: [], naval: [] };

/** Air points a side may still allocate this turn [6.2]. */
export function airPointsLeft(state: GameState, side: string): number {
  return state.air?.points[side] ?? 0;
}

/**
 * Checks a side's combat support for a combat at `hex` [6.2.1, 6.5.3]:
 * counts within the role's limits, helicopters able to fly there, and (when
 * `points` is set) enough air points left [6.2].
 */
export function checkSupport(b: Board, side: string, role: SupportRole, hex: number, raw: { air?: unknown; helicopters?: unknown; naval?: unknown }, points = true): RuleError | SupportAllocation {
  const limits = SUPPORT_LIMITS[role];
  const air = raw.air ?? 0;
  if (typeof air !== "number" || !Number.isInteger(air) || air < 0) return new RuleError("6.2.1", "air points are a whole number of 0 or more");
  if (air > limits.air) return new RuleError("6.2.1", `the ${role} commits at most ${limits.air} air points to a combat`);
  if (points && air > airPointsLeft(b.state, side)) return new RuleError("6.2", `${side} has ${airPointsLeft(b.state, side)} air points left this turn`);
  const helis = raw.helicopters ?? [];
  if (!Array.isArray(helis) || helis.some((h) => typeof h !== "string")) return new RuleError("6.5.3", "helicopters must be a list of unit ids");
  if (new Set(helis).size !== helis.length) return new RuleError("6.5.3", "a helicopter is named twice");
  if (helis.length > limits.helicopters) return new RuleError("6.5.3", `the ${role} commits at most ${limits.helicopters} helicopter${limits.helicopters === 1 ? "" : "s"} to a combat`);
  for (const id of helis as string[]) {
    const bar = missionBar(b, id, side, hex);
    if (bar) return bar;
  }
  const naval = raw.naval ?? [];
  if (!Array.isArray(naval) || naval.some((h) => typeof h !== "string")) return new RuleError("7.3.1", "naval units must be a list of unit ids");
  if (new Set(naval).size !== naval.length) return new RuleError("7.3.1", "a naval unit is named twice");
  for (const id of naval as string[]) {
    const bar = navalSupportBar(b, id, side, hex);
    if (bar) return bar;
  }
  return { air, helicopters: [...(helis as string[])], naval: [...(naval as string[])] };
}

/** Missions as committed, before ADF: for explaining a combat not yet fought. */
export function plannedMissions(b: Board, side: string, role: SupportRole, a: SupportAllocation): SupportMission[] {
  const out: SupportMission[] = [];
  if (a.air > 0) out.push({ side, role, kind: "air", committed: a.air, value: a.air });
  for (const id of a.helicopters) {
    const cs = heliCs(b.ctx, b.state, id);
    out.push({ side, role, kind: "helicopter", unit: id, committed: cs, value: cs });
  }
  for (const id of a.naval) {
    const cs = navalCs(b.ctx, id);
    out.push({ side, role, kind: "naval", unit: id, committed: cs, value: cs });
  }
  return out;
}

/**
 * The roll modifier a net combat support gives on this CRT [9.6.1, 6.2.1]:
 * defender − attacker capped at ±6, in rulebook terms (the attacker's support
 * lowers the roll), flipped for a CRT that favours high rolls (RULINGS.md).
 */
export function supportDrm(favourableRoll: "low" | "high", attacker: number, defender: number): number {
  const net = Math.max(-SUPPORT_CAP, Math.min(SUPPORT_CAP, defender - attacker));
  return (favourableRoll === "high" ? -net : net) || 0;
}

/** Explanation text of one mission's contribution. */
function missionText(m: SupportMission, sideName: string): string {
  // Naval support meets no ADF [9.2.5]: only air points and helicopters are fired on.
  if (m.kind === "naval") return `Naval unit ${m.unit} (${sideName}, ${m.role}), CS ${m.committed} → ${m.value}`;
  const what = m.kind === "air" ? `${sideName} air points (${m.role})` : `Helicopter ${m.unit} (${sideName}, ${m.role}), CS ${m.committed}`;
  const committed = m.kind === "air" ? `${m.committed} committed` : "committed";
  if (m.adf === undefined) return `${what}: ${committed}, before ADF → ${m.value}`;
  if (m.adf === "exempt") return `${what}: ${committed}, no ADF (own territory, away from the enemy [6.6]) → ${m.value}`;
  return `${what}: ${committed}, ADF ${m.adf === "none" ? "—" : m.adf} [6.6.1.1] → ${m.value}`;
}

/**
 * The `combatSupport` hook [9.6.1]: each side's surviving support, one line
 * per mission, and the net DRM (defender − attacker, in rulebook terms where
 * the attacker's support is negative) capped at ±6 [6.2.1].
 */
export function combatSupportOf(state: GameState, decl: CombatSupportDeclaration): CombatSupport {
  const missions = decl.missions ?? [];
  if (missions.length === 0) return { attacker: 0, defender: 0, net: 0, lines: [] };
  const names = new Map(state.bundle.scenario.sides.map((s) => [s.id, s.name]));
  let attacker = 0;
  let defender = 0;
  const lines: CombatSupport["lines"] = [];
  for (const m of missions) {
    if (m.role === "attacker") attacker += m.value;
    else defender += m.value;
    lines.push({ text: missionText(m, names.get(m.side) ?? m.side), rule: m.kind === "air" ? "6.2.1" : m.kind === "naval" ? "7.3.1" : "6.5.3" });
  }
  const raw = defender - attacker;
  const net = Math.max(-SUPPORT_CAP, Math.min(SUPPORT_CAP, raw));
  if (net !== raw) lines.push({ text: `Combat support is capped at ±${SUPPORT_CAP}: net ${raw > 0 ? "+" : ""}${raw} counts as ${net > 0 ? "+" : ""}${net}`, rule: "6.2.1" });
  return { attacker, defender, net, lines };
}
