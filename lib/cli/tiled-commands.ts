import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { hexMapSchema } from "@/lib/model/map-hex";
import { exportTiled } from "@/lib/io/tiled/export";
import { MAX_TILED_BYTES, type TerrainMap, importTiled } from "@/lib/io/tiled/import";
import type { Inflate } from "@/lib/io/tiled/layer-data";
import { formatReport } from "@/lib/io/report";
import { parseOptions } from "./engine-bundle";
import { readLimited, writeStaged } from "./files";
import { readDocument } from "./read-document";
import { TILED_USAGE } from "./usage";

type Io = { out: (s: string) => void; err: (s: string) => void };

const MAX_TILESET_BYTES = 8 * 1024 * 1024;
const MAX_TERRAIN_MAP_BYTES = 1024 * 1024;

const inflate: Inflate = (data, format, maxBytes) => new Uint8Array(format === "zlib" ? zlib.inflateSync(data, { maxOutputLength: maxBytes }) : zlib.gunzipSync(data, { maxOutputLength: maxBytes }));

/** The external tilesets a map names (TMX `<tileset source>`, TMJ `"source"`), by the path as written. */
function tilesetSources(text: string): string[] {
  const re = /<tileset\b[^>]*?\bsource\s*=\s*"([^"]*)"|"source"\s*:\s*"((?:[^"\\]|\\.)*)"/g;
  const out = new Set<string>();
  for (const m of text.matchAll(re)) {
    const s = m[1] ?? (m[2] !== undefined ? (JSON.parse(`"${m[2]}"`) as string) : "");
    if (s) out.add(s);
  }
  return [...out];
}

/** `warbench import --from tiled <map.tmx|map.tmj>`: returns the exit code. */
export function runTiledImport(args: readonly string[], io: Io, cwd = process.cwd()): number {
  const opts = parseOptions(args, ["from", "terrain-map", "out"], ["json", "force"]);
  if (opts.error) return usage(io, opts.error);
  const file = opts.positional[0];
  if (!file || opts.positional.length > 1) return usage(io, "import --from tiled needs one .tmx or .tmj map");
  const abs = path.resolve(cwd, file);
  const json = opts.flags.has("json");
  const refuse = (message: string, code: 1 | 2) => {
    if (json && code === 1) io.out(`${JSON.stringify({ ok: false, reason: message, report: [] })}\n`);
    return fail(io, message, code);
  };
  const read = readLimited(abs, MAX_TILED_BYTES, "a Tiled map");
  if (!read.ok) return refuse(read.message, read.code);
  const text = read.bytes.toString("utf8");
  const format = /\.tmx$/i.test(file) ? "tmx" : /\.(tmj|json)$/i.test(file) ? "tmj" : /^\s*</.test(text) ? "tmx" : "tmj";

  const tilesets: Record<string, string> = {};
  for (const source of tilesetSources(text)) {
    if (path.isAbsolute(source) || !/\.(tsx|tsj|json)$/i.test(source)) return refuse(`${file}: tileset "${source.slice(0, 80)}" is not a relative .tsx or .tsj path`, 1);
    const t = readLimited(path.resolve(path.dirname(abs), source), MAX_TILESET_BYTES, "a Tiled tileset");
    if (!t.ok) return refuse(`${file}: tileset ${t.message}`, t.code);
    tilesets[source] = t.bytes.toString("utf8");
  }

  let terrainMap: TerrainMap | undefined;
  const tm = opts.values.get("terrain-map");
  if (tm !== undefined) {
    const t = readLimited(path.resolve(cwd, tm), MAX_TERRAIN_MAP_BYTES, "a terrain map");
    if (!t.ok) return refuse(t.message, t.code);
    let parsed: unknown;
    try {
      parsed = JSON.parse(t.bytes.toString("utf8"));
    } catch (error) {
      return refuse(`${tm}: not valid JSON (${error instanceof Error ? error.message.split("\n")[0] : "syntax error"})`, 1);
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return refuse(`${tm}: a terrain map is one JSON object of tile id or image → terrain id`, 1);
    const bad = Object.entries(parsed).find(([, v]) => typeof v !== "string");
    if (bad) return refuse(`${tm}: "${bad[0].slice(0, 40)}" maps to ${JSON.stringify(bad[1])?.slice(0, 40)}, not a terrain id`, 1);
    terrainMap = parsed as TerrainMap;
  }

  const result = importTiled(text, { format, fileName: file, tilesets, inflate, ...(terrainMap ? { terrainMap } : {}) });
  if (!result.ok) {
    if (json) io.out(`${JSON.stringify({ ok: false, reason: result.reason, report: result.report })}\n`);
    return fail(io, result.reason, 1);
  }
  const doc = `${JSON.stringify(result.map, null, 2)}\n`;
  const outOpt = opts.values.get("out");
  const summary = `Imported "${result.map.name}" (${result.map.grid.columns}×${result.map.grid.rows} ${result.map.grid.orientation}-top, ${result.map.terrainTypes.length} terrain types, ${result.map.features.length} features)`;
  if (outOpt !== undefined) {
    const target = path.resolve(cwd, outOpt);
    if (target === abs) return fail(io, `${outOpt} is the map being imported; choose another --out`, 2);
    if (!opts.flags.has("force") && fs.existsSync(target)) return fail(io, `${target} already exists; nothing was written (use --force to replace it)`, 2);
    const problem = writeStaged([{ file: target, data: doc }]);
    if (problem) return fail(io, `${problem}; nothing was written`, 2);
    if (json) io.out(`${JSON.stringify({ ok: true, files: [target], report: result.report })}\n`);
    else io.out(`${summary} into ${path.relative(cwd, target) || target}.\n`);
  } else if (json) io.out(`${JSON.stringify({ ok: true, map: result.map, report: result.report })}\n`);
  else io.out(doc);
  if (!json && result.report.length > 0) io.err(`${formatReport(result.report)}\n${result.report.length} report entr${result.report.length === 1 ? "y" : "ies"}: what was not mapped as it was.\n`);
  return 0;
}

/** `warbench export --to tiled <map.json> [--format tmx|tmj]`: returns the exit code. */
export function runTiledExport(args: readonly string[], io: Io, cwd = process.cwd()): number {
  const opts = parseOptions(args, ["to", "format", "out"], ["json", "force"]);
  if (opts.error) return usage(io, opts.error);
  const file = opts.positional[0];
  if (!file || opts.positional.length > 1) return usage(io, "export --to tiled needs one hex map document (map.json)");
  const outOpt = opts.values.get("out");
  const fmt = opts.values.get("format") ?? (outOpt && /\.tmj$/i.test(outOpt) ? "tmj" : "tmx");
  if (fmt !== "tmx" && fmt !== "tmj") return usage(io, `--format is tmx or tmj, not "${fmt}"`);
  const json = opts.flags.has("json");
  const read = readDocument(path.resolve(cwd, file));
  if (!read.ok) {
    const unreadable = read.finding.code === "E-FILE-UNREADABLE";
    return fail(io, `${file}: ${read.finding.message}`, unreadable ? 2 : 1);
  }
  const value = read.value as { layout?: unknown };
  if (value && typeof value === "object" && value.layout === "area") return fail(io, `${file}: an area map; Tiled holds hex maps`, 1);
  const parsed = hexMapSchema.safeParse(read.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(io, `${file}: not a valid hex map at ${issue.path.join(".") || "the top"}: ${issue.message}`, 1);
  }
  const target = path.resolve(cwd, outOpt ?? `${path.basename(file).replace(/\.json$/i, "")}.${fmt}`);
  const base = path.basename(target).replace(/\.(tmx|tmj)$/i, "");
  const out = exportTiled(parsed.data, fmt, base);
  if (out.files.length === 0) return fail(io, `${file}: ${out.report[0]?.message ?? "cannot be exported"}`, 1);
  const files = out.files.map((f) => ({ file: path.join(path.dirname(target), f.name), data: f.bytes }));
  if (!opts.flags.has("force")) {
    const existing = files.find((f) => fs.existsSync(f.file));
    if (existing) return fail(io, `${existing.file} already exists; nothing was written (use --force to replace it)`, 2);
  }
  const problem = writeStaged(files);
  if (problem) return fail(io, `${problem}; nothing was written`, 2);
  if (json) io.out(`${JSON.stringify({ ok: true, files: files.map((f) => f.file), report: out.report })}\n`);
  else {
    io.out(`Wrote ${files.map((f) => path.relative(cwd, f.file) || f.file).join(" and ")}.\n`);
    if (out.report.length > 0) io.err(`${formatReport(out.report)}\n`);
  }
  return 0;
}

function fail(io: Io, message: string, code: 1 | 2): number {
  io.err(`warbench: ${message}\n`);
  return code;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${TILED_USAGE}`);
  return 2;
}
