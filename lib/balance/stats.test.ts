import { describe, expect, it } from "vitest";
import { band, quantileSorted, wilsonInterval } from "./stats";

describe("wilsonInterval (95%)", () => {
  it("matches the published values", () => {
    // 81 of 263 (Wilson 1927 style worked example): 0.2553–0.3662.
    const { low, high } = wilsonInterval(81, 263);
    expect(low).toBeCloseTo(0.2553, 3);
    expect(high).toBeCloseTo(0.3662, 3);
  });

  it("stays inside [0, 1] and is not zero-width at 0% and 100%", () => {
    const none = wilsonInterval(0, 10_000);
    expect(none.low).toBe(0);
    expect(none.high).toBeGreaterThan(0);
    expect(none.high).toBeCloseTo(3.84 / (10_000 + 3.84), 5);
    const all = wilsonInterval(10_000, 10_000);
    expect(all.high).toBe(1);
    expect(all.low).toBeLessThan(1);
  });

  it("holds the observed rate and narrows as runs grow", () => {
    const small = wilsonInterval(600, 1_000);
    const large = wilsonInterval(60_000, 100_000);
    for (const i of [small, large]) {
      expect(i.low).toBeLessThan(0.6);
      expect(i.high).toBeGreaterThan(0.6);
    }
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(large.high - large.low).toBeCloseTo(2 * 1.96 * Math.sqrt(0.24 / 100_000), 4);
  });

  it("no runs: the whole range", () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe("quantileSorted and band (type 7)", () => {
  it("interpolates between order statistics", () => {
    expect(quantileSorted([1, 2, 4, 10], 0.5)).toBe(3);
    expect(quantileSorted([0, 10], 0.1)).toBeCloseTo(1, 12);
    expect(quantileSorted([7], 0.9)).toBe(7);
    expect(quantileSorted([], 0.5)).toBe(0);
  });
  it("band: p10, median, p90 and mean of unsorted values", () => {
    expect(band([5, 1, 3, 2, 4])).toEqual({ p10: 1.4, median: 3, p90: 4.6, mean: 3 });
  });
});
