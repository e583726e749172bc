import type { Action, GameState } from "../types";
import { RuleError } from "../../../core/errors";
import { amphSeaHex, amphibiousTargetsOf, assaultMoveBar, beachesNext, cargoOf, disembarkBar, embarkBar } from "../amphibious";
import { beachheadOptions } from "../beachheads";
import { type Board, buildBoard, controlOf, defOf, unitsAt } from "../board";
import { explain } from "../combat";
import { AMPH_BASE } from "../helicopters";
import { attackTargets } from "../legal";
import { minesCovering } from "../mines";
import { locationOf, navalContext, zonesOfHex } from "../sea-zones";
import { contestedCheck, navalMoveBar, navalReach } from "../naval-move";
import { stackSp } from "../stacking";
import { planAttackSupport } from "./air";
import { MIN_PASS, passChance } from "./naval";
import { amphNow } from "../amph-face";

/**
 * The greedy bot's amphibious war [8.5.8, 8.5.8.1–8.5.8.3]. A beach hex is
 * worth taking when it is an objective or within BEACH_NEAR hexes of one and
 * is either empty (a landing) or held weakly enough that the marines' assault
 * has an expected value of at least ASSAULT_MIN_VALUE — the greedy bot's own
 * estimate (`planAttackSupport`), worked out as if the AMPH were already in
 * position. Movement: an AMPH with marines aboard sails from its coastal box
 * to the sea hex next to the best such beach; with marines aboard in port
 * (or in a sea hex after an assault) it goes to its coastal box first, the
 * only place an assault starts from [8.5.8]; with none aboard it sails to a
 * friendly port holding marines and embarks them, when a beach of its zone
 * is worth taking and brings them at least EMBARK_MIN_GAIN hexes nearer
 * their objective. Combat: the assault competes with the land attacks in
 * the greedy bot's choice; units in position that do not attack land on an
 * empty beach next to them, the best first; a beachhead goes on a beach
 * they took this segment [8.5.8.2].
 */

/** How near an objective (hexes) a beach must be to be worth a landing. */
export const BEACH_NEAR = 2;

/**
 * Least expected value of an assault: above the greedy bot's 0.6 for land
 * attacks, since a failed assault costs one more step [8.5.8.1] that the
 * estimate leaves out.
 */
export const ASSAULT_MIN_VALUE = 1;

/** Hexes marines must come nearer their objective by sea than from their port to be worth embarking: an assault takes three movement segments. */
export const EMBARK_MIN_GAIN = 4;

/** A beach hex worth taking and how much: higher for nearer the objective and for a better assault. */
interface Beach {
  beach: number;
  score: number;
}

function amphsOf(b: Board, side: string): string[] {
  const { ctx } = b;
  return ctx.navalIds.filter((id) => amphNow(ctx, b.state, id) && defOf(ctx, id).side === side && locationOf(ctx, b.state, id));
}

/** The state as if `amph` were in assault position in sea hex `sea` now, with `units` aboard: for the assault estimate [8.5.8.1]. */
function poised(state: GameState, amph: string, units: readonly string[], sea: string): GameState {
  const all = { ...state.units, [amph]: { ...state.units[amph]!, at: sea } };
  for (const id of units) all[id] = { ...state.units[id]!, status: "offmap", hex: -1, at: AMPH_BASE + amph };
  const a = state.amphibious ?? { ready: {}, used: {}, landed: { turn: state.turn, units: {} } };
  return { ...state, units: all, amphibious: { ...a, ready: { ...a.ready, [amph]: { turn: state.turn, step: state.step } } } };
}

/**
 * Scores beaches for one AMPH and its (present or future) cargo. Landings
 * need no estimate; assaults are estimated once per beach, from the first
 * sea hex asked about it.
 */
