import type { GameEvent, GameState } from "../types";
import { rollDie } from "../../../core/dice";
import { RuleError } from "../../../core/errors";
import { type Board, buildBoard, controlOf, enemyOf } from "../board";
import type { Context } from "../context";
import { F_CITY, F_MAJOR_CITY, TC_SEA, TC_UNKNOWN } from "../../../map/compiled-map";
import { TERRAIN_CLASSES, type TerrainClass } from "@/lib/model/vocabulary";
import { loseStep } from "../losses";
import { type StrikeResult, applyStrike } from "./damage";
import { isDetected } from "./detection";
import { installationDamage, isAirField, isInstallation, strikeInstallation } from "./installations";
import { advOf, setAdv } from "./state";
import { isTrackTarget, raidTrack, trackRaidBar } from "./tracks";

/**
 * Special operations forces [20.0–20.3]. In its SOF segment a side assigns
 * every mission at once, up to its available markers [20.1.1, 20.1.2], and
 * they are resolved in the order given [20.2.2]:
 * - raid [20.2.1] on a detected enemy HQ, depot or MSU; an enemy airfield or
 *   installation (always detected [21.1]); a detected attack helicopter in a
 *   city or major city without an airfield or airbase [20.1.3.5]; or a hex of
 *   mountain, alpine, hills, hills-forest, clear-forest, rough-forest or
 *   urban terrain, or a major city, for sabotage [20.2.1, 23.4.4]. One raid a
 *   target a turn, but for an enemy nation's detection and SAM tracks and an
 *   enemy side's theatre weapons, raided once per marker [20.2.1.1,
 *   20.2.1.2] (tracks.ts).
 * - recon [20.2.2, 21.4] on an undetected enemy unit on the map, one a unit a
 *   turn: "D" puts a detection marker on it.
 * - targeting [20.2.3] on a detected enemy unit or an enemy installation:
 *   "T" designates it for the side (`scenario.advanced.targeting`, −1 when
 *   not given) until the reorganisation phase.
 * A raid or targeting assigned after a recon on the same undetected target
 * is not rolled when that recon failed [20.1.2]. After each mission, rolled
 * or not, the marker rolls for survival [20.1.2, 20.3]: eliminated markers
 * go to the eliminated box, the others to the used box until the
 * reorganisation phase (`readySof`).
 */

export type MissionKind = "raid" | "recon" | "targeting";
export interface Mission {
  kind: MissionKind;
  target: string;
}
export type RaidTarget = "hq" | "supply" | "installation" | "helicopter" | "hex" | "track";

/** A mission checked against the state it was assigned in. */
export interface PlannedMission extends Mission {
  /** What the raid line is for; absent for recon and targeting. */
  raid?: RaidTarget;
  /** The unit aimed at, or null for a hex (installation or sabotage). */
  unit: string | null;
  hex: number;
  /** The key of its one-raid / one-recon / designation record. */
  key: string;
  /** Index of an earlier recon in the list this mission relies on [20.1.2]. */
  afterRecon?: number;
}

/** Sabotage terrain [20.2.1]: 山岳、高山、大都市、高地、高地森林、平地森林、荒地森林 (a major city reads as urban terrain). */
const SABOTAGE: ReadonlySet<TerrainClass> = new Set(["mountain", "alpine", "urban", "hills", "hills-forest", "clear-forest", "rough-forest"]);

/** Land hexes of sabotage terrain, once per context [20.2.1]. */
const sabotageCache = new WeakMap<Context, number[]>();
export function sabotageHexes(ctx: Context): number[] {
  let out = sabotageCache.get(ctx);
  if (!out) {
    out = [];
    for (let h = 0; h < ctx.cm.n; h += 1) if (hexClasses(ctx, h).some((t) => SABOTAGE.has(t))) out.push(h);
    sabotageCache.set(ctx, out);
  }
  return out;
}

/** The terrain classes a hex reads on the SOF CRT: its own, and urban for a major city. */
function hexClasses(ctx: Context, hex: number): TerrainClass[] {
  const tc = ctx.cm.terrain[hex] as number;
  const own = tc === TC_UNKNOWN ? [] : [TERRAIN_CLASSES[tc] as TerrainClass];
  return ctx.cm.has(hex, F_MAJOR_CITY) && !own.includes("urban") ? [...own, "urban"] : own;
}

