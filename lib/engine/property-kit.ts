import { expect } from "vitest";
import fc from "fast-check";
import { BOTS, apply, createGame, currentSegment, replay, stateHash, type Action, type GameState } from "./index";
import type { EngineBundle, GameEvent } from "./rulesets/nextwar/types";
import { TC_SEA } from "./map/compiled-map";
import { controlOf } from "./rulesets/nextwar/board";
import { contextOf } from "./rulesets/nextwar/context";
import { AMPH_BASE, baseLimit } from "./rulesets/nextwar/helicopters";
import { segmentNow } from "./rulesets/nextwar/segments";
import { sampleBundle } from "./rulesets/nextwar/test-kit";
import { airliftCapacity } from "./rulesets/nextwar/airlift";
import { seaTransportCapacity } from "./rulesets/nextwar/sea-transport";
import { beachheadSpec } from "./rulesets/nextwar/beachheads";
import { navalContext } from "./rulesets/nextwar/sea-zones";
import { stackLimitAt } from "./rulesets/nextwar/stacking";

/**
 * Random-bot games on the sample scenario for the property tests: each game is
 * checked after every action for the invariants below (the ground war's and
 * the air war's), must finish, and must replay to the same hash. The games are split over several test files so
 * that Vitest runs them on every core.
 */
/** Total games across the shards: "thousands" by default; ENGINE_PROPERTY_GAMES changes it. */
export const TOTAL_GAMES = Number(process.env.ENGINE_PROPERTY_GAMES ?? 2000);
export const SHARDS = 4;

/** What a property kit is asked: extra invariants (the Advanced game's), how many games over how many shards, and fast-check's seed base. */
export interface PropertyKitOptions {
  extraCheck?: (s: GameState) => void;
  /** Invariants of one action: the state before, after, and what happened. */
  extraStep?: (before: GameState, after: GameState, events: readonly GameEvent[]) => void;
  totalGames: number;
  shards: number;
  seedBase: number;
}

