import type { GameState } from "./types";
import type { Context } from "./context";
import { nationsOf } from "./multinational";

type SpecialRule = NonNullable<GameState["bundle"]["scenario"]["specialRules"]>[number];

export interface SpecialDrm {
  /** Added to the roll as written: a scenario value, like the CRT's extraFormationDrm (RULINGS, CRT orientation). */
  value: number;
  text: string;
  rule: "9.6.5";
  /** false: the rule names no nations, so it is shown as info, not applied. */
  applied: boolean;
}

/** Whether a special rule is in force on this turn. */
function inForce(r: SpecialRule, turn: number): boolean {
  return r.enabled && (!r.turns || r.turns.includes(turn));
}

/**
 * Scenario special-rule DRMs [9.6.4, 9.6.5], all cited as 9.6.5 (the
 * scenario's rules for the forces of its nations; RULINGS). A rule with a `drm` applies
 * when it says whose combats it modifies: `nations` (a unit of one of them
 * among the attackers, or the defenders with `role: "defence"`) and/or
 * `multinational` (those units belong to more than one nation [9.6.5]). It
 * applies once per combat, however many such units take part (like 9.6.7).
 * A rule naming neither stays an info line: the model cannot say whose
 * attacks it modifies, and guessing from its id would be wrong silently.
 */
export function specialRuleDrms(ctx: Context, state: GameState, attackers: readonly string[], defenders: readonly string[]): SpecialDrm[] {
  const out: SpecialDrm[] = [];
  for (const r of state.bundle.scenario.specialRules ?? []) {
    if (!r.drm || !inForce(r, state.turn)) continue;
    const sign = r.drm > 0 ? "+" : "";
    if (!r.nations && !r.multinational) {
      out.push({ value: 0, applied: false, rule: "9.6.5", text: `Scenario rule "${r.name}" (DRM ${sign}${r.drm}) is in force but not applied: the scenario does not say whose attacks it modifies` });
      continue;
    }
    const role = r.role ?? "attack";
    const units = role === "attack" ? attackers : defenders;
    const nations = nationsOf(ctx, units);
    if (r.nations && !nations.some((n) => r.nations?.includes(n))) continue;
    if (r.multinational && nations.length < 2) continue;
    const who = role === "attack" ? "attackers" : "defenders";
    const why = [r.nations ? `${who} include ${r.nations.join("/")}` : "", r.multinational ? `multinational ${who} (${nations.join(", ")})` : ""].filter(Boolean).join(", ");
    out.push({ value: r.drm, applied: true, rule: "9.6.5", text: `Scenario rule "${r.name}" (${why})` });
  }
  return out;
}
