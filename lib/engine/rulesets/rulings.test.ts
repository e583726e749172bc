import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Each ruleset's RULINGS*.md lists the clauses whose reading was chosen (#28).
 * Every ruling — a top-level "- " bullet with its indented continuation lines —
 * must quote the rulebook in 「」 or say "no rulebook text", and name on a
 * `Test:` line the test that holds it: `file` › "describe" › "title", files
 * relative to the ruleset's folder, the repository or e2e/, several titles per
 * file allowed, "…" standing for an elided part of a title. A test file named
 * without any title, or a title not found in its file, fails here, so a ruling
 * cannot point at a test that was renamed or never written.
 */

/**
 * The rulesets whose rulings are checked, by folder name, each with the RULINGS*.md files checked ("all", or a list
 * while a ruleset's files are brought up to the rule one by one).
 */
const RULESETS: Record<string, "all" | readonly string[]> = { nextwar: "all", aa1942: "all" };

const ROOT = process.cwd();
const HERE = path.join(ROOT, "lib/engine/rulesets");

interface Ruling {
  file: string;
  line: number;
  text: string;
}

/** The rulings of one RULINGS*.md: each top-level bullet with its indented continuation lines. */
function rulingsOf(file: string, markdown: string): Ruling[] {
  const out: Ruling[] = [];
  let current: Ruling | null = null;
  markdown.split("\n").forEach((line, i) => {
    if (line.startsWith("- ")) {
      current = { file, line: i + 1, text: line };
      out.push(current);
    } else if (current && /^\s+\S/.test(line)) current.text += ` ${line.trim()}`;
    else current = null;
  });
  return out;
}

interface TestRef {
  file: string;
  titles: string[];
}

/** The tests a ruling names after its `Test:` (or `Tests:`): each backticked test file and the quoted titles that follow it. */
function testRefsOf(text: string): TestRef[] | null {
  const at = text.search(/\bTests?:/);
  if (at < 0) return null;
  const refs: TestRef[] = [];
  for (const m of text.slice(at).matchAll(/`([^`]+\.(?:test|spec)\.tsx?)`|"([^"]+)"/g)) {
    if (m[1]) refs.push({ file: m[1], titles: [] });
    else if (m[2] && refs.length > 0) (refs[refs.length - 1] as TestRef).titles.push(m[2]);
  }
  return refs;
}

function resolveTest(rulesetDir: string, name: string): string | null {
  for (const p of [path.join(rulesetDir, name), path.join(ROOT, name), path.join(ROOT, "e2e", name)]) if (fs.existsSync(p)) return p;
  return null;
}

/** Test source with string escapes undone, so a title is found as the ruling spells it. */
const unescape = (src: string) => src.replace(/\\(['"`])/g, "$1");

/** Whether the title (its parts around "…") occurs in the test source. */
function titleIn(source: string, title: string): boolean {
  return title
    .split("…")
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .every((part) => source.includes(part));
}

/** What is wrong with one ruling, or an empty list. */
function problems(rulesetDir: string, r: Ruling): string[] {
  const out: string[] = [];
  if (!r.text.includes("「") && !/no rulebook text/i.test(r.text)) out.push("quotes no rulebook text in 「」 and does not say \"no rulebook text\"");
  const refs = testRefsOf(r.text);
  if (!refs) return [...out, "has no Test: line"];
  if (refs.length === 0) out.push("names no test file after Test:");
  if (refs.every((ref) => ref.titles.length === 0)) out.push("names no test title");
  for (const ref of refs) {
    const found = resolveTest(rulesetDir, ref.file);
    if (!found) {
      out.push(`names ${ref.file}, which does not exist`);
      continue;
    }
    const source = unescape(fs.readFileSync(found, "utf8"));
    for (const title of ref.titles) if (!titleIn(source, title)) out.push(`names "${title}", not found in ${ref.file}`);
  }
  return out;
}

describe("the rulings parser", () => {
  it("reads a bullet with its continuation lines, its test file and its titles", () => {
    const md = '# T\n\n- **[1.0]** 「文」 A reading.\n  Test: `a.test.ts` › "d" › "t1" and "t2"; `b/c.test.ts` (all)\n- **[2.0]** No test.\n\nProse.';
    const rs = rulingsOf("X.md", md);
    expect(rs.map((r) => r.line)).toEqual([3, 5]);
    expect(testRefsOf(rs[0]!.text)).toEqual([
      { file: "a.test.ts", titles: ["d", "t1", "t2"] },
      { file: "b/c.test.ts", titles: [] },
    ]);
    expect(testRefsOf(rs[1]!.text)).toBeNull();
  });
  it("matches a title with an elided part", () => {
    expect(titleIn('it("out of supply [13.1.4]: the unit flies on points", …)', "out of supply [13.1.4] …")).toBe(true);
    expect(titleIn('it("in supply", …)', "out of supply …")).toBe(false);
  });
  it("each ruling is checked: one without a quote or a test, naming a missing file or title, or no title, fails", () => {
    const [bare] = rulingsOf("X.md", "- **[1.0]** A reading with neither.");
    expect(problems(HERE, bare!)).toEqual(['quotes no rulebook text in 「」 and does not say "no rulebook text"', "has no Test: line"]);
    const [wrong] = rulingsOf("X.md", '- **[1.0]** No rulebook text. Test: `nextwar/retreat.test.ts` › "no such title"; `nextwar/no-such.test.ts` › "x"');
    expect(problems(HERE, wrong!)).toEqual(['names "no such title", not found in nextwar/retreat.test.ts', "names nextwar/no-such.test.ts, which does not exist"]);
    const [untitled] = rulingsOf("X.md", "- **[1.0]** No rulebook text. Test: `nextwar/retreat.test.ts`.");
    expect(problems(HERE, untitled!)).toEqual(["names no test title"]);
  });
  it("takes 'no rulebook text in the seed' as saying there is none (a partial rulebook, as A&A's seed)", () => {
    const [past] = rulingsOf("X.md", '- **R** No rulebook text in the seed: the published rules\'.\n  Test: `nextwar/retreat.test.ts` › "retreat"');
    expect(problems(HERE, past!)).toEqual([]);
  });
});

for (const [ruleset, checked] of Object.entries(RULESETS)) {
  const dir = path.join(HERE, ruleset);
  const files = fs.readdirSync(dir).filter((f) => /^RULINGS.*\.md$/.test(f) && (checked === "all" || checked.includes(f)));
  describe(`${ruleset} rulings: each quotes the rulebook and names a test that exists (#28)`, () => {
    it("has rulings to check, and every file it names exists", () => {
      expect(files.length).toBeGreaterThan(0);
      if (checked !== "all") expect([...files].sort()).toEqual([...checked].sort());
    });
    for (const f of files) {
      for (const r of rulingsOf(f, fs.readFileSync(path.join(dir, f), "utf8"))) {
        const head = r.text.match(/^- \*\*([^*]+)\*\*/)?.[1] ?? r.text.slice(2, 40);
        it(`${f}:${r.line} ${head}`, () => {
          expect(problems(dir, r)).toEqual([]);
        });
      }
    }
  });
}
