/**
 * Odds [9.2.2]: attack ÷ defence, rounded down to the CRT column that favours
 * the defender; columns are the ratios printed for the defender's terrain row
 * [9.2.2.2]. Ratios are compared as integers (a·d ≥ n·D) so 9:5 never lands
 * on 2:1 by floating-point accident.
 */
export interface OddsColumn {
  /** 1-based column. */
  column: number;
  label: string;
  /** The odds did not land exactly on the column's ratio. */
  remainder: boolean;
  /** The odds exceed the last column's ratio. */
  beyondLast: boolean;
  /** The odds fall short of the first column's ratio. */
  belowFirst: boolean;
}

export function parseOdds(label: string): [number, number] {
  const [a, b] = label.split(":").map(Number);
  return [a ?? 0, b ?? 1];
}

/** Parsed columns per CRT row (the chart's arrays live as long as the game): bots ask for odds thousands of times a game. */
const parsed = new WeakMap<readonly string[], [number, number][]>();

export function oddsColumn(attack: number, defence: number, labels: readonly string[]): OddsColumn {
  let ratios = parsed.get(labels);
  if (!ratios) {
    ratios = labels.map(parseOdds);
    parsed.set(labels, ratios);
  }
  let column = 0;
  for (let i = 0; i < ratios.length; i += 1) {
    const [n, d] = ratios[i] as [number, number];
    if (defence === 0 || attack * d >= n * defence) column = i + 1;
  }
  const belowFirst = column === 0;
  if (belowFirst) column = 1;
  const [n, d] = ratios[column - 1] as [number, number];
  const [ln, ld] = ratios[ratios.length - 1] as [number, number];
  const beyondLast = defence === 0 || attack * ld > ln * defence;
  const remainder = defence === 0 || attack * d !== n * defence;
  return { column, label: labels[column - 1] as string, remainder, beyondLast, belowFirst };
}

/**
 * The −1 DRM of [9.2.2.1]: when the odds had a remainder and the attack
 * exceeded the defence, or when they exceed the table's last column; only
 * one of the two.
 */
export function roundingDrm(attack: number, defence: number, odds: OddsColumn): { drm: number; why: "beyond-last" | "remainder" | null } {
  if (odds.beyondLast) return { drm: -1, why: "beyond-last" };
  if (odds.remainder && !odds.belowFirst && attack > defence) return { drm: -1, why: "remainder" };
  return { drm: 0, why: null };
}

export function formatRatio(attack: number, defence: number): string {
  if (defence === 0) return `${attack}:0`;
  const r = attack / defence;
  return r >= 1 ? `${Number(r.toFixed(2))}:1` : `1:${Number((defence / attack).toFixed(2))}`;
}