/** The line of a SOF table for a hex: the first naming one of its terrain classes, else the first naming none [20.2]. */
function lineFor<L extends { terrain?: readonly TerrainClass[] }>(lines: readonly L[], classes: readonly TerrainClass[]): L | undefined {
  return lines.find((l) => l.terrain?.some((t) => classes.includes(t))) ?? lines.find((l) => !l.terrain);
}

export const sofPool = (state: GameState, side: string) => advOf(state).sof[side] ?? { available: 0, used: 0, eliminated: 0, unplayed: 0 };

const hexKey = (label: string) => `hex:${label}`;

/** A unit's enemy status, on the map, for a mission [20.1.3]. */
function enemyOnMap(b: Board, side: string, id: string, rule: string): RuleError | null {
  const d = b.ctx.units.get(id);
  const u = b.state.units[id];
  if (!d || !u) return new RuleError(rule, `no unit ${id}`);
  if (d.side === side) return new RuleError(rule, `${id} is not an enemy unit`);
  if (u.status !== "map" || u.hex < 0) return new RuleError(rule, `${id} is not on the map`);
  return null;
}

/** Checks the whole list against the state before it [20.1.2, 20.1.3]; the plan or the first refusal. */
export function planMissions(b: Board, side: string, missions: unknown): PlannedMission[] | RuleError {
  if (!Array.isArray(missions) || missions.length === 0) return new RuleError("20.1.2", "a SOF action assigns a list of one or more missions");
  const pool = sofPool(b.state, side);
  if (missions.length > pool.available) return new RuleError("20.1.1", `${side} has ${pool.available} SOF markers available, not ${missions.length}`);
  const out: PlannedMission[] = [];
  for (const m of missions as Mission[]) {
    const planned = planOne(b, side, m, out);
    if (planned instanceof RuleError) return planned;
    out.push(planned);
  }
  return out;
}

