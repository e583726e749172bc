import type { AaBundle, EngineBundle, GameEvent, GameState } from "@/lib/engine";
import { areaRules, sideOf } from "@/lib/engine/rulesets/aa1942/state";
import type { AaAction, AaEvent, AaState } from "@/lib/engine/rulesets/aa1942/types";
import type { Action } from "@/lib/engine/rulesets/nextwar/types";
import { hashValue } from "@/lib/engine/core/hash";
import { type AnyRuleset, type Ruleset, type RulesetView, playWith } from "@/lib/engine/core/ruleset";
import { RULESETS, type RulesetRegistry, aa1942Ruleset, nextWarRuleset } from "@/lib/engine/rulesets";
import { controlOf } from "@/lib/engine/rulesets/nextwar/board";
import { contextOf } from "@/lib/engine/rulesets/nextwar/context";
import type { GameRecord, ReportMeta } from "./record";
import type { Ending } from "@/lib/model/balance-report";

/**
 * Plays one bot game and keeps what the report needs (record.ts), reading the
 * engine's events as they come: VP totals at each turn's end [12.1], step
 * losses and eliminations [9.7.1], how the game ended [12.2, 12.3]; for area
 * games, victory cities at each round's end and units removed [AA:victory,
 * AA:conduct-combat]. Pure: the same (bundle, seed, bots) give the same record.
 *
 * Every ruleset plays through the one loop (playWith); what differs is how its
 * events read into the record, a recorder per ruleset, chosen once by id [#27].
 */

/**
 * A scenario to play, by its ruleset's id (what a worker thread is sent, so
 * plain data): the registry gives the ruleset.
 */
export type AnyBundle = { ruleset: string; bundle: unknown };

/** Bot names every registered ruleset knows ("random" and "greedy" at least, by the contract). */
export const BALANCE_BOTS: readonly string[] = Object.keys(RULESETS.all[0]?.bots ?? {}).filter((name) => RULESETS.all.every((r) => Object.hasOwn(r.bots, name)));

/** One game's record keeping: fed each action as it is applied, then asked for the record. */
interface Keeper<S, A, E> {
  applied(before: S, action: A, after: { state: S; events: E[] }): void;
  record(start: S, end: S): Omit<GameRecord, "index" | "seed">;
}

/** How a ruleset's games read into the report. */
interface Recorder<B, S, A, E> {
  ruleset: Ruleset<B, S, A, E>;
  /** The ruleset as the report names it (its id). */
  report: ReportMeta["ruleset"];
  keep(bundle: B): Keeper<S, A, E>;
  /** The last turn (round) the scenario plays. */
  lastTurn(bundle: B): number;
  /** VP hexes or victory cities, with their controller at the start. */
  objectives(bundle: B, start: S): ReportMeta["objectives"];
}

type Loss = { side: string; unitType: string; steps: number; units: number };

const eliminationsOf = (elim: Map<string, number>): GameRecord["eliminations"] =>
  [...elim].map(([k, units]) => {
    const [at, side] = k.split("\u0000") as [string, string];
    return { at, side, units };
  });

/** Plays game `index` of a run (seed `seed`) with `bots[i]` for the scenario's i-th side. */
export function playRecorded(game: AnyBundle, index: number, seed: number, bots: readonly string[], registry: RulesetRegistry = RULESETS): GameRecord {
  const recorder = recorderOf(game.ruleset, registry);
  const keeper = recorder.keep(game.bundle);
  let start: unknown;
  const played = playWith(recorder.ruleset, game.bundle, seed, bots, {
    onApplied: (before, action, after) => {
      start ??= before;
      keeper.applied(before, action, after);
    },
  });
  return { index, seed, ...keeper.record(start ?? played.state, played.state) };
}

