import { type Action, apply, type GameState, type NextWarLine } from "@/lib/engine";
import { RuleError } from "@/lib/engine/core/errors";
import { buildBoard } from "@/lib/engine/rulesets/nextwar/board";
import { contextOf } from "@/lib/engine/rulesets/nextwar/context";
import { checkHqAttack } from "@/lib/engine/rulesets/nextwar/advanced/hq-attack";
import { usesLeft } from "@/lib/engine/rulesets/nextwar/advanced/hq";
import type { Namer } from "./names";

/**
 * The choices of the Advanced segments as the playtest's panels offer them
 * [18.2, 20.1, 28]: an HQ support attack explained before its roll, the HQs
 * and CW markers an attack may add, and the SOF targets by mission kind.
 * Every choice is one the engine accepts; pure, no React.
 */

/** The table line's results as runs of rolls: "0–2 –, 3–5 S1, 6–7 S2, 8–9 X". */
export function tableRuns(results: readonly string[]): string {
  const runs: string[] = [];
  let from = 0;
  for (let i = 1; i <= results.length; i += 1) {
    if (i < results.length && results[i] === results[from]) continue;
    runs.push(`${from === i - 1 ? from : `${from}–${i - 1}`} ${results[from] === "-" ? "no effect" : results[from]}`);
    from = i;
  }
  return runs.join(", ");
}

/** An HQ support attack before its roll, line by line like a combat [18.2.2, 20.2.3, 27.3]; an error line when the engine refuses it. */
export function hqAttackLines(state: GameState, side: string, hq: string, target: string, n: Namer): NextWarLine[] {
  const plan = checkHqAttack(buildBoard(state), side, hq, target);
  if (plan instanceof RuleError) return [{ text: `Not possible: ${n.text(plan.reason)}`, rule: plan.rule }];
  const ctx = contextOf(state.bundle);
  const row = ctx.charts.advanced?.strike.find((r) => r.target === plan.kind);
  const kind = plan.kind === "hq" ? "an HQ" : plan.kind === "supply" ? "a depot / MSU" : "a land unit";
  const drm = plan.drms.reduce((s, d) => s + d.value, 0);
  return [
    { text: `${n.unit(hq)} (range ${ctx.units.get(hq)?.range ?? 0}, ${usesLeft(state, hq)} use${usesLeft(state, hq) === 1 ? "" : "s"} left) attacks ${n.unit(target)}, ${kind}, detected`, rule: "18.2.2" },
    ...plan.drms.map((d) => ({ text: `DRM ${d.value > 0 ? "+" : ""}${d.value}: ${n.text(d.text)}`, rule: d.rule })),
    { text: `Roll read: the die ${drm === 0 ? "as it falls" : `${drm > 0 ? "−" : "+"} ${Math.abs(drm)}`} (high rolls favour the attacker)`, rule: "18.2.2" },
    ...(row ? [{ text: `Advanced strike table, ${kind}: ${tableRuns(row.results)}`, rule: "27.3" }] : []),
  ];
}

/** Whether the engine would take this action now (applied to a copy; nothing is kept). */
function accepted(state: GameState, action: Action): boolean {
  return !("error" in apply(state, action));
}

/**
 * The HQs that may support an attack being declared, and those that may place
 * a CW marker on it [18.2.1, 18.2.4]: the side's HQs with a use left, each
 * only when the engine takes the attack with it.
 */
export function hqSupportOptions(state: GameState, side: string, attack: { attackers: string[]; defender: string }): { hq: string[]; cw: string[] } {
  if (!state.adv || attack.attackers.length === 0) return { hq: [], cw: [] };
  const ctx = contextOf(state.bundle);
  const hqs = ctx.unitIds.filter((id) => {
    const d = ctx.units.get(id);
    return d?.hq && d.side === side && usesLeft(state, id) > 0;
  });
  const base = { type: "attack" as const, attackers: attack.attackers, defender: attack.defender };
  if (!accepted(state, base)) return { hq: [], cw: [] };
  const cwPoints = state.adv.cwPoints[side] ?? 0;
  return {
    hq: hqs.filter((hq) => accepted(state, { ...base, hq })),
    cw: cwPoints > 0 ? hqs.filter((cw) => accepted(state, { ...base, cw })) : [],
  };
}

export type SofKind = "raid" | "recon" | "targeting";

/** The SOF targets the engine lists by mission kind, from the legal `sof` actions [20.1.3]. */
export function sofTargets(legal: readonly Action[]): Record<SofKind, string[]> {
  const out: Record<SofKind, Set<string>> = { raid: new Set(), recon: new Set(), targeting: new Set() };
  for (const a of legal) if (a.type === "sof") for (const m of a.missions) out[m.kind].add(m.target);
  return { raid: [...out.raid], recon: [...out.recon], targeting: [...out.targeting] };
}
