import path from "node:path";
import type { EngineBundle } from "@/lib/engine";
import { gameSchema, hexMapSchema, isNextWarGame, parseBundle, scenarioSchema } from "@/lib/model";
import { detectKind } from "@/lib/model/documents";
import { readDocument } from "./read-document";

export type LoadedBundle = { ok: true; bundle: EngineBundle } | { ok: false; error: string };

/**
 * Loads what the engine plays from a scenario file (its game and map by
 * relative path) or a .warbench.json bundle (the scenario's game and map by
 * document name). Documents are parsed with the model's schemas, so the
 * engine only ever sees valid documents.
 */
export function loadEngineBundle(file: string, cwd = process.cwd()): LoadedBundle {
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

function parseAll(game: unknown, map: unknown, scenario: unknown): LoadedBundle {
  const g = gameSchema.safeParse(game);
  if (!g.success) return { ok: false, error: `the game is not valid: ${g.error.issues[0]?.message ?? "unknown"} (run warbench validate)` };
  if (!isNextWarGame(g.data)) return { ok: false, error: `ruleset ${g.data.ruleset} has no engine yet` };
  const m = hexMapSchema.safeParse(map);
  if (!m.success) return { ok: false, error: `the map is not a valid hex map: ${m.error.issues[0]?.message ?? "unknown"} (run warbench validate)` };
  const s = scenarioSchema.safeParse(scenario);
  if (!s.success) return { ok: false, error: `the scenario is not valid: ${s.error.issues[0]?.message ?? "unknown"} (run warbench validate)` };
  return { ok: true, bundle: { game: g.data, map: m.data, scenario: s.data } };
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
