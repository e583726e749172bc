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
