import type { Action } from "../types";
import { type Board, defOf, enemyOf } from "../board";
import { layMineBar, minesCovering, shipInArea, sweepTargets } from "../mines";
import { locationOf, navalContext } from "../sea-zones";
import { boxControl, navalState } from "../naval-state";
import { ownPort } from "../naval-havens";
import { contestedCheck, navalMoveBar, navalReach } from "../naval-move";
import { flipOptions } from "../amph-flip";

/**
 * The greedy bot's naval war [7, 8.5.6]. Sweeping [7.5.2]: the highest
 * marker first, those with an own ship in their area (−2) before others.
 * Moving [8.5.6.4]: each ship with combat support goes to the free sea hex
 * of waters its side holds (its coastal box) nearest the enemy's ground
 * units — close enough to support [7.3.1], never next to an enemy ship,
 * never into a mine area — when the move is safe or likely to pass the
 * contested-move roll; a carrier out of such waters goes back to its sea
 * box; AMPHs carrying marines (`skip`) sail for amphibious.ts instead.
 * Mines [7.5.1]: a ship of the side that does not roll for control,
 * with no enemy within its range, mines its own port's approaches. An empty
 * AMPH with a SAG back turns to its SAG side for good [7.3.2.1] once the
 * side has no marine left to carry (none on the map, aboard or still to
 * arrive; marines are never rebuilt [11.2]): a SAG counts for naval control
 * and the contested-move roll [7.2.2, 8.5.6.4.1], an AMPH with nothing to
 * carry does not.
 */

/** The flip of an empty AMPH to its SAG side when the side has no marines left to carry, or null [7.3.2.1]. */
export function chooseFlip(b: Board, side: string): Action | null {
  const { ctx, state } = b;
  const flips = flipOptions(ctx, state, side);
  if (flips.length === 0) return null;
  for (const [id, d] of ctx.units) if (d.side === side && d.marine && d.ground && (state.units[id]?.steps ?? 0) > 0 && state.units[id]?.status !== "eliminated") return null;
  return flips[0] ?? null;
}

/** The best `sweep-mine` of the step, or null. */
export function chooseSweep(b: Board, side: string): Action | null {
  const { ctx, state } = b;
  const n = navalState(state);
  const targets = sweepTargets(ctx, state, side).map((h) => ({ h, level: n.mines[h]?.level ?? 0, ship: shipInArea(ctx, state, side, h) }));
  targets.sort((x, y) => Number(y.ship) - Number(x.ship) || y.level - x.level || x.h - y.h);
  const t = targets[0];
  return t ? { type: "sweep-mine", hex: ctx.cm.label(t.h) } : null;
}

/** The chance a contested move passes at this DRM on the game's table; 1 without a table [8.5.6.4.1]. */
export function passChance(b: Board, drm: number): number {
  const chart = b.ctx.charts.contestedSeaMove;
  if (!chart) return 1;
  let pass = 0;
  for (let roll = 0; roll < 10; roll += 1) if (chart.results[Math.min(9, Math.max(0, roll + drm))] === "pass") pass += 1;
  return pass / 10;
}

/** Least chance of passing a contested-move roll a ship sails with [8.5.6.4.1]. */
export const MIN_PASS = 0.6;

/**
 * One naval move or mine for a movement segment, or null when no ship gains
 * by acting. `toEnemy` is the hex distance to the nearest enemy ground unit.
 */
