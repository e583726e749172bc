import { rollDie } from "../../core/dice";
import type { GameEvent, GameState } from "./types";
import { cubeRound, cubeToOffset, hexIndex, offsetToCube } from "@/lib/hex";
import { type Board, enemyOf, inFriendlyCountry } from "./board";
import { loseStep } from "./losses";
import type { AsLevel } from "./air-points";
import { airTransportSafe } from "./advanced/movement-rules";
import { hqAdfDrm } from "./advanced/hq-adf";

/**
 * Air defence fire [6.6]: one roll per enemy air mission — all the air points
 * on one combat, each helicopter, each air-moved stack — on the ADF chart
 * line of the flying side's air superiority level. Escorts add +1 each
 * [6.2.2] (low rolls are the bad ones). Under favourable or better, or
 * contested, air superiority, a mission flown wholly over own or allied
 * country whose start and target hexes hold no enemy ground units and are
 * not next to any is not fired on.
 */

export interface AdfResult {
  /** The chart's text: "none", "abort", "-2", "*", "-1*" … */
  text: string;
  abort: boolean;
  /** Combat support spent without effect [6.6.1.1 (−x)]. */
  minus: number;
  /** An air point permanently lost, or a step lost by a helicopter or a carried unit [6.6.1.1 *]. */
  star: boolean;
}

export function parseAdf(text: string): AdfResult {
  const star = text.endsWith("*");
  const core = star ? text.slice(0, -1) : text;
  const minus = /^-[1-9]$/.test(core) ? Number(core.slice(1)) : 0;
  return { text, abort: core === "abort", minus, star };
}

const NO_EFFECT: AdfResult = { text: "none", abort: false, minus: 0, star: false };
const EXEMPT: AdfResult = { ...NO_EFFECT, text: "exempt" };

/** Levels under which a mission over friendly country, away from the enemy, is exempt [6.6 exception]. */
const EXEMPT_LEVELS: ReadonlySet<string> = new Set<AsLevel>(["supremacy", "superiority", "favourable", "contested"]);

/** Hexes on the straight line between two hexes, both included (cube interpolation, nudged off ties). */
export function hexLine(b: Board, from: number, to: number): number[] {
  const cm = b.ctx.cm;
  const n = cm.distance(from, to);
  if (n === 0) return [from];
  const a = offsetToCube(cm.spec, { col: cm.col(from), row: cm.row(from) });
  const c = offsetToCube(cm.spec, { col: cm.col(to), row: cm.row(to) });
  const out: number[] = [];
  for (let i = 0; i <= n; i += 1) {
    const t = i / n;
    const q = a.q + (c.q - a.q) * t + 1e-6;
    const r = a.r + (c.r - a.r) * t + 1e-6;
    const cube = cubeRound({ q, r, s: -q - r });
    const h = hexIndex(cm.spec, cubeToOffset(cm.spec, cube));
    if (out[out.length - 1] !== h) out.push(h);
  }
  return out;
}

function enemyNear(b: Board, side: string, hex: number): boolean {
  const enemy = b.ctx.sides.indexOf(enemyOf(b.ctx, side));
  if (b.occupant[hex] === enemy) return true;
  for (let d = 0; d < 6; d += 1) {
    const nb = b.ctx.cm.neighbours[hex * 6 + d] as number;
    if (nb >= 0 && b.occupant[nb] === enemy) return true;
  }
  return false;
}

/**
 * Whether a mission escapes ADF [6.6 exception]. `origin` is null for air
 * points, which have no hex of their own: they are judged on the target alone.
 */
export function adfExempt(b: Board, side: string, origin: number | null, target: number): boolean {
  const level = b.state.air?.level[side];
  if (!level || !EXEMPT_LEVELS.has(level)) return false;
  const hexes = origin === null ? [target] : hexLine(b, origin, target);
  if (!hexes.every((h) => inFriendlyCountry(b.ctx, side, h))) return false;
  return !enemyNear(b, side, target) && (origin === null || !enemyNear(b, side, origin));
}

export interface AdfMission {
  side: string;
  /** "air" (combat support points), "helicopter", "rebase" … */
  mission: string;
  unit?: string;
  /** Escort points and other modifiers [6.2.2]. */
  drm: number;
  origin: number | null;
  target: number;
  /** The points or CS the mission carries, for the event. */
  strength: number;
}

