import path from "node:path";
import type { AaBundle, AaState, EngineBundle, GameState } from "@/lib/engine";
import type { AnyRuleset } from "@/lib/engine/core/ruleset";
import { RULESETS, UnknownRulesetError, aa1942Ruleset, nextWarRuleset } from "@/lib/engine/rulesets";
import { areaMapSchema, gameSchema, hexMapSchema, isNextWarGame, migrateDocument, parseBundle, scenarioSchema } from "@/lib/model";
import type { DocumentKind } from "@/lib/model/document-kind";
import { detectKind } from "@/lib/model/documents";
import { readDocument } from "./read-document";

/** A scenario with its game and map, and the ruleset (from the registry) that plays it. */
export type LoadedAnyBundle = { ok: true; ruleset: AnyRuleset; bundle: EngineBundle | AaBundle } | { ok: false; error: string; unknownRuleset?: true };

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
    return withFile(file, parseDocuments(docs.game, docs.map, read.value));
  }
  if (kind === "bundle") {
    const parsed = parseBundle(read.text);
    if (!parsed.ok) return { ok: false, error: `${file}: ${parsed.error}` };
    const docs = parsed.bundle.documents;
    const scenarioDoc = docs.find((d) => d.kind === "scenario");
    if (!scenarioDoc) return { ok: false, error: `${file}: the bundle holds no scenario` };
    const sc = scenarioDoc.content as { game?: string; map?: string };
    const byName = (kind: string, name: string | undefined) => docs.find((d) => d.kind === kind && d.name === name) ?? docs.find((d) => d.kind === kind);
    return withFile(file, parseDocuments(byName("game", sc.game)?.content, byName("map", sc.map)?.content, scenarioDoc.content));
  }
  return { ok: false, error: `${file}: not a scenario or a bundle` };
}

/** An unknown ruleset is the registry's message, said of the file it came from. */
export function withFile(file: string, loaded: LoadedAnyBundle): LoadedAnyBundle {
  return !loaded.ok && loaded.unknownRuleset ? { ...loaded, error: `${file}: ${loaded.error}` } : loaded;
}

/**
 * Finds the game's ruleset in the registry (an unknown one is its one
 * message), then migrates each document to the current version and parses it
 * with the model's schemas.
 */
export function parseDocuments(game: unknown, map: unknown, scenario: unknown): LoadedAnyBundle {
  const gameDoc = migrated("game", game);
  let ruleset: AnyRuleset | undefined;
  if (gameDoc && typeof gameDoc === "object" && !Array.isArray(gameDoc)) {
    try {
      ruleset = RULESETS.get((gameDoc as { ruleset?: unknown }).ruleset);
    } catch (error) {
      if (error instanceof UnknownRulesetError) return { ok: false, error: error.message, unknownRuleset: true };
      throw error;
    }
  }
  const g = gameSchema.safeParse(gameDoc);
  if (!g.success || !ruleset) return { ok: false, error: `the game is not valid: ${g.error?.issues[0]?.message ?? "unknown"} (run warbench validate)` };
  const s = scenarioSchema.safeParse(migrated("scenario", scenario));
  if (!s.success) return { ok: false, error: `the scenario is not valid: ${s.error.issues[0]?.message ?? "unknown"} (run warbench validate)` };
  if (!isNextWarGame(g.data)) {
    const m = areaMapSchema.safeParse(migrated("map", map));
    if (!m.success) return { ok: false, error: `the map is not a valid area map: ${m.error.issues[0]?.message ?? "unknown"} (run warbench validate)` };
    return { ok: true, ruleset, bundle: { game: g.data, map: m.data, scenario: s.data } };
  }
  const m = hexMapSchema.safeParse(migrated("map", map));
  if (!m.success) return { ok: false, error: `the map is not a valid hex map: ${m.error.issues[0]?.message ?? "unknown"} (run warbench validate)` };
  const bundle = { game: g.data, map: m.data, scenario: s.data };
  const refused = ruleset.unplayable?.(bundle);
  if (refused) return { ok: false, error: refused };
  return { ok: true, ruleset, bundle };
}

/** How the CLI tells of a game of one ruleset: its score and length (simulate), its turn (replay). */
export interface GameSummary<S = unknown> {
  /** The fields simulate --json gives each game between its victory level and its actions. */
  json(state: S): Record<string, unknown>;
  /** "VP blue 3, red 5 after 8 turns". */
  text(state: S): string;
  /** The turn (round) the game is in. */
  turn(state: S): number | null;
}

const bySide = (score: Record<string, number>) =>
  Object.entries(score)
    .map(([s, v]) => `${s} ${v}`)
    .join(", ");

const nextWarSummary: GameSummary<GameState> = {
  json: (state) => ({ vp: { ...state.vp.total }, turns: state.turn }),
  text: (state) => `VP ${bySide(state.vp.total)} after ${state.turn} turns`,
  turn: (state) => state.turn,
};

/** Area games [AA:victory]: victory cities held at the end (none while unfinished), rounds for turns. */
const areaSummary: GameSummary<AaState> = {
  json: (state) => ({ victoryCities: state.result?.victoryCities ?? {}, rounds: state.round }),
  text: (state) => `victory cities ${bySide(state.result?.victoryCities ?? {})} after ${state.round} rounds`,
  turn: (state) => state.round,
};

const SUMMARIES: Readonly<Record<string, GameSummary<never>>> = { [nextWarRuleset.id]: nextWarSummary, [aa1942Ruleset.id]: areaSummary };

/** The summary of a ruleset's games; one without its own gives the actions alone. */
export function summaryOf(ruleset: AnyRuleset): GameSummary {
  return (SUMMARIES[ruleset.id] as GameSummary | undefined) ?? { json: () => ({}), text: () => "", turn: () => null };
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
