import type { GameState, MineMarker } from "./types";
import { boardOf, defOf } from "./board";
import { markersLeft, shipInArea, SWEEP_SHIP_DRM, SWEEP_SUCCESS_MAX, SWEEPS_PER_STEP, sweepBar } from "./mines";
import { locationOf, navalContext, zonesOfHex } from "./sea-zones";
import { boxControl, navalState, trackMax } from "./naval-state";
import { rollingSide, zoneMineLevels } from "./naval-control";
import { contestedCheck, navalMoveBar, navalReach } from "./naval-move";
import { segmentKey } from "./naval-support";
import { flippedToSag, navalKinds } from "./amph-face";

/**
 * The naval display as a player reads it [7.1–7.5, 8.5.6]: each sea zone's
 * sea box and coastal box with its control marker [7.2], the naval units in
 * the boxes, the zone's sea hexes and its ports [8.5.6.3], the mine markers
 * in its waters [7.5.3], and each side's ASW and submarine threat levels
 * [7.4]; plus what a sweep or a naval move risks before it is tried
 * [7.5.2, 8.5.6.4.1], for the playtest's naval panel and a bot's eye.
 */

export interface NavalUnitView {
  id: string;
  side: string;
  /** Where it is: a box id, or a sea hex's or port's label [8.5.6.3]. */
  at: string;
  where: "sea-box" | "coastal-box" | "sea-hex" | "port";
  /** Combat support and range [7.3.1]. */
  cs: number;
  range: number;
  carrier: boolean;
  /** The side of the counter it shows: its naval kind now; an AMPH flipped to the SAG on its back shows "sag" [7.3.2.1]. */
  kind: "sag" | "cv" | "cvn" | "amph" | "";
  /** An AMPH turned to its SAG side for good [7.3.2.1]. */
  flipped: boolean;
  /** Moved or laid a mine this segment [8.5.6.4, 7.5.1.1]. */
  moved: boolean;
  /** Already supported a combat this combat segment [7.3.1]. */
  supported: boolean;
}

export interface MineView {
  hex: string;
  side: string;
  level: number;
  /** A coastal hex's marker also covers the sea hexes next to it [7.5.3]. */
  coastal: boolean;
  /** The naval unit that laid it, if one did [7.5.1.1]. */
  layer: string | null;
}

export interface NavalBoxView {
  id: string;
  name: string;
  kind: "sea" | "coastal";
  /** The controlling side, or null when contested [7.2]. */
  control: string | null;
  units: NavalUnitView[];
}

export interface NavalZoneView {
  id: string;
  name: string;
  seaBox: NavalBoxView;
  coastalBox: NavalBoxView;
  /** Units in the zone's sea hexes, whose control is the coastal box's [7.2]. */
  seaHexes: NavalUnitView[];
  /** Units in ports of the zone [8.5.6.3]. */
  ports: NavalUnitView[];
  /** Mine markers in the zone's waters: its sea hexes and the coastal hexes next to them [7.5.3]. */
  mines: MineView[];
  /** Mine levels in the zone's waters by side, as the control roll counts them [7.2, 7.5.3]. */
  mineLevels: Record<string, number>;
}

export interface NavalSideView {
  side: string;
  /** ASW level [7.4.1]. */
  asw: number;
  /** Submarine threat level [7.4.2]. */
  submarineThreat: number;
  /** Mine markers it may still put on the map [7.5]. */
  markersLeft: number;
}

export interface NavalView {
  zones: NavalZoneView[];
  sides: NavalSideView[];
  /** The top of the ASW and submarine threat tracks [7.4]. */
  trackMax: number;
  /** The side that rolls for control [7.2]. */
  rollingSide: string;
  /** No naval movement nor control roll in a storm [8.5.6.5, 7.2]. */
  storm: boolean;
}

