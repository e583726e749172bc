import type { GameState, UnitState } from "./types";
import { F_PORT, TC_SEA, tcIndex } from "../../map/compiled-map";
import type { Context } from "./context";

/**
 * The naval war's places [7.1, 8.5.6.2, 8.5.6.3]: each sea zone of the map
 * has a sea box, a coastal box and sea hexes; its ports are the port hexes
 * next to its sea hexes, its beaches the clear hexes beside them [8.3.1.7].
 * A naval unit is off the map (status "offmap") with `at` naming its box (by
 * id) or its sea hex or port (by label). Derived once per map and cached.
 */

export interface Zone {
  index: number;
  id: string;
  name: string;
  seaBox: string;
  coastalBox: string;
  /** Sea hexes of the zone. */
  hexes: number[];
  /** Port hexes next to its sea hexes [8.5.6.4]. */
  ports: number[];
  /** Zones sharing a hex edge with this one: their sea boxes are adjacent [8.5.6.4]. */
  adjacent: number[];
}

export interface NavalContext {
  zones: Zone[];
  box: Map<string, { zone: number; kind: "sea" | "coastal" }>;
  /** Zone of each sea hex, -1 for none. */
  hexZone: Int16Array;
  /** Land hexes next to a sea hex whose terrain is clear or clear-forest: the beaches [8.3.1.7]. */
  beach: Uint8Array;
  /** Hexes where a mine marker may be laid: sea hexes of a zone, coastal hexes with a port or a beach [7.5.1]. */
  mineable: Uint8Array;
}

const navalCache = new WeakMap<Context, NavalContext>();

export function navalContext(ctx: Context): NavalContext {
  let nc = navalCache.get(ctx);
  if (!nc) {
    nc = buildNaval(ctx);
    navalCache.set(ctx, nc);
  }
  return nc;
}

function buildNaval(ctx: Context): NavalContext {
  const cm = ctx.cm;
  const hexZone = new Int16Array(cm.n).fill(-1);
  const zones: Zone[] = [];
  const box = new Map<string, { zone: number; kind: "sea" | "coastal" }>();
  ctx.bundle.map.seaZones.forEach((z, index) => {
    const hexes = z.hexes.map((l) => cm.indexOf(l)).filter((h) => h >= 0 && cm.terrain[h] === TC_SEA);
    for (const h of hexes) if (hexZone[h] === -1) hexZone[h] = index;
    zones.push({ index, id: z.id, name: z.name, seaBox: z.seaBox.id, coastalBox: z.coastalBox.id, hexes, ports: [], adjacent: [] });
    box.set(z.seaBox.id, { zone: index, kind: "sea" });
    box.set(z.coastalBox.id, { zone: index, kind: "coastal" });
  });
  const beach = new Uint8Array(cm.n);
  const mineable = new Uint8Array(cm.n);
  const beachClasses = new Set([tcIndex("clear"), tcIndex("clear-forest")]);
  for (let h = 0; h < cm.n; h += 1) {
    if (cm.terrain[h] === TC_SEA) {
      if (hexZone[h] !== -1) mineable[h] = 1;
      continue;
    }
    const seaZones = new Set<number>();
    for (let d = 0; d < 6; d += 1) {
      const nb = cm.neighbours[h * 6 + d] as number;
      if (nb >= 0 && cm.terrain[nb] === TC_SEA && hexZone[nb] !== -1) seaZones.add(hexZone[nb] as number);
    }
    if (seaZones.size === 0) continue;
    if (beachClasses.has(cm.terrain[h] as number)) beach[h] = 1;
    if (cm.has(h, F_PORT)) for (const z of seaZones) zones[z]?.ports.push(h);
    if (beach[h] || cm.has(h, F_PORT)) mineable[h] = 1;
  }
  for (const z of zones) {
    const near = new Set<number>();
    for (const h of z.hexes) {
      for (let d = 0; d < 6; d += 1) {
        const nb = cm.neighbours[h * 6 + d] as number;
        const other = nb >= 0 ? (hexZone[nb] as number) : -1;
        if (other >= 0 && other !== z.index) near.add(other);
      }
    }
    z.adjacent = [...near].sort((a, b) => a - b);
  }
  return { zones, box, hexZone, beach, mineable };
}

/** Zones a hex touches: a sea hex's own zone, or the zones of the sea hexes next to a coastal hex. */
export function zonesOfHex(ctx: Context, nc: NavalContext, hex: number): number[] {
  const own = nc.hexZone[hex] as number;
  if (own >= 0) return [own];
  const out = new Set<number>();
  for (let d = 0; d < 6; d += 1) {
    const nb = ctx.cm.neighbours[hex * 6 + d] as number;
    if (nb >= 0 && (nc.hexZone[nb] as number) >= 0) out.add(nc.hexZone[nb] as number);
  }
  return [...out].sort((a, b) => a - b);
}

export type NavalLocation =
  | { kind: "sea-box" | "coastal-box"; zone: number; key: string; hex: -1 }
  | { kind: "sea-hex"; zone: number; key: string; hex: number }
  | { kind: "port"; zone: -1; key: string; hex: number };

/** A location from a box id or a hex label; null when it is neither a box nor a zone's sea hex nor a coastal port. */
export function parseLocation(ctx: Context, nc: NavalContext, key: string): NavalLocation | null {
  const b = nc.box.get(key);
  if (b) return { kind: b.kind === "sea" ? "sea-box" : "coastal-box", zone: b.zone, key, hex: -1 };
  const h = /^[0-9]+$/.test(key) ? ctx.cm.indexOf(key) : -1;
  if (h < 0) return null;
  const z = nc.hexZone[h] as number;
  if (z >= 0) return { kind: "sea-hex", zone: z, key, hex: h };
  if (ctx.cm.has(h, F_PORT) && zonesOfHex(ctx, nc, h).length > 0) return { kind: "port", zone: -1, key, hex: h };
  return null;
}

/** Where a naval unit is, or null when it is not in play (pending, eliminated, or nowhere the naval war knows). */
export function locationOf(ctx: Context, state: GameState, id: string): NavalLocation | null {
  const u = state.units[id];
  if (!u || u.status !== "offmap" || u.at === undefined || u.steps <= 0) return null;
  return parseLocation(ctx, navalContext(ctx), u.at);
}

/** Naval units of the game at a location key (box id or hex label), in id order. */
export function navalAt(ctx: Context, state: GameState, key: string): string[] {
  return ctx.navalIds.filter((id) => {
    const u = state.units[id] as UnitState;
    return u.status === "offmap" && u.at === key && u.steps > 0;
  });
}

/** The zones a location belongs to: its own, or a port's zones. */
export function locationZones(ctx: Context, nc: NavalContext, loc: NavalLocation): number[] {
  return loc.kind === "port" ? zonesOfHex(ctx, nc, loc.hex) : [loc.zone];
}
