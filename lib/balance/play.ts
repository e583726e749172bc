import type { AaBundle, EngineBundle, GameEvent, GameState } from "@/lib/engine";
import { AA_BOTS, type AaBotFactory, actingNation } from "@/lib/engine/rulesets/aa1942/bots";
import { applyAa, createAaGame } from "@/lib/engine/rulesets/aa1942/game";
import { areaRules, sideOf } from "@/lib/engine/rulesets/aa1942/state";
import type { AaEvent, AaState } from "@/lib/engine/rulesets/aa1942/types";
import { BOTS, type BotFactory } from "@/lib/engine/bots";
import { hashValue } from "@/lib/engine/core/hash";
import { controlOf } from "@/lib/engine/rulesets/nextwar/board";
import { contextOf } from "@/lib/engine/rulesets/nextwar/context";
import { applyNextWar, createNextWarGame } from "@/lib/engine/rulesets/nextwar/game";
import { currentSegment } from "@/lib/engine/rulesets/nextwar/queries";
import type { GameRecord, ReportMeta } from "./record";
import type { Ending } from "@/lib/model/balance-report";

/**
 * Plays one bot game and keeps what the report needs (record.ts), reading the
 * engine's events as they come: VP totals at each turn's end [12.1], step
 * losses and eliminations [9.7.1], how the game ended [12.2, 12.3]; for area
 * games, victory cities at each round's end and units removed [AA:victory,
 * AA:conduct-combat]. Pure: the same (bundle, seed, bots) give the same record.
 */

export type Ruleset = "nextwar" | "aa1942";
export type AnyBundle = { ruleset: "nextwar"; bundle: EngineBundle } | { ruleset: "aa1942"; bundle: AaBundle };

/** Bot names both rulesets know. */
export const BALANCE_BOTS = ["random", "greedy"] as const;

/** Action cap per game: a game still going after this many is unfinished (a stalling bot), never an endless loop. */
const MAX_ACTIONS = { nextwar: 50_000, aa1942: 100_000 } as const;

/** Plays game `index` of a run (seed `seed`) with `bots[i]` for the scenario's i-th side. */
export function playRecorded(game: AnyBundle, index: number, seed: number, bots: readonly string[]): GameRecord {
  return game.ruleset === "nextwar" ? playNextWar(game.bundle, index, seed, bots) : playArea(game.bundle, index, seed, bots);
}

function playNextWar(bundle: EngineBundle, index: number, seed: number, botNames: readonly string[]): GameRecord {
  const ctx = contextOf(bundle);
  const players = new Map(ctx.sides.map((side, i) => [side, (BOTS[botNames[i] as string] as BotFactory)({ seed, side })]));
  const start = createNextWarGame(bundle, seed);
  let state = start;
  const score: number[][] = ctx.sides.map(() => []);
  const elim = new Map<string, number>();
  const loss = new Map<string, { side: string; unitType: string; steps: number; units: number }>();
  let ending: Ending = "unfinished";
  let actions = 0;
  while (!state.result && actions < MAX_ACTIONS.nextwar) {
    const side = currentSegment(state).active;
    const bot = side ? players.get(side) : undefined;
    if (!bot) throw new Error(`no bot for side ${side}`);
    const action = bot.choose(state);
    const r = applyNextWar(state, action);
    if ("error" in r) throw new Error(`the ${bot.name} bot for ${side} chose an illegal action (${r.error})`);
    actions += 1;
    for (const e of r.events) {
      if (e.type === "vp-totals") {
        const total = e.total as Record<string, number>;
        ctx.sides.forEach((s, i) => (score[i] as number[]).push(total[s] ?? 0));
      } else if (e.type === "step-loss" || e.type === "eliminated") {
        const def = ctx.units.get(e.unit as string);
        if (!def) continue;
        const unitType = def.type?.id ?? "unknown";
        const key = `${def.side}\u0000${unitType}`;
        const l = loss.get(key) ?? { side: def.side, unitType, steps: 0, units: 0 };
        if (e.type === "step-loss") l.steps += 1;
        else {
          l.units += 1;
          // Where it was when the action began: the hex it fought or retreated from.
          const hex = state.units[e.unit as string]?.hex ?? -1;
          if (hex >= 0) {
            const at = `${ctx.cm.label(hex)}\u0000${def.side}`;
            elim.set(at, (elim.get(at) ?? 0) + 1);
          }
        }
        loss.set(key, l);
      } else if (e.type === "game-over") ending = nextWarEnding(e, r.events);
    }
    state = r.state;
  }
  const changed: GameRecord["changed"] = [];
  const hexes = new Set<number>();
  for (const k of Object.keys(start.control)) hexes.add(Number(k));
  for (const k of Object.keys(state.control)) hexes.add(Number(k));
  for (const hex of [...hexes].sort((a, b) => a - b)) {
    const from = controlOf(ctx, start, hex);
    const to = controlOf(ctx, state, hex);
    if (from !== to) changed.push({ at: ctx.cm.label(hex), start: from, final: to });
  }
  const result = state.result;
  return {
    index,
    seed,
    winner: result?.winner ?? null,
    level: result?.level ?? "unfinished",
    ending: result ? ending : "unfinished",
    turns: state.turn,
    score,
    changed,
    eliminations: [...elim].map(([k, units]) => {
      const [at, side] = k.split("\u0000") as [string, string];
      return { at, side, units };
    }),
    losses: [...loss.values()],
  };
}

