/**
 * The calculator panel's form as plain data, and the checks that turn it into
 * a job for the workers — the same checks `warbench odds` makes, so the panel
 * refuses what the CLI refuses, with the same message and rule. Pure (tested
 * without a browser).
 */
import { type AreaGame, gameSchema, isNextWarGame, migrateDocument } from "@/lib/model";
import { GAME_RULESETS } from "@/lib/starters/rulesets";
import { type OddsRequest, DEFAULT_RUNS, DEFAULT_SEED, prepareOdds } from "@/lib/engine/rulesets/aa1942/odds";
import type { OddsJob } from "@/lib/engine/rulesets/aa1942/odds-chunks";

export const MAX_RUNS = 1_000_000;

/** A side as the playtest (or anyone) hands it over: a nation id and counts by unit type id. */
export interface CalculatorSide {
  nation: string;
  units: Readonly<Record<string, number>>;
}

/** A battle to open the panel with. */
export interface CalculatorInitial {
  attacker: CalculatorSide;
  defender: CalculatorSide;
  kind: "land" | "sea";
  amphibious?: boolean;
}

export interface FormSide {
  nation: string;
  /** As typed, by unit type id ("" = none). */
  counts: Record<string, string>;
}

export interface CalculatorForm {
  attacker: FormSide;
  defender: FormSide;
  kind: "land" | "sea";
  amphibious: boolean;
  /** "auto": the exact answer where the battle allows it (as `warbench odds`), else the runs; "monte-carlo": always the runs. */
  method: "auto" | "monte-carlo";
  runs: string;
  seed: string;
  /** "" or 0 = never. */
  retreatAfter: string;
  retreatBelow: string;
}

export type Role = "attacker" | "defender";

/** The form's opening state: the battle handed over, or the first nation against the first of another side. */
export function initialForm(game: AreaGame, initial?: CalculatorInitial): CalculatorForm {
  const first = game.nations[0]?.id ?? "";
  const enemy = game.nations.find((n) => n.side !== game.nations[0]?.side)?.id ?? first;
  const side = (s: CalculatorSide | undefined, nation: string): FormSide => ({
    nation: s && game.nations.some((n) => n.id === s.nation) ? s.nation : nation,
    counts: Object.fromEntries(game.unitTypes.map((u) => [u.id, s?.units[u.id] ? String(s.units[u.id]) : ""])),
  });
  return {
    attacker: side(initial?.attacker, first),
    defender: side(initial?.defender, enemy),
    kind: initial?.kind ?? "land",
    amphibious: initial?.kind !== "sea" && initial?.amphibious === true,
    method: "auto",
    runs: String(DEFAULT_RUNS),
    seed: String(DEFAULT_SEED),
    retreatAfter: "",
    retreatBelow: "",
  };
}

export type BuiltJob = { ok: true; job: OddsJob } | { ok: false; message: string; rule?: string };

/** Whole numbers as typed: blank is `blank`; anything else must be digits in [min, max]. */
function whole(text: string, blank: number, min: number, max: number): number | null {
  const t = text.trim().replace(/[,_\s]/g, "");
  if (t === "") return blank;
  if (!/^-?[0-9]+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
}

/** Checks the form and builds the job, or says (in one line, with the rule where one applies) why there is no battle to fight. */
export function buildJob(game: AreaGame, form: CalculatorForm): BuiltJob {
  const runs = whole(form.runs, DEFAULT_RUNS, 1, MAX_RUNS);
  if (runs === null) return { ok: false, message: `Runs must be a whole number from 1 to ${MAX_RUNS.toLocaleString("en")}.` };
  const seed = whole(form.seed, DEFAULT_SEED, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (seed === null) return { ok: false, message: "The seed must be a whole number." };
  const retreatAfter = whole(form.retreatAfter, 0, 0, 1000);
  if (retreatAfter === null) return { ok: false, message: "Retreat after round must be a whole number from 0 (never) to 1,000." };
  const retreatBelow = whole(form.retreatBelow, 0, 0, 1_000_000);
  if (retreatBelow === null) return { ok: false, message: "Retreat below must be a whole number of units (0: never)." };
  const units = {} as Record<Role, Record<string, number>>;
  for (const role of ["attacker", "defender"] as const) {
    units[role] = {};
    for (const u of game.unitTypes) {
      const n = whole(form[role].counts[u.id] ?? "", 0, 0, 100_000);
      if (n === null) return { ok: false, message: `The ${role}'s count of ${u.name} must be a whole number from 0 to 100,000.` };
      if (n > 0) units[role][u.id] = n;
    }
  }
  const an = game.nations.find((n) => n.id === form.attacker.nation);
  const dn = game.nations.find((n) => n.id === form.defender.nation);
  if (!an || !dn) return { ok: false, message: "Pick a nation for each side." };
  if (an.side === dn.side) {
    const sideName = game.sides.find((s) => s.id === an.side)?.name ?? an.side;
    return { ok: false, message: `${an.name} and ${dn.name} are both on the ${sideName} side: a side never attacks its own allies.`, rule: "AA:conduct-combat" };
  }
  const request: OddsRequest = {
    kind: form.kind,
    amphibious: form.kind === "land" && form.amphibious,
    attacker: units.attacker,
    defender: units.defender,
    retreatAfter,
    retreatBelow,
  };
  const prepared = prepareOdds(game.unitTypes, request);
  if (!prepared.ok) {
    const p = prepared.problem;
    return p.kind === "no-battle" ? { ok: false, message: p.message, rule: p.rule } : { ok: false, message: p.message };
  }
  return { ok: true, job: { unitTypes: game.unitTypes, request, seed, runs, method: form.method } };
}

/** A saved game document's content as an Axis & Allies game (migrated and checked), or why it is not one. */
export function parseAreaGame(content: unknown): { ok: true; game: AreaGame } | { ok: false; message: string } {
  if (!content || typeof content !== "object" || Array.isArray(content)) return { ok: false, message: "The game is not a JSON object." };
  const migrated = migrateDocument("game", content as Record<string, unknown>);
  if (!migrated.ok && migrated.reason !== "bad-version") return { ok: false, message: migrated.message };
  const parsed = gameSchema.safeParse(migrated.ok ? migrated.doc : content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at /${issue.path.join("/")}` : "";
    return { ok: false, message: `The game is not valid${where}: ${issue?.message ?? "unknown problem"}. Fix it in the editor first.` };
  }
  // The calculator fights the battles of a ruleset that says it has one, on its area game's unit table.
  if (!GAME_RULESETS[parsed.data.ruleset].calculator || isNextWarGame(parsed.data)) return { ok: false, message: `The calculator fights Axis & Allies (aa1942) battles; this game's ruleset is ${parsed.data.ruleset}.` };
  return { ok: true, game: parsed.data };
}
