/**
 * An RGBA picture as PNG bytes with no compression library: the image data
 * goes in stored (uncompressed) deflate blocks, which every PNG reader takes.
 * The painter's download uses this (pure, synchronous, in any browser); the
 * command line encodes with pngjs for a smaller file.
 */
export interface RgbaImage {
  width: number;
  height: number;
  /** width × height × 4 bytes, row by row. */
  data: Uint8Array;
}

export type EncodePng = (image: RgbaImage) => Uint8Array;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length, seed = 0): number {
  let c = ~seed >>> 0;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

class Bytes {
  private buf = new Uint8Array(1024);
  length = 0;
  private room(n: number) {
    if (this.length + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + n));
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  u8(v: number) {
    this.room(1);
    this.buf[this.length++] = v & 0xff;
  }
  u16le(v: number) {
    this.u8(v);
    this.u8(v >>> 8);
  }
  u32be(v: number) {
    this.u8(v >>> 24);
    this.u8(v >>> 16);
    this.u8(v >>> 8);
    this.u8(v);
  }
  u32le(v: number) {
    this.u16le(v & 0xffff);
    this.u16le(v >>> 16);
  }
  bytes(b: Uint8Array) {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  view(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}
export { Bytes as ByteWriter };

function chunk(out: Bytes, type: string, data: Uint8Array) {
  out.u32be(data.length);
  const head = new Uint8Array([...type].map((c) => c.charCodeAt(0)));
  out.bytes(head);
  out.bytes(data);
  out.u32be(crc32(data, 0, data.length, crc32(head)));
}

export const encodePngStored: EncodePng = ({ width, height, data }) => {
  const raw = new Uint8Array((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const z = new Bytes();
  z.u8(0x78);
  z.u8(0x01);
  for (let at = 0; at < raw.length || at === 0; at += 65535) {
    const n = Math.min(65535, raw.length - at);
    z.u8(at + n >= raw.length ? 1 : 0);
    z.u16le(n);
    z.u16le(~n & 0xffff);
    z.bytes(raw.subarray(at, at + n));
    if (raw.length === 0) break;
  }
  let a = 1;
  let b = 0;
  for (let i = 0; i < raw.length; i++) {
    a = (a + raw[i]!) % 65521;
    b = (b + a) % 65521;
  }
  z.u32be(((b << 16) | a) >>> 0);
  const ihdr = new Bytes();
  ihdr.u32be(width);
  ihdr.u32be(height);
  for (const v of [8, 6, 0, 0, 0]) ihdr.u8(v);
  const out = new Bytes();
  out.bytes(new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]));
  chunk(out, "IHDR", ihdr.view());
  chunk(out, "IDAT", z.view());
  chunk(out, "IEND", new Uint8Array(0));
  return out.view().slice();
};
