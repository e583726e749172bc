import type { GameRecord, ReportMeta } from "./record";
import { BALANCE_REPORT_FORMAT, BALANCE_REPORT_SCHEMA_FILE, BALANCE_REPORT_VERSION, type BalanceReport, type BotCheck, ENDINGS } from "@/lib/model/balance-report";
import { band, wilsonInterval } from "./stats";

type Scale = { unit: BalanceReport["length"]["unit"]; metric: BalanceReport["score"]["metric"] };

/** How each ruleset's games are counted (turns or rounds) and scored (VP or victory cities), by the report's ruleset; any other ruleset's in turns, by its view's score. */
const SCALES: Readonly<Record<string, Scale>> = {
  nextwar: { unit: "turn", metric: "vp" },
  aa1942: { unit: "round", metric: "victory-cities" },
};
const scaleOf = (ruleset: string): Scale => (Object.hasOwn(SCALES, ruleset) ? SCALES[ruleset]! : { unit: "turn", metric: "score" });

/**
 * Builds the balance report from per-game records. Pure and order-free: the
 * records are sorted by game index first, so games finished by any number of
 * workers in any order give the same report. Fractions are rounded to six
 * decimals so the JSON reads well and compares byte for byte. The bot check
 * (bot-check.ts), when the run played one, goes last.
 */
export function buildReport(meta: ReportMeta, records: readonly GameRecord[], botCheck?: BotCheck): BalanceReport {
  const games = [...records].sort((a, b) => a.index - b.index);
  const n = games.length;
  const sideIds = meta.sides.map((s) => s.id);
  const rate = (k: number) => (n > 0 ? r6(k / n) : 0);
  const withInterval = (k: number) => {
    const { low, high } = wilsonInterval(k, n);
    return { games: k, rate: rate(k), low: r6(low), high: r6(high) };
  };

  const wins = sideIds.map((side) => ({ side, ...withInterval(games.filter((g) => g.winner === side).length) }));
  const draws = withInterval(games.filter((g) => g.winner === null || !sideIds.includes(g.winner)).length);

  const levelCounts = new Map<string, { winner: string | null; level: string; games: number }>();
  for (const g of games) {
    const winner = g.winner !== null && sideIds.includes(g.winner) ? g.winner : null;
    const key = `${winner ?? ""}\u0000${g.level}`;
    const hit = levelCounts.get(key);
    if (hit) hit.games += 1;
    else levelCounts.set(key, { winner, level: g.level, games: 1 });
  }
  const sideRank = (s: string | null) => (s === null ? sideIds.length : sideIds.indexOf(s));
  const victoryLevels = [...levelCounts.values()]
    .sort((a, b) => sideRank(a.winner) - sideRank(b.winner) || compare(a.level, b.level))
    .map((l) => ({ ...l, rate: rate(l.games) }));

  const endings = ENDINGS.map((ending) => ({ ending, games: games.filter((g) => g.ending === ending).length }))
    .filter((e) => e.games > 0)
    .map((e) => ({ ...e, rate: rate(e.games) }));

  const lengths = games.map((g) => g.turns);
  const histogram = new Map<number, number>();
  for (const t of lengths) histogram.set(t, (histogram.get(t) ?? 0) + 1);
  const length = {
    unit: scaleOf(meta.ruleset).unit,
    ...rounded(band(lengths)),
    min: n > 0 ? Math.min(...lengths) : 0,
    max: n > 0 ? Math.max(...lengths) : 0,
    histogram: [...histogram].sort((a, b) => a[0] - b[0]).map(([turn, k]) => ({ turn, games: k })),
  };

  return {
    $schema: `https://warbench.dev/schemas/${BALANCE_REPORT_SCHEMA_FILE}`,
    format: BALANCE_REPORT_FORMAT,
    version: BALANCE_REPORT_VERSION,
    partial: meta.partial,
    ruleset: meta.ruleset,
    scenario: { ...meta.scenario },
    sides: meta.sides.map((s) => ({ ...s })),
    seed: meta.seed,
    gamesRequested: meta.gamesRequested,
    games: n,
    seeds: seedRanges(games.map((g) => g.seed)),
    wins,
    draws,
    victoryLevels,
    endings,
    length,
    score: { metric: scaleOf(meta.ruleset).metric, byTurn: scoreByTurn(meta, games) },
    control: finalControl(meta, games),
    eliminations: eliminations(sideIds, games),
    losses: losses(sideIds, games),
    ...(botCheck ? { botCheck } : {}),
  };
}

