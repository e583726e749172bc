import type { Parsed } from "./model";

/**
 * Decompresses zlib or gzip layer data. The command line passes node:zlib's;
 * the painter passes none, and a compressed layer is refused there with what
 * to do instead. `maxBytes` is what the layer can hold: more is a bomb.
 */
export type Inflate = (data: Uint8Array, format: "zlib" | "gzip", maxBytes: number) => Uint8Array;

export interface LayerEncoding {
  encoding?: string;
  compression?: string;
}

/** Global tile ids of a `width × height` layer from CSV or base64 text (optionally compressed). */
export function decodeLayerData(text: string, enc: LayerEncoding, count: number, where: string, inflate?: Inflate): Parsed<Uint32Array> {
  const encoding = enc.encoding ?? "";
  if (encoding === "csv") return decodeCsv(text, count, where);
  if (encoding !== "base64") return { ok: false, reason: `${where}: layer data encoding "${encoding || "xml"}" is not csv or base64` };
  let bytes = decodeBase64(text);
  if (!bytes) return { ok: false, reason: `${where}: layer data is not valid base64` };
  const compression = enc.compression ?? "";
  if (compression === "zstd") return { ok: false, reason: `${where}: zstd-compressed layer data is not supported; in Tiled, set the map's Tile Layer Format to CSV or Base64 (zlib or uncompressed) and save again` };
  if (compression === "zlib" || compression === "gzip") {
    if (!inflate) return { ok: false, reason: `${where}: ${compression}-compressed layer data is read only by the command line (warbench import --from tiled); in Tiled, set the map's Tile Layer Format to CSV or Base64 (uncompressed) to import it here` };
    try {
      bytes = inflate(bytes, compression, count * 4);
    } catch (error) {
      return { ok: false, reason: `${where}: ${compression} layer data cannot be decompressed (${error instanceof Error ? error.message.split("\n")[0] : "bad data"})` };
    }
  } else if (compression !== "") return { ok: false, reason: `${where}: layer data compression "${compression}" is not zlib, gzip or none` };
  if (bytes.length !== count * 4) return { ok: false, reason: `${where}: layer data holds ${Math.floor(bytes.length / 4)} tiles, not the layer's ${count}` };
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) out[i] = (bytes[4 * i]! | (bytes[4 * i + 1]! << 8) | (bytes[4 * i + 2]! << 16) | (bytes[4 * i + 3]! << 24)) >>> 0;
  return { ok: true, value: out };
}

function decodeCsv(text: string, count: number, where: string): Parsed<Uint32Array> {
  const out = new Uint32Array(count);
  let n = 0;
  let value = 0;
  let digits = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44;
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits++;
      if (value > 0xffffffff) return { ok: false, reason: `${where}: tile id ${value} in the CSV data is above 4294967295` };
    } else if (c === 44) {
      if (digits === 0) {
        // A trailing comma (Tiled writes one after each row but the last) ends no value.
        if (i === text.length) break;
        return { ok: false, reason: `${where}: empty value in the CSV layer data (tile ${n + 1})` };
      }
      if (n >= count) return { ok: false, reason: `${where}: CSV layer data holds more than the layer's ${count} tiles` };
      out[n++] = value;
      value = 0;
      digits = 0;
    } else if (c !== 32 && c !== 10 && c !== 13 && c !== 9) {
      return { ok: false, reason: `${where}: unexpected character "${String.fromCharCode(c)}" in the CSV layer data (tile ${n + 1})` };
    }
  }
  if (n !== count) return { ok: false, reason: `${where}: CSV layer data holds ${n} tiles, not the layer's ${count}` };
  return { ok: true, value: out };
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const B64_INDEX = (() => {
  const t = new Int16Array(128).fill(-1);
  for (let i = 0; i < B64.length; i++) t[B64.charCodeAt(i)] = i;
  return t;
})();

/** Base64 to bytes, whitespace ignored; null when it is not base64. Written out: atob is not everywhere typed the same, and this needs no binary string. */
export function decodeBase64(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, "").replace(/=+$/, "");
  if (clean.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let n = 0;
  for (let i = 0; i < clean.length; i++) {
    const c = clean.charCodeAt(i);
    const v = c < 128 ? B64_INDEX[c]! : -1;
    if (v < 0) return null;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  return out.subarray(0, n);
}

export function encodeBase64(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + (b === undefined ? "=" : B64[(n >> 6) & 63]!) + (c === undefined ? "=" : B64[n & 63]!);
  }
  return out;
}
