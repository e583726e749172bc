import type { PickKind } from "@/lib/playtest/map-picks";

/**
 * How the playtest board shades destinations picked on it (board.tsx): one
 * fill a kind, so a naval move's clear and contested routes, assault
 * positions [8.5.8.1] and a USMC flight's landing hexes [8.5.5] read apart.
 */

/** Each kind of destination's shade; assault positions also get the dashed outline and arrows [8.5.8.1]. */
export const PICK_FILL: Record<PickKind, string> = {
  naval: "rgba(30, 100, 210, 0.32)",
  "naval-contested": "rgba(235, 150, 0, 0.40)",
  assault: "rgba(0, 150, 170, 0.30)",
  airlift: "rgba(150, 50, 200, 0.38)",
  paradrop: "rgba(150, 50, 200, 0.38)",
  airmobile: "rgba(150, 50, 200, 0.38)",
  usmc: "rgba(220, 40, 140, 0.38)",
  "sea-transport": "rgba(150, 50, 200, 0.38)",
};

/** The picked destinations grouped by kind, one path a kind to fill. */
export function kindsOf(picks: ReadonlyMap<number, { kind: PickKind }> | undefined): Map<PickKind, Set<number>> {
  const out = new Map<PickKind, Set<number>>();
  for (const [hex, p] of picks ?? []) {
    const set = out.get(p.kind);
    if (set) set.add(hex);
    else out.set(p.kind, new Set([hex]));
  }
  return out;
}

export function picksByKind(picks: ReadonlyMap<number, { kind: PickKind }> | undefined, label: (i: number) => string): Record<string, string[]> {
  return Object.fromEntries([...kindsOf(picks)].map(([k, hexes]) => [k, [...hexes].map(label)]));
}
