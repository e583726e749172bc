import type { GameEvent, GameState } from "../types";
import { RuleError } from "../../../core/errors";
import type { Board } from "../board";
import { contextOf } from "../context";
import type { StrikeResult } from "./damage";
import { advOf, setAdv } from "./state";

/**
 * The targets of SOF raids that are not on the map [20.1.3 item 3, 20.1.3
 * item 8]: an enemy nation's detection and SAM tracks [20.2.1.1, 24.1] and an
 * enemy side's theatre weapons [20.2.1.2] (the scenario's `airDefence` and
 * `theatreWeapons`). Unlike other targets they may be raided more than once a
 * turn, once per marker; each raid rolls the SOF CRT's "track" line and its
 * result lowers the track or the weapon's points by the chart's `trackLoss`
 * [27.8], never below 0. A track at 0 has nothing left to hit until repaired
 * [24.1, 27.9.2]. AAA is no SOF target [20.1.3].
 *
 * Targets are named `track:<nation>:detection`, `track:<nation>:sam` and
 * `weapon:<id>`.
 */

export type TrackKind = "detection" | "sam";
export type TrackTarget = { kind: "track"; nation: string; track: TrackKind } | { kind: "weapon"; id: string };

/** Reads a target name; null for a name of no track or weapon. */
export function trackTargetOf(target: string): TrackTarget | null {
  const t = /^track:([A-Za-z0-9][A-Za-z0-9_.-]*):(detection|sam)$/.exec(target);
  if (t) return { kind: "track", nation: t[1] as string, track: t[2] as TrackKind };
  const w = /^weapon:([A-Za-z0-9][A-Za-z0-9_.-]*)$/.exec(target);
  return w ? { kind: "weapon", id: w[1] as string } : null;
}

export const isTrackTarget = (target: string): boolean => target.startsWith("track:") || target.startsWith("weapon:");

/** The value a track target has now. */
function valueOf(state: GameState, t: TrackTarget): number {
  const adv = advOf(state);
  return t.kind === "track" ? (adv.tracks?.[t.nation]?.[t.track] ?? 0) : (adv.weapons?.[t.id] ?? 0);
}

/** Why `side` may not raid this track or weapon now, or null [20.1.3, 20.2.1.1, 20.2.1.2]. */
export function trackRaidBar(b: Board, side: string, target: string): RuleError | null {
  const t = trackTargetOf(target);
  const rule = t?.kind === "weapon" ? "20.2.1.2" : "20.2.1.1";
  if (!t) return new RuleError("20.2.1.1", `no air-defence track or theatre weapon ${target}: name track:<nation>:detection, track:<nation>:sam or weapon:<id>`);
  const adv = advOf(b.state);
  if (t.kind === "track") {
    if (!adv.tracks?.[t.nation]) return new RuleError(rule, `${t.nation} has no air-defence tracks in this scenario`);
    if (b.ctx.nationSide.get(t.nation) === side) return new RuleError(rule, `${t.nation}'s tracks are ${side}'s own`);
  } else {
    const w = b.state.bundle.scenario.advanced?.theatreWeapons?.find((x) => x.id === t.id);
    if (!w) return new RuleError(rule, `no theatre weapon ${t.id} in this scenario`);
    if (w.side === side) return new RuleError(rule, `${t.id} is ${side}'s own theatre weapon`);
  }
  if (valueOf(b.state, t) <= 0) return new RuleError(rule, `${target} is at 0: nothing to hit until it is repaired [27.9.2]`);
  return null;
}

/** Applies a raid's result to the track or weapon [27.8]. */
export function raidTrack(draft: GameState, side: string, target: string, result: StrikeResult, events: GameEvent[]): void {
  const t = trackTargetOf(target);
  if (!t || result === "-") return;
  const loss = contextOf(draft.bundle).charts.advanced?.trackLoss[result] ?? 0;
  const before = valueOf(draft, t);
  const after = Math.max(0, before - loss);
  const adv = advOf(draft);
  if (t.kind === "track") {
    const tracks = adv.tracks ?? {};
    setAdv(draft, { tracks: { ...tracks, [t.nation]: { ...(tracks[t.nation] as NonNullable<typeof tracks[string]>), [t.track]: after } } });
  } else setAdv(draft, { weapons: { ...adv.weapons, [t.id]: after } });
  const name = t.kind === "weapon" ? draft.bundle.scenario.advanced?.theatreWeapons?.find((w) => w.id === t.id)?.name : undefined;
  events.push({ type: "track-raided", side, target, result, before, after, ...(name ? { name } : {}), rule: t.kind === "track" ? "27.8" : "20.2.1.2" });
}

/** Every track and weapon `side` may raid now, as target names [20.1.3]. */
export function trackTargets(b: Board, side: string): string[] {
  const adv = advOf(b.state);
  const out: string[] = [];
  for (const nation of Object.keys(adv.tracks ?? {}).sort()) for (const track of ["detection", "sam"] as const) out.push(`track:${nation}:${track}`);
  for (const id of Object.keys(adv.weapons ?? {}).sort()) out.push(`weapon:${id}`);
  return out.filter((t) => !trackRaidBar(b, side, t));
}