function beachScorer(b: Board, side: string, amph: string, units: readonly string[], toGoal: Int32Array): (sea: number, beach: number) => Beach | null {
  const { ctx, state } = b;
  const cache = new Map<number, Beach | null>();
  return (sea, beach) => {
    const known = cache.get(beach);
    if (known !== undefined) return known;
    let out: Beach | null = null;
    const near = toGoal[beach] as number;
    const here = unitsAt(b, beach);
    if (near <= BEACH_NEAR) {
      if (here.length === 0) {
        // An empty beach already ours gains nothing.
        if (controlOf(ctx, state, beach) !== side || near === 0) out = { beach, score: 10 - 2 * near };
      } else if (defOf(ctx, here[0] as string).side !== side) {
        const hb = buildBoard(poised(state, amph, units, ctx.cm.label(sea)));
        const ex = explain(hb, { attackers: [...units], defender: ctx.cm.label(beach) });
        if (!(ex instanceof RuleError)) {
          const value = planAttackSupport(hb, side, ex).value;
          if (value >= ASSAULT_MIN_VALUE) out = { beach, score: 10 - 2 * near + value };
        }
      }
    }
    cache.set(beach, out);
    return out;
  };
}

/** The best beach next to sea hex `sea`, or null. */
function bestNext(ctx: Board["ctx"], score: ReturnType<typeof beachScorer>, sea: number): Beach | null {
  let best: Beach | null = null;
  for (const h of beachesNext(ctx, sea)) {
    const s = score(sea, h);
    if (s && (!best || s.score > best.score)) best = s;
  }
  return best;
}

/** The best beach of a zone's sea hexes free of mines, or null: is an assault there possible later [8.5.8.1]. */
function bestInZone(b: Board, zone: number, score: ReturnType<typeof beachScorer>): Beach | null {
  const { ctx, state } = b;
  let best: Beach | null = null;
  for (const sea of navalContext(ctx).zones[zone]?.hexes ?? []) {
    if (minesCovering(ctx, state, sea).length > 0) continue;
    const s = bestNext(ctx, score, sea);
    if (s && (!best || s.score > best.score)) best = s;
  }
  return best;
}

/** A naval move along `path` the bot takes: no contested-move roll, or one likely to pass [8.5.6.4.1]. */
function safeEnough(b: Board, side: string, amph: string, path: Parameters<typeof contestedCheck>[4]): boolean {
  const check = contestedCheck(b.ctx, b.state, side, amph, path);
  return check.reasons.length === 0 || passChance(b, check.drm) >= MIN_PASS;
}

/** The zones an AMPH's location belongs to (a port's, or its box's or sea hex's). */
function zonesOf(b: Board, amph: string): number[] {
  const loc = locationOf(b.ctx, b.state, amph);
  if (!loc) return [];
  return loc.kind === "port" ? zonesOfHex(b.ctx, navalContext(b.ctx), loc.hex) : [loc.zone];
}

/** One amphibious action for a movement segment, or null when no AMPH has anything worth doing [8.5.8, 8.5.8.3]. */
export function chooseAmphibiousMove(b: Board, side: string, toGoal: Int32Array): Action | null {
  const { ctx, state } = b;
  if (state.weather === "storm") return null;
  for (const amph of amphsOf(b, side)) {
    const loc = locationOf(ctx, state, amph);
    if (!loc) continue;
    const cargo = cargoOf(ctx, state, amph);
    const canSail = !navalMoveBar(ctx, state, amph);
    if (cargo.length > 0) {
      const action = withCargo(b, side, amph, cargo, toGoal, canSail);
      if (action) return action;
      continue;
    }
    const action = fetchMarines(b, side, amph, toGoal, canSail);
    if (action) return action;
  }
  return null;
}