function planOne(b: Board, side: string, m: Mission, earlier: readonly PlannedMission[]): PlannedMission | RuleError {
  const { ctx, state } = b;
  const adv = advOf(state);
  const target = String(m?.target);
  const enemy = enemyOf(ctx, side);
  const recon = earlier.findIndex((p) => p.kind === "recon" && p.unit === target);
  const seen = (id: string) => isDetected(state, side, id, b) || recon >= 0;
  const after = recon >= 0 ? { afterRecon: recon } : {};
  if (m?.kind === "recon") {
    const bar = enemyOnMap(b, side, target, "20.2.2");
    if (bar) return bar;
    if (isDetected(state, side, target, b)) return new RuleError("20.2.2", `${target} is already detected: recon is for undetected units`);
    if (adv.reconned[target] || recon >= 0) return new RuleError("20.2.2", `${target} has had its recon mission this turn (one a unit a turn)`);
    return { kind: "recon", target, unit: target, hex: state.units[target]?.hex ?? -1, key: target };
  }
  if (m?.kind === "targeting") {
    if (ctx.units.has(target)) {
      const bar = enemyOnMap(b, side, target, "20.2.3");
      if (bar) return bar;
      if (!seen(target)) return new RuleError("20.2.3", `${target} is not detected: targeting needs a detected unit [20.1.3]`);
      if (adv.targeted[target]?.side === side || earlier.some((p) => p.kind === "targeting" && p.key === target)) return new RuleError("20.2.3", `${target} is already designated`);
      return { kind: "targeting", target, unit: target, hex: state.units[target]?.hex ?? -1, key: target, ...after };
    }
    const hex = ctx.cm.indexOf(target);
    if (hex < 0 || !isInstallation(ctx, hex) || controlOf(ctx, state, hex) !== enemy || installationDamage(state, hex) >= 3) return new RuleError("20.2.3", `${target} is neither a detected enemy unit nor an enemy installation`);
    if (adv.targeted[hexKey(target)] || earlier.some((p) => p.kind === "targeting" && p.key === hexKey(target))) return new RuleError("20.2.3", `${target} is already designated`);
    return { kind: "targeting", target, unit: null, hex, key: hexKey(target) };
  }
  if (m?.kind !== "raid") return new RuleError("20.2", `a SOF mission is a raid, a recon or a targeting, not ${String(m?.kind)}`);
  // Tracks and theatre weapons: once per marker, not once a turn [20.2.1.1, 20.2.1.2].
  if (isTrackTarget(target)) return trackRaidBar(b, side, target) ?? { kind: "raid", target, raid: "track", unit: null, hex: -1, key: target };
  const raidedBefore = (key: string) => adv.raided[key] || earlier.some((p) => p.kind === "raid" && p.key === key);
  if (ctx.units.has(target)) {
    const bar = enemyOnMap(b, side, target, "20.2.1");
    if (bar) return bar;
    const d = ctx.units.get(target)!;
    const hex = state.units[target]!.hex;
    let raid: RaidTarget;
    if (d.hq) raid = "hq";
    else if (d.supplyUnit) raid = "supply";
    else if (d.helicopter) {
      if (!ctx.cm.has(hex, F_CITY | F_MAJOR_CITY) || isAirField(ctx, hex)) return new RuleError("20.1.3", `${target} is not in a city or major city without an airfield or airbase`);
      raid = "helicopter";
    } else return new RuleError("20.2.1", `a raid hits an HQ, a depot, an MSU, an attack helicopter, an installation or a hex — not the combat unit ${target}`);
    if (!seen(target)) return new RuleError("20.1.3", `${target} is not detected`);
    if (raidedBefore(target)) return new RuleError("20.2.1", `${target} has been raided this turn (one raid a target a turn)`);
    return { kind: "raid", target, raid, unit: target, hex, key: target, ...after };
  }
  const hex = ctx.cm.indexOf(target);
  if (hex < 0 || ctx.cm.terrain[hex] === TC_SEA) return new RuleError("20.2.1", `no unit or land hex ${target}`);
  if (raidedBefore(hexKey(target))) return new RuleError("20.2.1", `${target} has been raided this turn (one raid a hex a turn)`);
  if (isInstallation(ctx, hex) && controlOf(ctx, state, hex) === enemy) {
    if (installationDamage(state, hex) >= 3) return new RuleError("27.2", `the installation at ${target} is destroyed: no target until repaired`);
    return { kind: "raid", target, raid: "installation", unit: null, hex, key: hexKey(target) };
  }
  if (!hexClasses(ctx, hex).some((t) => SABOTAGE.has(t))) return new RuleError("20.2.1", `${target} is no enemy installation, and sabotage needs mountain, alpine, major city, hills, hills-forest, clear-forest or rough-forest`);
  return { kind: "raid", target, raid: "hex", unit: null, hex, key: hexKey(target) };
}

/** Carries out a planned list in order: each mission's roll (unless its recon failed), then its survival roll [20.1.2, 20.2, 20.3]. */
export function resolveMissions(draft: GameState, side: string, plan: readonly PlannedMission[], events: GameEvent[]): void {
  const pool = sofPool(draft, side);
  setAdv(draft, { sof: { ...advOf(draft).sof, [side]: { ...pool, available: pool.available - plan.length } } });
  events.push({ type: "sof-missions", side, missions: plan.map((p) => ({ kind: p.kind, target: p.target })), rule: "20.1.2" });
  const succeeded: boolean[] = [];
  plan.forEach((p, i) => {
    const reconFailed = p.afterRecon !== undefined && !succeeded[p.afterRecon];
    const gone = p.unit !== null && draft.units[p.unit]?.status !== "map";
    if (reconFailed || gone) {
      events.push({ type: "sof-not-rolled", side, kind: p.kind, target: p.target, why: reconFailed ? "its recon failed" : "the target is gone", rule: "20.1.2" });
      succeeded[i] = false;
    } else succeeded[i] = resolveOne(draft, side, p, events);
    survive(draft, side, events);
  });
}

