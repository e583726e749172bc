import { ByteWriter, crc32 } from "./png";

/**
 * A zip of a few files, stored (not compressed): how the painter hands over a
 * TMJ map with its tileset picture, which JSON cannot embed. Pure and
 * synchronous, so it runs in the browser as it does in the tests.
 */
export function zipStored(files: { name: string; bytes: Uint8Array }[]): Uint8Array {
  const out = new ByteWriter();
  const central = new ByteWriter();
  const enc = new TextEncoder();
  for (const f of files) {
    const name = enc.encode(f.name);
    const crc = crc32(f.bytes);
    const offset = out.length;
    // Local header: version 20, flag bit 11 (UTF-8 names), method 0 (stored), time/date 1980-01-01 (no clock in a pure module).
    for (const [v, size] of [[0x04034b50, 4], [20, 2], [0x0800, 2], [0, 2], [0, 2], [0x21, 2], [crc, 4], [f.bytes.length, 4], [f.bytes.length, 4], [name.length, 2], [0, 2]] as const)
      if (size === 4) out.u32le(v);
      else out.u16le(v);
    out.bytes(name);
    out.bytes(f.bytes);
    for (const [v, size] of [[0x02014b50, 4], [20, 2], [20, 2], [0x0800, 2], [0, 2], [0, 2], [0x21, 2], [crc, 4], [f.bytes.length, 4], [f.bytes.length, 4], [name.length, 2], [0, 2], [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]] as const)
      if (size === 4) central.u32le(v);
      else central.u16le(v);
    central.bytes(name);
  }
  const cdOffset = out.length;
  const cd = central.view();
  out.bytes(cd);
  for (const [v, size] of [[0x06054b50, 4], [0, 2], [0, 2], [files.length, 2], [files.length, 2], [cd.length, 4], [cdOffset, 4], [0, 2]] as const)
    if (size === 4) out.u32le(v);
    else out.u16le(v);
  return out.view().slice();
}
