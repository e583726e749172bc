import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, sourceFiles } from "./source-files";
import { RULESETS } from "@/lib/engine/rulesets";
import { GAME_RULESETS } from "@/lib/starters/rulesets";
import { RULESET_LINTS } from "@/lib/validate/lints/game";

/**
 * Everything dispatches once [#27]: code outside lib/engine/rulesets/ asks the registry (RULESETS) or a table
 * keyed by ruleset (GAME_RULESETS in lib/starters, RULESET_LINTS in lib/validate, PLAYTEST_SCREENS in the studio)
 * instead of comparing a ruleset id to a string. This reads every source file under app/ and lib/ (tests too) as
 * text and fails on a line that compares a ruleset id to a string literal, with === or !==, or names one in a case.
 */
/** Where rulesets live: each one's own folder may name itself. */
const OWN = "lib/engine/rulesets/";

/** Files (or folders, with their trailing slash) allowed to compare a ruleset id, each with its reason. */
const EXCEPT: Record<string, string> = {
  "lib/model/game.ts": "isNextWarGame: the document format's discriminated union on `ruleset` defines which game is which",
  "lib/model/migrations/game-v1-unit-abilities.ts": "a migration of the area game's format, written against that version's documents",
  "lib/model/migrations/game-v2-advanced-charts.ts": "a migration of the Advanced game's documents, written against that version's documents",
};



/** Every ruleset id a file might compare: the registry's and the game documents'. */
const IDS = [...new Set([...RULESETS.all.flatMap((r) => [r.id, ...(r.gameRulesets ?? [])]), ...Object.keys(GAME_RULESETS)])];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
const ID = `["'\`](?:${IDS.map(escape).join("|")})["'\`]`;
const COMPARISONS = [
  new RegExp(`[=!]==?\\s*${ID}`),
  new RegExp(`${ID}\\s*[=!]==?`),
  new RegExp(`\\bcase\\s+${ID}\\s*:`),
  // Any string compared with something called ruleset, a ruleset the registry does not know yet included.
  /\bruleset\s*[=!]==?\s*["'`]/,
  /["'`][^"'`\n]*["'`]\s*[=!]==?\s*[\w.?]*\bruleset\b/,
];


/** A type test (typeof x.ruleset === "string") is not a comparison of ids. */
const TYPE_TEST = /\btypeof\s+[\w.?]+\s*[=!]==?\s*["'`]\w+["'`]/g;

/** The lines of a text that compare a ruleset id to a string, as "file:line: text". */
function comparisons(file: string, text: string): string[] {
  return text.split("\n").flatMap((line, i) => {
    const code = line.replace(TYPE_TEST, "");
    return COMPARISONS.some((re) => re.test(code)) ? [`${file}:${i + 1}: ${line.trim()}`] : [];
  });
}

const matches = (file: string, entry: string) => (entry.endsWith("/") ? file.startsWith(entry) : file === entry);
const excepted = (file: string) => Object.keys(EXCEPT).some((e) => matches(file, e));

describe("everything dispatches once", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("lib")].filter((f) => !f.startsWith(OWN));
  const found = new Map(files.map((f) => [f, comparisons(f, fs.readFileSync(path.join(REPO_ROOT, f), "utf8"))]));

  it("no file outside lib/engine/rulesets/ compares a ruleset id to a string (ask RULESETS or a table keyed by ruleset)", () => {
    expect(files.length).toBeGreaterThan(500);
    expect([...found].filter(([f]) => !excepted(f)).flatMap(([, lines]) => lines)).toEqual([]);
  });

  it("every exception still compares a ruleset id (a stale exception goes)", () => {
    for (const e of Object.keys(EXCEPT)) {
      const hits = [...found].filter(([f]) => matches(f, e)).flatMap(([, lines]) => lines);
      expect(hits, e).not.toEqual([]);
    }
  });

  it("catches the comparisons it is there to catch, and not a sample's slug or two rulesets compared", () => {
    // Quotes spliced in, so that this file's own scan does not read these lines as comparisons.
    const q = '"';
    const caught = [
      `if (game.ruleset === ${q}aa1942${q}) {`,
      `const area = ruleset !== ${q}nextwar-standard${q};`,
      `return ${q}nextwar${q} === loaded.ruleset ? a : b;`,
      `  case ${q}aa1942${q}:`,
      `if (doc.ruleset == ${q}chess${q}) return;`,
      `const t = template === ${q}nextwar${q} ? 8 : 10;`,
    ];
    const missed = [`const s = samples.find((s) => s.slug === ${q}nextwar-sample${q});`, `if (before.ruleset !== after.ruleset) warn();`, `ruleset: ${q}aa1942${q},`, `const RULESETS = { aa1942: x };`, `if (typeof value.ruleset === ${q}string${q}) keep();`];
    expect(caught.filter((line) => comparisons("x.ts", line).length === 0)).toEqual([]);
    expect(missed.flatMap((line) => comparisons("x.ts", line))).toEqual([]);
  });
});

describe("the studio's tables agree with the registry", () => {
  it.each(Object.entries(GAME_RULESETS))("%s: the engine plays it when the studio says so, the calculator is there when its ruleset can odds, and the lints know its board", (id, info) => {
    const ruleset = RULESETS.find(id);
    expect(!!ruleset, id).toBe(info.playable);
    expect(info.calculator).toBe(!!ruleset?.can?.odds);
    expect(RULESET_LINTS[id as keyof typeof RULESET_LINTS].board).toBe(info.board);
  });
});
