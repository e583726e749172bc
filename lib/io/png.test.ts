import { decode } from "fast-png";
import { describe, expect, it } from "vitest";
import { encodePalettePng, encodePng } from "./png";

/** A picture with every channel varying, transparency included, so a swapped or dropped byte shows. */
function gradient(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      data.set([(x * 37) & 255, (y * 53) & 255, (x * y) & 255, (x + y * 7) & 255], at);
    }
  }
  return data;
}

describe("encodePng", () => {
  it("writes an RGBA PNG that decodes to the same pixels", () => {
    const image = { width: 23, height: 17, data: gradient(23, 17) };
    const png = decode(encodePng(image));
    expect([png.width, png.height, png.channels, png.depth]).toEqual([23, 17, 4, 8]);
    expect(Array.from(png.data)).toEqual(Array.from(image.data));
  });

  it("reads only width × height × 4 bytes of a view into a larger buffer", () => {
    const whole = gradient(8, 8);
    const image = { width: 4, height: 4, data: whole.subarray(32, 32 + 64) };
    expect(Array.from(decode(encodePng(image)).data)).toEqual(Array.from(whole.subarray(32, 96)));
  });

  it("compresses, and gives the same bytes every time", () => {
    const data = new Uint8Array(200 * 200 * 4).fill(200);
    const bytes = encodePng({ width: 200, height: 200, data });
    // Stored (uncompressed) deflate would be larger than the pixels themselves.
    expect(bytes.length).toBeLessThan(2000);
    expect(Buffer.from(encodePng({ width: 200, height: 200, data: data.slice() })).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe("encodePalettePng", () => {
  it("writes a palette PNG: its palette and one index a pixel", () => {
    const palette = [
      [236, 226, 198],
      [24, 24, 24],
      [34, 120, 50],
    ] as const;
    const indices = new Uint8Array(31 * 9).map((_, i) => (i * 7) % 3);
    const png = decode(encodePalettePng(31, 9, palette, indices));
    expect([png.width, png.height, png.channels, png.depth]).toEqual([31, 9, 1, 8]);
    expect(png.palette).toEqual(palette.map((c) => [...c]));
    expect(Array.from(png.data)).toEqual(Array.from(indices));
  });
});
