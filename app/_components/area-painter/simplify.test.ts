import { describe, expect, it } from "vitest";
import { AreaEditor } from "@/lib/area-painter/editor";
import type { AreaMap } from "@/lib/model/map-area";
import { bucketOf, EXACT_FROM_BUCKET, OutlineLevels, outlineAt, simplifyRing } from "./simplify";

/** A pixel-traced diagonal border (0,0) → (200,200), one-pixel steps, as TripleA outlines are. */
function staircase(): number[] {
  const out: number[] = [];
  for (let i = 0; i < 200; i++) out.push(i, i, i + 1, i);
  out.push(200, 200);
  return out;
}

/** Two territories either side of the staircase, sharing every vertex of it. */
function tracedPair(): AreaMap {
  const stairs = staircase();
  const reversed: number[] = [];
  for (let i = stairs.length - 2; i >= 0; i -= 2) reversed.push(stairs[i]!, stairs[i + 1]!);
  return {
    schemaVersion: 1,
    name: "Traced",
    layout: "area",
    size: { width: 300, height: 300 },
    wrap: { horizontal: false },
    nations: [],
    territories: [
      { id: "below", name: "Below", ipc: 1, polygons: [[...stairs, 0, 200]] },
      { id: "above", name: "Above", ipc: 1, polygons: [[...reversed, 200, 0]] },
    ],
    seaZones: [],
    connections: [
      { from: "below", to: ["above"] },
      { from: "above", to: ["below"] },
    ],
    canals: [],
  } as AreaMap;
}

/** Largest distance from any point of `exact` to the closed outline `simple`. */
function deviation(exact: readonly number[], simple: readonly number[]): number {
  let worst = 0;
  for (let i = 0; i < exact.length; i += 2) {
    const x = exact[i]!;
    const y = exact[i + 1]!;
    let best = Infinity;
    for (let j = 0; j < simple.length; j += 2) {
      const ax = simple[j]!;
      const ay = simple[j + 1]!;
      const dx = simple[(j + 2) % simple.length]! - ax;
      const dy = simple[(j + 3) % simple.length]! - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
      best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
    }
    worst = Math.max(worst, best);
  }
  return worst;
}

describe("outline simplification per zoom", () => {
  it("draws far fewer points zoomed out, each outline within half a screen pixel of the exact one", () => {
    const ring = tracedPair().territories[0]!.polygons[0]!;
    for (const bucket of [bucketOf(0.2), bucketOf(0.5), bucketOf(1), bucketOf(2)]) {
      const simple = outlineAt([ring], bucket)[0]!;
      // Below 1:1 a one-pixel staircase is a straight line on screen; from 1:1 its steps show, and stay.
      if (bucket < 1) expect(simple.length).toBeLessThan(ring.length / 4);
      expect(deviation(ring, simple)).toBeLessThanOrEqual(0.5 / bucket + 1e-9);
    }
    // Coarser zoom, fewer points.
    expect(outlineAt([ring], bucketOf(0.2))[0]!.length).toBeLessThanOrEqual(outlineAt([ring], bucketOf(2))[0]!.length);
  });

  it("draws exact outlines at high zoom", () => {
    const flat = [tracedPair().territories[0]!.polygons[0]!];
    expect(outlineAt(flat, EXACT_FROM_BUCKET)).toBe(flat);
    const levels = new OutlineLevels((o) => o);
    expect(levels.get(1, flat, 6)).toEqual(flat);
  });

  it("keeps tiny rings whole rather than losing them", () => {
    const dot = [10, 10, 10.2, 10, 10.2, 10.2, 10, 10.2, 10.1, 10.3];
    expect(simplifyRing(dot, 5)).toEqual(dot);
  });

  it("simplifies a shared border alike from both sides", () => {
    const map = tracedPair();
    const bucket = bucketOf(0.3);
    const below = outlineAt(map.territories[0]!.polygons, bucket)[0]!;
    const above = outlineAt(map.territories[1]!.polygons, bucket)[0]!;
    // The border's points on either side lie within a pixel (two tolerances) of the other side's line.
    const border = (ring: number[]) => ring.filter((_, i) => i % 2 === 0).flatMap((x, i) => (Math.abs(x - ring[2 * i + 1]!) <= 1 ? [x, ring[2 * i + 1]!] : []));
    expect(deviation(border(below), above)).toBeLessThanOrEqual(1 / bucket + 1e-9);
    expect(deviation(border(above), below)).toBeLessThanOrEqual(1 / bucket + 1e-9);
  });

  it("caches per space and bucket, and forgets a space's outlines when an edit changes its geometry", () => {
    const editor = new AreaEditor(tracedPair());
    const model = editor.model;
    let made = 0;
    const levels = new OutlineLevels((o) => {
      made++;
      return o;
    });
    const below = model.keyOf("below")!;
    const above = model.keyOf("above")!;
    const first = levels.get(below, model.flat(below), 0.25);
    const other = levels.get(above, model.flat(above), 0.25);
    expect(levels.get(below, model.flat(below), 0.25)).toBe(first);
    expect(levels.get(below, model.flat(below), 0.24)).toBe(first); // same bucket
    expect(made).toBe(2);
    levels.get(below, model.flat(below), 1);
    expect(made).toBe(3);

    // Drag the corner only "below" uses: its outlines are rebuilt, its neighbour's kept.
    editor.pointerDown(0, 200);
    editor.pointerMove(0, 250);
    editor.pointerUp(0, 250);
    const moved = levels.get(below, model.flat(below), 0.25);
    expect(moved).not.toBe(first);
    expect(moved[0]!.slice(-2)).toEqual([0, 250]);
    expect(levels.get(above, model.flat(above), 0.25)).toBe(other);
    editor.undo();
    expect(levels.get(below, model.flat(below), 0.25)[0]!.slice(-2)).toEqual([0, 200]);
  });
});
