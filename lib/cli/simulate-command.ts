import fs from "node:fs";
import path from "node:path";
import { AA_BOTS, type AaBotFactory, type AaBundle, BOTS, type BotFactory, makeGameLog, playAaGame, playGame } from "@/lib/engine";
import { loadAnyBundle, parseOptions } from "./engine-bundle";
import { progressBar } from "./progress";
import { SIMULATE_USAGE } from "./usage";

type Io = { out: (s: string) => void; err: (s: string) => void; isTTY?: boolean };

/** `warbench simulate`: returns the exit code. */
export function runSimulate(args: readonly string[], io: Io): number {
  const opts = parseOptions(args, ["seed", "games", "bot", "bot-a", "bot-b", "save-logs"], ["json"]);
  if (opts.error) return usage(io, opts.error);
  const file = opts.positional[0];
  if (!file || opts.positional.length > 1) return usage(io, "simulate needs one scenario or bundle");
  const seedText = opts.values.get("seed");
  if (seedText === undefined || !/^-?[0-9]+$/.test(seedText)) return usage(io, "--seed N (an integer) is required");
  const games = Number(opts.values.get("games") ?? "1");
  if (!Number.isInteger(games) || games < 1) return usage(io, "--games must be a positive integer");
  if (!Number.isSafeInteger(Number(seedText)) || Number(seedText) > Number.MAX_SAFE_INTEGER - (games - 1)) {
    return usage(io, `--seed must be a safe integer (at most ${Number.MAX_SAFE_INTEGER} in size, seeds N to N+games-1 included)`);
  }
  const names = { a: opts.values.get("bot-a") ?? opts.values.get("bot") ?? "greedy", b: opts.values.get("bot-b") ?? opts.values.get("bot") ?? "greedy" };
  for (const n of Object.values(names)) if (!BOTS[n]) return usage(io, `unknown bot "${n}" (random, greedy)`);
  const loaded = loadAnyBundle(file);
  if (!loaded.ok) {
    io.err(`warbench: ${loaded.error}\n`);
    return 2;
  }
  if (loaded.ruleset === "aa1942") return simulateArea(loaded.bundle, Number(seedText), games, names, opts.values.get("save-logs"), opts.flags.has("json"), io);
  const bundle = loaded.bundle;
  const [sideA, sideB] = bundle.scenario.sides.map((s) => s.id) as [string, string];
  const bots: Record<string, BotFactory> = { [sideA]: BOTS[names.a] as BotFactory, [sideB]: BOTS[names.b] as BotFactory };
  const logDir = opts.values.get("save-logs");
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  const seed0 = Number(seedText);
  const results = [];
  const wins: Record<string, number> = { [sideA]: 0, [sideB]: 0 };
  const started = performance.now();
  for (let i = 0; i < games; i += 1) {
    const seed = seed0 + i;
    const g = playGame(bundle, seed, bots);
    const r = g.state.result;
    if (r?.winner) wins[r.winner] = (wins[r.winner] ?? 0) + 1;
    results.push({ seed, winner: r?.winner ?? null, victoryLevel: r?.level ?? "unfinished", vp: { ...g.state.vp.total }, turns: g.state.turn, actions: g.actions.length, finalStateHash: g.hash });
    if (logDir) fs.writeFileSync(path.join(logDir, `${seed}.json`), `${JSON.stringify(makeGameLog(bundle, seed, g.actions, { bots: { [sideA]: names.a, [sideB]: names.b }, finalStateHash: g.hash }))}\n`);
    if (io.isTTY) io.err(`\r${progressBar(i + 1, games)} ${i + 1}/${games}`);
  }
  if (io.isTTY) io.err("\n");
  const msPerGame = Math.round(((performance.now() - started) / games) * 10) / 10;
  if (opts.flags.has("json")) io.out(`${JSON.stringify({ games: results, wins, msPerGame })}\n`);
  else {
    for (const r of results) io.out(`seed ${r.seed}: ${r.winner ?? "no winner"} (${r.victoryLevel}) VP ${Object.entries(r.vp).map(([s, v]) => `${s} ${v}`).join(", ")} after ${r.turns} turns, ${r.actions} actions, hash ${r.finalStateHash}\n`);
    io.out(`wins: ${Object.entries(wins).map(([s, n]) => `${s} ${n}`).join(", ")}; ${msPerGame} ms a game\n`);
  }
  return 0;
}

/** The same for an area game [AA:turn-order]: victory cities instead of VP, rounds instead of turns. */
function simulateArea(bundle: AaBundle, seed0: number, games: number, names: { a: string; b: string }, logDir: string | undefined, json: boolean, io: Io): number {
  const [sideA, sideB] = bundle.scenario.sides.map((s) => s.id) as [string, string];
  const bots: Record<string, AaBotFactory> = { [sideA]: AA_BOTS[names.a] as AaBotFactory, [sideB]: AA_BOTS[names.b] as AaBotFactory };
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  const results = [];
  const wins: Record<string, number> = { [sideA]: 0, [sideB]: 0 };
  const started = performance.now();
  for (let i = 0; i < games; i += 1) {
    const seed = seed0 + i;
    const g = playAaGame(bundle, seed, bots);
    const r = g.state.result;
    if (r?.winner) wins[r.winner] = (wins[r.winner] ?? 0) + 1;
    results.push({ seed, winner: r?.winner ?? null, victoryLevel: r?.level ?? "unfinished", victoryCities: r?.victoryCities ?? {}, rounds: g.state.round, actions: g.actions.length, finalStateHash: g.hash });
    if (logDir) fs.writeFileSync(path.join(logDir, `${seed}.json`), `${JSON.stringify(makeGameLog(bundle, seed, g.actions, { bots: { [sideA]: names.a, [sideB]: names.b }, finalStateHash: g.hash }))}\n`);
    if (io.isTTY) io.err(`\r${progressBar(i + 1, games)} ${i + 1}/${games}`);
  }
  if (io.isTTY) io.err("\n");
  const msPerGame = Math.round(((performance.now() - started) / games) * 10) / 10;
  if (json) io.out(`${JSON.stringify({ games: results, wins, msPerGame })}\n`);
  else {
    for (const r of results) io.out(`seed ${r.seed}: ${r.winner ?? "no winner"} (${r.victoryLevel}) victory cities ${Object.entries(r.victoryCities).map(([s, v]) => `${s} ${v}`).join(", ")} after ${r.rounds} rounds, ${r.actions} actions, hash ${r.finalStateHash}\n`);
    io.out(`wins: ${Object.entries(wins).map(([s, n]) => `${s} ${n}`).join(", ")}; ${msPerGame} ms a game\n`);
  }
  return 0;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${SIMULATE_USAGE}`);
  return 2;
}
