import yauzl from "yauzl";

/**
 * Reads a zip (a VASSAL module, a saved game, a Tiled export) held in memory,
 * with yauzl, refusing a hostile archive from its central directory before a
 * byte is inflated: too many entries, an entry named outside the archive
 * (`../x`, `/etc/x`, `C:\x`), a declared size past the limits, a compression
 * ratio no honest file has. Inflated bytes are checked against the declared
 * sizes as they stream (yauzl's validateEntrySizes), so a lying header is
 * caught too. Nothing is written anywhere: entries come back as bytes.
 */
export interface ArchiveLimits {
  /** Entries in the central directory, at most. */
  maxEntries: number;
  /** Declared uncompressed size of one entry, at most. */
  maxEntryBytes: number;
  /** Declared uncompressed size of all entries read, at most. */
  maxTotalBytes: number;
  /** Uncompressed / compressed, at most, for entries above `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 50_000,
  maxEntryBytes: 64 * 1024 * 1024,
  maxTotalBytes: 512 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

export type ArchiveResult = { ok: true; entries: Map<string, Uint8Array> } | { ok: false; reason: string };

export interface ReadArchiveOptions {
  limits?: Partial<ArchiveLimits>;
  /** Which entries to inflate (all when absent); the others are still checked from the directory. */
  want?: (name: string) => boolean;
  /** What the archive is, for messages: "the module", "the saved game scenario_1.sav". */
  what?: string;
}

const mb = (n: number) => (n < 1048576 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1048576).toFixed(n < 10 * 1048576 ? 1 : 0)} MB`);

/** Why an entry name may not be used, or null: names are paths inside the archive and nothing else. */
export function unsafeEntryName(name: string): string | null {
  if (name.length === 0) return "an entry has an empty name";
  if (name.includes("\0")) return "an entry's name holds a NUL character";
  if (name.includes("\\")) return `the entry "${name.slice(0, 80)}" uses backslashes`;
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return `the entry "${name.slice(0, 80)}" has an absolute path`;
  if (name.split("/").some((part) => part === "..")) return `the entry "${name.slice(0, 80)}" points outside the archive`;
  return null;
}

function decodeName(raw: Buffer, utf8: boolean): string {
  return utf8 ? raw.toString("utf8") : raw.toString("latin1");
}

export async function readArchive(bytes: Uint8Array, options: ReadArchiveOptions = {}): Promise<ArchiveResult> {
  const limits = { ...DEFAULT_ARCHIVE_LIMITS, ...options.limits };
  const what = options.what ?? "the archive";
  const refuse = (reason: string): ArchiveResult => ({ ok: false, reason: `${what} is refused: ${reason}` });
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false }, (error, z) => (error || !z ? reject(error ?? new Error("no archive")) : resolve(z))),
    );
  } catch (error) {
    return { ok: false, reason: `${what} is not a zip archive (${shortReason(error)})` };
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      return refuse(`it lists ${zip.entryCount.toLocaleString("en-US")} entries, over the limit of ${limits.maxEntries.toLocaleString("en-US")}`);
    }
    // The whole central directory is checked first: nothing is inflated from an archive that one bad entry condemns.
    const listed = await readDirectory(zip, limits, options.want, what);
    if (!listed.ok) return listed.refused ? refuse(listed.reason) : { ok: false, reason: listed.reason };
    const entries = new Map<string, Uint8Array>();
    for (const { name, entry } of listed.entries) {
      const inflated = await inflate(zip, entry);
      if (!inflated.ok) return { ok: false, reason: `${what} is damaged at "${name.slice(0, 80)}" (${inflated.reason})` };
      entries.set(name, inflated.bytes);
    }
    return { ok: true, entries };
  } finally {
    zip.close();
  }
}

type DirectoryResult = { ok: true; entries: { name: string; entry: yauzl.Entry }[] } | { ok: false; refused: boolean; reason: string };

function readDirectory(zip: yauzl.ZipFile, limits: ArchiveLimits, want: ((name: string) => boolean) | undefined, what: string): Promise<DirectoryResult> {
  const entries: { name: string; entry: yauzl.Entry }[] = [];
  let declaredTotal = 0;
  return new Promise<DirectoryResult>((resolve) => {
    let settled = false;
    const finish = (result: DirectoryResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const refuse = (reason: string) => finish({ ok: false, refused: true, reason });
    zip.on("error", (error: unknown) => finish({ ok: false, refused: false, reason: `${what} is damaged (${shortReason(error)})` }));
    zip.on("end", () => finish({ ok: true, entries }));
    zip.on("entry", (entry: yauzl.Entry) => {
      if (settled) return;
      const name = decodeName(entry.fileName as unknown as Buffer, (entry.generalPurposeBitFlag & 0x800) !== 0);
      const unsafe = unsafeEntryName(name);
      if (unsafe) return refuse(unsafe);
      if (name.endsWith("/")) return zip.readEntry();
      if (entry.uncompressedSize > limits.maxEntryBytes) return refuse(`the entry "${name.slice(0, 80)}" declares ${mb(entry.uncompressedSize)}, over the ${mb(limits.maxEntryBytes)} limit for one entry`);
      if (entry.uncompressedSize > limits.ratioFloorBytes && entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)) {
        return refuse(`the entry "${name.slice(0, 80)}" inflates ${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))} times (a zip bomb; the limit is ${limits.maxRatio})`);
      }
      if (!want || want(name)) {
        declaredTotal += entry.uncompressedSize;
        if (declaredTotal > limits.maxTotalBytes) return refuse(`its entries declare over ${mb(limits.maxTotalBytes)} in all`);
        entries.push({ name, entry });
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
}

function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; reason: string }> {
  return new Promise((resolve) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return resolve({ ok: false, reason: shortReason(error) });
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", (e: unknown) => resolve({ ok: false, reason: shortReason(e) }));
      stream.on("end", () => resolve({ ok: true, bytes: new Uint8Array(Buffer.concat(chunks)) }));
    });
  });
}

function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]!.slice(0, 160);
}
