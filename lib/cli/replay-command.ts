import type { AaBundle, EngineBundle, GameLog } from "@/lib/engine";
import { type AnyRuleset, replayWith } from "@/lib/engine/core/ruleset";
import { parseDocuments, summaryOf, withFile } from "./engine-bundle";
import { readDocument } from "./read-document";
import { REPLAY_USAGE } from "./usage";

type Io = { out: (s: string) => void; err: (s: string) => void };

/** A game log with the ruleset (from the registry) that replays it. */
type LoadedLog = { ok: true; ruleset: AnyRuleset; log: GameLog<EngineBundle | AaBundle, unknown> } | { ok: false; error: string };

export function readGameLog(file: string): LoadedLog {
  const read = readDocument(file, 256 * 1024 * 1024);
  if (!read.ok) return { ok: false, error: `${file}: ${read.finding.message}` };
  const v = read.value as Partial<GameLog>;
  if (v.format !== "warbench-game-log" || !Array.isArray(v.actions) || !v.bundle) return { ok: false, error: `${file}: not a warbench game log` };
  // Dice are seeded from the integer part of a 32-bit value: 1e308 or 1.5 would replay as another seed.
  if (typeof v.seed !== "number" || !Number.isSafeInteger(v.seed)) return { ok: false, error: `${file}: the seed ${JSON.stringify(v.seed)} is not a safe integer (a whole number of at most ${Number.MAX_SAFE_INTEGER})` };
  if (v.finalStateHash !== undefined && typeof v.finalStateHash !== "string") return { ok: false, error: `${file}: finalStateHash must be a string` };
  const docs = v.bundle as { game?: unknown; map?: unknown; scenario?: unknown };
  const parsed = withFile(file, parseDocuments(docs.game, docs.map, docs.scenario));
  if (!parsed.ok) return { ok: false, error: parsed.unknownRuleset ? parsed.error : `${file}: the log's documents are not valid: ${parsed.error}` };
  return { ok: true, ruleset: parsed.ruleset, log: { ...(v as GameLog<unknown, unknown>), bundle: parsed.bundle } };
}

export function runReplay(args: readonly string[], io: Io): number {
  const json = args.includes("--json");
  const strict = args.includes("--strict");
  const files = args.filter((a) => !a.startsWith("--"));
  const unknown = args.filter((a) => a.startsWith("--") && a !== "--json" && a !== "--strict");
  if (unknown.length > 0 || files.length !== 1) {
    io.err(`warbench: ${unknown.length > 0 ? `unknown option ${unknown[0]}` : "replay needs one game log"}.\n${REPLAY_USAGE}`);
    return 2;
  }
  const loaded = readGameLog(files[0] as string);
  if (!loaded.ok) {
    io.err(`warbench: ${loaded.error}\n`);
    return 2;
  }
  const { log } = loaded;
  const r = replayWith(loaded.ruleset, log.bundle, log.seed, log.actions);
  if ("error" in r) {
    if (json) io.out(`${JSON.stringify({ ok: false, index: r.index, rule: r.rule, error: r.error })}\n`);
    io.err(`warbench: action ${r.index} ${JSON.stringify(log.actions[r.index])} is illegal: ${r.error}\n`);
    return 1;
  }
  const recorded = log.finalStateHash;
  const matches = recorded === r.hash;
  const ok = matches || (recorded === undefined && !strict);
  const turn = summaryOf(loaded.ruleset).turn(r.state);
  if (json) io.out(`${JSON.stringify({ ok, verified: matches, finalStateHash: r.hash, recordedHash: recorded ?? null, actions: log.actions.length, turn, result: r.state.result })}\n`);
  else io.out(`${r.hash}\n`);
  if (recorded === undefined) {
    io.err(`warbench: the log records no finalStateHash, so this replay was not checked against the game it came from${strict ? " (--strict)" : ""}\n`);
    return strict ? 1 : 0;
  }
  if (!matches) {
    io.err(`warbench: the replay ends in ${r.hash}, the log recorded ${recorded}\n`);
    return 1;
  }
  return 0;
}
