import type { GameState } from "./types";
import { RuleError } from "../../core/errors";
import { adfExempt } from "./adf";
import { AIRLIFT_HOME_DRM, airliftBar, airliftFields, airliftLeft } from "./airlift";
import { airmobileBar, airmobileLeft, pointsNeeded } from "./airmobile";
import { paradropBar, paradropLeft } from "./paradrop";
import { boardOf, defOf, enemyOf, inFriendlyCountry } from "./board";
import { navalContext } from "./sea-zones";
import { contestedCheck, navalMoveBar, navalReach } from "./naval-move";
import { seaTransportBar, seaTransportLeft } from "./sea-transport";
import { readyAmphs, usmcAirmobileBar } from "./usmc-airmobile";
import { computeZoc } from "./zoc";
import { type AmphibiousTarget, aboardWhich, amphibiousTargetsOf, assaultMoveBar, beachesNext } from "./amphibious";
import { beachheadsOf } from "./beachheads";
import { actorOf } from "./flow-hooks";
import { segmentNow } from "./segments";
import { amphNow } from "./amph-face";

/** One place a stack may airlift, drop, fly or sail to now, with the risk the player takes [8.5.2, 8.5.3, 8.5.4, 8.5.5, 8.5.7.1]. */
export interface SpecialMoveTarget {
  to: string;
  /** What the units may still do after landing: half their MA, their MA (a paradrop outside an enemy ZOC, unless scattered), or nothing more this segment [8.5.2, 8.5.3, 8.5.4.3, 8.5.7.1]. */
  after: "half-ma" | "ma" | "no-move";
  /** Air moves: the ADF roll it takes — exempt [6.6], or the chart line and the DRM before any escort (+3 over own country for airlift [8.5.2]); `atStart` when an airmobile move takes one more roll at its start [6.6]. */
  adf?: { exempt: boolean; level: string; drm: number; atStart?: boolean };
  /** Sea transport: why the contested-move roll is due (none: no roll) and its DRM [8.5.6.4.1]. */
  contested?: { reasons: string[]; drm: number };
  /** USMC airmobile: the AMPH whose own point carries the unit, for the action's `base` [8.5.5]; absent for the side's own airmobile points. */
  base?: string;
  /** Amphibious: the beach hexes next to this sea hex that the units aboard may assault or land on in the next combat segment [8.5.8.1, 8.3.1.7]. */
  beaches?: string[];
}

export interface SpecialMoveTargets {
  airlift: SpecialMoveTarget[];
  seaTransport: SpecialMoveTarget[];
  paradrop: SpecialMoveTarget[];
  airmobile: SpecialMoveTarget[];
  /** For an AMPH (or a unit aboard one): the sea hexes its naval move may reach to take up assault position, with the contested-move risk [8.5.8.1, 8.5.6.4.1]. */
  amphibious?: SpecialMoveTarget[];
  /** SP left this segment (airlift [8.5.2.1]) and this turn (sea transport [8.5.7.4], paradrop [8.5.3.1]); airmobile points left this turn [8.5.4.1]. */
  left: { airlift: number; seaTransport: number; paradrop: number; airmobile: number };
  /** Airmobile points the stack would spend of the side's: 1 per SP of units not of the airmobile class, which carries itself [8.5.4, 8.5.4.1]; an AMPH's own point flies a USMC move instead [8.5.5]. */
  need: { airmobile: number };
}

/**
 * Where a stack may go now by airlift, paradrop, airmobile and sea
 * transport, for the playtest to highlight before the player commits, with
 * the ADF or contested-move risk of each [8.5.2, 8.5.3, 8.5.4, 8.5.7.1, 6.6,
 * 8.5.6.4.1]. Empty lists when the stack may not use a mode (the rule that
 * stops it is what `apply` would say).
 */
