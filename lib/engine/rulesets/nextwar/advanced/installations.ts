import type { GameEvent, GameState } from "../types";
import { F_AIRBASE, F_AIRFIELD, F_HARDENED_AIRBASE, F_INSTALLATION } from "../../../map/compiled-map";
import type { Context } from "../context";
import { advOf, setAdv } from "./state";
import type { StrikeResult } from "./damage";

/**
 * Installations and airfields under strike [27.2, 27.9.1]: the marker on a
 * hex accumulates — S1 on nothing → S1, S1 on S1 → S2, S2 on nothing → S2,
 * S2 on S1 → destroyed, anything on S2 → destroyed; an "X" destroys
 * (ruling: the rulebook's X [27.3.3] names no installation, and nothing is
 * worse than destroyed). The reorganisation phase takes S1 off and turns S2
 * into S1; "destroyed" stays until repaired [27.9.1] (repair for SP is not
 * played yet). Secondary damage to air units [27.7.2] waits for the air war.
 */
export const DESTROYED = 3;

/** Airfields, airbases (hardened or not) and ports: what a raid or a strike may hit as an installation [20.1.3, 21.1]. */
export const INSTALLATION_FLAGS = F_INSTALLATION | F_AIRFIELD;
const AIR_FIELDS = F_AIRBASE | F_HARDENED_AIRBASE | F_AIRFIELD;

export function isInstallation(ctx: Context, hex: number): boolean {
  return hex >= 0 && ctx.cm.has(hex, INSTALLATION_FLAGS);
}

export function isAirField(ctx: Context, hex: number): boolean {
  return hex >= 0 && ctx.cm.has(hex, AIR_FIELDS);
}

/** The damage on an installation hex: 0 none, 1 strike 1, 2 strike 2, 3 destroyed [27.2]. */
export function installationDamage(state: GameState, hex: number): 0 | 1 | 2 | 3 {
  return state.adv?.installations?.[hex] ?? 0;
}

/** The accumulation of [27.2] as a pure function. */
export function installationOutcome(before: 0 | 1 | 2 | 3, result: StrikeResult): 0 | 1 | 2 | 3 {
  if (result === "-") return before;
  if (result === "X" || before >= 2) return DESTROYED;
  if (before === 1) return result === "S1" ? 2 : DESTROYED;
  return result === "S1" ? 1 : 2;
}

/** A strike result on an installation or airfield hex [27.2]. */
export function strikeInstallation(draft: GameState, hex: number, result: StrikeResult, events: GameEvent[], label: string): void {
  const before = installationDamage(draft, hex);
  const after = installationOutcome(before, result);
  if (after !== before && after !== 0) setAdv(draft, { installations: { ...advOf(draft).installations, [hex]: after } });
  events.push({ type: "installation-damage", hex: label, result, before, after, rule: "27.2" });
}

/** The reorganisation phase: S1 removed, S2 turned to S1; destroyed installations stay destroyed [27.9.1]. */
export function recoverInstallations(draft: GameState, events: GameEvent[]): void {
  const now = draft.adv?.installations;
  if (!now) return;
  const next: Record<number, 1 | 2 | 3> = {};
  let changed = false;
  for (const [k, v] of Object.entries(now)) {
    if (v === DESTROYED) next[Number(k)] = v;
    else if (v === 2) next[Number(k)] = 1;
    if (v !== DESTROYED) changed = true;
  }
  if (!changed) return;
  setAdv(draft, { installations: next });
  events.push({ type: "installations-recovered", rule: "27.9.1" });
}
