import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHIP_LAYOUT, type ChipSpace, type Rect, badgeCandidates, layoutChips, overlaps, pickLabels, placeBadge } from "./chip-layout";

const label = (x: number, y: number, w = 80): Rect => ({ x: x - w / 2, y: y - 14, w, h: 29 });
const space = (id: string, x: number, y: number, chips: number, units = chips * 2): ChipSpace => ({ id, at: { x, y }, labelBelow: 15, labelAbove: 14, chips, units });

function expectClear(placed: ReturnType<typeof layoutChips>, labels: readonly Rect[]) {
  for (const [i, a] of placed.entries()) {
    for (const l of labels) expect(overlaps(a.box, l), `${a.id} over a label`).toBe(false);
    for (const b of placed.slice(i + 1)) expect(overlaps(a.box, b.box), `${a.id} over ${b.id}`).toBe(false);
    for (const c of a.chips) expect(c.x >= a.box.x && c.y >= a.box.y && c.x + c.w <= a.box.x + a.box.w + 0.001 && c.y + c.h <= a.box.y + a.box.h + 0.001).toBe(true);
  }
}

describe("unit chips on the area board", () => {
  it("a lone space: its chips in a block just under its name, in rows of three", () => {
    const [p] = layoutChips([space("a", 200, 200, 4)], [label(200, 200)]);
    expect(p).toMatchObject({ id: "a", kind: "chips" });
    expect(p!.box.y).toBeGreaterThanOrEqual(215);
    expect(p!.box.y).toBeLessThan(222);
    expect(p!.chips).toHaveLength(4);
    expect(new Set(p!.chips.map((c) => c.y)).size).toBe(2);
  });

  it("a neighbour's name just below: the block goes elsewhere, not over it", () => {
    const labels = [label(200, 200), label(200, 232)];
    const placed = layoutChips([space("a", 200, 200, 2)], labels);
    expect(placed).toHaveLength(1);
    expectClear(placed, labels);
  });

  it("more kinds of unit than a block shows: one count badge of all the units", () => {
    const [p] = layoutChips([space("a", 200, 200, CHIP_LAYOUT.maxChips + 1, 23)], [label(200, 200)]);
    expect(p).toMatchObject({ kind: "badge", chips: [] });
    expect(p!.box.w).toBe(CHIP_LAYOUT.badgeW(23));
  });

  it("a crowded cluster (Europe at a far zoom): badges where blocks do not fit, still nothing over a name", () => {
    const spaces: ChipSpace[] = [];
    const labels: Rect[] = [];
    for (let i = 0; i < 6; i += 1) {
      for (let j = 0; j < 6; j += 1) {
        spaces.push(space(`s${i}-${j}`, 100 + i * 70, 100 + j * 40, 3));
        labels.push(label(100 + i * 70, 100 + j * 40, 60));
      }
    }
    const placed = layoutChips(spaces, labels);
    expectClear(placed, labels);
    expect(placed.some((p) => p.kind === "badge")).toBe(true);
  });

  it("a map that wraps: a block near the right edge keeps off a name near the left edge of the next copy", () => {
    const labels = [label(995, 100), label(20, 130, 60)];
    const placed = layoutChips([space("east", 995, 100, 3)], labels, CHIP_LAYOUT, 1000);
    const copies = labels.flatMap((l) => [l, { ...l, x: l.x + 1000 }, { ...l, x: l.x - 1000 }]);
    expectClear(placed, copies);
  });

  it("property: no two chip boxes overlap and none covers a label box, also across the copies of a map that wraps", () => {
    const point = fc.record({ x: fc.integer({ min: 0, max: 1200 }), y: fc.integer({ min: 0, max: 800 }) });
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: point, chips: fc.integer({ min: 0, max: 9 }), units: fc.integer({ min: 1, max: 120 }), labelW: fc.integer({ min: 10, max: 180 }) }), { maxLength: 60 }),
        fc.boolean(),
        (list, wraps) => {
          const spaces = list.map((s, i) => space(`s${i}`, s.at.x, s.at.y, s.chips, Math.max(s.units, s.chips)));
          const labels = list.map((s) => label(s.at.x, s.at.y, s.labelW));
          const placed = layoutChips(spaces, labels, CHIP_LAYOUT, wraps ? 1200 : undefined);
          const shift = (r: Rect, dx: number) => ({ ...r, x: r.x + dx });
          expectClear(placed, wraps ? labels.flatMap((l) => [l, shift(l, 1200), shift(l, -1200)]) : labels);
          if (wraps) for (const a of placed) for (const b of placed) if (a !== b) expect(overlaps(shift(a.box, 1200), b.box) || overlaps(shift(a.box, -1200), b.box)).toBe(false);
          expect(new Set(placed.map((p) => p.id)).size).toBe(placed.length);
          for (const p of placed) if (p.kind === "chips") expect(p.chips).toHaveLength(spaces.find((s) => s.id === p.id)!.chips);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("chips stay within the map's height: none above its top edge", () => {
    const placed = layoutChips([space("north", 200, 10, 3)], [label(200, 10)], CHIP_LAYOUT, undefined, { minY: 0, maxY: 400 });
    expect(placed[0]!.box.y).toBeGreaterThanOrEqual(0);
  });

  it("names that would run into each other: the more important one is written, the other left to the hover tip", () => {
    const taken = pickLabels([
      { id: "village", box: label(100, 100), rank: 1 },
      { id: "capital", box: label(130, 104), rank: 9 },
      { id: "far", box: label(400, 100), rank: 0 },
    ]);
    expect([...taken].sort()).toEqual(["capital", "far"]);
  });

  it("property: the names taken never overlap", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ x: fc.integer({ min: 0, max: 600 }), y: fc.integer({ min: 0, max: 400 }), w: fc.integer({ min: 10, max: 180 }), rank: fc.integer({ min: 0, max: 5 }) }), { maxLength: 50 }), (list) => {
        const labels = list.map((l, i) => ({ id: `l${i}`, box: label(l.x, l.y, l.w), rank: l.rank }));
        const taken = labels.filter((l) => pickLabels(labels).has(l.id));
        for (const [i, a] of taken.entries()) for (const b of taken.slice(i + 1)) expect(overlaps(a.box, b.box)).toBe(false);
      }),
    );
  });
});

describe("a canal's badge on the area board [#26 item 9]", () => {
  it("sits between the two sea zones unless a name is there, then moves off it", () => {
    const a = { x: 0, y: 100 };
    const b = { x: 200, y: 100 };
    expect(placeBadge(badgeCandidates(a, b, 16), 60, 14, [])).toEqual({ x: 100, y: 100 });
    const name: Rect = { x: 60, y: 92, w: 80, h: 16 };
    const p = placeBadge(badgeCandidates(a, b, 16), 60, 14, [name])!;
    expect(overlaps({ x: p.x - 30, y: p.y - 7, w: 60, h: 14 }, name)).toBe(false);
  });

  it("never covers a name when any candidate is free (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ x: fc.integer({ min: 0, max: 300 }), y: fc.integer({ min: 0, max: 300 }), w: fc.integer({ min: 10, max: 90 }), h: fc.constant(14) }), { maxLength: 6 }), (names) => {
        const candidates = badgeCandidates({ x: 50, y: 150 }, { x: 250, y: 150 }, 16);
        const free = candidates.filter((c) => !names.some((r) => overlaps({ x: c.x - 30, y: c.y - 7, w: 60, h: 14 }, r)));
        const p = placeBadge(candidates, 60, 14, names)!;
        if (free.length > 0) expect(free).toContainEqual(p);
        else expect(p).toEqual(candidates[0]);
      }),
    );
  });
});
