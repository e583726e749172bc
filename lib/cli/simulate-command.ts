import fs from "node:fs";
import path from "node:path";
import { makeGameLog } from "@/lib/engine";
import { playWith } from "@/lib/engine/core/ruleset";
import { RULESETS } from "@/lib/engine/rulesets";
import { loadAnyBundle, parseOptions, summaryOf } from "./engine-bundle";
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
  const names = [opts.values.get("bot-a") ?? opts.values.get("bot") ?? "greedy", opts.values.get("bot-b") ?? opts.values.get("bot") ?? "greedy"];
  const known = [...new Set(RULESETS.all.flatMap((r) => Object.keys(r.bots)))];
  for (const n of names) if (!known.includes(n)) return usage(io, `unknown bot "${n}" (${known.join(", ")})`);
  const loaded = loadAnyBundle(file);
  if (!loaded.ok) {
    io.err(`warbench: ${loaded.error}\n`);
    return 2;
  }
  const { ruleset, bundle } = loaded;
  for (const n of names) if (!Object.hasOwn(ruleset.bots, n)) return usage(io, `unknown bot "${n}" for ${ruleset.name} (${Object.keys(ruleset.bots).join(", ")})`);
  const summary = summaryOf(ruleset);
  const sides = bundle.scenario.sides.map((s) => s.id);
  const botOf = Object.fromEntries(sides.map((side, i) => [side, names[Math.min(i, names.length - 1)] as string]));
  const logDir = opts.values.get("save-logs");
  if (logDir) fs.mkdirSync(logDir, { recursive: true });
  const seed0 = Number(seedText);
  const results = [];
  const wins: Record<string, number> = Object.fromEntries(sides.map((side) => [side, 0]));
  const started = performance.now();
  for (let i = 0; i < games; i += 1) {
    const seed = seed0 + i;
    const g = playWith(ruleset, bundle, seed, names);
    const r = (g.state as { result?: { winner: string | null; level: string } | null }).result;
    if (r?.winner) wins[r.winner] = (wins[r.winner] ?? 0) + 1;
    results.push({ seed, winner: r?.winner ?? null, victoryLevel: r?.level ?? "unfinished", ...summary.json(g.state), actions: g.actions.length, finalStateHash: g.hash, text: summary.text(g.state) });
    if (logDir) fs.writeFileSync(path.join(logDir, `${seed}.json`), `${JSON.stringify(makeGameLog(bundle, seed, g.actions, { bots: botOf, finalStateHash: g.hash }))}\n`);
    if (io.isTTY) io.err(`\r${progressBar(i + 1, games)} ${i + 1}/${games}`);
  }
  if (io.isTTY) io.err("\n");
  const msPerGame = Math.round(((performance.now() - started) / games) * 10) / 10;
  if (opts.flags.has("json")) io.out(`${JSON.stringify({ games: results.map(({ text: _, ...r }) => r), wins, msPerGame })}\n`);
  else {
    for (const r of results) io.out(`seed ${r.seed}: ${r.winner ?? "no winner"} (${r.victoryLevel}) ${r.text ? `${r.text}, ` : ""}${r.actions} actions, hash ${r.finalStateHash}\n`);
    io.out(`wins: ${Object.entries(wins).map(([s, n]) => `${s} ${n}`).join(", ")}; ${msPerGame} ms a game\n`);
  }
  return 0;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${SIMULATE_USAGE}`);
  return 2;
}
