import { type Ruleset, type RulesetSupplyReport, replayWith } from "@/lib/engine/core/ruleset";
import { loadAnyBundle, parseOptions } from "./engine-bundle";
import { readGameLog } from "./replay-command";
import { SUPPLY_USAGE } from "./usage";

type Io = { out: (s: string) => void; err: (s: string) => void };

const STATUS: Record<RulesetSupplyReport["units"][number]["status"], string> = {
  "in-supply": "in supply",
  "out-of-supply": "out of supply",
  isolated: "isolated",
  emergency: "emergency",
};

/**
 * `warbench supply`: each unit's supply state and its traced line, on the
 * scenario's starting position or after replaying a log. It asks the ruleset
 * (`supplyReport`), never names one: a ruleset without supply rules says so.
 */
export function runSupply(args: readonly string[], io: Io): number {
  const opts = parseOptions(args, ["log", "side"], ["json"]);
  if (opts.error) return usage(io, opts.error);
  const file = opts.positional[0];
  if (!file || opts.positional.length > 1) return usage(io, "supply needs one scenario or bundle");
  const loaded = loadAnyBundle(file);
  if (!loaded.ok) {
    io.err(`warbench: ${loaded.error}\n`);
    return 2;
  }
  const ruleset = loaded.ruleset as Ruleset<unknown, unknown, unknown>;
  let state: unknown = ruleset.create(loaded.bundle, { seed: 0 });
  const logFile = opts.values.get("log");
  if (logFile) {
    const log = readGameLog(logFile);
    if (!log.ok) {
      io.err(`warbench: ${log.error}\n`);
      return 2;
    }
    const played = log.ruleset as Ruleset<unknown, unknown, unknown>;
    const r = replayWith(played, log.log.bundle, log.log.seed, log.log.actions);
    if ("error" in r) {
      io.err(`warbench: the log's action ${r.index} is illegal: ${r.error}\n`);
      return 1;
    }
    state = r.state;
    return report(played, state, opts, io);
  }
  return report(ruleset, state, opts, io);
}

function report(ruleset: Ruleset<unknown, unknown, unknown>, state: unknown, opts: ReturnType<typeof parseOptions>, io: Io): number {
  if (!ruleset.supplyReport) {
    io.err(`warbench: ${ruleset.name} has no supply rules\n`);
    return 1;
  }
  const side = opts.values.get("side") ?? null;
  if (side !== null && !ruleset.sides(state).includes(side)) return usage(io, `unknown side "${side}" (${ruleset.sides(state).join(", ")})`);
  const r = ruleset.supplyReport(state, side);
  if (!r) {
    io.err("warbench: this game does not play the Advanced supply rules\n");
    return 1;
  }
  if (opts.flags.has("json")) {
    io.out(`${JSON.stringify(r)}\n`);
    return 0;
  }
  const sides = [...new Set([...Object.keys(r.supplyPoints), ...r.units.map((u) => u.side)])];
  if (!r.checked) io.out("No supply check yet: each line is traced now.\n");
  for (const s of sides) {
    io.out(`${s}: ${r.supplyPoints[s] ?? 0} supply points\n`);
    for (const u of r.units.filter((x) => x.side === s)) {
      const kind = u.kind === "unit" ? "" : ` (${u.kind === "msu" ? "MSU" : u.kind === "hq" ? "HQ" : "depot"})`;
      const line = u.line.length > 0 ? `  ${u.line.join(" → ")}` : "";
      io.out(`  ${u.id}${kind} in ${u.hex}: ${STATUS[u.status]}${line}\n`);
    }
  }
  return 0;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${SUPPLY_USAGE}`);
  return 2;
}
