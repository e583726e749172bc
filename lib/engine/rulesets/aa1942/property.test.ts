import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { areaMapSchema, gameSchema, migrateDocument, scenarioSchema } from "@/lib/model";
import type { DocumentKind } from "@/lib/model/document-kind";
import { AA_BOTS, actingNation, playAaGame } from "./bots";
import { boardOf } from "./board";
import { incomeOf } from "./economy";
import { aaStateHash, applyAa, createAaGame } from "./game";
import { sideOf } from "./state";
import { tinyBundle } from "./test-kit";
import { threePowerBundle } from "./test-kit-allies";
import type { AaBundle, AaEvent, AaState } from "./types";
import { defOf, isAir } from "./unit-table";

/**
 * Invariants of the area game under random bots [AA:turn-order]: whatever
 * legal actions are taken, the bank never goes negative, cargo is where its
 * transport is, aircraft are never left at sea without carrier room when a
 * turn ends, territories change hands only by capture or blitz, income is
 * the sum of what a nation controls, and a game replays to the same hash.
 */
function sample(): AaBundle {
  const dir = path.resolve(import.meta.dirname, "../../../samples/area-sample");
  const read = (kind: DocumentKind) => {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, `${kind}.json`), "utf8")) as Record<string, unknown>;
    const migrated = migrateDocument(kind, doc);
    return migrated.ok ? migrated.doc : doc;
  };
  const game = gameSchema.parse(read("game"));
  if (game.ruleset !== "aa1942") throw new Error("the area sample's game is not aa1942");
  return { game, map: areaMapSchema.parse(read("map")), scenario: scenarioSchema.parse(read("scenario")) };
}

const CONTROL_EVENTS = new Set(["captured", "blitz", "liberated"]);

function checkInvariants(before: AaState, after: AaState, events: readonly AaEvent[]): void {
  for (const [nation, ipc] of Object.entries(after.bank)) expect(ipc, `${nation}'s bank`).toBeGreaterThanOrEqual(0);
  for (const [id, u] of Object.entries(after.units)) {
    if (u.aboard) expect(u.at, `cargo ${id} sits with its transport ${u.aboard}`).toBe(after.units[u.aboard]?.at);
  }
  const changed = Object.keys({ ...before.control, ...after.control }).filter((t) => before.control[t] !== after.control[t]);
  if (changed.length > 0) {
    const explained = new Set(events.filter((e) => CONTROL_EVENTS.has(e.type)).map((e) => e.territory as string));
    for (const t of changed) expect(explained.has(t), `${t} changed hands without a capture or blitz: ${JSON.stringify(events.map((e) => e.type))}`).toBe(true);
  }
  // A turn ended: the power that just moved has no aircraft at sea beyond its side's carrier room.
  if (events.some((e) => e.type === "turn")) {
    const board = boardOf(after.bundle.map);
    const moved = before.bundle.game.turnOrder[before.power] as string;
    for (const zone of board.ids.filter((z) => board.spaces.get(z)?.sea)) {
      let room = 0;
      let air = 0;
      for (const u of Object.values(after.units)) {
        if (u.at !== zone || sideOf(after, u.owner) !== sideOf(after, moved)) continue;
        const d = defOf(after, u.type);
        room += d.carrierCapacity ?? 0;
        if (isAir(d)) air += d.carrierCost ?? 99;
      }
      expect(air, `aircraft of ${moved}'s side at sea in ${zone} beyond carrier room`).toBeLessThanOrEqual(room);
    }
  }
  for (const e of events.filter((x) => x.type === "income")) {
    const nation = e.nation as string;
    expect(e.income, `${nation}'s income`).toBe(incomeOf(before.result ? before : { ...after, power: before.power }, nation));
  }
}

function randomGame(bundle: AaBundle, seed: number, maxActions: number): { actions: unknown[]; hash: string } {
  const bots = { [bundle.scenario.sides[0]!.id]: AA_BOTS.random!({ seed, side: "a" }), [bundle.scenario.sides[1]!.id]: AA_BOTS.random!({ seed, side: "b" }) };
  let state = createAaGame(bundle, seed);
  const actions: unknown[] = [];
  while (!state.result && actions.length < maxActions) {
    const bot = bots[sideOf(state, actingNation(state)) as string]!;
    const action = bot.choose(state);
    const r = applyAa(state, action);
    if ("error" in r) throw new Error(`random bot chose an illegal action ${JSON.stringify(action)}: ${r.error}`);
    checkInvariants(state, r.state, r.events);
    actions.push(action);
    state = r.state;
  }
  return { actions, hash: aaStateHash(state) };
}

describe("[AA:turn-order] random-bot games keep every invariant", () => {
  it("on the tiny theatre", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        randomGame(tinyBundle(), seed, 400);
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it("on the three-power tiny theatre, where a fighter starts as a guest on an ally's carrier [AA:aircraft-carriers]", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        randomGame(threePowerBundle(), seed, 400);
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it("on the area sample, and replay to the same hash", () => {
    const bundle = sample();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const a = randomGame(bundle, seed, 250);
        const b = randomGame(bundle, seed, 250);
        expect(b.hash).toBe(a.hash);
      }),
      { numRuns: 3 },
    );
  }, 120_000);
});

describe("[AA:victory] a full bot game of the area sample", () => {
  it("ends with a victory or after the round limit, the same way from the same seed", () => {
    const bundle = sample();
    const bots = { [bundle.scenario.sides[0]!.id]: AA_BOTS.greedy!, [bundle.scenario.sides[1]!.id]: AA_BOTS.greedy! };
    const a = playAaGame(bundle, 7, bots);
    expect(a.truncated).toBe(false);
    expect(a.state.result?.level).toMatch(/standard|total|round-limit/);
    expect(playAaGame(bundle, 7, bots).hash).toBe(a.hash);
  }, 120_000);
});
