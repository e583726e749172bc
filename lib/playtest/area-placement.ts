import type { AaAction, AaState } from "@/lib/engine";
import { boardOf, defOf, hostileSea, isSea, mobilisationSites, mobiliseCapacity, powerOf } from "@/lib/engine/rulesets/aa1942/queries";

/**
 * The mobilisation panel's first offer [AA:mobilise] (pure, no React): every
 * bought unit placed where the engine will take it, as many as the complexes
 * have room for, spread over them. A complex mobilises at most its
 * territory's IPC value less its damage (`mobiliseCapacity`), ships go to a
 * sea zone next to one and count against it, and what does not fit stays
 * bought until the power's next mobilisation (RULINGS "Units left unplaced").
 * The engine stays the judge: the tests apply every offer.
 */

export interface Placement {
  type: string;
  at: string;
  count: number;
}

/** Units still to place after a mobilisation: the total and by type. */
export interface Unplaced {
  total: number;
  byType: Record<string, number>;
}

/**
 * Which complex the engine charges a ship placed in `zone` to: the first
 * site next to it (in the engine's order) with room left, as `applyMobilise`
 * does. Null when none has room.
 */
function chargedSite(sites: readonly string[], near: (site: string) => boolean, used: ReadonlyMap<string, number>, room: ReadonlyMap<string, number>): string | null {
  return sites.find((s) => near(s) && (used.get(s) ?? 0) < (room.get(s) ?? 0)) ?? null;
}

/**
 * The default placement: ships first (they have the fewest places to go),
 * one at a time into the free sea zone whose complex has the most room left;
 * then land and air units, one at a time at the complex with the most room
 * left (ties by the engine's order of sites); a bought complex in the best
 * territory the power has held since its turn began that has none. Ships
 * stay in the order they were charged, so the engine charges each group to
 * the same complex.
 */
export function defaultPlacement(state: AaState): Placement[] {
  const board = boardOf(state.bundle.map);
  const nation = powerOf(state);
  const sites = mobilisationSites(state);
  const room = new Map(sites.map((s) => [s, mobiliseCapacity(state, s)]));
  const used = new Map<string, number>();
  const order = new Map(state.bundle.game.unitTypes.map((u, i) => [u.id, i]));
  const bought = Object.entries(state.bought)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => (order.get(a) ?? 99) - (order.get(b) ?? 99) || (a < b ? -1 : 1));
  const left = (s: string) => (room.get(s) ?? 0) - (used.get(s) ?? 0);
  const take = (s: string) => used.set(s, (used.get(s) ?? 0) + 1);

  // Ships: groups in charge order; one unit joins the last group when it goes to the same zone and complex.
  const ships: (Placement & { site: string })[] = [];
  const zones = [...new Set(sites.flatMap((s) => board.spaces.get(s)!.next))].filter((z) => board.spaces.get(z)?.sea && !hostileSea(state, nation, z)).sort();
  for (const [type, n] of bought) {
    if (!isSea(defOf(state, type))) continue;
    for (let i = 0; i < n; i += 1) {
      let best: { zone: string; site: string } | null = null;
      for (const zone of zones) {
        const site = chargedSite(sites, (s) => board.spaces.get(s)!.next.includes(zone), used, room);
        if (site && (!best || left(site) > left(best.site))) best = { zone, site };
      }
      if (!best) break;
      take(best.site);
      const last = ships.at(-1);
      if (last && last.type === type && last.at === best.zone && last.site === best.site) last.count += 1;
      else ships.push({ type, at: best.zone, count: 1, site: best.site });
    }
  }

  // Land and air units (and AA guns): at the complex with most room left.
  const land = new Map<string, Placement>();
  for (const [type, n] of bought) {
    const def = defOf(state, type);
    if (isSea(def) || def.industrialComplex) continue;
    for (let i = 0; i < n; i += 1) {
      const site = sites.reduce<string | null>((best, s) => (left(s) > 0 && (best === null || left(s) > left(best)) ? s : best), null);
      if (!site) break;
      take(site);
      const key = `${type}|${site}`;
      const p = land.get(key) ?? { type, at: site, count: 0 };
      p.count += 1;
      land.set(key, p);
    }
  }

  // New complexes [AA:industrial-complexes]: one each in the most valuable territories held since the turn began.
  const complexes: Placement[] = [];
  const free = complexSites(state);
  for (const [type, n] of bought) {
    if (!defOf(state, type).industrialComplex) continue;
    for (let i = 0; i < n && free.length > 0; i += 1) complexes.push({ type, at: free.shift()!, count: 1 });
  }

  return [...ships.map(({ type, at, count }) => ({ type, at, count })), ...land.values(), ...complexes];
}

/** Where a new complex may go [AA:industrial-complexes]: territories worth an IPC or more, held since the turn began, without one; most valuable first. */
export function complexSites(state: AaState): string[] {
  const nation = powerOf(state);
  return [...boardOf(state.bundle.map).spaces.values()]
    .filter((s) => !s.sea && s.ipc >= 1 && !state.complexes[s.id] && state.control[s.id] === nation && state.startControl[s.id] === nation)
    .sort((a, b) => b.ipc - a.ipc || (a.id < b.id ? -1 : 1))
    .map((s) => s.id);
}

/** How many bought units a mobilisation leaves unplaced (they stay bought) [AA:mobilise]. */
export function unplacedAfter(state: AaState, placements: readonly Placement[]): Unplaced {
  const byType: Record<string, number> = {};
  for (const [type, n] of Object.entries(state.bought)) {
    const left = n - placements.filter((p) => p.type === type).reduce((a, p) => a + p.count, 0);
    if (left > 0) byType[type] = left;
  }
  return { total: Object.values(byType).reduce((a, b) => a + b, 0), byType };
}

/** What an action in the mobilise phase leaves unplaced: a mobilisation its leftovers, ending the phase every bought unit. */
export function unplacedBy(state: AaState, action: AaAction): Unplaced {
  if (state.phase !== "mobilise" || state.decision || state.result) return { total: 0, byType: {} };
  if (action.type === "mobilise") return unplacedAfter(state, action.placements);
  if (action.type === "end-phase") return unplacedAfter(state, []);
  return { total: 0, byType: {} };
}