const nextWarRecorder: Recorder<EngineBundle, GameState, Action, GameEvent> = {
  ruleset: nextWarRuleset,
  report: "nextwar",
  keep(bundle) {
    const ctx = contextOf(bundle);
    const score: number[][] = ctx.sides.map(() => []);
    const elim = new Map<string, number>();
    const loss = new Map<string, Loss>();
    let ending: Ending = "unfinished";
    return {
      applied(state, _action, r) {
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
      },
      record(start, state) {
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
          winner: result?.winner ?? null,
          level: result?.level ?? "unfinished",
          ending: result ? ending : "unfinished",
          turns: state.turn,
          score,
          changed,
          eliminations: eliminationsOf(elim),
          losses: [...loss.values()],
        };
      },
    };
  },
  lastTurn: (bundle) => bundle.scenario.turns.last,
  objectives(bundle, start) {
    const ctx = contextOf(bundle);
    return [...ctx.vpHexes.keys()].sort((a, b) => a - b).map((hex) => ({ at: ctx.cm.label(hex), start: controlOf(ctx, start, hex) }));
  },
};

/** Automatic victory names its reason in the winning roll [12.2]; otherwise the last turn was played [12.3]. */
function nextWarEnding(over: GameEvent, events: readonly GameEvent[]): Ending {
  if (over.reason !== "automatic-victory") return "turn-limit";
  const roll = events.filter((e) => e.type === "automatic-victory-roll" && e.win === true).pop();
  return typeof roll?.reason === "string" && roll.reason.startsWith("holds every enemy capital") ? "automatic-capitals" : "automatic-vp-lead";
}

