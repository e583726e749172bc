import zlib from "node:zlib";
import yazl from "yazl";
import { beforeAll, describe, expect, it } from "vitest";
import { importVassal } from "../vassal/import";
import { readArchive } from "./archive";

/**
 * Hostile archives, built here byte by byte where a zip writer would refuse
 * to write them (names outside the archive, sizes that lie): each must be
 * refused with a one-line reason naming the archive, in under 100 ms, from
 * the central directory before anything is inflated.
 */

interface RawEntry {
  name: string;
  /** The bytes stored in the archive (already deflated when method is 8). */
  data?: Uint8Array;
  method?: 0 | 8;
  /** What the headers claim; the real sizes of `data` when absent. */
  declaredSize?: number;
  declaredCompressed?: number;
}

/** A zip written by hand: local headers, central directory, end record; the headers say what the entry asks, true or not. */
function rawZip(entries: readonly RawEntry[], extraDirectoryCopies = 0): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const record = (e: RawEntry, localOffset: number, name: Buffer) => {
    const data = e.data ?? new Uint8Array(0);
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(20, 6);
    h.writeUInt16LE(0x800, 8);
    h.writeUInt16LE(e.method ?? 0, 10);
    h.writeUInt32LE(0, 16);
    h.writeUInt32LE(e.declaredCompressed ?? data.length, 20);
    h.writeUInt32LE(e.declaredSize ?? data.length, 24);
    h.writeUInt16LE(name.length, 28);
    h.writeUInt32LE(localOffset, 42);
    return Buffer.concat([h, name]);
  };
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8");
    const data = e.data ?? new Uint8Array(0);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(0x800, 6);
    h.writeUInt16LE(e.method ?? 0, 8);
    h.writeUInt32LE(e.declaredCompressed ?? data.length, 18);
    h.writeUInt32LE(e.declaredSize ?? data.length, 22);
    h.writeUInt16LE(name.length, 26);
    locals.push(h, name, Buffer.from(data));
    central.push(record(e, offset, name));
    offset += 30 + name.length + data.length;
  }
  // More directory records, all pointing at the first entry's data (the overlapping-entries trick).
  for (let i = 0; i < extraDirectoryCopies; i++) central.push(record({ ...entries[0]!, name: `copy${i}` }, 0, Buffer.from(`copy${i}`)));
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = entries.length + extraDirectoryCopies;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

async function refused(bytes: Uint8Array, pattern: RegExp, what = "the module bad.vmod"): Promise<void> {
  const started = performance.now();
  const result = await readArchive(bytes, { what });
  const ms = performance.now() - started;
  expect(result.ok, "the archive should be refused").toBe(false);
  if (result.ok) return;
  expect(result.reason).toMatch(pattern);
  expect(result.reason.startsWith(what), result.reason).toBe(true);
  expect(result.reason).not.toContain("\n");
  expect(ms, `refused in ${ms.toFixed(1)} ms`).toBeLessThan(100);
}

const MB = 1024 * 1024;
const zeros = (n: number) => new Uint8Array(zlib.deflateRawSync(Buffer.alloc(n)));

