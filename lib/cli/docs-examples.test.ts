/*
 * The `warbench` examples in README.md and docs/*.md are run here, so the
 * docs cannot rot. The convention (also in docs/cli.md, "Examples in these
 * docs"):
 *
 * - A runnable example sits in a ```console block. Each `$ npx warbench …`
 *   line is one command; the lines after it, up to the next `$` line, are
 *   lines of its output (stdout and stderr together).
 * - The command must exit 0, or N when the line ends in `# exit N`.
 * - Every output line shown must appear in the real output as a whole line
 *   (ends trimmed); `…` in a shown line stands for any text, so figures that
 *   move with the engine (hashes, timings) can be left out. A block may show
 *   only some of the output, but each command shows at least one line.
 * - A command is a plain command line: words, '…' or "…" quotes, and a
 *   trailing `\` to continue on the next line. No pipes, redirections or
 *   variables, so it runs the same here as in a reader's shell.
 * - Files the examples write go under /tmp/warbench-docs; here that folder is
 *   a fresh temporary one, so runs never meet each other's files.
 * - Synopsis blocks with <placeholders> are ```text and are not run.
 *
 * The links between these pages are checked too: a relative link must name a
 * file that exists, and its #anchor a heading in it.
 *
 * Examples run in the order they appear, one file after another, from the
 * repository root: a later example may read what an earlier one wrote.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "..", "..");
const DOCS_TMP = "/tmp/warbench-docs";

interface Example {
  file: string;
  /** 1-based line of the `$` line in its file. */
  line: number;
  command: string;
  args: string[];
  exit: number;
  output: string[];
}

/** Splits a command line into words the way a shell would for the plain commands the docs allow. */
function words(command: string): { args: string[]; comment: string } {
  const args: string[] = [];
  let word: string | null = null;
  let i = 0;
  while (i < command.length) {
    const c = command[i]!;
    if (c === "'" || c === '"') {
      const end = command.indexOf(c, i + 1);
      if (end < 0) throw new Error(`unclosed ${c} in: ${command}`);
      word = (word ?? "") + command.slice(i + 1, end);
      i = end + 1;
    } else if (/\s/.test(c)) {
      if (word !== null) args.push(word);
      word = null;
      i++;
    } else if (c === "#" && word === null) {
      return { args, comment: command.slice(i + 1).trim() };
    } else if ("|&;<>$`\\*?".includes(c)) {
      throw new Error(`"${c}" in a runnable example: keep it a plain command (${command})`);
    } else {
      word = (word ?? "") + c;
      i++;
    }
  }
  if (word !== null) args.push(word);
  return { args, comment: "" };
}

/** The runnable examples of one Markdown text: the `$` lines of its ```console blocks. */
function extractExamples(file: string, text: string): Example[] {
  const lines = text.split(/\r?\n/);
  const examples: Example[] = [];
  let fence: string | null = null;
  let runnable = false;
  let current: Example | null = null;
  let continued = false;
  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n]!;
    const opening = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(raw);
    if (fence === null) {
      if (opening) {
        fence = opening[1]!;
        runnable = opening[2] === "console";
        current = null;
      }
      continue;
    }
    if (raw.trim().startsWith(fence) && raw.trim().replace(/[`~]/g, "") === "") {
      fence = null;
      continue;
    }
    if (!runnable) continue;
    const where = `${file}:${n + 1}`;
    if (continued && current) {
      current.command += " " + raw.trim();
    } else if (raw.startsWith("$ ")) {
      current = { file, line: n + 1, command: raw.slice(2).trim(), args: [], exit: 0, output: [] };
      examples.push(current);
    } else if (raw.trim() !== "") {
      if (!current) throw new Error(`${where}: output before any "$ " command in a console block`);
      current.output.push(raw.trim());
    }
    continued = current !== null && current.output.length === 0 && current.command.endsWith("\\");
    if (continued && current) current.command = current.command.slice(0, -1).trimEnd();
  }
  for (const e of examples) {
    const { args, comment } = words(e.command);
    const exit = /^exit\s+(\d+)$/.exec(comment);
    if (comment && !exit) throw new Error(`${e.file}:${e.line}: the only comment a runnable example takes is "# exit N"`);
    e.exit = exit ? Number(exit[1]) : 0;
    if (args[0] !== "npx" || args[1] !== "warbench") throw new Error(`${e.file}:${e.line}: a console block runs "npx warbench …" only (use a text or bash block for others)`);
    e.args = args.slice(2);
    if (e.output.length === 0) throw new Error(`${e.file}:${e.line}: show at least one line of the output`);
  }
  return examples;
}

/** A shown line as a pattern over one whole output line: `…` matches any text. */
function lineMatcher(shown: string): RegExp {
  const parts = shown.trim().split("…").map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".*")}$`);
}

/** The file the package's `warbench` bin runs: whatever package.json names (a built file or the tsx launcher). */
function warbenchBin(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(repo, "package.json"), "utf8")) as { bin?: string | Record<string, string> };
  const bin = typeof pkg.bin === "string" ? pkg.bin : pkg.bin?.warbench;
  if (!bin) throw new Error("package.json names no bin.warbench");
  const file = path.join(repo, bin);
  if (!fs.existsSync(file)) throw new Error(`${bin} (package.json bin.warbench) does not exist: build it first (npm ci builds it)`);
  return file;
}