const areaRecorder: Recorder<AaBundle, AaState, AaAction, AaEvent> = {
  ruleset: aa1942Ruleset,
  report: "aa1942",
  keep(bundle) {
    const sides = bundle.scenario.sides.map((s) => s.id);
    const score: number[][] = sides.map(() => []);
    const elim = new Map<string, number>();
    const loss = new Map<string, Loss>();
    return {
      applied(state, _action, r) {
        for (const e of r.events) {
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
      },
      record(start, state) {
        const changed: GameRecord["changed"] = [];
        const spaces = [...new Set([...Object.keys(start.control), ...Object.keys(state.control)])].sort();
        for (const id of spaces) {
          const from = sideAt(start, id);
          const to = sideAt(state, id);
          if (from !== to) changed.push({ at: id, start: from, final: to });
        }
        const result = state.result;
        return {
          winner: result?.winner ?? null,
          level: result?.level ?? "unfinished",
          ending: !result ? "unfinished" : result.level === "round-limit" ? "round-limit" : "victory-cities",
          turns: state.round,
          score,
          changed,
          eliminations: eliminationsOf(elim),
          losses: [...loss.values()],
        };
      },
    };
  },
  lastTurn: (bundle) => areaRules(bundle.scenario).roundLimit,
  objectives: (_bundle, start) => Object.keys(victoryCitiesOf(start)).sort().map((at) => ({ at, start: sideAt(start, at) })),
};

/** The side controlling an area space, null when no nation does. */
function sideAt(s: AaState, id: string): string | null {
  const nation = s.control[id];
  return nation === undefined ? null : (sideOf(s, nation) ?? null);
}

/**
 * Any other ruleset's games, read through the contract alone [#27]: its view's
 * scores when a turn ends and when the game does, its result, and who holds
 * each place (the side of its first piece) at the start and the end. Losses
 * and eliminations need a ruleset's own events, so a ruleset gets them with a
 * recorder of its own above.
 */
function contractRecorder(ruleset: AnyRuleset): Recorder<unknown, unknown, unknown, unknown> {
  const view = (s: unknown): RulesetView => {
    if (!ruleset.view) throw new Error(`balance reports need ${ruleset.name} to give a view of its games (the contract's view)`);
    return ruleset.view(s, null);
  };
  const holders = (v: RulesetView) => new Map(Object.entries(v.places).flatMap(([at, pieces]) => (pieces[0] ? [[at, pieces[0].side] as const] : [])));
  return {
    ruleset,
    report: ruleset.id,
    keep() {
      let score: number[][] | null = null;
      let turn: number | null = null;
      return {
        applied(before, _action, r) {
          if (turn === null) {
            const first = view(before);
            turn = first.turn;
            score = first.scores.map(() => []);
          }
          const after = view(r.state);
          if (after.turn !== turn || after.result) after.scores.forEach((sc, i) => score?.[i]?.push(sc.value));
          turn = after.turn;
        },
        record(start, end) {
          const v = view(end);
          const from = holders(view(start));
          const to = holders(v);
          const changed = [...new Set([...from.keys(), ...to.keys()])].sort().flatMap((at) => ((from.get(at) ?? null) === (to.get(at) ?? null) ? [] : [{ at, start: from.get(at) ?? null, final: to.get(at) ?? null }]));
          return {
            winner: v.result?.winner ?? null,
            level: v.result ? v.result.text : "unfinished",
            ending: v.result ? "result" : "unfinished",
            turns: v.turn,
            score: score ?? v.scores.map(() => []),
            changed,
            eliminations: [],
            losses: [],
          };
        },
      };
    },
    lastTurn: (bundle) => scenarioOf(bundle)?.turns?.last ?? 0,
    objectives: () => [],
  };
}

/** The scenario document of a bundle, where the ruleset plays from one (every studio ruleset does). */
function scenarioOf(bundle: unknown): { name?: string; sides?: { id: string; name: string; colour?: string }[]; turns?: { first?: number; last?: number } } | undefined {
  const scenario = (bundle as { scenario?: unknown } | null)?.scenario;
  return scenario && typeof scenario === "object" ? (scenario as ReturnType<typeof scenarioOf>) : undefined;
}

/** The recorders with record keeping of their own, by ruleset id; any other ruleset is read through the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const RECORDERS: Readonly<Record<string, Recorder<any, any, any, any>>> = { [nextWarRuleset.id]: nextWarRecorder, [aa1942Ruleset.id]: areaRecorder };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function recorderOf(id: string, registry: RulesetRegistry): Recorder<any, any, any, any> {
  const ruleset = registry.get(id);
  return RECORDERS[ruleset.id] ?? contractRecorder(ruleset);
}

/** The report's header for a run: scenario, sides with their bots, turn range and objectives with their starting controller. */
export function reportMeta(
  game: AnyBundle,
  opts: { bots: readonly string[]; seed: number; gamesRequested: number; partial: boolean; revision?: number | null; documentId?: string | null },
  registry: RulesetRegistry = RULESETS,
): ReportMeta {
  const recorder = recorderOf(game.ruleset, registry);
  const start = recorder.ruleset.create(game.bundle, { seed: opts.seed });
  const scenario = scenarioOf(game.bundle);
  // A ruleset that plays from no scenario document names its sides by id.
  const listed: { id: string; name: string; colour?: string }[] = scenario?.sides ?? recorder.ruleset.sides(start).map((id: string) => ({ id, name: id }));
  const sides = listed.map((s, i) => ({ id: s.id, name: s.name, colour: s.colour ?? null, bot: opts.bots[i] ?? "greedy" }));
  return {
    scenario: { name: scenario?.name ?? recorder.ruleset.name, digest: hashValue(game.bundle), revision: opts.revision ?? null, documentId: opts.documentId ?? null },
    sides,
    seed: opts.seed,
    gamesRequested: opts.gamesRequested,
    partial: opts.partial,
    firstTurn: scenario?.turns?.first ?? 1,
    ruleset: recorder.report,
    lastTurn: recorder.lastTurn(game.bundle),
    objectives: recorder.objectives(game.bundle, start),
  };
}

/** The victory cities of an area scenario (its own list, else the map's), as a set keyed by space id. */
function victoryCitiesOf(state: AaState): Record<string, true> {
  const listed = state.bundle.scenario.victoryCities?.cities;
  const ids = listed ?? state.bundle.map.territories.filter((t) => t.victoryCity === true).map((t) => t.id);
  return Object.fromEntries(ids.map((id) => [id, true as const]));
}
