import type { Action, EngineBundle, SpecialMoveTarget, SpecialMoveTargets } from "@/lib/engine";

/**
 * The playtest's move modes beside the land move [8.5.2, 8.5.7.1]: which
 * modes a selected stack has, the action a click commits, and the risk of
 * each destination in words — the ADF chart line and DRM of an airlift
 * [6.6, 6.6.1.1, 6.2.2] or the contested-move roll of a sea transport
 * [8.5.6.4.1] — so the player sees it before committing.
 */

export type MoveMode = "land" | "airlift" | "paradrop" | "airmobile" | "sea-transport";

export const MODE_WORDS: Record<MoveMode, string> = { land: "Land", airlift: "Airlift", paradrop: "Paradrop", airmobile: "Airmobile", "sea-transport": "Sea transport" };
export const MODE_RULES: Record<MoveMode, string> = { land: "8", airlift: "8.5.2", paradrop: "8.5.3", airmobile: "8.5.4", "sea-transport": "8.5.7.1" };

/** The air moves: flown, so they face ADF and may take an escort [6.6, 6.2.2]. */
export const AIR_MODES: readonly MoveMode[] = ["airlift", "paradrop", "airmobile"];

type Query = SpecialMoveTargets | { error: string; rule: string } | null;

/** Land always; a special mode only when the engine lists somewhere to go and SP left to carry [8.5.2.1, 8.5.7.4]. */
export function moveModes(q: Query): MoveMode[] {
  const modes: MoveMode[] = ["land"];
  if (!q || "error" in q) return modes;
  if (q.airlift.length > 0 && q.left.airlift > 0) modes.push("airlift");
  if (q.paradrop.length > 0 && q.left.paradrop > 0) modes.push("paradrop");
  // Airmobile-class units carry themselves, so no points need be left: the engine's list says where the stack may fly [8.5.4.1].
  if (q.airmobile.length > 0) modes.push("airmobile");
  if (q.seaTransport.length > 0 && q.left.seaTransport > 0) modes.push("sea-transport");
  return modes;
}

export function targetsOf(q: Query, mode: MoveMode): SpecialMoveTarget[] {
  if (!q || "error" in q) return [];
  return mode === "airlift" ? q.airlift : mode === "paradrop" ? q.paradrop : mode === "airmobile" ? q.airmobile : mode === "sea-transport" ? q.seaTransport : [];
}

/** What is left to carry in a mode: SP this segment or turn, or airmobile points this turn [8.5.2.1, 8.5.3.1, 8.5.4.1, 8.5.7.4]. */
export function leftIn(q: Query, mode: MoveMode): number {
  if (!q || "error" in q) return 0;
  return mode === "airlift" ? q.left.airlift : mode === "paradrop" ? q.left.paradrop : mode === "airmobile" ? q.left.airmobile : mode === "sea-transport" ? q.left.seaTransport : 0;
}

/**
 * One destination's key in the lists: its hex, and for a USMC airmobile move
 * the AMPH that flies it, since the side's own airmobile points and each
 * ready AMPH may reach the same hex [8.5.4, 8.5.5].
 */
export function targetKey(t: { to: string; base?: string }): string {
  return t.base ? `${t.to}@${t.base}` : t.to;
}

/** The target a key names, or — for a hex clicked on the board — the first the engine lists for that hex (the side's own points before an AMPH's). */
export function targetByKey(targets: readonly SpecialMoveTarget[], key: string): SpecialMoveTarget | undefined {
  return targets.find((t) => targetKey(t) === key) ?? targets.find((t) => t.to === key);
}

/**
 * The action a click on a destination commits; escort only on an air move,
 * and only when flown [6.2.2]; a USMC airmobile target's AMPH goes in the
 * action's `base`, else the engine would fly the side's own points [8.5.5].
 */
