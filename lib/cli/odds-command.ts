import path from "node:path";
import { type AreaGame, type Nation, detectKind, gameSchema, migrateDocument, parseBundle } from "@/lib/model";
import { type OddsRequest, type OddsResult, DEFAULT_RUNS, DEFAULT_SEED, exactOdds, oddsResult, prepareOdds } from "../engine/rulesets/aa1942/odds";
import { RULESETS } from "../engine/rulesets";
import { parseOptions } from "./engine-bundle";
import { runOddsJob } from "./odds-pool";
import { runRaidOdds } from "./odds-raid";
import { progressBar } from "./progress";
import { readDocument } from "./read-document";
import { ODDS_USAGE } from "./usage";

type Io = { out: (s: string) => void; err: (s: string) => void; isTTY?: boolean };

/** `warbench odds`: returns the exit code. */
export async function runOddsCommand(args: readonly string[], io: Io): Promise<number> {
  // A raid is its own calculation, exact and without dice [AA:strategic-bombing].
  if (args.includes("--raid")) return runRaidOdds(args, io, (file) => loadAreaGame(file));
  const opts = parseOptions(args, ["attacker", "defender", "runs", "workers", "seed", "retreat-after", "retreat-below", "method"], ["sea", "amphibious", "json"]);
  if (opts.error) return usage(io, opts.error);
  const file = opts.positional[0];
  if (!file || opts.positional.length > 1) return usage(io, "odds needs one game or bundle file");
  const int = (name: string, fallback: number, min: number, max: number): number | string => {
    const text = opts.values.get(name);
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!/^-?[0-9]+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < min || n > max) return `--${name} must be a whole number from ${min} to ${max}`;
    return n;
  };
  const runs = int("runs", DEFAULT_RUNS, 1, 1_000_000_000);
  // Without --workers, a run small enough to end before threads would start is fought in this thread (runOddsJob).
  const workers = opts.values.has("workers") ? int("workers", 1, 1, 256) : undefined;
  const seed = int("seed", DEFAULT_SEED, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  const retreatAfter = int("retreat-after", 0, 1, 1000);
  const retreatBelow = int("retreat-below", 0, 1, 1_000_000);
  for (const v of [runs, workers, seed, retreatAfter, retreatBelow]) if (typeof v === "string") return usage(io, v);
  const methodText = opts.values.get("method");
  if (methodText !== undefined && !["exact", "monte-carlo", "auto"].includes(methodText)) return usage(io, "--method must be exact, monte-carlo or auto");
  // Runs, a seed or workers only mean something to a sample: asking for them asks for one [RULINGS-odds "exact"].
  const method = methodText ?? (["runs", "seed", "workers"].some((o) => opts.values.has(o)) ? "monte-carlo" : "auto");
  const sea = opts.flags.has("sea");
  const amphibious = opts.flags.has("amphibious");
  if (sea && amphibious) return usage(io, "--amphibious is a land battle; it cannot go with --sea");
  const specs = { attacker: opts.values.get("attacker"), defender: opts.values.get("defender") };
  if (specs.attacker === undefined || specs.defender === undefined) return usage(io, "--attacker and --defender are required");

  const loaded = loadAreaGame(file);
  if (!loaded.ok) {
    io.err(`warbench: ${loaded.error}\n`);
    return 2;
  }
  const game = loaded.game;
  const sides = { attacker: parseSide(specs.attacker, "attacker"), defender: parseSide(specs.defender, "defender") };
  for (const s of Object.values(sides)) if ("error" in s) return usage(io, s.error);
  const [att, def] = [sides.attacker, sides.defender] as [ParsedSide, ParsedSide];
  const nations = { attacker: findNation(game, att.nation), defender: findNation(game, def.nation) };
  for (const [role, n] of Object.entries(nations)) {
    if (!n) {
      const text = role === "attacker" ? att.nation : def.nation;
      io.err(`warbench: unknown nation "${text}" (the game's nations: ${game.nations.map((x) => x.id).join(", ")}).\n`);
      return 2;
    }
  }
  const [an, dn] = [nations.attacker, nations.defender] as [Nation, Nation];
  const json = opts.flags.has("json");
  if (an.side === dn.side) {
    const sideName = game.sides.find((s) => s.id === an.side)?.name ?? an.side;
    return noBattle(io, json, `${an.name} and ${dn.name} are both on the ${sideName} side: a side never attacks its own allies.`, "AA:conduct-combat");
  }

  const request: OddsRequest = {
    kind: sea ? "sea" : "land",
    amphibious,
    attacker: att.units,
    defender: def.units,
    retreatAfter: retreatAfter as number,
    retreatBelow: retreatBelow as number,
  };
  const prepared = prepareOdds(game.unitTypes, request);
  if (!prepared.ok) {
    const p = prepared.problem;
    if (p.kind === "no-battle") return noBattle(io, json, p.message, p.rule);
    io.err(`warbench: ${p.message} (the game's unit types: ${game.unitTypes.map((u) => u.id).join(", ")}).\n`);
    return 2;
  }

  const brought = { attacker: countsById(game, prepared.prepared.attacker), defender: countsById(game, prepared.prepared.defender) };
  const report = (result: OddsResult, how: { workers: number; ms?: number; battlesPerSecond?: number }) => {
    if (json) io.out(`${JSON.stringify({ ...result, kind: request.kind, amphibious, workers: how.workers, attacker: { nation: an.id, units: brought.attacker }, defender: { nation: dn.id, units: brought.defender }, ...(how.ms !== undefined ? { ms: Math.round(how.ms * 100) / 100 } : { battlesPerSecond: how.battlesPerSecond }) })}\n`);
    else io.out(formatText(game, result, { an, dn, brought, kind: request.kind, amphibious, ...how }));
    return 0;
  };
  let refused: string | undefined;
  if (method !== "monte-carlo") {
    const started = performance.now();
    const exact = exactOdds(prepared.prepared);
    if (exact.ok) return report(oddsResult(prepared.prepared, exact.totals, seed as number, "exact"), { workers: 1, ms: performance.now() - started });
    if (method === "exact") {
      io.err(`warbench: no exact answer: ${exact.reason}; --method monte-carlo samples it.\n`);
      return 1;
    }
    refused = exact.reason;
  }

  const total = runs as number;
  let done = 0;
  let drawn = -1;
  const onProgress = io.isTTY
    ? (battles: number) => {
        done += battles;
        const percent = Math.floor((done / total) * 100);
        if (percent === drawn) return;
        drawn = percent;
        io.err(`\r${progressBar(done, total)} ${done.toLocaleString("en")}/${total.toLocaleString("en")}`);
      }
    : undefined;
  let ran: Awaited<ReturnType<typeof runOddsJob>>;
  try {
    ran = await runOddsJob({ unitTypes: game.unitTypes, request, seed: seed as number, runs: total }, (workers as number | undefined) ?? "auto", onProgress);
  } catch (error) {
    if (io.isTTY) io.err("\n");
    io.err(`warbench: the calculation failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  if (io.isTTY) io.err("\n");
  const sampled = oddsResult(prepared.prepared, ran.totals, seed as number);
  return report(refused === undefined ? sampled : { ...sampled, exactRefused: refused }, { workers: ran.workers, battlesPerSecond: Math.round(total / Math.max(ran.seconds, 1e-9)) });
}

interface ParsedSide {
  nation: string;
  units: Record<string, number>;
}

/** `"<nation>:<n> <unit type>,<n> <unit type>"` (a missing count is 1). */
function parseSide(text: string, role: string): ParsedSide | { error: string } {
  const colon = text.indexOf(":");
  if (colon < 0) return { error: `--${role} takes "<nation>:<n> <unit type>,…"` };
  const nation = text.slice(0, colon).trim();
  if (!nation) return { error: `--${role} names no nation before ":"` };
  const units: Record<string, number> = {};
  for (const item of text.slice(colon + 1).split(",")) {
    const t = item.trim();
    if (!t) continue;
    const m = /^([0-9]+)\s*(?:[x×]\s+)?(.*)$/i.exec(t);
    const count = m ? Number(m[1]) : 1;
    const name = (m ? m[2]! : t).trim();
    if (!name) return { error: `--${role}: "${t}" names no unit type` };
    if (!Number.isSafeInteger(count)) return { error: `--${role}: "${t}" has too large a count` };
    units[name] = (units[name] ?? 0) + count;
  }
  if (Object.keys(units).length === 0) return { error: `--${role} lists no units` };
  return { nation, units };
}

function findNation(game: AreaGame, text: string): Nation | undefined {
  const want = text.trim().toLowerCase();
  return game.nations.find((n) => n.id.toLowerCase() === want) ?? game.nations.find((n) => n.name.toLowerCase() === want);
}

type LoadedGame = { ok: true; game: AreaGame } | { ok: false; error: string };

/**
 * The area game in a game document, in a bundle (the game its scenario names,
 * else its only or first aa1942 game) or named by a scenario (by relative path),
 * read with the shared input limits, migrated and checked with the schema.
 */
export function loadAreaGame(file: string, cwd = process.cwd()): LoadedGame {
  const abs = path.resolve(cwd, file);
  const read = readDocument(abs);
  if (!read.ok) return { ok: false, error: `${file}: ${read.finding.message}` };
  const kind = detectKind(read.value);
  let content: unknown;
  if (kind === "game") content = read.value;
  else if (kind === "bundle") {
    const parsed = parseBundle(read.text);
    if (!parsed.ok) return { ok: false, error: `${file}: ${parsed.error}` };
    const docs = parsed.bundle.documents;
    const games = docs.filter((d) => d.kind === "game" && calculatesOdds(d.content.ruleset));
    const named = docs.find((d) => d.kind === "scenario")?.content.game;
    const game = games.find((d) => d.name === named) ?? games[0];
    if (!game) return { ok: false, error: `${file}: the bundle holds no Axis & Allies (aa1942) game` };
    content = game.content;
  } else if (kind === "scenario") {
    const target = (read.value as { game?: unknown }).game;
    if (typeof target !== "string") return { ok: false, error: `${file}: the scenario names no game` };
    const g = readDocument(path.resolve(path.dirname(abs), target));
    if (!g.ok) return { ok: false, error: `${target}: ${g.finding.message}` };
    content = g.value;
  } else return { ok: false, error: `${file}: not a game, a scenario or a bundle` };
  if (!content || typeof content !== "object" || Array.isArray(content)) return { ok: false, error: `${file}: the game is not a JSON object` };
  const migrated = migrateDocument("game", content as Record<string, unknown>);
  if (!migrated.ok && migrated.reason !== "bad-version") return { ok: false, error: `${file}: ${migrated.message}` };
  const parsed = gameSchema.safeParse(migrated.ok ? migrated.doc : content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at /${issue.path.join("/")}` : "";
    return { ok: false, error: `${file}: the game is not valid${where}: ${issue?.message ?? "unknown problem"} (run warbench validate)` };
  }
  if (!calculatesOdds(parsed.data.ruleset)) return { ok: false, error: `${file}: the game's ruleset is ${parsed.data.ruleset}; odds calculates Axis & Allies (aa1942) battles` };
  // A ruleset with the battle calculator plays area games [AA:*].
  return { ok: true, game: parsed.data as AreaGame };
}

/** Whether the ruleset a game document names has the battle calculator (the registry's capability). */
function calculatesOdds(gameRuleset: unknown): boolean {
  return RULESETS.find(gameRuleset)?.can?.odds === true;
}

function noBattle(io: Io, json: boolean, message: string, rule: string): number {
  if (json) io.out(`${JSON.stringify({ error: message, rule })}\n`);
  io.err(`warbench: no battle: ${message} [${rule}]\n`);
  return 1;
}

/** The units a side brought, by unit type id, from a prepared count array. */
function countsById(game: AreaGame, counts: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  game.unitTypes.forEach((u, i) => {
    if ((counts[i] ?? 0) > 0) out[u.id] = counts[i]!;
  });
  return out;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const num = (x: number) => x.toFixed(2);

function formatText(
  game: AreaGame,
  r: OddsResult,
  c: { an: Nation; dn: Nation; brought: Record<"attacker" | "defender", Record<string, number>>; kind: "land" | "sea"; amphibious: boolean; workers: number; ms?: number; battlesPerSecond?: number },
): string {
  const name = (id: string) => game.unitTypes.find((u) => u.id === id)?.name ?? id;
  const list = (units: Record<string, number>) =>
    Object.entries(units)
      .map(([id, n]) => `${n} ${name(id)}`)
      .join(", ");
  const what = c.kind === "sea" ? "sea battle" : c.amphibious ? "amphibious assault" : "land battle";
  const how =
    r.method === "exact"
      ? `exact: every outcome weighed, no dice (${(c.ms ?? 0).toFixed(1)} ms)`
      : `${r.runs.toLocaleString("en")} battles (Monte Carlo, seed ${r.seed}, ${c.workers} worker${c.workers === 1 ? "" : "s"}, ${(c.battlesPerSecond ?? 0).toLocaleString("en")} battles/s)`;
  const lines = [
    `${c.an.name} attacks ${c.dn.name}: ${what}, ${how}`,
    ...(r.exactRefused ? [`  sampled: no exact answer, ${r.exactRefused}`] : []),
    `  attacker  ${list(c.brought.attacker)}`,
    `  defender  ${list(c.brought.defender)}`,
    "",
    `  attacker wins  ${pct(r.attackerWins).padStart(6)}${r.territoryTaken !== null ? `   (takes the territory ${pct(r.territoryTaken)})` : ""}`,
    `  defender wins  ${pct(r.defenderWins).padStart(6)}${r.retreats > 0 ? `   (attacker retreats ${pct(r.retreats)})` : ""}`,
    `  draw           ${pct(r.draws).padStart(6)}`,
    `  mean rounds    ${num(r.meanRounds).padStart(6)}`,
    "",
    `  ${"mean left".padEnd(22)}${"attacker".padStart(10)}${"defender".padStart(10)}`,
  ];
  const ids = [...new Set([...Object.keys(r.attackerSurvivors), ...Object.keys(r.defenderSurvivors)])];
  ids.sort((a, b) => game.unitTypes.findIndex((u) => u.id === a) - game.unitTypes.findIndex((u) => u.id === b));
  const cell = (v: number | undefined) => (v === undefined ? "–" : num(v)).padStart(10);
  for (const id of ids) lines.push(`  ${name(id).padEnd(22)}${cell(r.attackerSurvivors[id])}${cell(r.defenderSurvivors[id])}`);
  lines.push(`  ${"IPC lost".padEnd(22)}${cell(r.attackerIpcLost)}${cell(r.defenderIpcLost)}`);
  return `${lines.join("\n")}\n`;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${ODDS_USAGE}`);
  return 2;
}