export function chooseNavalAction(b: Board, side: string, toEnemy: Int32Array, skip: ReadonlySet<string> = new Set()): Action | null {
  const { ctx, state } = b;
  if (ctx.navalIds.length === 0) return null;
  // Not a naval move: a storm does not stop it [7.3.2.1].
  const flip = chooseFlip(b, side);
  if (flip) return flip;
  if (state.weather === "storm") return null;
  const nc = navalContext(ctx);
  const enemy = enemyOf(ctx, side);
  const enemyShipHexes: number[] = [];
  for (const id of ctx.navalIds) {
    if (defOf(ctx, id).side !== enemy) continue;
    const l = locationOf(ctx, state, id);
    if (l && l.hex >= 0) enemyShipHexes.push(l.hex);
  }
  const nearEnemyShip = (h: number) => enemyShipHexes.some((e) => ctx.cm.distance(e, h) <= 1);
  for (const id of ctx.navalIds) {
    const d = defOf(ctx, id);
    if (d.side !== side || skip.has(id) || navalMoveBar(ctx, state, id)) continue;
    const loc = locationOf(ctx, state, id);
    if (!loc) continue;
    // How good a place is: a sea hex in own waters, close to the enemy but within range, scores by closeness.
    const score = (hex: number, zone: number): number => {
      if (hex < 0 || zone < 0) return -1000;
      if (boxControl(state, nc.zones[zone]?.coastalBox as string) !== side) return -1000;
      if (nearEnemyShip(hex) || minesCovering(ctx, state, hex).length > 0) return -1000;
      const dist = toEnemy[hex] as number;
      return dist <= d.range ? 100 - Math.abs(dist - Math.min(d.range, 3)) : 50 - dist;
    };
    const here = loc.kind === "sea-hex" ? score(loc.hex, loc.zone) : -1000;
    if (d.cs > 0 && here < 95) {
      const options: { to: string; value: number; path: Parameters<typeof contestedCheck>[4] }[] = [];
      for (const [to, path] of navalReach(ctx, state, id)) {
        const last = path[path.length - 1]?.loc;
        if (!last || last.kind !== "sea-hex") continue;
        const value = score(last.hex, last.zone);
        if (value > here + 1) options.push({ to, value, path });
      }
      // Best first; the contested-move check (the costly part) only until one is safe enough.
      options.sort((x, y) => y.value - x.value || (x.to < y.to ? -1 : 1));
      for (const o of options) {
        const check = contestedCheck(ctx, state, side, id, o.path);
        if (check.reasons.length === 0 || passChance(b, check.drm) >= MIN_PASS) return { type: "naval-move", unit: id, to: o.to };
      }
    }
    // A carrier out of own waters earns nothing there [7.3.4]: back to its sea box.
    if (d.carrier && loc.kind !== "sea-box" && here < 0) {
      const zone = loc.kind === "port" ? -1 : loc.zone;
      const seaBox = zone >= 0 ? nc.zones[zone]?.seaBox : undefined;
      const path = seaBox ? navalReach(ctx, state, id).get(seaBox) : undefined;
      if (seaBox && path && (contestedCheck(ctx, state, side, id, path).reasons.length === 0)) return { type: "naval-move", unit: id, to: seaBox };
    }
  }
  return chooseMine(b, side, toEnemy, skip);
}

/** A ship of the side that does not roll for control, idle (no enemy in range), mines its own port from in it or next to it [7.5.1.1]. */
function chooseMine(b: Board, side: string, toEnemy: Int32Array, skip: ReadonlySet<string>): Action | null {
  const { ctx, state } = b;
  const roller = ctx.bundle.scenario.navalWar?.rollingSide;
  if (!roller || roller === side) return null;
  const mines = navalState(state).mines;
  for (const id of ctx.navalIds) {
    const d = defOf(ctx, id);
    if (d.side !== side || skip.has(id) || state.seg.moved[id]) continue;
    const loc = locationOf(ctx, state, id);
    if (!loc || loc.hex < 0 || (toEnemy[loc.hex] as number) <= d.range) continue;
    for (let k = -1; k < 6; k += 1) {
      const port = k < 0 ? loc.hex : (ctx.cm.neighbours[loc.hex * 6 + k] as number);
      if (port < 0 || !navalContext(ctx).zones.some((z) => z.ports.includes(port)) || !ownPort(state, ctx, port, side)) continue;
      if (mines[port] || layMineBar(ctx, state, side, ctx.cm.label(port), id)) continue;
      return { type: "lay-mine", hex: ctx.cm.label(port), unit: id };
    }
  }
  return null;
}
