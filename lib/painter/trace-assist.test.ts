import { describe, expect, it } from "vitest";
import { gridSpecOf, type GridSpec } from "@/lib/hex";
import { fitPlacement, type HexBackground, mapToPicture, rotateAbout } from "./background";
import { hexCentre } from "./geometry";
import { colourDistance, hexColours, MAX_DISTANCE, matchHexes, type PicturePixels, type Rgb, rgbHex, sampleAt } from "./trace-assist";
import { testMap } from "./test-map";

const GREEN: Rgb = [40, 140, 60];
const SAND: Rgb = [230, 210, 150];

/** A picture painted hex by hex through a placement: `colourOf(index)` for each pixel's hex. */
function paint(spec: GridSpec, bg: HexBackground, colourOf: (index: number) => Rgb, scaleDown = 1): PicturePixels {
  const width = Math.round(bg.width / scaleDown);
  const height = Math.round(bg.height / scaleDown);
  const data = new Uint8ClampedArray(width * height * 4);
  // The nearest hex centre decides each pixel (a Voronoi of the centres is the hex grid).
  const centres = Array.from({ length: spec.columns * spec.rows }, (_, i) => mapToPicture(spec, bg, hexCentre(spec, { col: i % spec.columns, row: Math.floor(i / spec.columns) })));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = (x + 0.5) * scaleDown;
      const py = (y + 0.5) * scaleDown;
      let best = 0;
      let bestD = Infinity;
      centres.forEach((c, i) => {
        const d = (c.x - px) ** 2 + ((c.y - py) * (bg.aspect ?? 1)) ** 2;
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      });
      const [r, g, b] = colourOf(best);
      const o = (y * width + x) * 4;
      data[o] = r;
      data[o + 1] = g;
      data[o + 2] = b;
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}

describe("colour distance", () => {
  const table: [Rgb, Rgb, number][] = [
    [[0, 0, 0], [0, 0, 0], 0],
    [[0, 0, 0], [255, 255, 255], MAX_DISTANCE],
    [[10, 20, 30], [13, 24, 30], 5],
  ];
  for (const [a, b, d] of table) it(`${rgbHex(a)} to ${rgbHex(b)} is ${d.toFixed(1)}`, () => expect(colourDistance(a, b)).toBeCloseTo(d, 9));
});

describe("the hexes that look like a sample", () => {
  const spec = gridSpecOf(testMap("flat", 12, 10))!;
  const isForest = (i: number) => i % spec.columns >= 3 && i % spec.columns < 8 && Math.floor(i / spec.columns) >= 2 && Math.floor(i / spec.columns) < 7;
  const forest = Array.from({ length: spec.columns * spec.rows }, (_, i) => i).filter(isForest);

  for (const rotation of [0, 120] as const) {
    it(`finds exactly a painted block of ${forest.length} hexes on a picture turned ${rotation}°`, () => {
      const fitted = fitPlacement(spec, "c".repeat(64), 370, 364);
      // Turned about the map's middle, so the painted block still lies on the map.
      const placed = rotateAbout(spec, fitted, rotation / 60, hexCentre(spec, { col: 5, row: 4 }));
      const pixels = paint(spec, placed, (i) => (isForest(i) ? GREEN : SAND));
      const colours = hexColours(spec, placed, pixels);
      const found = matchHexes(spec, colours, GREEN, 30);
      expect(placed.rotation).toBe(rotation);
      expect(forest.every((i) => colours.seen[i])).toBe(true);
      expect(found.filter((i) => colours.seen[i])).toEqual(forest);
      if (rotation === 0) expect(found).toEqual(forest);
    });
  }

  it("reads a scaled-down copy of the picture the same as the full one", () => {
    const bg = fitPlacement(spec, "c".repeat(64), 740, 728);
    const pixels = paint(spec, bg, (i) => (isForest(i) ? GREEN : SAND), 2);
    expect(matchHexes(spec, hexColours(spec, bg, pixels), GREEN, 30)).toEqual(forest);
  });

  it("counts a distance equal to the tolerance in, one less out", () => {
    const bg = fitPlacement(spec, "c".repeat(64), 370, 364);
    const pixels = paint(spec, bg, (i) => (isForest(i) ? GREEN : SAND));
    const colours = hexColours(spec, bg, pixels);
    // The sample is 3-4-0 away from the forest green: distance 5 exactly.
    const sample: Rgb = [GREEN[0] + 3, GREEN[1] + 4, GREEN[2]];
    expect(matchHexes(spec, colours, sample, 5)).toEqual(forest);
    expect(matchHexes(spec, colours, sample, 4.999)).toEqual([]);
    // At the largest tolerance every hex on the picture matches.
    expect(matchHexes(spec, colours, sample, MAX_DISTANCE)).toHaveLength(spec.columns * spec.rows);
  });

  it("with a start hex, only the matching hexes joined to it", () => {
    const bg = fitPlacement(spec, "c".repeat(64), 370, 364);
    const lone = 9 * spec.columns + 11;
    const pixels = paint(spec, bg, (i) => (isForest(i) || i === lone ? GREEN : SAND));
    const colours = hexColours(spec, bg, pixels);
    expect(matchHexes(spec, colours, GREEN, 30)).toEqual([...forest, lone]);
    expect(matchHexes(spec, colours, GREEN, 30, forest[7]!)).toEqual(forest);
    expect(matchHexes(spec, colours, GREEN, 30, lone)).toEqual([lone]);
    expect(matchHexes(spec, colours, GREEN, 30, 0)).toEqual([]);
  });

  it("leaves out hexes off the picture, whatever the tolerance", () => {
    const bg = fitPlacement(spec, "c".repeat(64), 370, 364);
    // Moved right by half the map: the western hexes have no picture under them.
    const moved = { ...bg, x: bg.x + 9 };
    const pixels = paint(spec, moved, () => SAND);
    const found = matchHexes(spec, hexColours(spec, moved, pixels), SAND, MAX_DISTANCE);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i) => i % spec.columns >= 5)).toBe(true);
  });

  it("samples the colour under a click, and nothing off the picture", () => {
    const bg = fitPlacement(spec, "c".repeat(64), 370, 364);
    const pixels = paint(spec, bg, (i) => (isForest(i) ? GREEN : SAND));
    expect(sampleAt(spec, bg, pixels, hexCentre(spec, { col: 5, row: 4 }))).toEqual(GREEN);
    expect(sampleAt(spec, bg, pixels, hexCentre(spec, { col: 0, row: 0 }))).toEqual(SAND);
    expect(sampleAt(spec, bg, pixels, { x: -50, y: -50 })).toBeNull();
  });

  it("is fast enough for a 30,000-hex map", () => {
    const big = gridSpecOf(testMap("pointy", 200, 150))!;
    const bg = fitPlacement(big, "d".repeat(64), 1540, 1000);
    const pixels: PicturePixels = { width: 1540, height: 1000, data: new Uint8ClampedArray(1540 * 1000 * 4).fill(200) };
    const t0 = performance.now();
    const found = matchHexes(big, hexColours(big, bg, pixels), [200, 200, 200], 10);
    expect(found.length).toBeGreaterThan(25000);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});