export function specialMoveTargets(state: GameState, units: readonly string[]): SpecialMoveTargets | { error: string; rule: string } {
  const b = boardOf(state);
  const { ctx } = b;
  const first = ctx.units.get(units[0] as string);
  if (!first) return { error: `no unit ${String(units[0])}`, rule: "8.5" };
  const side = defOf(ctx, first.id).side;
  const ezoc = computeZoc(b, enemyOf(ctx, side));
  const origin = state.units[first.id]?.hex ?? -1;
  const airlift: SpecialMoveTarget[] = [];
  for (const h of airliftFields(ctx)) {
    const plan = airliftBar(b, side, units, ctx.cm.label(h), ezoc);
    if (plan instanceof RuleError) continue;
    const level = state.air?.level[side] ?? "contested";
    airlift.push({ to: ctx.cm.label(h), after: "half-ma", adf: { exempt: adfExempt(b, side, origin, h), level, drm: inFriendlyCountry(ctx, side, h) ? AIRLIFT_HOME_DRM : 0 } });
  }
  const seaTransport: SpecialMoveTarget[] = [];
  const beachheads = Object.keys(state.beachheads?.at ?? {}).map(Number);
  const ports = [...new Set([...navalContext(ctx).zones.flatMap((z) => z.ports), ...beachheads])].sort((x, y) => x - y);
  for (const h of ports) {
    const plan = seaTransportBar(b, side, units, ctx.cm.label(h), ezoc);
    if (plan instanceof RuleError) continue;
    const check = contestedCheck(ctx, state, side, null, plan.route.path);
    seaTransport.push({ to: ctx.cm.label(h), after: plan.route.sameZone && !plan.toBeachhead ? "half-ma" : "no-move", contested: { reasons: check.reasons, drm: check.drm } });
  }
  const level = state.air?.level[side] ?? "contested";
  const paradrop: SpecialMoveTarget[] = [];
  const airmobile: SpecialMoveTarget[] = [];
  // Every land hex may be a drop or landing hex: look only when the first unit could go at all.
  const amphs = first.airmobileCapable ? readyAmphs(b, side) : [];
  if (first.airborne || first.airmobileCapable) {
    for (let h = 0; h < ctx.cm.n; h += 1) {
      const to = ctx.cm.label(h);
      if (first.airborne) {
        const plan = paradropBar(b, side, units, to, ezoc);
        if (!(plan instanceof RuleError)) paradrop.push({ to, after: ezoc[h] ? "no-move" : "ma", adf: { exempt: adfExempt(b, side, origin, h), level, drm: 0 } });
      }
      if (first.airmobileCapable) {
        const plan = airmobileBar(b, side, units, to, undefined, ezoc);
        if (!(plan instanceof RuleError)) airmobile.push({ to, after: "no-move", adf: { exempt: adfExempt(b, side, origin, h), level, drm: 0, ...(plan.extraAtStart ? { atStart: true } : {}) } });
        for (const amph of amphs) {
          const usmc = usmcAirmobileBar(b, side, units, to, amph, ezoc);
          if (!(usmc instanceof RuleError)) airmobile.push({ to, after: "no-move", adf: { exempt: adfExempt(b, side, usmc.origin, h), level, drm: 0, ...(usmc.extraAtStart ? { atStart: true } : {}) }, base: amph });
        }
      }
    }
  }
  const amphibious: SpecialMoveTarget[] = [];
  const amph = amphNow(ctx, state, first.id) ? first.id : aboardWhich(ctx, state, first.id);
  if (amph && !navalMoveBar(ctx, state, amph)) {
    for (const [to, path] of navalReach(ctx, state, amph)) {
      if (assaultMoveBar(ctx, state, amph, to)) continue;
      const check = contestedCheck(ctx, state, side, amph, path);
      amphibious.push({ to, after: "no-move", contested: { reasons: check.reasons, drm: check.drm }, beaches: beachesNext(ctx, ctx.cm.indexOf(to)).map((h) => ctx.cm.label(h)) });
    }
  }
  return {
    airlift,
    seaTransport,
    paradrop,
    airmobile,
    amphibious,
    left: { airlift: airliftLeft(ctx, state, side), seaTransport: seaTransportLeft(ctx, state, side), paradrop: paradropLeft(ctx, state, side), airmobile: airmobileLeft(ctx, state, side) },
    need: { airmobile: pointsNeeded(ctx, state, units) },
  };
}

/**
 * For the current combat segment: the beach hexes the side's units aboard
 * AMPHs in assault position may attack ("assault") or land on ("landing"),
 * with those AMPHs and units [8.5.8.1]; empty outside the side's combat
 * segment.
 */
export function amphibiousTargets(state: GameState, side: string): AmphibiousTarget[] {
  const b = boardOf(state);
  const seg = segmentNow(state);
  if (seg.kind !== "combat" || actorOf(state, seg) !== side) return [];
  return amphibiousTargetsOf(b, side).filter((t) => t.kind === "landing" || !state.seg.attackedHexes[b.ctx.cm.indexOf(t.hex)]);
}

export type { AmphibiousTarget };
export { beachheadsOf };
