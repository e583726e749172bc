import { encode } from "fast-png";

/**
 * Every PNG Warbench writes (the Tiled export's tileset in the browser and on
 * the command line, the VASSAL fixture's board picture) goes through fast-png.
 * Its deflate is fflate's, pure JavaScript at a pinned version: the same
 * pixels give the same bytes on every machine and in every browser, which the
 * committed fixtures rely on (a machine's zlib differs between builds).
 */
export interface RgbaImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, row by row. */
  data: Uint8Array;
}

/** fflate's strongest level: these pictures are small, and files are written once and read often. */
const ZLIB = { level: 9 } as const;

/** An RGBA picture as an 8-bit RGBA PNG. */
export function encodePng(image: RgbaImage): Uint8Array {
  return encode({ width: image.width, height: image.height, data: image.data, channels: 4, depth: 8 }, { zlib: ZLIB });
}

/** An 8-bit palette PNG: `indices` holds one palette index per pixel, row by row; the palette is opaque RGB. */
export function encodePalettePng(width: number, height: number, palette: readonly (readonly [number, number, number])[], indices: Uint8Array): Uint8Array {
  return encode({ width, height, data: indices, channels: 1, depth: 8, palette: palette.map((c) => [...c]) }, { zlib: ZLIB });
}