export function specialAction(mode: Exclude<MoveMode, "land">, units: string[], target: string | { to: string; base?: string }, escort = 0): Action {
  const { to, base } = typeof target === "string" ? { to: target, base: undefined } : target;
  const escorted = escort > 0 ? { escort } : {};
  if (mode === "airlift") return { type: "airlift", units, to, ...escorted };
  if (mode === "paradrop") return { type: "paradrop", units, to, ...escorted };
  if (mode === "airmobile") return { type: "airmobile", units, to, ...escorted, ...(base ? { base } : {}) };
  return { type: "sea-transport", units, to };
}

/** The ADF chart line at an air superiority level, with the scenario's chart overrides [6.6]. */
export function adfChartLine(bundle: EngineBundle, level: string): readonly string[] | null {
  const scenario = bundle.scenario as { chartOverrides?: { adf?: { level: string; results: string[] }[] } };
  const game = bundle.game as { charts?: { adf?: { level: string; results: string[] }[] } };
  const table = scenario.chartOverrides?.adf ?? game.charts?.adf ?? [];
  return table.find((l) => l.level === level)?.results ?? null;
}

export interface AdfRisk {
  exempt: boolean;
  level: string;
  /** Total DRM: the +3 over own country [8.5.2] and +1 per escort point [6.2.2]. */
  drm: number;
  /** Each DRM term in words. */
  terms: string[];
  /** The result for each d10 roll 0–9 after the DRM (modified rolls cap at 9) [6.6.1]. */
  byRoll: string[];
  /** "Turns back on 2 rolls in 10; a carried unit loses a step on 1 in 10" [6.6.1.1]. */
  summary: string;
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const inTen = (n: number) => `${n} roll${n === 1 ? "" : "s"} in 10`;

/**
 * An airlift's ADF risk [6.6, 6.6.1.1]: (−x) does not touch an air move, abort
 * turns the stack back, each `*` costs a carried unit a step.
 */
export function adfRisk(target: SpecialMoveTarget, escort: number, line: readonly string[] | null): AdfRisk | null {
  const adf = target.adf;
  if (!adf) return null;
  const drm = adf.drm + escort;
  const terms = [
    ...(adf.drm !== 0 ? [`${signed(adf.drm)} over own country [8.5.2]`] : []),
    ...(escort > 0 ? [`+${escort} escort [6.2.2]`] : []),
    // An airmobile move starting in enemy country or an enemy ZOC rolls twice [6.6].
    ...(adf.atStart ? ["a second roll at the start (enemy country or ZOC) [6.6]"] : []),
  ];
  if (adf.exempt) return { exempt: true, level: adf.level, drm, terms, byRoll: [], summary: "The flight is over own or allied country, away from the enemy [6.6]" };
  const byRoll = Array.from({ length: 10 }, (_, roll) => line?.[Math.min(9, Math.max(0, roll + drm))] ?? "none");
  const aborts = byRoll.filter((r) => r.replace(/\*$/, "") === "abort").length;
  const stars = byRoll.filter((r) => r.endsWith("*")).length;
  const parts = [...(aborts > 0 ? [`turns back on ${inTen(aborts)}`] : []), ...(stars > 0 ? [`a carried unit loses a step on ${inTen(stars)}`] : [])];
  const summary = !line ? `The ADF chart has no ${adf.level} line: no effect` : parts.length === 0 ? "No roll can stop it" : `${parts.join("; ")} [6.6.1.1]`;
  return { exempt: false, level: adf.level, drm, terms, byRoll, summary: summary.charAt(0).toUpperCase() + summary.slice(1) };
}

/** A sea transport's contested-move roll in words, or that there is none [8.5.6.4.1]. */
export function contestedRisk(target: SpecialMoveTarget): string {
  const c = target.contested;
  if (!c || c.reasons.length === 0) return "No roll: the route is not contested [8.5.6.4.1]";
  return `Contested-move roll, DRM ${signed(c.drm)}: ${c.reasons.join("; ")} [8.5.6.4.1]`;
}

/** What the units may do after landing [8.5.2, 8.5.3, 8.5.4.3, 8.5.7.1]. */
export function afterWords(target: SpecialMoveTarget): string {
  return target.after === "half-ma" ? "half MA left after landing" : target.after === "ma" ? "its MA left after landing" : "no further move this segment";
}