/** Rolls ADF against one mission, or records its exemption [6.6, 6.6.1]; the caller applies the result. */
export function fireAdf(draft: GameState, b: Board, m: AdfMission, events: GameEvent[]): AdfResult {
  const cm = b.ctx.cm;
  const where = cm.label(m.target);
  if (adfExempt(b, m.side, m.origin, m.target)) {
    events.push({ type: "adf-exempt", side: m.side, mission: m.mission, ...(m.unit ? { unit: m.unit } : {}), target: where, level: b.state.air?.level[m.side], rule: "6.6" });
    return EXEMPT;
  }
  const level = draft.air?.level[m.side] ?? "contested";
  const line = b.ctx.charts.adf.find((l) => l.level === level);
  const die = rollDie(draft, events, "6.6.1", "adf", { side: m.side, mission: m.mission });
  // The Advanced game: an enemy HQ within 2 hexes of the target gives the ADF −1 [18.2.3].
  const hq = draft.adv ? hqAdfDrm(draft, b.ctx, m.side, m.target) : null;
  const drm = m.drm + (hq?.drm ?? 0);
  const modified = Math.min(9, Math.max(0, die.value + drm));
  const result = line ? parseAdf(line.results[modified] as string) : NO_EFFECT;
  events.push({
    type: "adf",
    side: m.side,
    mission: m.mission,
    ...(m.unit ? { unit: m.unit } : {}),
    target: where,
    level,
    roll: die.value,
    ...(die.forced ? { forced: true } : {}),
    drm,
    ...(hq ? { hq: hq.hq, hqDrm: hq.drm, hqRule: "18.2.3" } : {}),
    modified,
    result: result.text,
    strength: m.strength,
    ...(line ? {} : { note: `the ADF chart has no ${level} line` }),
    rule: "6.6.1",
  });
  return result;
}


export interface AirMove {
  side: string;
  mission: "airlift" | "airmobile" | "paradrop";
  /** The stack moving together from start to end: one mission [6.6]. */
  units: readonly string[];
  origin: number;
  target: number;
  /** Escort points, +1 each [6.2.2]. */
  escort: number;
  /** An airmobile move starting in enemy country or an enemy ZOC takes one more ADF at its start hex first [6.6]. */
  extraAtStart: boolean;
}

export interface AirMoveOutcome {
  /** The stack turns back to its start hex and moves no more this segment [6.6.1.1 abort]. */
  abort: boolean;
  /** Steps the carried units lost (`*`), already taken [6.6.1.1]. */
  steps: number;
  /** Airmobile points lost for good (`*` on an airmobile move), for the caller's airmobile point record [6.6.1.1]. */
  airmobilePointsLost: number;
}

/**
 * ADF against an airlift, airmobile or paradrop move [6.6, 6.6.1.1], for the
 * special movement modes to call: the extra roll at the start hex when due,
 * then the mission's roll (a stack already turned back takes no second
 * roll). (−x) does not affect these missions; abort turns the stack back;
 * each `*` costs one carried unit a step — the first named still in play,
 * as the owner orders the stack — and, on an airmobile move, one airmobile
 * point for good.
 */
export function airMoveAdf(draft: GameState, b: Board, m: AirMove, events: GameEvent[]): AirMoveOutcome {
  const out: AirMoveOutcome = { abort: false, steps: 0, airmobilePointsLost: 0 };
  // The Advanced game's case 3a: into own or friendly country, 2+ hexes from the enemy, under own air superiority or contested: no ADF [25.1].
  if (airTransportSafe(b, m.side, m.target)) {
    events.push({ type: "adf-exempt", side: m.side, mission: m.mission, target: b.ctx.cm.label(m.target), level: b.state.air?.level[m.side], rule: "25.1" });
    return out;
  }
  const rolls: { origin: number | null; target: number; what: string }[] = [];
  if (m.extraAtStart && m.mission === "airmobile") rolls.push({ origin: null, target: m.origin, what: "airmobile start in enemy country or ZOC" });
  rolls.push({ origin: m.origin, target: m.target, what: m.mission });
  for (const r of rolls) {
    const result = r.origin === null ? fireAtStart(draft, b, m, r.what, events) : fireAdf(draft, b, { side: m.side, mission: r.what, drm: m.escort, origin: r.origin, target: r.target, strength: m.units.length }, events);
    if (result.star) {
      const victim = m.units.find((id) => (draft.units[id]?.steps ?? 0) > 0);
      if (victim) {
        loseStep(draft, victim, "6.6.1.1", `ADF against its ${m.mission}`, events);
        out.steps += 1;
      }
      if (m.mission === "airmobile") out.airmobilePointsLost += 1;
    }
    if (result.abort) {
      out.abort = true;
      break;
    }
  }
  return out;
}

/** The extra roll at the start hex [6.6]: never exempt — the stack starts in enemy country or next to the enemy. */
function fireAtStart(draft: GameState, b: Board, m: AirMove, what: string, events: GameEvent[]): AdfResult {
  const level = draft.air?.level[m.side] ?? "contested";
  const line = b.ctx.charts.adf.find((l) => l.level === level);
  const die = rollDie(draft, events, "6.6", "adf", { side: m.side, mission: what });
  const modified = Math.min(9, Math.max(0, die.value + m.escort));
  const result = line ? parseAdf(line.results[modified] as string) : NO_EFFECT;
  events.push({ type: "adf", side: m.side, mission: what, target: b.ctx.cm.label(m.origin), level, roll: die.value, ...(die.forced ? { forced: true } : {}), drm: m.escort, modified, result: result.text, strength: m.units.length, rule: "6.6" });
  return result;
}