/** Automatic victory names its reason in the winning roll [12.2]; otherwise the last turn was played [12.3]. */
function nextWarEnding(over: GameEvent, events: readonly GameEvent[]): Ending {
  if (over.reason !== "automatic-victory") return "turn-limit";
  const roll = events.filter((e) => e.type === "automatic-victory-roll" && e.win === true).pop();
  return typeof roll?.reason === "string" && roll.reason.startsWith("holds every enemy capital") ? "automatic-capitals" : "automatic-vp-lead";
}

function playArea(bundle: AaBundle, index: number, seed: number, botNames: readonly string[]): GameRecord {
  const sides = bundle.scenario.sides.map((s) => s.id);
  const players = new Map(sides.map((side, i) => [side, (AA_BOTS[botNames[i] as string] as AaBotFactory)({ seed, side })]));
  const start = createAaGame(bundle, seed);
  let state: AaState = start;
  const score: number[][] = sides.map(() => []);
  const elim = new Map<string, number>();
  const loss = new Map<string, { side: string; unitType: string; steps: number; units: number }>();
  let actions = 0;
  while (!state.result && actions < MAX_ACTIONS.aa1942) {
    const side = sideOf(state, actingNation(state));
    const bot = side ? players.get(side) : undefined;
    if (!bot) throw new Error(`no bot for side ${side}`);
    const action = bot.choose(state);
    const r = applyAa(state, action);
    if ("error" in r) throw new Error(`the ${bot.name} bot for ${side} chose an illegal action (${r.error})`);
    actions += 1;
    for (const e of r.events as AaEvent[]) {
      if (e.type === "victory-check") {
        const held = e.held as Record<string, number>;
        sides.forEach((s, i) => (score[i] as number[]).push(held[s] ?? 0));
      }
    }
    // Units leave the state only when lost (casualties, cargo of a sunk transport, aircraft with nowhere to land).
    for (const id in state.units) {
      if (id in r.state.units) continue;
      const u = state.units[id]!;
      const owner = sideOf(state, u.owner) ?? u.owner;
      const key = `${owner}\u0000${u.type}`;
      const l = loss.get(key) ?? { side: owner, unitType: u.type, steps: 0, units: 0 };
      l.steps += 1;
      l.units += 1;
      loss.set(key, l);
      const at = `${u.at}\u0000${owner}`;
      elim.set(at, (elim.get(at) ?? 0) + 1);
    }
    state = r.state;
  }
  const changed: GameRecord["changed"] = [];
  const spaces = [...new Set([...Object.keys(start.control), ...Object.keys(state.control)])].sort();
  const sideAt = (s: AaState, id: string) => {
    const nation = s.control[id];
    return nation === undefined ? null : (sideOf(s, nation) ?? null);
  };
  for (const id of spaces) {
    const from = sideAt(start, id);
    const to = sideAt(state, id);
    if (from !== to) changed.push({ at: id, start: from, final: to });
  }
  const result = state.result;
  return {
    index,
    seed,
    winner: result?.winner ?? null,
    level: result?.level ?? "unfinished",
    ending: !result ? "unfinished" : result.level === "round-limit" ? "round-limit" : "victory-cities",
    turns: state.round,
    score,
    changed,
    eliminations: [...elim].map(([k, units]) => {
      const [at, side] = k.split("\u0000") as [string, string];
      return { at, side, units };
    }),
    losses: [...loss.values()],
  };
}

/** The report's header for a run: scenario, sides with their bots, turn range and objectives with their starting controller. */
export function reportMeta(
  game: AnyBundle,
  opts: { bots: readonly string[]; seed: number; gamesRequested: number; partial: boolean; revision?: number | null; documentId?: string | null },
): ReportMeta {
  const scenario = game.bundle.scenario;
  const sides = scenario.sides.map((s, i) => ({ id: s.id, name: s.name, colour: s.colour ?? null, bot: opts.bots[i] ?? "greedy" }));
  const common = {
    scenario: { name: scenario.name, digest: hashValue(game.bundle), revision: opts.revision ?? null, documentId: opts.documentId ?? null },
    sides,
    seed: opts.seed,
    gamesRequested: opts.gamesRequested,
    partial: opts.partial,
    firstTurn: scenario.turns.first ?? 1,
  };
  if (game.ruleset === "nextwar") {
    const ctx = contextOf(game.bundle);
    const start: GameState = createNextWarGame(game.bundle, opts.seed);
    const objectives = [...ctx.vpHexes.keys()].sort((a, b) => a - b).map((hex) => ({ at: ctx.cm.label(hex), start: controlOf(ctx, start, hex) }));
    return { ...common, ruleset: "nextwar", lastTurn: scenario.turns.last, objectives };
  }
  const start = createAaGame(game.bundle, opts.seed);
  const cities = Object.keys(victoryCitiesOf(start)).sort();
  const objectives = cities.map((at) => {
    const nation = start.control[at];
    return { at, start: nation === undefined ? null : (sideOf(start, nation) ?? null) };
  });
  return { ...common, ruleset: "aa1942", lastTurn: areaRules(scenario).roundLimit, objectives };
}

/** The victory cities of an area scenario (its own list, else the map's), as a set keyed by space id. */
function victoryCitiesOf(state: AaState): Record<string, true> {
  const listed = state.bundle.scenario.victoryCities?.cities;
  const ids = listed ?? state.bundle.map.territories.filter((t) => t.victoryCity === true).map((t) => t.id);
  return Object.fromEntries(ids.map((id) => [id, true as const]));
}
