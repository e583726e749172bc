import type { AreaGame } from "@/lib/model";
import { type RaidOdds, raidOdds, raidProblem } from "../engine/rulesets/aa1942/raid-odds";
import { parseOptions } from "./engine-bundle";
import { ODDS_USAGE } from "./usage";

type Io = { out: (s: string) => void; err: (s: string) => void };
type LoadGame = (file: string) => { ok: true; game: AreaGame } | { ok: false; error: string };

/**
 * `warbench odds --raid` [AA:strategic-bombing]: a strategic bombing raid's
 * exact odds (raid-odds.ts; no dice are rolled, so --runs, --seed and
 * --workers have no place here), at the air-battle and complex values of the
 * game file's unit types (the rulebook's where it gives none). Kept apart from the battle calculator's
 * branch of odds-command.ts, which samples battles on worker threads.
 */
export function runRaidOdds(args: readonly string[], io: Io, loadGame: LoadGame): number {
  const opts = parseOptions(args, ["bombers", "escorts", "interceptors", "ipc", "damage"], ["raid", "json"]);
  if (opts.error) return usage(io, opts.error);
  const file = opts.positional[0];
  if (!file || opts.positional.length > 1) return usage(io, "odds needs one game or bundle file");
  const numbers: Record<string, number> = {};
  for (const [name, fallback] of [["bombers", undefined], ["escorts", 0], ["interceptors", 0], ["ipc", undefined], ["damage", 0]] as const) {
    const text = opts.values.get(name);
    if (text === undefined) {
      if (fallback === undefined) return usage(io, `--raid needs --${name}`);
      numbers[name] = fallback;
      continue;
    }
    if (!/^[0-9]+$/.test(text.trim())) return usage(io, `--${name} must be a whole number of at least 0, not "${text}"`);
    numbers[name] = Number(text);
  }
  const spec = { bombers: numbers.bombers!, escorts: numbers.escorts!, interceptors: numbers.interceptors!, ipc: numbers.ipc!, damage: numbers.damage! };
  const problem = raidProblem(spec);
  if (problem) return usage(io, problem);
  const loaded = loadGame(file);
  if (!loaded.ok) {
    io.err(`warbench: ${loaded.error}\n`);
    return 2;
  }
  const r = raidOdds(loaded.game.unitTypes, spec);
  if (opts.flags.has("json")) io.out(`${JSON.stringify(raidJson(r))}\n`);
  else io.out(formatRaid(r));
  return 0;
}

/** The report: every figure of RaidOdds, named for the reader of the JSON. */
export function raidJson(r: RaidOdds) {
  return {
    mode: "raid",
    method: "exact",
    rule: r.rule,
    ...r.spec,
    room: r.room,
    hitOn: r.hitOn,
    expectedDamage: r.expectedDamage,
    expectedBombersLost: r.expectedBombersLost,
    expectedEscortsLost: r.expectedEscortsLost,
    expectedInterceptorsLost: r.expectedInterceptorsLost,
    noBomberThrough: r.noBomberThrough,
    /** Chance of each amount of damage added, 0..room (`damage` is what the complex held before). */
    damageAdded: r.damage,
  };
}

const num = (x: number) => x.toFixed(2);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function formatRaid(r: RaidOdds): string {
  const s = r.spec;
  const lines = [
    `Strategic bombing raid [${r.rule}], exact: ${s.bombers} bomber${s.bombers === 1 ? "" : "s"}, ${s.escorts} escort${s.escorts === 1 ? "" : "s"}, ${s.interceptors} interceptor${s.interceptors === 1 ? "" : "s"}`,
    `  complex  IPC ${s.ipc}, damage ${s.damage}, room for ${r.room} more (cap ${2 * s.ipc})`,
    `  hits on  bombers ${r.hitOn.bomber}, escorts ${r.hitOn.escort}, interceptors ${r.hitOn.interceptor} (the game's air-battle values), the complex's air defence ${r.hitOn.complex}`,
    "",
    `  expected damage            ${num(r.expectedDamage).padStart(6)}`,
    `  expected bombers lost      ${num(r.expectedBombersLost).padStart(6)}`,
    `  expected escorts lost      ${num(r.expectedEscortsLost).padStart(6)}`,
    `  expected interceptors lost ${num(r.expectedInterceptorsLost).padStart(6)}`,
    `  no bomber gets through     ${pct(r.noBomberThrough).padStart(6)}`,
  ];
  return `${lines.join("\n")}\n`;
}

function usage(io: Io, message: string): number {
  io.err(`warbench: ${message}.\n${ODDS_USAGE}`);
  return 2;
}