describe("the docs convention", () => {
  it("reads commands, exit codes, continuations and output lines from console blocks only", () => {
    const md = [
      "```text",
      "$ npx warbench validate <files…>",
      "```",
      "```console",
      '$ npx warbench odds g.json --attacker "a:1 tank" \\',
      "    --runs 10  # exit 1",
      "warbench: no battle: …",
      "",
      "$ npx warbench --help",
      "Usage: warbench validate <files…> [--json]",
      "```",
    ].join("\n");
    const found = extractExamples("x.md", md);
    expect(found.map(({ line, args, exit, output }) => ({ line, args, exit, output }))).toEqual([
      { line: 5, args: ["odds", "g.json", "--attacker", "a:1 tank", "--runs", "10"], exit: 1, output: ["warbench: no battle: …"] },
      { line: 9, args: ["--help"], exit: 0, output: ["Usage: warbench validate <files…> [--json]"] },
    ]);
    expect(lineMatcher("warbench: no battle: …").test("warbench: no battle: a side never attacks its allies.")).toBe(true);
    expect(lineMatcher("3 files: 0 errors").test("3 files: 0 errors, 0 warnings.")).toBe(false);
    expect(() => extractExamples("x.md", "```console\n$ npx warbench validate x.json | head\nok\n```")).toThrow(/plain command/);
    expect(() => extractExamples("x.md", "```console\n$ npm test\nok\n```")).toThrow(/npx warbench/);
    expect(() => extractExamples("x.md", "```console\n$ npx warbench --help\n```")).toThrow(/at least one line/);
  });
});

const docFiles = ["README.md", ...fs.readdirSync(path.join(repo, "docs")).filter((f) => f.endsWith(".md")).sort().map((f) => `docs/${f}`)];
const examples = docFiles.flatMap((file) => extractExamples(file, fs.readFileSync(path.join(repo, file), "utf8")));

describe("the warbench examples in the docs", () => {
  let tmp = "";
  let bin = "";
  beforeAll(() => {
    bin = warbenchBin();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "warbench-docs-"));
  });
  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });
  const inTmp = (s: string) => s.replaceAll(DOCS_TMP, tmp);

  it("exist: docs/cli.md shows the commands at work", () => {
    expect(examples.filter((e) => e.file === "docs/cli.md").length).toBeGreaterThanOrEqual(8);
  });

  for (const example of examples) {
    it(`${example.file}:${example.line}: ${example.command}`, () => {
      const run = spawnSync(process.execPath, [bin, ...example.args.map(inTmp)], {
        cwd: repo,
        encoding: "utf8",
        input: "",
        timeout: 60_000,
        // No terminal, so no progress bars; colour off in case a library looks.
        env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
      });
      const output = `${run.stdout}\n${run.stderr}`;
      const got = output.split(/\r?\n/).map((l) => l.trim());
      const context = `${example.file}:${example.line}\n$ ${example.command}\n--- exit ${run.status} (signal ${run.signal}); output:\n${output}`;
      expect(run.status, context).toBe(example.exit);
      for (const shown of example.output) {
        const want = lineMatcher(inTmp(shown));
        expect(got.some((l) => want.test(l)), `the line "${shown}" is not in the output of\n${context}`).toBe(true);
      }
    });
  }
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The headings' anchors and the relative links of a Markdown text, code blocks left out. */
function headingsAndLinks(text: string): { anchors: Set<string>; links: { line: number; target: string }[] } {
  const anchors = new Set<string>();
  const links: { line: number; target: string }[] = [];
  let inCode = false;
  text.split(/\r?\n/).forEach((raw, i) => {
    if (/^\s*(`{3,}|~{3,})/.test(raw)) inCode = !inCode;
    if (inCode) return;
    const heading = /^#{1,6}\s+(.*)$/.exec(raw);
    if (heading) anchors.add(slug(heading[1]!));
    for (const m of raw.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!/^[a-z]+:/i.test(m[1]!)) links.push({ line: i + 1, target: m[1]! });
    }
  });
  return { anchors, links };
}

describe("the links between the docs", () => {
  it("lead to files that exist and headings that are there", () => {
    const broken: string[] = [];
    for (const file of docFiles) {
      const { links } = headingsAndLinks(fs.readFileSync(path.join(repo, file), "utf8"));
      for (const { line, target } of links) {
        const [pathPart, anchor] = target.split("#") as [string, string | undefined];
        const to = pathPart ? path.join(path.dirname(path.join(repo, file)), pathPart) : path.join(repo, file);
        if (!fs.existsSync(to)) broken.push(`${file}:${line}: ${target} (no such file)`);
        else if (anchor && to.endsWith(".md") && !headingsAndLinks(fs.readFileSync(to, "utf8")).anchors.has(anchor)) {
          broken.push(`${file}:${line}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