/** The property runs on one bundle: its invariants checked after every action, random-bot games, and the shards that play them. */
export function createPropertyKit(bundle: EngineBundle, opts: PropertyKitOptions) {
  const ctx = contextOf(bundle);


  /**
   * Special movement's invariants [8.5.2.1, 8.5.7.4]: the SP airlifted in a
   * segment and sailed in a turn stay within the side's capacity, and only
   * land units on the map land with half their MA.
   */
  function checkSpecialMovement(s: GameState): void {
    const acting = Object.keys(s.seg.halfMa ?? {});
    const active = currentSegment(s).active;
    if (s.seg.airliftSp !== undefined && (!active || s.seg.airliftSp > airliftCapacity(ctx, active))) throw new Error(`${s.seg.airliftSp} SP airlifted this segment by ${active}: over the capacity`);
    for (const side of ctx.sides) {
      const sailed = s.seaTransport?.turn === s.turn ? (s.seaTransport.sp[side] ?? 0) : 0;
      if (sailed > seaTransportCapacity(ctx, side)) throw new Error(`${side}: ${sailed} SP sailed this turn, over the capacity`);
    }
    for (const id of acting) if (!ctx.units.get(id)?.ground) throw new Error(`${id}: half MA after landing, but not a land unit`);
  }

  /**
   * The air war's invariants [6.2, 6.3, 6.5.1.1, 6.5.2, 6.5.5]: air points are
   * never negative, never more than the turn's roll gave, and gone by the
   * replacement phase (never carried over); helicopters sit only in friendly
   * bases within the basing limits (one left over its limit by a forced rebase
   * aside), at most one USMC helicopter on an AMPH, two missions a turn at most.
   */
  function checkAir(s: GameState): void {
    const air = s.air;
    if (!air) throw new Error("the air state is missing");
    for (const side of ctx.sides) {
      const points = air.points[side] ?? 0;
      if (points < 0 || (air.lost[side] ?? 0) < 0) throw new Error(`${side}: negative air points (${points}, lost ${air.lost[side]})`);
      if (points > (air.received[side] ?? 0)) throw new Error(`${side}: ${points} air points left of ${air.received[side]} received: carried over`);
      if (segmentNow(s).kind === "replace" && points !== 0) throw new Error(`${side}: ${points} air points left after the reorganisation phase`);
    }
    const perHex = new Map<number, number>();
    const perAmph = new Map<string, number>();
    for (const id of ctx.helicopterIds) {
      const u = s.units[id]!;
      const h = air.helicopters[id];
      if (h && (h.missions > 2 || h.missions < 0)) throw new Error(`${id}: ${h.missions} missions this turn`);
      if (u.status === "offmap" && u.at?.startsWith(AMPH_BASE)) perAmph.set(u.at, (perAmph.get(u.at) ?? 0) + 1);
      if (u.status !== "map") continue;
      const side = ctx.units.get(id)!.side;
      if (baseLimit(ctx, u.hex) === 0) throw new Error(`${id}: based in ${ctx.cm.label(u.hex)}, which is no base`);
      if (controlOf(ctx, s, u.hex) !== side) throw new Error(`${id}: based in ${ctx.cm.label(u.hex)}, which ${side} does not control`);
      if (h?.mustRebase === undefined) perHex.set(u.hex, (perHex.get(u.hex) ?? 0) + 1);
    }
    for (const [hex, n] of perHex) if (n > baseLimit(ctx, hex)) throw new Error(`${n} helicopters based in ${ctx.cm.label(hex)}, over its limit ${baseLimit(ctx, hex)}`);
    for (const [amph, n] of perAmph) if (n > 1) throw new Error(`${n} USMC helicopters on ${amph}`);
  }

  /**
   * Amphibious invariants [8.5.8, 8.5.8.2]: land units aboard an AMPH ride a
   * friendly AMPH within its capacity (and never the elsewhere off-map land
   * unit: a land unit is on the map, aboard, pending or eliminated); beachheads
   * stand on beach hexes, at most the side's markers at once, raise the hex's
   * stacking limit to 6 and never share it with an enemy unit.
   */
  function checkAmphibious(s: GameState): void {
    const cargo = new Map<string, number>();
    for (const id of ctx.unitIds) {
      const d = ctx.units.get(id)!;
      const u = s.units[id]!;
      if (!d.ground || u.status !== "offmap" || !u.at?.startsWith(AMPH_BASE)) continue;
      const amph = u.at.slice(AMPH_BASE.length);
      const a = ctx.units.get(amph);
      if (!a?.amph || a.side !== d.side) throw new Error(`${id}: aboard ${amph}, which is no friendly AMPH`);
      if (s.units[amph]!.steps <= 0) throw new Error(`${id}: aboard ${amph}, which is out of play`);
      cargo.set(amph, (cargo.get(amph) ?? 0) + d.sp);
    }
    for (const [amph, sp] of cargo) if (sp > ctx.units.get(amph)!.capacity) throw new Error(`${amph}: ${sp} SP aboard, over its capacity`);
    const bySide = new Map<string, number>();
    const nc = navalContext(ctx);
    for (const [k, m] of Object.entries(s.beachheads?.at ?? {})) {
      if (nc.beach[Number(k)] !== 1) throw new Error(`a beachhead in ${ctx.cm.label(Number(k))}, which is no beach hex`);
      // Stacking 6 there [8.5.8.2], and an enemy unit entering takes the marker away (RULINGS).
      if (stackLimitAt(ctx, Number(k), s) !== 6) throw new Error(`the beachhead in ${ctx.cm.label(Number(k))} does not raise its stacking limit to 6`);
      const enemyIn = ctx.unitIds.find((id) => s.units[id]!.status === "map" && s.units[id]!.hex === Number(k) && ctx.units.get(id)!.ground && ctx.units.get(id)!.side !== m.side);
      if (enemyIn) throw new Error(`${enemyIn} stands on ${m.side}'s beachhead in ${ctx.cm.label(Number(k))}`);
      bySide.set(m.side, (bySide.get(m.side) ?? 0) + 1);
    }
    for (const [side, n] of bySide) if (n > beachheadSpec(ctx, side).markers) throw new Error(`${side}: ${n} beachheads, over its markers`);
  }

  /** Plain checks (expect() per unit per action would dominate the run); throws naming the invariant. */
  function checkInvariants(s: GameState): void {
    opts.extraCheck?.(s);
    checkAir(s);
    checkSpecialMovement(s);
    checkAmphibious(s);
    const sideAt = new Map<number, string>();
    for (const id of ctx.unitIds) {
      const u = s.units[id]!;
      const d = ctx.units.get(id)!;
      if (u.steps < 0 || u.steps > d.maxSteps) throw new Error(`${id}: steps ${u.steps} outside 0..${d.maxSteps}`);
      if ((u.status === "eliminated") !== (u.steps === 0)) throw new Error(`${id}: eliminated exactly at zero steps`);
      if ((u.status === "map") !== (u.hex >= 0)) throw new Error(`${id}: a unit is in one place only (status ${u.status}, hex ${u.hex})`);
      if (u.status === "map" && d.ground) {
        // No land unit at sea outside a transport [8.3, 8.5.7]: on the map it stands on land.
        if (ctx.cm.terrain[u.hex] === TC_SEA) throw new Error(`${id}: a land unit at sea in ${ctx.cm.label(u.hex)}`);
        const other = sideAt.get(u.hex);
        if (other !== undefined && other !== d.side) throw new Error(`${id}: in a hex held by the enemy (${ctx.cm.label(u.hex)})`);
        sideAt.set(u.hex, d.side);
      }
    }
    // A helicopter never stays in a base the enemy has entered [6.5.4].
    for (const id of ctx.helicopterIds) {
      const u = s.units[id]!;
      const other = u.status === "map" ? sideAt.get(u.hex) : undefined;
      if (other !== undefined && other !== ctx.units.get(id)!.side) throw new Error(`${id}: based in ${ctx.cm.label(u.hex)} with enemy units`);
    }
  }

  function play(seed: number): { state: GameState; actions: Action[]; vpEvents: Record<string, number> } {
    let state = createGame(bundle, { seed });
    const bots: Record<string, ReturnType<NonNullable<typeof BOTS.random>>> = Object.fromEntries(ctx.sides.map((side) => [side, BOTS.random!({ seed, side })]));
    const actions: Action[] = [];
    const vpEvents: Record<string, number> = Object.fromEntries(ctx.sides.map((side) => [side, 0]));
    while (!state.result && actions.length < 20_000) {
      const cur = currentSegment(state);
      const side = cur.active as string;
      // A pending decision is its owner's to make, whoever's segment it is [9.7.1, 9.8.1].
      if (state.pendingDecision && (side !== state.pendingDecision.side || cur.kind !== state.pendingDecision.kind)) throw new Error(`seed ${seed}: decision of ${state.pendingDecision.side} not active`);
      const bot = bots[side];
      if (!bot) throw new Error(`seed ${seed}: no bot for side ${side}`);
      const action = bot.choose(state);
      const r = apply(state, action);
      if ("error" in r) throw new Error(`seed ${seed}: ${JSON.stringify(action)} refused: ${r.error}`);
      // control only changes at the control step [2.8]
      if (r.state.control !== state.control && JSON.stringify(r.state.control) !== JSON.stringify(state.control) && !r.events.some((e) => e.type === "control")) {
        throw new Error(`seed ${seed}: control changed outside the control step`);
      }
      for (const e of r.events) if (e.type === "vp") vpEvents[e.side as string] = (vpEvents[e.side as string] ?? 0) + (e.amount as number);
      checkInvariants(r.state);
      opts.extraStep?.(state, r.state, r.events);
      actions.push(action);
      state = r.state;
    }
    return { state, actions, vpEvents };
  }


  /** Plays this shard's share of the games from seeds fast-check draws (a fixed seed per shard, so failures reproduce). */
  function runShard(shard: number): void {
    const games = Math.ceil(opts.totalGames / opts.shards);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const { state, actions, vpEvents } = play(seed);
        expect(state.result).not.toBeNull();
        // VP totals equal the sum of their events [12.1]
        for (const side of ctx.sides) expect(state.vp.total[side]).toBe(vpEvents[side]);
        const again = replay(bundle, seed, actions);
        if ("error" in again) throw new Error(again.error);
        expect(again.hash).toBe(stateHash(state));
      }),
      { numRuns: games, seed: opts.seedBase + shard },
    );
  }

  return { bundle, checkInvariants, play, runShard };
}

const standard = createPropertyKit(sampleBundle(), { totalGames: TOTAL_GAMES, shards: SHARDS, seedBase: 20261122 });
export const { bundle, checkInvariants, play, runShard } = standard;