/** An AMPH with marines aboard: to assault position from its coastal box, else toward the box; ashore in port when no beach is worth it. */
function withCargo(b: Board, side: string, amph: string, cargo: string[], toGoal: Int32Array, canSail: boolean): Action | null {
  const { ctx, state } = b;
  const loc = locationOf(ctx, state, amph);
  if (!loc || (!canSail && loc.kind !== "port")) return null;
  const score = beachScorer(b, side, amph, cargo, toGoal);
  const reach = canSail ? navalReach(ctx, state, amph) : new Map<string, Parameters<typeof contestedCheck>[4]>();
  if (loc.kind === "coastal-box") {
    let best: { to: string; score: number } | null = null;
    for (const [to, path] of reach) {
      const last = path[path.length - 1]?.loc;
      if (!last || last.kind !== "sea-hex" || minesCovering(ctx, state, last.hex).length > 0 || assaultMoveBar(ctx, state, amph, to)) continue;
      const s = bestNext(ctx, score, last.hex);
      if (s && (!best || s.score > best.score) && safeEnough(b, side, amph, path)) best = { to, score: s.score };
    }
    return best ? { type: "naval-move", unit: amph, to: best.to } : null;
  }
  const worth = zonesOf(b, amph).some((z) => bestInZone(b, z, score));
  if (!worth) {
    // No beach worth it: the marines go ashore in port and walk.
    if (loc.kind !== "port") return null;
    const to = ctx.cm.label(loc.hex);
    return typeof disembarkBar(b, side, amph, cargo, to) === "number" ? { type: "disembark", amph, units: cargo, to } : null;
  }
  for (const z of zonesOf(b, amph)) {
    const box = navalContext(ctx).zones[z]?.coastalBox as string;
    const path = reach.get(box);
    if (path && safeEnough(b, side, amph, path)) return { type: "naval-move", unit: amph, to: box };
  }
  return null;
}

/** Marines of the side in a port of the AMPH's zones that may embark, with the most a port may send aboard. */
function marinesWaiting(b: Board, side: string, amph: string): Map<number, string[]> {
  const { ctx, state } = b;
  const nc = navalContext(ctx);
  const cap = defOf(ctx, amph).capacity;
  const zones = new Set(zonesOf(b, amph));
  const out = new Map<number, string[]>();
  for (const z of zones) {
    for (const port of nc.zones[z]?.ports ?? []) {
      const here = unitsAt(b, port);
      if (here.length === 0 || defOf(ctx, here[0] as string).side !== side) continue;
      const ids: string[] = [];
      for (const id of here) if (defOf(ctx, id).marine && !state.seg.moved[id] && !state.seg.halfMa?.[id] && !state.seg.dropped?.[id] && stackSp(ctx, [...ids, id]) <= cap) ids.push(id);
      // Never the last unit out of a VP hex the side holds (the greedy bot's garrison rule).
      if (ctx.vpHexes.has(port) && controlOf(ctx, state, port) === side && ids.length >= here.length) ids.pop();
      if (ids.length > 0) out.set(port, ids);
    }
  }
  return out;
}

/** An empty AMPH: embark marines in its port, or sail to a port holding some, when a beach is worth their trip [8.5.8.3]. */
function fetchMarines(b: Board, side: string, amph: string, toGoal: Int32Array, canSail: boolean): Action | null {
  return fetchPlan(b, side, amph, toGoal, canSail)?.action ?? null;
}

/** The marines an empty AMPH goes for, and its next step toward them (embark, or sail to their port). */
function fetchPlan(b: Board, side: string, amph: string, toGoal: Int32Array, canSail: boolean): { ids: string[]; action: Action } | null {
  const { ctx, state } = b;
  const loc = locationOf(ctx, state, amph);
  if (!loc || state.seg.boarding?.[amph]) return null;
  let reach: ReturnType<typeof navalReach> | null = null;
  for (const [port, ids] of [...marinesWaiting(b, side, amph)].sort((x, y) => x[0] - y[0])) {
    const score = beachScorer(b, side, amph, ids, toGoal);
    const best = zonesOfHex(ctx, navalContext(ctx), port)
      .map((z) => bestInZone(b, z, score))
      .reduce<Beach | null>((m, x) => (x && (!m || x.score > m.score) ? x : m), null);
    if (!best || (toGoal[port] as number) - (toGoal[best.beach] as number) < EMBARK_MIN_GAIN) continue;
    if (loc.kind === "port" && loc.hex === port) {
      if (!embarkBar(b, side, amph, ids)) return { ids, action: { type: "embark", amph, units: ids } };
      continue;
    }
    if (!canSail) continue;
    reach ??= navalReach(ctx, state, amph);
    const path = reach.get(ctx.cm.label(port));
    if (path && safeEnough(b, side, amph, path)) return { ids, action: { type: "naval-move", unit: amph, to: ctx.cm.label(port) } };
  }
  return null;
}

