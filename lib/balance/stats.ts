/* Statistics for the battle calculator and the balance report: pure, no engine. */

/**
 * The Wilson score interval for a proportion: `successes` of `n` battles.
 * Unlike the normal approximation it stays inside [0, 1] and is sensible at
 * 0% and 100% (a battle won 10,000 times of 10,000 is not certain), which is
 * where calculator answers often sit. z = 1.96 gives 95%.
 */
export function wilsonInterval(successes: number, n: number, z = 1.96): { low: number; high: number } {
  if (!(n > 0)) return { low: 0, high: 1 };
  const p = Math.min(1, Math.max(0, successes / n));
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At 0% and 100% the bound on that side is exactly 0 or 1; rounding would leave 1e-16 off.
  return { low: p === 0 ? 0 : Math.max(0, centre - half), high: p === 1 ? 1 : Math.min(1, centre + half) };
}

/**
 * The p-quantile of sorted values by linear interpolation between order
 * statistics (Hyndman & Fan type 7, the default of R and NumPy), so a
 * designer can check a figure by hand: the median of 1, 2, 4, 10 is 3.
 */
export function quantileSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const a = sorted[lo] as number;
  const b = sorted[Math.min(lo + 1, sorted.length - 1)] as number;
  return a + (h - lo) * (b - a);
}

/** The 10th, 50th and 90th percentiles and the mean (all 0 for no values). */
export function band(values: readonly number[]): { p10: number; median: number; p90: number; mean: number } {
  const sorted = [...values].sort((x, y) => x - y);
  let sum = 0;
  for (const v of values) sum += v;
  return {
    p10: quantileSorted(sorted, 0.1),
    median: quantileSorted(sorted, 0.5),
    p90: quantileSorted(sorted, 0.9),
    mean: values.length > 0 ? sum / values.length : 0,
  };
}

/**
 * The standard normal CDF, by the Abramowitz–Stegun 7.1.26 approximation of
 * erf (absolute error below 1.5e-7: plenty for a p-value).
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/**
 * Pooled two-proportion z-test of a/n against b/m: z and the two-sided
 * p-value. No games on either side, or no variation at all (both 0% or both
 * 100%), is no evidence of a change: z 0, p 1.
 */
export function twoProportionTest(a: number, n: number, b: number, m: number): { z: number; p: number } {
  if (!(n > 0) || !(m > 0)) return { z: 0, p: 1 };
  const pooled = (a + b) / (n + m);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n + 1 / m));
  if (se === 0) return { z: 0, p: 1 };
  const z = (b / m - a / n) / se;
  return { z, p: Math.min(1, 2 * (1 - normalCdf(Math.abs(z)))) };
}
