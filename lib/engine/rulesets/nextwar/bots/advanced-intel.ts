import type { Action } from "../types";
import { type Board, enemyOf } from "../board";
import { RuleError } from "../../../core/errors";
import { detectOptions } from "../advanced/electronic-detection";
import { type Mission, planMissions, sofPool } from "../advanced/sof";
import { sofOptions } from "../advanced/sof-options";
import { unOptions } from "../advanced/un";

/**
 * The greedy bot's intelligence decisions in the Advanced game:
 * - electronic detection [21.3]: an enemy HQ within reach of one of its own
 *   HQs' support attacks first (what a detection lets it strike [18.2.2]),
 *   else the enemy HQ nearest its own HQs;
 * - SOF [20.1.2]: the most valuable targets first (sofOptions' order: HQs,
 *   depots/MSUs, helicopters, installations), each a raid when detected or a
 *   recon then a raid when not, joined into one list up to its markers;
 * - UN [28.1, 28.2]: veto a resolution when behind on VP with a veto left;
 *   accept a ceasefire when ahead, refuse it otherwise.
 * null when the segment is not one of these (or there is nothing to do).
 */
export function chooseIntel(b: Board, side: string, kind: string): Action | null {
  if (!b.state.adv) return null;
  if (kind === "detect") return chooseDetect(b, side);
  if (kind === "sof") return chooseSof(b, side);
  if (kind === "un") return chooseUn(b, side);
  return null;
}

function ownHqs(b: Board, side: string): { hex: number; range: number }[] {
  const out: { hex: number; range: number }[] = [];
  for (const id of b.ctx.unitIds) {
    const d = b.ctx.units.get(id);
    const u = b.state.units[id];
    if (d?.hq && d.side === side && u?.status === "map" && u.hex >= 0) out.push({ hex: u.hex, range: d.range });
  }
  return out;
}

function chooseDetect(b: Board, side: string): Action | null {
  const options = detectOptions(b, side);
  if (options.length === 0) return null;
  const hqs = ownHqs(b, side);
  let best: { action: Action; score: number } | null = null;
  for (const action of options) {
    const hex = b.state.units[(action as { target: string }).target]?.hex ?? -1;
    const gaps = hqs.map((h) => ({ d: b.ctx.cm.distance(h.hex, hex), range: h.range }));
    const inRange = gaps.some((g) => g.d <= g.range);
    const nearest = Math.min(Infinity, ...gaps.map((g) => g.d));
    const score = (inRange ? 0 : 1000) + nearest;
    if (!best || score < best.score) best = { action, score };
  }
  return best?.action ?? null;
}

function chooseSof(b: Board, side: string): Action | null {
  const available = sofPool(b.state, side).available;
  const missions: Mission[] = [];
  for (const option of sofOptions(b, side)) {
    if (option.type !== "sof") continue;
    // A recon-and-raid pair that does not fit the markers left is sent as its recon alone.
    for (const list of [option.missions, option.missions.slice(0, 1)]) {
      if (missions.length + list.length > available || planMissions(b, side, [...missions, ...list]) instanceof RuleError) continue;
      missions.push(...list);
      break;
    }
  }
  return missions.length > 0 ? { type: "sof", missions } : null;
}

function vpLead(b: Board, side: string): number {
  const vp = b.state.vp;
  const enemy = enemyOf(b.ctx, side);
  const of = (s: string) => (vp.total[s] ?? 0) + (vp.thisTurn[s] ?? 0);
  return of(side) - of(enemy);
}

function chooseUn(b: Board, side: string): Action | null {
  const options = unOptions(b, side);
  if (options.length === 0) return null;
  const lead = vpLead(b, side);
  const veto = options.find((a) => a.type === "un-veto" && a.veto);
  if (options.some((a) => a.type === "un-veto")) return lead < 0 && veto ? veto : { type: "un-veto", veto: false };
  return { type: "un-ceasefire", accept: lead > 0 };
}
