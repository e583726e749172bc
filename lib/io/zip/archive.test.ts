import yazl from "yazl";
import { describe, expect, it } from "vitest";
import { readArchive, unsafeEntryName } from "./archive";

const utf8 = (s: string) => new TextEncoder().encode(s);
const mtime = new Date(2024, 0, 1, 12, 0, 0);

async function zipOf(files: [string, Uint8Array | null, boolean?][]): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes, compress] of files) {
    if (bytes === null) zip.addEmptyDirectory(name, { mtime });
    else zip.addBuffer(Buffer.from(bytes), name, { mtime, compress: compress ?? true });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

describe("readArchive", () => {
  it("gives back every file's bytes, deflated or stored, by its path; directories are not entries", async () => {
    const picture = new Uint8Array(3000).map((_, i) => (i * 7) % 256);
    const bytes = await zipOf([
      ["buildFile", utf8("<module>".repeat(200))],
      ["images/", null],
      ["images/counter.png", picture, false],
      ["images/Zürich Ø.svg", utf8("<svg/>")],
    ]);
    const result = await readArchive(bytes);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.entries.keys()]).toEqual(["buildFile", "images/counter.png", "images/Zürich Ø.svg"]);
    expect(new TextDecoder().decode(result.entries.get("buildFile"))).toBe("<module>".repeat(200));
    expect(result.entries.get("images/counter.png")).toEqual(picture);
  });

  it("reads a zip that sits inside a larger buffer", async () => {
    const zip = await zipOf([["a.txt", utf8("alpha")]]);
    const padded = new Uint8Array(zip.length + 20);
    padded.set(zip, 10);
    const result = await readArchive(padded.subarray(10, 10 + zip.length));
    expect(result.ok && new TextDecoder().decode(result.entries.get("a.txt"))).toBe("alpha");
  });

  it("inflates only the wanted entries but still checks the others' names", async () => {
    const bytes = await zipOf([
      ["savedGame", utf8("begin_save")],
      ["moduledata", utf8("<data/>")],
    ]);
    const result = await readArchive(bytes, { want: (name) => name === "savedGame" });
    expect(result.ok && [...result.entries.keys()]).toEqual(["savedGame"]);
  });

  it("counts only wanted entries against the total", async () => {
    const bytes = await zipOf([
      ["big.bin", new Uint8Array(4000)],
      ["small.txt", utf8("x")],
    ]);
    const all = await readArchive(bytes, { limits: { maxTotalBytes: 3000 }, what: "the module m.vmod" });
    expect(all).toEqual({ ok: false, reason: "the module m.vmod is refused: its entries declare over 2.9 KB in all" });
    const some = await readArchive(bytes, { limits: { maxTotalBytes: 3000 }, want: (name) => name === "small.txt" });
    expect(some.ok).toBe(true);
  });

  it("refuses an entry over the limit for one entry", async () => {
    const bytes = await zipOf([["board.png", new Uint8Array(5000)]]);
    const result = await readArchive(bytes, { limits: { maxEntryBytes: 4096 }, what: "the module m.vmod" });
    expect(result).toEqual({ ok: false, reason: 'the module m.vmod is refused: the entry "board.png" declares 4.9 KB, over the 4.0 KB limit for one entry' });
  });

  it("lets small files compress as well as they like, and refuses the ratio above the floor", async () => {
    const bytes = await zipOf([["blank.png", new Uint8Array(500 * 1024)]]);
    expect((await readArchive(bytes)).ok).toBe(true);
    const lower = await readArchive(bytes, { limits: { ratioFloorBytes: 1024 } });
    expect(lower.ok).toBe(false);
    expect(!lower.ok && lower.reason).toMatch(/"blank\.png" inflates \d+ times \(a zip bomb; the limit is 100\)/);
  });

  it("reads an empty archive as no entries", async () => {
    const result = await readArchive(await zipOf([]));
    expect(result.ok && result.entries.size).toBe(0);
  });
});

describe("unsafeEntryName", () => {
  it.each(["buildFile", "images/a.png", "a/b..c/d", "..a", "a..", "images/ünïcode.svg"])("accepts %j", (name) => {
    expect(unsafeEntryName(name)).toBeNull();
  });

  it.each([
    ["", /empty name/],
    ["../x", /points outside/],
    ["a/../x", /points outside/],
    ["a/..", /points outside/],
    ["/x", /absolute path/],
    ["c:x", /absolute path/],
    ["a\\b", /backslashes/],
    ["a\u0000", /NUL/],
  ])("refuses %j", (name, pattern) => {
    expect(unsafeEntryName(name)).toMatch(pattern);
  });
});
