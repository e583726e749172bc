import type { Action, GameState } from "../types";
import { type Board, buildBoard, controlOf, enemyOf } from "../board";
import type { Context } from "../context";
import { RuleError } from "../../../core/errors";
import { airliftFields } from "../airlift";
import { type Mission, planMissions, sabotageHexes, sofPool } from "./sof";
import { installationDamage, isInstallation } from "./installations";
import { isDetected } from "./detection";
import { trackTargets } from "./tracks";

/**
 * A small, useful set of SOF mission lists for the bots and the playtest's
 * one-click choices [20.1.2] — not every combination: `sof` accepts any
 * valid list. Per enemy HQ, depot/MSU and raidable helicopter: a raid when
 * detected, a recon followed by a raid when not (a lone recon with one
 * marker); per enemy installation a raid; per enemy detection / SAM track and
 * theatre weapon a raid; per detected enemy HQ a targeting.
 * Most valuable targets first (HQs, the supreme HQ first; supply units;
 * helicopters; installations).
 */
const MAX_OPTIONS = 16;

function rank(ctx: Context, id: string): number {
  const d = ctx.units.get(id);
  if (!d) return 9;
  return d.supremeHq ? 0 : d.hq ? 1 : d.supplyUnit ? 2 : d.helicopter ? 3 : 9;
}

function candidateLists(b: Board, side: string, available: number): Mission[][] {
  const { ctx, state } = b;
  const out: Mission[][] = [];
  const units = ctx.unitIds.filter((id) => rank(ctx, id) < 9 && ctx.units.get(id)?.side !== side && state.units[id]?.status === "map").sort((x, y) => rank(ctx, x) - rank(ctx, y) || (x < y ? -1 : 1));
  for (const id of units) {
    if (isDetected(state, side, id, b)) out.push([{ kind: "raid", target: id }]);
    else out.push(available >= 2 ? [{ kind: "recon", target: id }, { kind: "raid", target: id }] : [{ kind: "recon", target: id }]);
  }
  const enemy = enemyOf(ctx, side);
  for (const h of airliftFields(ctx).concat(installationsOnly(ctx))) {
    if (controlOf(ctx, state, h) === enemy && installationDamage(state, h) < 3) out.push([{ kind: "raid", target: ctx.cm.label(h) }]);
  }
  // The enemy's detection and SAM tracks and theatre weapons [20.2.1.1, 20.2.1.2].
  for (const t of trackTargets(b, side)) out.push([{ kind: "raid", target: t }]);
  for (const id of units) if (ctx.units.get(id)?.hq && isDetected(state, side, id, b)) out.push([{ kind: "targeting", target: id }]);
  return out;
}

/** Ports and other installations that are not airfields (airliftFields lists those). */
const installationCache = new WeakMap<Context, number[]>();
function installationsOnly(ctx: Context): number[] {
  let out = installationCache.get(ctx);
  if (!out) {
    const fields = new Set(airliftFields(ctx));
    out = [];
    for (let h = 0; h < ctx.cm.n; h += 1) if (isInstallation(ctx, h) && !fields.has(h)) out.push(h);
    installationCache.set(ctx, out);
  }
  return out;
}

/** The SOF actions listed for a side now (advanced/legal.ts) [20.1]. */
export function sofOptions(b: Board, side: string): Action[] {
  const available = sofPool(b.state, side).available;
  if (available <= 0) return [];
  const out: Action[] = [];
  for (const missions of candidateLists(b, side, available)) {
    if (out.length >= MAX_OPTIONS) break;
    if (!(planMissions(b, side, missions) instanceof RuleError)) out.push({ type: "sof", missions });
  }
  return out;
}

/** The SOF segment has nothing to do: no marker available, or no target of any kind (sabotage hexes included) [20.1]. */
export function skipSof(draft: GameState, side: string): boolean {
  if (sofPool(draft, side).available <= 0) return true;
  const b = buildBoard(draft);
  if (sofOptions(b, side).length > 0) return false;
  return !hasSabotageHex(b, side);
}

function hasSabotageHex(b: Board, side: string): boolean {
  const raided = b.state.adv?.raided ?? {};
  return sabotageHexes(b.ctx).some((h) => !raided[`hex:${b.ctx.cm.label(h)}`] && !(planMissions(b, side, [{ kind: "raid", target: b.ctx.cm.label(h) }]) instanceof RuleError));
}
