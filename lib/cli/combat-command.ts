import { type CombatDeclaration, type GameState, explainCombat } from "@/lib/engine";
import { replayWith } from "@/lib/engine/core/ruleset";
import { loadAnyBundle, parseOptions } from "./engine-bundle";
import { readGameLog } from "./replay-command";
import { COMBAT_USAGE } from "./usage";

type Io = { out: (s: string) => void; err: (s: string) => void };

export function runCombat(args: readonly string[], io: Io): number {
  const opts = parseOptions(args, ["log", "attackers", "defender", "segment", "lead", "air", "helicopters", "defender-air", "defender-helicopters", "naval", "defender-naval", "hq", "defender-hq", "cw"], ["json"]);
  if (opts.error) return usage(io, opts.error);
  const file = opts.positional[0];
  if (!file || opts.positional.length > 1) return usage(io, "combat needs one scenario or bundle");
  const attackers = (opts.values.get("attackers") ?? "").split(/[,\s]+/).filter(Boolean);
  const defender = opts.values.get("defender");
  if (attackers.length === 0 || !defender) return usage(io, "--attackers and --defender are required");
  const segment = opts.values.get("segment");
  if (segment !== undefined && segment !== "breakthrough" && segment !== "normal") return usage(io, "--segment is breakthrough or normal");
  const support = supportOf(opts.values);
  if (typeof support === "string") return usage(io, support);
  const loaded = loadAnyBundle(file);
  if (!loaded.ok || !loaded.ruleset.can?.explainCombat) {
    io.err(`warbench: ${loaded.ok ? `${file}: this command plays Next War games; the scenario's game is ruleset ${loaded.bundle.game.ruleset}` : loaded.error}\n`);
    return 2;
  }
  // A ruleset that explains combat plays Next War states [9.0].
  let state = loaded.ruleset.create(loaded.bundle, { seed: 0 }) as GameState;
  const logFile = opts.values.get("log");
  if (logFile) {
    const log = readGameLog(logFile);
    if (!log.ok || !log.ruleset.can?.explainCombat) {
      io.err(`warbench: ${log.ok ? `${logFile}: combat explains Next War games; this log is an area game` : log.error}\n`);
      return 2;
    }
    const r = replayWith(log.ruleset, log.log.bundle, log.log.seed, log.log.actions);
    if ("error" in r) {
      io.err(`warbench: the log's action ${r.index} is illegal: ${r.error}\n`);
      return 1;
    }
    state = r.state;
  }
  // Advanced game: HQ combat support and a CW marker [18.2.1, 18.2.4]; a standard game refuses them with the rule.
  const hqs = Object.fromEntries(
    (
      [
        ["hq", "hq"],
        ["defenderHq", "defender-hq"],
        ["cw", "cw"],
      ] as const
    ).flatMap(([key, option]) => (opts.values.has(option) ? [[key, opts.values.get(option) as string]] : [])),
  ) as Pick<CombatDeclaration, "hq" | "defenderHq" | "cw">;
  if (!state.adv && Object.keys(hqs).length > 0) {
    io.err("warbench: illegal attack: [18.2.1] HQ combat support and chemical weapons are Advanced game rules (this game plays the standard rules)\n");
    return 1;
  }
  const ex = explainCombat(state, { attackers, defender, lead: opts.values.get("lead"), segment: segment as "breakthrough" | "normal" | undefined, ...(support ? { support } : {}), ...hqs });
  if ("error" in ex) {
    if (opts.flags.has("json")) io.out(`${JSON.stringify({ error: ex.error, rule: ex.rule })}\n`);
    io.err(`warbench: illegal attack: ${ex.error}\n`);
    return 1;
  }
  if (opts.flags.has("json")) {
    io.out(
      `${JSON.stringify({
        row: ex.row,
        attack: ex.attack,
        defense: ex.defense,
        ratio: ex.ratio,
        initialColumn: ex.initialColumn,
        finalColumn: ex.finalColumn,
        shift: ex.shift,
        drm: ex.drm,
        leadAttacker: ex.leadAttacker,
        leadDefender: ex.leadDefender,
        defenders: ex.defenders,
        lines: ex.lines.map((l) => ({ text: l.text, rule: l.rule })),
      })}\n`,
    );
  } else {
    io.out(`${attackers.join(" + ")} → ${defender} (${ex.row})\n`);
    for (const l of ex.lines) io.out(`  [${l.rule}] ${l.text}\n`);
    io.out(`Attack ${ex.attack} : defence ${ex.defense}; column ${ex.initialColumn} → ${ex.finalColumn}; DRM ${ex.drm > 0 ? "+" : ""}${ex.drm}\n`);
  }
  return 0;
}

type Support = NonNullable<CombatDeclaration["support"]>;

/** The combat support options as a declaration's `support`, null when none is given, or the usage error [6.2.1, 6.5.3, 7.3.1]. */
function supportOf(values: Map<string, string>): Support | null | string {
  const out: Support = {};
  const ids = (v: string) => v.split(/[,\s]+/).filter(Boolean);
  for (const [role, air, helis, ships] of [
    ["attacker", "air", "helicopters", "naval"],
    ["defender", "defender-air", "defender-helicopters", "defender-naval"],
  ] as const) {
    const a = values.get(air);
    const h = values.get(helis);
    const n = values.get(ships);
    if (a === undefined && h === undefined && n === undefined) continue;
    if (a !== undefined && !/^[0-9]+$/.test(a)) return `--${air} is a whole number of air points`;
    out[role] = { ...(a !== undefined ? { air: Number(a) } : {}), ...(h !== undefined ? { helicopters: ids(h) } : {}), ...(n !== undefined ? { naval: ids(n) } : {}) };
  }
  return out.attacker || out.defender ? out : null;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${COMBAT_USAGE}`);
  return 2;
}
