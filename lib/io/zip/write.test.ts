import { describe, expect, it, vi } from "vitest";
import { readArchive } from "./archive";
import { writeZip } from "./write";

const utf8 = (s: string) => new TextEncoder().encode(s);

async function read(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const r = await readArchive(bytes);
  if (!r.ok) throw new Error(r.reason);
  return r.entries;
}

describe("writeZip", () => {
  const files = [
    { name: "map.tmj", bytes: utf8(`{"layers":[${'{"data":[1,1,1,1]},'.repeat(500)}{}]}`) },
    { name: "images/map-tiles.png", bytes: new Uint8Array(300).map((_, i) => (i * 31) & 255) },
    { name: "Überfahrt/ä.svg", bytes: utf8("<svg/>") },
    { name: "empty", bytes: new Uint8Array(0) },
  ];

  it("writes every entry, in order, and reads back the same bytes", async () => {
    const entries = await read(writeZip(files));
    expect([...entries.keys()]).toEqual(files.map((f) => f.name));
    for (const f of files) expect(Buffer.from(entries.get(f.name)!).equals(Buffer.from(f.bytes)), f.name).toBe(true);
  });

  it("deflates by default and stores at level 0", async () => {
    const text = files[0]!.bytes.length;
    expect(writeZip(files.slice(0, 1)).length).toBeLessThan(text / 4);
    const stored = writeZip(files.slice(0, 1), 0);
    expect(stored.length).toBeGreaterThan(text);
    expect(Buffer.from((await read(stored)).get("map.tmj")!).equals(Buffer.from(files[0]!.bytes))).toBe(true);
  });

  it("gives the same bytes whatever the clock and the time zone say", () => {
    const first = writeZip(files);
    const zone = process.env.TZ;
    vi.useFakeTimers({ now: new Date("2031-07-04T23:59:58Z") });
    try {
      for (const tz of ["Pacific/Kiritimati", "America/St_Johns", "UTC"]) {
        process.env.TZ = tz;
        expect(Buffer.from(writeZip(files)).equals(Buffer.from(first)), tz).toBe(true);
      }
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    // DOS time 12:00:00 and date 2024-01-01 in the first local header.
    const view = new DataView(first.buffer, first.byteOffset);
    expect([view.getUint16(10, true), view.getUint16(12, true)]).toEqual([12 << 11, ((2024 - 1980) << 9) | (1 << 5) | 1]);
  });

  it("refuses a name given twice rather than dropping one", () => {
    expect(() => writeZip([files[0]!, files[0]!])).toThrow(/"map.tmj" is given twice/);
  });
});
