import path from "node:path";
import type { AaBundle, EngineBundle } from "@/lib/engine";
import { areaMapSchema, gameSchema, hexMapSchema, isNextWarGame, migrateDocument, parseBundle, scenarioSchema } from "@/lib/model";
import type { DocumentKind } from "@/lib/model/document-kind";
import { detectKind } from "@/lib/model/documents";
import { readDocument } from "./read-document";

export type LoadedBundle = { ok: true; bundle: EngineBundle } | { ok: false; error: string };
/** A scenario with its game and map, for whichever ruleset plays it. */
export type LoadedAnyBundle = { ok: true; ruleset: "nextwar"; bundle: EngineBundle } | { ok: true; ruleset: "aa1942"; bundle: AaBundle } | { ok: false; error: string };

/** Loads a Next War scenario or bundle; an area game is refused with its ruleset named. */
export function loadEngineBundle(file: string, cwd = process.cwd()): LoadedBundle {
  const r = loadAnyBundle(file, cwd);
  if (!r.ok) return r;
  if (r.ruleset !== "nextwar") return { ok: false, error: `${file}: this command plays Next War games; the scenario's game is ruleset ${r.bundle.game.ruleset}` };
  return { ok: true, bundle: r.bundle };
}

/**
 * Loads what the engine plays from a scenario file (its game and map by
 * relative path) or a .warbench.json bundle (the scenario's game and map by
 * document name). Documents are parsed with the model's schemas, so the
 * engine only ever sees valid documents.
 */
export function loadAnyBundle(file: string, cwd = process.cwd()): LoadedAnyBundle {
  const abs = path.resolve(cwd, file);
  const read = readDocument(abs);
  if (!read.ok) return { ok: false, error: `${file}: ${read.finding.message}` };
  const kind = detectKind(read.value);
  if (kind === "scenario") {
    const scenario = read.value as { game?: unknown; map?: unknown };
    const docs: Record<string, unknown> = {};
    for (const ref of ["game", "map"] as const) {
      const target = scenario[ref];
      if (typeof target !== "string") return { ok: false, error: `${file}: the scenario names no ${ref}` };
      const loaded = readDocument(path.resolve(path.dirname(abs), target));
      if (!loaded.ok) return { ok: false, error: `${target}: ${loaded.finding.message}` };
      docs[ref] = loaded.value;
    }
    return parseAll(docs.game, docs.map, read.value);
  }
  if (kind === "bundle") {
    const parsed = parseBundle(read.text);
    if (!parsed.ok) return { ok: false, error: `${file}: ${parsed.error}` };
    const docs = parsed.bundle.documents;
    const scenarioDoc = docs.find((d) => d.kind === "scenario");
    if (!scenarioDoc) return { ok: false, error: `${file}: the bundle holds no scenario` };
    const sc = scenarioDoc.content as { game?: string; map?: string };
    const byName = (kind: string, name: string | undefined) => docs.find((d) => d.kind === kind && d.name === name) ?? docs.find((d) => d.kind === kind);
    return parseAll(byName("game", sc.game)?.content, byName("map", sc.map)?.content, scenarioDoc.content);
  }
  return { ok: false, error: `${file}: not a scenario or a bundle` };
}

/** Migrates each document to the current version, then parses it with the model's schemas. */
export function parseAll(game: unknown, map: unknown, scenario: unknown): LoadedAnyBundle {
  const g = gameSchema.safeParse(migrated("game", game));
  if (!g.success) return { ok: false, error: `the game is not valid: ${g.error.issues[0]?.message ?? "unknown"} (run warbench validate)` };
  const s = scenarioSchema.safeParse(migrated("scenario", scenario));
  if (!s.success) return { ok: false, error: `the scenario is not valid: ${s.error.issues[0]?.message ?? "unknown"} (run warbench validate)` };
  if (!isNextWarGame(g.data)) {
    const m = areaMapSchema.safeParse(migrated("map", map));
    if (!m.success) return { ok: false, error: `the map is not a valid area map: ${m.error.issues[0]?.message ?? "unknown"} (run warbench validate)` };
    return { ok: true, ruleset: "aa1942", bundle: { game: g.data, map: m.data, scenario: s.data } };
  }
  const m = hexMapSchema.safeParse(migrated("map", map));
  if (!m.success) return { ok: false, error: `the map is not a valid hex map: ${m.error.issues[0]?.message ?? "unknown"} (run warbench validate)` };
  return { ok: true, ruleset: "nextwar", bundle: { game: g.data, map: m.data, scenario: s.data } };
}

function migrated(kind: DocumentKind, doc: unknown): unknown {
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) return doc;
  const r = migrateDocument(kind, doc as Record<string, unknown>);
  return r.ok ? r.doc : doc;
}

/** Minimal option parsing: `--name value` pairs and bare flags. */
export function parseOptions(args: readonly string[], valued: readonly string[], flags: readonly string[]): { positional: string[]; values: Map<string, string>; flags: Set<string>; error?: string } {
  const positional: string[] = [];
  const values = new Map<string, string>();
  const set = new Set<string>();
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i] as string;
    if (a.startsWith("--")) {
      const name = a.slice(2);
      if (valued.includes(name)) {
        const v = args[i + 1];
        if (v === undefined) return { positional, values, flags: set, error: `option --${name} needs a value` };
        values.set(name, v);
        i += 1;
      } else if (flags.includes(name)) set.add(name);
      else return { positional, values, flags: set, error: `unknown option --${name}` };
    } else positional.push(a);
  }
  return { positional, values, flags: set };
}
