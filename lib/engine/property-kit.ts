import { expect } from "vitest";
import fc from "fast-check";
import { BOTS, apply, createGame, currentSegment, replay, stateHash, type Action, type GameState } from "./index";
import { contextOf } from "./rulesets/nextwar/context";
import { sampleBundle } from "./rulesets/nextwar/test-kit";

/**
 * Random-bot games on the sample scenario for the property tests: each game is
 * checked after every action for the invariants below, must finish, and must
 * replay to the same hash. The games are split over several test files so
 * that Vitest runs them on every core.
 */
export const bundle = sampleBundle();
const ctx = contextOf(bundle);

/** Plain checks (expect() per unit per action would dominate the run); throws naming the invariant. */
export function checkInvariants(s: GameState): void {
  const sideAt = new Map<number, string>();
  for (const id of ctx.unitIds) {
    const u = s.units[id]!;
    const d = ctx.units.get(id)!;
    if (u.steps < 0 || u.steps > d.maxSteps) throw new Error(`${id}: steps ${u.steps} outside 0..${d.maxSteps}`);
    if ((u.status === "eliminated") !== (u.steps === 0)) throw new Error(`${id}: eliminated exactly at zero steps`);
    if ((u.status === "map") !== (u.hex >= 0)) throw new Error(`${id}: a unit is in one place only (status ${u.status}, hex ${u.hex})`);
    if (u.status === "map" && d.ground) {
      const other = sideAt.get(u.hex);
      if (other !== undefined && other !== d.side) throw new Error(`${id}: in a hex held by the enemy (${ctx.cm.label(u.hex)})`);
      sideAt.set(u.hex, d.side);
    }
  }
}

export function play(seed: number): { state: GameState; actions: Action[]; vpEvents: Record<string, number> } {
  let state = createGame(bundle, { seed });
  const bots = { blue: BOTS.random!({ seed, side: "blue" }), red: BOTS.random!({ seed, side: "red" }) };
  const actions: Action[] = [];
  const vpEvents: Record<string, number> = { blue: 0, red: 0 };
  while (!state.result && actions.length < 20_000) {
    const cur = currentSegment(state);
    const side = cur.active as "blue" | "red";
    // A pending decision is its owner's to make, whoever's segment it is [9.7.1, 9.8.1].
    if (state.pendingDecision && (side !== state.pendingDecision.side || cur.kind !== state.pendingDecision.kind)) throw new Error(`seed ${seed}: decision of ${state.pendingDecision.side} not active`);
    const action = bots[side].choose(state);
    const r = apply(state, action);
    if ("error" in r) throw new Error(`seed ${seed}: ${JSON.stringify(action)} refused: ${r.error}`);
    // control only changes at the control step [2.8]
    if (r.state.control !== state.control && JSON.stringify(r.state.control) !== JSON.stringify(state.control) && !r.events.some((e) => e.type === "control")) {
      throw new Error(`seed ${seed}: control changed outside the control step`);
    }
    for (const e of r.events) if (e.type === "vp") vpEvents[e.side as string] = (vpEvents[e.side as string] ?? 0) + (e.amount as number);
    checkInvariants(r.state);
    actions.push(action);
    state = r.state;
  }
  return { state, actions, vpEvents };
}


/** Total games across the shards: "thousands" by default; ENGINE_PROPERTY_GAMES changes it. */
export const TOTAL_GAMES = Number(process.env.ENGINE_PROPERTY_GAMES ?? 2000);
export const SHARDS = 4;

/** Plays this shard's share of the games from seeds fast-check draws (a fixed seed per shard, so failures reproduce). */
export function runShard(shard: number): void {
  const games = Math.ceil(TOTAL_GAMES / SHARDS);
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
    { numRuns: games, seed: 20261122 + shard },
  );
}
