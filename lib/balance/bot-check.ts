import type { GameRecord } from "./record";
import { seedRanges } from "./report";
import type { BalanceReport, BotCheck } from "@/lib/model/balance-report";
import { wilsonInterval } from "./stats";

/**
 * The bot check (issue 16 item 5): a balance report played by bots only
 * means something if the bots play at all, so the report can carry how often
 * the greedy bot beats the random bot from each side. Pure: the jobs of a
 * run and the figures follow from (seed, games, bots, games per side).
 *
 * Seeds: check game j of either side plays seed S + j, the same seeds as the
 * run's first games (derived from --seed, nothing else), so a check is as
 * reproducible as the run.
 *
 * Rule: the check is `meaningful` when greedy wins at least 90% of the
 * games it played from every side (the point estimate; the Wilson interval
 * beside it says how sure that is, and a short check is flagged by its game
 * count, not failed by it).
 */
export const BOT_CHECK_THRESHOLD = 0.9;
export const BOT_CHECK_BOTS = { strong: "greedy", weak: "random" } as const;

/** One game for a worker: which game of the run it is, its seed and the bot of each side (in the scenario's order). */
export interface BalanceJob {
  index: number;
  seed: number;
  bots: string[];
}

/**
 * The games of a run in order: the N balance games (index i, seed S + i),
 * then for each side k the check's M games with greedy as side k and random
 * elsewhere (index N + k·M + j, seed S + j).
 */
export interface RunPlan {
  total: number;
  job(i: number): BalanceJob;
}

export function planRun(opts: { seed: number; games: number; bots: readonly string[]; botCheck: number }): RunPlan {
  const { seed, games, bots, botCheck } = opts;
  const sides = bots.length;
  return {
    total: games + sides * botCheck,
    job(i) {
      if (i < games) return { index: i, seed: seed + i, bots: [...bots] };
      const k = Math.floor((i - games) / botCheck);
      const j = (i - games) % botCheck;
      return { index: i, seed: seed + j, bots: bots.map((_, s) => (s === k ? BOT_CHECK_BOTS.strong : BOT_CHECK_BOTS.weak)) };
    },
  };
}

/** The run's records split back: the balance games, and the check's games per side (by index, so any finishing order). */
export function splitRecords(opts: { games: number; botCheck: number; sides: number }, records: readonly GameRecord[]): { games: GameRecord[]; check: GameRecord[][] } {
  const games: GameRecord[] = [];
  const check: GameRecord[][] = Array.from({ length: opts.sides }, () => []);
  for (const r of records) {
    if (r.index < opts.games) games.push(r);
    else check[Math.floor((r.index - opts.games) / opts.botCheck)]?.push(r);
  }
  return { games, check };
}

/** The check's figures: per side, greedy's wins over the games it played there, with the 95% Wilson interval. */
export function buildBotCheck(opts: { sides: readonly string[]; seed: number; gamesPerSide: number }, check: readonly (readonly GameRecord[])[]): BotCheck {
  const sides = opts.sides.map((side, k) => {
    const played = [...(check[k] ?? [])].sort((a, b) => a.index - b.index);
    const n = played.length;
    const wins = played.filter((g) => g.winner === side).length;
    const { low, high } = wilsonInterval(wins, n);
    return {
      side,
      bot: BOT_CHECK_BOTS.strong,
      opponent: BOT_CHECK_BOTS.weak,
      games: n,
      wins,
      rate: n > 0 ? r6(wins / n) : 0,
      low: r6(low),
      high: r6(high),
      seeds: seedRanges(played.map((g) => g.seed)),
    };
  });
  return {
    gamesPerSide: opts.gamesPerSide,
    threshold: BOT_CHECK_THRESHOLD,
    sides,
    meaningful: sides.every((s) => s.games > 0 && s.rate >= BOT_CHECK_THRESHOLD),
  };
}

/** "Greedy as Blue beats random in 200/200 (100% [98.1–100%])", and whether it is below the threshold. Side names are document text: callers render them as text. */
export function botCheckLines(report: Pick<BalanceReport, "sides" | "botCheck">): { side: string; text: string; low: boolean }[] {
  const check = report.botCheck;
  if (!check) return [];
  return check.sides.map((s) => {
    const name = report.sides.find((x) => x.id === s.side)?.name ?? s.side;
    const partial = s.games < check.gamesPerSide ? ` (stopped: ${s.games} of ${check.gamesPerSide} games)` : "";
    return {
      side: s.side,
      text: `${capital(s.bot)} as ${name} beats ${s.opponent} in ${s.wins}/${s.games} (${pct(s.rate)} [${num(s.low)}–${pct(s.high)}])${partial}`,
      low: s.games === 0 || s.rate < check.threshold,
    };
  });
}

/** The warning under the lines when greedy is not good enough, else null. */
export function botCheckWarning(report: Pick<BalanceReport, "botCheck">): string | null {
  const check = report.botCheck;
  if (!check || check.meaningful) return null;
  if (check.sides.some((s) => s.games === 0)) return "The bot check was stopped before greedy had played every side: no verdict on the bots.";
  return `Greedy wins less than ${pct(check.threshold)} against random from some side: bot games say little about this scenario's balance.`;
}

/** Percent with at most one decimal: 1 → "100%", 0.98115 → "98.1%". */
function pct(x: number): string {
  return `${num(x)}%`;
}

function num(x: number): string {
  return String(Math.round(x * 1000) / 10);
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function r6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