describe("hostile archives are refused in under 100 ms with one line", () => {
  let realBomb: Uint8Array;
  beforeAll(async () => {
    // A real bomb, written by yazl: 50 MB of zeros deflate to about 50 KB (under the 64 MB entry limit, so the ratio must catch it).
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.alloc(50 * MB), "zeros.bin", { compress: true, mtime: new Date(2024, 0, 1) });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    realBomb = new Uint8Array(Buffer.concat(chunks));
    // Warm the reader (and number formatting) once so the timing measures the refusal, not the first load of either.
    await readArchive(rawZip([{ name: "a.txt", data: new TextEncoder().encode("a") }]));
    await readArchive(rawZip([{ name: "a.txt", data: new TextEncoder().encode("a") }]), { limits: { maxEntries: 0 } });
  });

  it("a zip bomb made by yazl (50 MB of zeros, ratio about 1,000)", async () => {
    expect(realBomb.length).toBeLessThan(MB);
    await refused(realBomb, /"zeros\.bin" inflates \d+ times \(a zip bomb; the limit is 100\)/);
  });

  it("a zip bomb declaring 200 MB of zeros for 200 KB", () => refused(rawZip([{ name: "bomb.bin", method: 8, data: zeros(MB), declaredSize: 200 * MB, declaredCompressed: 200 * 1024 }]), /"bomb\.bin" declares 200 MB, over the 64 MB limit/));

  it("a zip bomb declaring 60 MB for 100 KB (ratio 614)", () => refused(rawZip([{ name: "bomb.bin", method: 8, data: zeros(MB), declaredSize: 60 * MB, declaredCompressed: 100 * 1024 }]), /inflates 614 times \(a zip bomb/));

  it("a bomb spread over entries: 12 of 50 MB each (ratio 50) declare 600 MB in all, refused before the first is inflated", () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({ name: `part${i}.bin`, method: 8 as const, data: zeros(64 * 1024), declaredSize: 50 * MB, declaredCompressed: MB }));
    return refused(rawZip(entries), /its entries declare over 512 MB in all/);
  });

  it("more than 50,000 entries (50,001 directory records over one file's data)", () => refused(rawZip([{ name: "a.txt", data: new TextEncoder().encode("a") }], 50_000), /it lists 50,001 entries, over the limit of 50,000/));

  it.each([
    ["../x", /"\.\.\/x" points outside the archive/],
    ["a/../../x", /points outside the archive/],
    ["/etc/x", /"\/etc\/x" has an absolute path/],
    ["C:\\x", /uses backslashes|absolute path/],
    ["C:/x", /"C:\/x" has an absolute path/],
    ["a\\..\\x", /"a\\\.\.\\x" uses backslashes/],
    ["a\u0000b", /NUL character/],
  ])("an entry named %j, even after a good entry", (name, pattern) =>
    refused(
      rawZip([
        { name: "buildFile", data: new TextEncoder().encode("<x/>") },
        { name, data: new TextEncoder().encode("pwned") },
      ]),
      pattern,
    ),
  );

  it("a 2 GB declared size", () => refused(rawZip([{ name: "huge.png", data: new Uint8Array(10), declaredSize: 2 * 1024 * MB, declaredCompressed: 2 * 1024 * MB }]), /"huge\.png" declares 2048 MB, over the 64 MB limit/));

  it("a lying header: declared 10 bytes, inflates to 1 MB (caught while inflating, as soon as it runs over)", () => {
    const data = zeros(MB);
    return refused(rawZip([{ name: "liar.txt", method: 8, data, declaredSize: 10 }]), /damaged at "liar\.txt" \(too many bytes in the stream/);
  });

  it("a lying header: declared more than it holds", () => refused(rawZip([{ name: "short.txt", method: 8, data: zeros(100), declaredSize: 5000 }]), /damaged at "short\.txt" \(not enough bytes in the stream/));

  it("not a zip at all", () => refused(new TextEncoder().encode("<VASSAL.launch.BasicModule/>"), /is not a zip archive \(end of central directory record signature not found/i));

  it("nothing at all", () => refused(new Uint8Array(0), /is not a zip archive/));

  it("a zip cut short (its end record lost)", () => {
    const whole = rawZip([{ name: "buildFile", data: new TextEncoder().encode("<x/>".repeat(100)) }]);
    return refused(whole.slice(0, whole.length - 30), /is not a zip archive/);
  });

  it("a zip cut in the middle (the directory points past the end)", () => {
    const whole = rawZip([{ name: "buildFile", data: new TextEncoder().encode("<x/>".repeat(100)) }]);
    const cut = new Uint8Array([...whole.slice(0, 200), ...whole.slice(whole.length - 22)]);
    return refused(cut, /is (damaged|not a zip archive)/);
  });

  it("a module whose buildFile declares entities (billion laughs) is refused by the XML reader", async () => {
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>\n<VASSAL.launch.BasicModule name="&lol2;" version="1.0"/>\n`;
    const vmod = rawZip([{ name: "buildFile", data: new TextEncoder().encode(laughs) }]);
    const started = performance.now();
    const result = await importVassal(vmod, { fileName: "laughs.vmod" });
    expect(performance.now() - started).toBeLessThan(100);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toMatch(/DOCTYPE declares entities/);
    expect(result.reason).not.toContain("\n");
  });
});