function resolveOne(draft: GameState, side: string, p: PlannedMission, events: GameEvent[]): boolean {
  const ctx = buildBoard(draft).ctx;
  const charts = ctx.charts.advanced;
  const classes = p.hex >= 0 ? hexClasses(ctx, p.hex) : [];
  const adv = advOf(draft);
  if (p.kind === "recon") {
    setAdv(draft, { reconned: { ...adv.reconned, [p.key]: true } });
    const die = rollDie(draft, events, "20.2.2", "sof-recon", { side, target: p.target });
    const result = lineFor(charts?.sofRecon ?? [], classes)?.results[die.value] ?? "-";
    events.push({ type: "sof-recon", side, target: p.target, roll: die.value, ...(die.forced ? { forced: true } : {}), result, rule: "20.2.2" });
    if (result === "D") setAdv(draft, { detected: { ...advOf(draft).detected, [p.key]: true } });
    return result === "D";
  }
  if (p.kind === "targeting") {
    const die = rollDie(draft, events, "20.2.3", "sof-targeting", { side, target: p.target });
    const result = lineFor(charts?.sofTargeting ?? [], classes)?.results[die.value] ?? "-";
    const drm = draft.bundle.scenario.advanced?.targeting?.find((t) => t.side === side)?.drm ?? -1;
    events.push({ type: "sof-targeting", side, target: p.target, roll: die.value, ...(die.forced ? { forced: true } : {}), result, ...(result === "T" ? { drm } : {}), rule: "20.2.3" });
    if (result === "T") setAdv(draft, { targeted: { ...advOf(draft).targeted, [p.key]: { side, drm } } });
    return result === "T";
  }
  setAdv(draft, { raided: { ...adv.raided, [p.key]: true } });
  const raid = p.raid as RaidTarget;
  const line = lineFor((charts?.sofRaid ?? []).filter((l) => l.target === raid), classes);
  const die = rollDie(draft, events, "20.2.1", "sof-raid", { side, target: p.target });
  const result = (line?.results[die.value] ?? "-") as StrikeResult;
  events.push({ type: "sof-raid", side, target: p.target, on: raid, roll: die.value, ...(die.forced ? { forced: true } : {}), result, ...(line ? {} : { note: `the SOF raid table has no ${raid} line` }), rule: "20.2.1" });
  if (result === "-") return false;
  const unit = p.unit as string;
  if (raid === "hq" || raid === "supply") applyStrike(draft, unit, result, events);
  else if (raid === "helicopter") loseStep(draft, unit, "20.2.1", "a successful SOF raid on an attack helicopter", events);
  else if (raid === "installation") strikeInstallation(draft, p.hex, result, events, p.target);
  else if (raid === "track") raidTrack(draft, side, p.target, result, events);
  else {
    const level: 1 | 2 = result === "S1" ? 1 : 2;
    const before = advOf(draft).sabotaged?.[p.hex] ?? 0;
    setAdv(draft, { sabotaged: { ...advOf(draft).sabotaged, [p.hex]: Math.max(before, level) as 1 | 2 } });
    events.push({ type: "sabotage", side, hex: p.target, level, rule: "23.4.4" });
  }
  return true;
}

/** The survival roll of the marker back from a mission, with the side's DRM [20.3]. */
function survive(draft: GameState, side: string, events: GameEvent[]): void {
  const table = buildBoard(draft).ctx.charts.advanced?.sofSurvival;
  const drm = table?.drm?.find((d) => d.side === side)?.drm ?? 0;
  const die = rollDie(draft, events, "20.3", "sof-survival", { side });
  const modified = Math.min(9, Math.max(0, die.value + drm));
  const result = table?.results[modified] ?? "survives";
  const pool = sofPool(draft, side);
  const next = result === "eliminated" ? { ...pool, eliminated: pool.eliminated + 1 } : { ...pool, used: pool.used + 1 };
  setAdv(draft, { sof: { ...advOf(draft).sof, [side]: next } });
  events.push({ type: "sof-survival", side, roll: die.value, ...(die.forced ? { forced: true } : {}), drm, modified, result, rule: "20.3" });
}

/** The reorganisation phase readies the markers back from their missions [20.3]. */
export function readySof(draft: GameState, events: GameEvent[]): void {
  if (!draft.adv) return;
  const sof = { ...advOf(draft).sof };
  let changed = false;
  for (const [side, pool] of Object.entries(sof)) {
    if (pool.used === 0) continue;
    sof[side] = { ...pool, available: pool.available + pool.used, used: 0 };
    events.push({ type: "sof-ready", side, markers: pool.used, available: pool.available + pool.used, rule: "20.3" });
    changed = true;
  }
  if (changed) setAdv(draft, { sof });
}