export function navalView(state: GameState): NavalView {
  const { ctx } = boardOf(state);
  const nc = navalContext(ctx);
  const n = navalState(state);
  const key = segmentKey(state);
  const unitsIn = new Map<string, NavalUnitView[]>();
  const push = (k: string, v: NavalUnitView) => {
    const l = unitsIn.get(k);
    if (l) l.push(v);
    else unitsIn.set(k, [v]);
  };
  for (const id of ctx.navalIds) {
    const loc = locationOf(ctx, state, id);
    if (!loc) continue;
    const d = defOf(ctx, id);
    const v: NavalUnitView = {
      id,
      side: d.side,
      at: loc.key,
      where: loc.kind,
      cs: d.cs,
      range: d.range,
      carrier: d.carrier,
      kind: navalKinds(ctx, state, id)[0] ?? "",
      flipped: flippedToSag(state, id),
      moved: Boolean(state.seg.moved[id]),
      supported: n.supported[id] === key,
    };
    if (loc.kind === "port") for (const z of zonesOfHex(ctx, nc, loc.hex)) push(`port:${z}`, v);
    else if (loc.kind === "sea-hex") push(`hex:${loc.zone}`, v);
    else push(loc.key, v);
  }
  const mines: { zones: number[]; view: MineView }[] = Object.keys(n.mines)
    .map(Number)
    .sort((a, b) => a - b)
    .map((h) => {
      const m = n.mines[h] as MineMarker;
      return { zones: zonesOfHex(ctx, nc, h), view: { hex: ctx.cm.label(h), side: m.side, level: m.level, coastal: nc.hexZone[h] === -1, layer: m.layer ?? null } };
    });
  const box = (id: string, name: string, kind: "sea" | "coastal"): NavalBoxView => ({ id, name, kind, control: boxControl(state, id), units: unitsIn.get(id) ?? [] });
  const zones = nc.zones.map((z) => {
    const sz = ctx.bundle.map.seaZones[z.index];
    return {
      id: z.id,
      name: z.name,
      seaBox: box(z.seaBox, sz?.seaBox.name ?? z.seaBox, "sea"),
      coastalBox: box(z.coastalBox, sz?.coastalBox.name ?? z.coastalBox, "coastal"),
      seaHexes: unitsIn.get(`hex:${z.index}`) ?? [],
      ports: unitsIn.get(`port:${z.index}`) ?? [],
      mines: mines.filter((m) => m.zones.includes(z.index)).map((m) => m.view),
      mineLevels: zoneMineLevels(ctx, state, z.index),
    };
  });
  const sides = ctx.sides.map((side) => ({ side, asw: n.asw[side] ?? 0, submarineThreat: n.sub[side] ?? 0, markersLeft: markersLeft(ctx, state, side) }));
  return { zones, sides, trackMax: trackMax(ctx), rollingSide: rollingSide(ctx, state), storm: state.weather === "storm" };
}

export interface SweepOdds {
  hex: string;
  /** −2 with an own naval unit in the marker's area [7.5.2]. */
  drm: number;
  /** The modified roll that lowers the marker a level: this or less [7.5.2]. */
  successMax: number;
  /** Chance of success on a d10 (0–9) [2.6]. */
  chance: number;
  /** The marker's level now. */
  level: number;
  /** Attempts left to the side in this step [7.5.2]. */
  attemptsLeft: number;
}

/** What a sweep of the marker at `hex` by `side` would need, or why it may not be tried [7.5.2]. */
export function sweepOdds(state: GameState, side: string, hex: string): SweepOdds | { error: string; rule: string } {
  const { ctx } = boardOf(state);
  const bar = sweepBar(ctx, state, side, hex);
  if (bar) return { error: bar.message, rule: bar.rule };
  const h = ctx.cm.indexOf(hex);
  const drm = shipInArea(ctx, state, side, h) ? SWEEP_SHIP_DRM : 0;
  let wins = 0;
  for (let die = 0; die <= 9; die += 1) if (die + drm <= SWEEP_SUCCESS_MAX) wins += 1;
  return { hex, drm, successMax: SWEEP_SUCCESS_MAX, chance: wins / 10, level: navalState(state).mines[h]?.level ?? 0, attemptsLeft: SWEEPS_PER_STEP - (state.seg.sweeps ?? 0) };
}

export interface NavalMoveTarget {
  to: string;
  where: "sea-box" | "coastal-box" | "sea-hex" | "port";
  /** The places passed, start and end included [8.5.6.4]. */
  route: string[];
  /** Why the contested-move roll is due; empty when it is not [8.5.6.4.1]. */
  reasons: string[];
  drms: { value: number; why: string }[];
  drm: number;
  /** Chance the move goes through: 1 without a roll, else the passing rolls on the contested sea movement table [8.5.6.4.1]. */
  passChance: number;
}

/** Every place a naval unit may move to now with the contested-move risk, or why it may not move [8.5.6.4, 8.5.6.4.1]. */
export function navalMoveTargets(state: GameState, unit: string): NavalMoveTarget[] | { error: string; rule: string } {
  const { ctx } = boardOf(state);
  const bar = navalMoveBar(ctx, state, unit);
  if (bar) return { error: bar.message, rule: bar.rule };
  const side = defOf(ctx, unit).side;
  const chart = ctx.charts.contestedSeaMove;
  const out: NavalMoveTarget[] = [];
  for (const [to, path] of navalReach(ctx, state, unit)) {
    const check = contestedCheck(ctx, state, side, unit, path);
    let pass = 10;
    if (check.reasons.length > 0 && chart) {
      pass = 0;
      for (let die = 0; die <= 9; die += 1) if (chart.results[Math.min(9, Math.max(0, die + check.drm))] === "pass") pass += 1;
    }
    out.push({ to, where: (path[path.length - 1] as { loc: { kind: NavalMoveTarget["where"] } }).loc.kind, route: path.map((p) => p.key), reasons: check.reasons, drms: check.drms, drm: check.drm, passChance: pass / 10 });
  }
  return out;
}