/**
 * Each side's score at the end of each turn. A game that ended earlier keeps
 * its last score (a VP total does not vanish when the game stops), so every
 * turn's band is over all games; `running` says how many were still going.
 */
function scoreByTurn(meta: ReportMeta, games: readonly GameRecord[]): BalanceReport["score"]["byTurn"] {
  const last = Math.max(meta.lastTurn, ...games.map((g) => g.turns));
  const out: BalanceReport["score"]["byTurn"] = [];
  for (let turn = meta.firstTurn; turn <= last; turn += 1) {
    const k = turn - meta.firstTurn;
    const sides = meta.sides.map((s, i) => {
      const values = games.map((g) => {
        const series = g.score[i] ?? [];
        return series.length === 0 ? 0 : (series[Math.min(k, series.length - 1)] as number);
      });
      return { side: s.id, ...rounded(band(values)) };
    });
    out.push({ turn, running: games.filter((g) => g.turns > turn).length, sides });
  }
  return out;
}

/** Objectives always, and every place that changed hands in some game: who held it at the end, over all games. */
function finalControl(meta: ReportMeta, games: readonly GameRecord[]): BalanceReport["control"] {
  const places = new Map<string, { start: string | null; key: boolean }>();
  for (const o of meta.objectives) places.set(o.at, { start: o.start, key: true });
  for (const g of games) for (const c of g.changed) if (!places.has(c.at)) places.set(c.at, { start: c.start, key: false });
  const finals = new Map<string, Map<string | null, number>>();
  for (const at of places.keys()) finals.set(at, new Map());
  for (const g of games) {
    const changed = new Map(g.changed.map((c) => [c.at, c.final]));
    for (const [at, p] of places) {
      const final = changed.has(at) ? (changed.get(at) as string | null) : p.start;
      const counts = finals.get(at) as Map<string | null, number>;
      counts.set(final, (counts.get(final) ?? 0) + 1);
    }
  }
  return [...places]
    .sort((a, b) => compare(a[0], b[0]))
    .map(([at, p]) => {
      const counts = finals.get(at) as Map<string | null, number>;
      return {
        at,
        key: p.key,
        start: p.start,
        final: meta.sides.map((s) => ({ side: s.id, games: counts.get(s.id) ?? 0 })),
        uncontrolled: counts.get(null) ?? 0,
      };
    });
}

function eliminations(sideIds: readonly string[], games: readonly GameRecord[]): BalanceReport["eliminations"] {
  const byPlace = new Map<string, Map<string, number>>();
  for (const g of games) {
    for (const e of g.eliminations) {
      const m = byPlace.get(e.at) ?? new Map<string, number>();
      m.set(e.side, (m.get(e.side) ?? 0) + e.units);
      byPlace.set(e.at, m);
    }
  }
  return [...byPlace]
    .sort((a, b) => compare(a[0], b[0]))
    .map(([at, m]) => {
      const bySide = sideIds.map((side) => ({ side, units: m.get(side) ?? 0 }));
      return { at, total: bySide.reduce((t, s) => t + s.units, 0), bySide };
    });
}

function losses(sideIds: readonly string[], games: readonly GameRecord[]): BalanceReport["losses"] {
  const n = games.length;
  const totals = new Map<string, { side: string; unitType: string; steps: number; units: number }>();
  for (const g of games) {
    for (const l of g.losses) {
      const key = `${l.side}\u0000${l.unitType}`;
      const t = totals.get(key) ?? { side: l.side, unitType: l.unitType, steps: 0, units: 0 };
      t.steps += l.steps;
      t.units += l.units;
      totals.set(key, t);
    }
  }
  const rank = (s: string) => (sideIds.includes(s) ? sideIds.indexOf(s) : sideIds.length);
  return [...totals.values()]
    .sort((a, b) => rank(a.side) - rank(b.side) || compare(a.side, b.side) || compare(a.unitType, b.unitType))
    .map((t) => ({ ...t, stepsPerGame: n > 0 ? r6(t.steps / n) : 0, unitsPerGame: n > 0 ? r6(t.units / n) : 0 }));
}

/** Inclusive [from, to] runs of consecutive seeds, in game order. */
export function seedRanges(seeds: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const s of seeds) {
    const last = out[out.length - 1];
    if (last && s === last[1] + 1) last[1] = s;
    else out.push([s, s]);
  }
  return out;
}

function r6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function rounded<T extends Record<string, number>>(o: T): T {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, r6(v)])) as T;
}

/** Code-unit order, the same in every locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
