import type { BalanceReport } from "@/lib/model/balance-report";
import { twoProportionTest, wilsonInterval } from "./stats";

/**
 * Two reports side by side — usually two revisions of one scenario — and
 * whether what moved could be chance: each side's win rate (and the draws)
 * with a two-proportion z-test and a 95% interval for the difference.
 */
export interface RateChange {
  /** Side id, or null for games nobody won. */
  side: string | null;
  label: string;
  before: { games: number; of: number; rate: number; low: number; high: number };
  after: { games: number; of: number; rate: number; low: number; high: number };
  /** after − before, as a fraction. */
  difference: number;
  /** 95% interval of the difference (Newcombe's hybrid score interval, from the two Wilson intervals). */
  differenceLow: number;
  differenceHigh: number;
  z: number;
  /** Two-sided p-value of the pooled two-proportion z-test. */
  p: number;
  significant: boolean;
  /** "Northern Coalition's win rate moved from 41% ± 3 to 55% ± 3 (+14 points; p = 0.048, significant at 5%)". */
  sentence: string;
}

export interface ReportComparison {
  rates: RateChange[];
  length: { before: { mean: number; median: number }; after: { mean: number; median: number }; unit: "turn" | "round" };
  /** Final score (VP or victory cities) per side, median and mean, at the last turn either report reaches. */
  finalScore: { side: string; before: { median: number; mean: number }; after: { median: number; mean: number } }[];
  /** Why the two may not be comparable: other bots, another ruleset, a partial run. */
  warnings: string[];
}

/** The significance level the studio and the sentences use. */
export const ALPHA = 0.05;

export function compareReports(before: BalanceReport, after: BalanceReport): ReportComparison {
  const name = (id: string) => after.sides.find((s) => s.id === id)?.name ?? before.sides.find((s) => s.id === id)?.name ?? id;
  const sideIds = [...before.sides.map((s) => s.id), ...after.sides.map((s) => s.id).filter((id) => !before.sides.some((s) => s.id === id))];
  const rates: RateChange[] = sideIds.map((id) => {
    const a = before.wins.find((w) => w.side === id)?.games ?? 0;
    const b = after.wins.find((w) => w.side === id)?.games ?? 0;
    return rateChange(id, `${name(id)}'s win rate`, a, before.games, b, after.games);
  });
  rates.push(rateChange(null, "The share of games nobody won", before.draws.games, before.games, after.draws.games, after.games));

  const warnings: string[] = [];
  if (before.ruleset !== after.ruleset) warnings.push(`The reports come from different rulesets (${before.ruleset}, ${after.ruleset}).`);
  const bots = (r: BalanceReport) => r.sides.map((s) => `${s.id} ${s.bot}`).join(", ");
  if (bots(before) !== bots(after)) warnings.push(`The bots differ (${bots(before)} against ${bots(after)}): a change may come from the bots, not the scenario.`);
  for (const [which, r] of [["first", before], ["second", after]] as const) {
    if (r.partial) warnings.push(`The ${which} report is partial (${r.games} of ${r.gamesRequested} games).`);
  }
  if (before.scenario.digest === after.scenario.digest) warnings.push("Both reports come from the same scenario, game and map: any difference is chance or seeds.");

  const lastOf = (r: BalanceReport) => r.score.byTurn[r.score.byTurn.length - 1];
  const finalScore = sideIds.map((side) => {
    const pick = (r: BalanceReport) => {
      const s = lastOf(r)?.sides.find((x) => x.side === side);
      return { median: s?.median ?? 0, mean: s?.mean ?? 0 };
    };
    return { side, before: pick(before), after: pick(after) };
  });
  return {
    rates,
    length: { unit: after.length.unit, before: { mean: before.length.mean, median: before.length.median }, after: { mean: after.length.mean, median: after.length.median } },
    finalScore,
    warnings,
  };
}

function rateChange(side: string | null, label: string, a: number, n: number, b: number, m: number): RateChange {
  const wa = wilsonInterval(a, n);
  const wb = wilsonInterval(b, m);
  const pa = n > 0 ? a / n : 0;
  const pb = m > 0 ? b / m : 0;
  const d = pb - pa;
  const { z, p } = twoProportionTest(a, n, b, m);
  const significant = p < ALPHA;
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const pm = (w: { low: number; high: number }) => `± ${Math.round(((w.high - w.low) / 2) * 100)}`;
  const points = Math.round(d * 1000) / 10;
  const pText = p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
  const verdict = significant ? "significant at 5%" : "could be chance";
  const sentence =
    points === 0 && !significant
      ? `${label} stayed at ${pct(pb)} ${pm(wb)} (was ${pct(pa)} ${pm(wa)}; ${pText})`
      : `${label} moved from ${pct(pa)} ${pm(wa)} to ${pct(pb)} ${pm(wb)} (${points >= 0 ? "+" : "−"}${Math.abs(points)} points; ${pText}, ${verdict})`;
  return {
    side,
    label,
    before: { games: a, of: n, rate: pa, low: wa.low, high: wa.high },
    after: { games: b, of: m, rate: pb, low: wb.low, high: wb.high },
    difference: d,
    differenceLow: d - Math.sqrt((pb - wb.low) ** 2 + (wa.high - pa) ** 2),
    differenceHigh: d + Math.sqrt((wb.high - pb) ** 2 + (pa - wa.low) ** 2),
    z,
    p,
    significant,
    sentence,
  };
}