/**
 * Marines an empty AMPH will fetch this segment: the greedy bot keeps them
 * in their port (they must not have moved to embark [8.5.8.3]), in the
 * elite reaction segment too, where no ship moves.
 */
export function marinesToFetch(b: Board, side: string, toGoal: Int32Array): string[] {
  const { ctx, state } = b;
  if (state.weather === "storm") return [];
  const out: string[] = [];
  for (const amph of amphsOf(b, side)) {
    if (cargoOf(ctx, state, amph).length > 0) continue;
    const plan = fetchPlan(b, side, amph, toGoal, !navalMoveBar(ctx, state, amph));
    if (plan) out.push(...plan.ids);
  }
  return out;
}

/**
 * AMPHs the naval chooser leaves alone: those carrying marines, whose moves
 * are this module's [8.5.8], and those next to an own beachhead, which goes
 * when no own AMPH is next to it [8.5.8.2.1].
 */
export function busyAmphs(b: Board, side: string): Set<string> {
  const { ctx, state } = b;
  const beachheads = Object.entries(state.beachheads?.at ?? {})
    .filter(([, m]) => m.side === side)
    .map(([h]) => Number(h));
  return new Set(
    amphsOf(b, side).filter((id) => {
      if (cargoOf(ctx, state, id).length > 0) return true;
      const sea = amphSeaHex(ctx, state, id);
      return sea >= 0 && beachheads.some((h) => ctx.cm.distance(sea, h) === 1);
    }),
  );
}

/** Assault declarations for the combat segment: per beach, the units aboard alone and with the land units next to it [8.5.8.1]. */
export function assaultCandidates(b: Board, side: string): { attackers: string[]; defender: string }[] {
  const out: { attackers: string[]; defender: string }[] = [];
  const targets = amphibiousTargetsOf(b, side).filter((t) => t.kind === "assault");
  if (targets.length === 0) return out;
  const land = attackTargets(b, side);
  for (const t of targets) {
    const next = land.get(b.ctx.cm.indexOf(t.hex)) ?? [];
    out.push({ attackers: [...t.units], defender: t.hex });
    if (next.length > 0) out.push({ attackers: [...t.units, ...next], defender: t.hex });
  }
  return out;
}

/** A landing on the empty beach next to AMPHs in position nearest an objective, so none stays there idle [8.5.8.1]. */
export function chooseLanding(b: Board, side: string, toGoal: Int32Array): Action | null {
  const { ctx } = b;
  let best: { hex: number; units: string[] } | null = null;
  for (const t of amphibiousTargetsOf(b, side)) {
    if (t.kind !== "landing") continue;
    const hex = ctx.cm.indexOf(t.hex);
    if (!best || (toGoal[hex] as number) < (toGoal[best.hex] as number)) best = { hex, units: t.units };
  }
  return best ? { type: "land", units: best.units, to: ctx.cm.label(best.hex) } : null;
}

/** A beachhead on a beach the side's marines took this segment [8.5.8.2]. */
export function chooseBeachhead(b: Board, side: string): Action | null {
  const landed = b.state.seg.landed ?? {};
  return beachheadOptions(b, side, "combat").find((a) => a.type === "place-beachhead" && landed[b.ctx.cm.indexOf(a.hex)] === side) ?? null;
}
