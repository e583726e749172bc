import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, sourceFiles } from "@/lib/source-files";

/**
 * The editors' rooms (docs/architecture.md, "The rooms"): the hex painter, the
 * area-map editor and the data editor are thin folders on this shared shell
 * (and the shared board room, board-canvas); none of them reaches sideways
 * into another's folder, the shell itself knows no tool, and no file of
 * theirs grows past the sizes issue #27 set. Imports are read as text, as
 * lib/architecture.test.ts does (game-screen/rooms.test.ts holds the
 * playtests to the same).
 */
const ROOT = "app/_components";
const EDITORS = ["map-painter", "area-painter", "data-editor"];
const TOOLS = [...EDITORS, "playtest", "playtest-entry", "area-playtest", "view-playtest", "battle-calculator", "balance"];

/** Borrowed from another tool's folder, each with its reason (to go when that folder's owner moves the piece down). */
const EXCEPT: Record<string, string> = {
  "app/_components/data-editor/data-editor.tsx -> app/_components/playtest-entry/draft": "the unsaved scenario handed to the playtest entry, in its own format",
  "app/_components/data-editor/save-controls.test.tsx -> app/_components/playtest/test-kit": "the static render kit the component tests share",
  "app/_components/map-painter/read-only-toolbar.test.tsx -> app/_components/playtest/test-kit": "the static render kit the component tests share",
  "app/_components/area-painter/read-only-toolbar.test.tsx -> app/_components/playtest/test-kit": "the static render kit the component tests share",
};

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"'\n]+)["']/g;

function importsOf(file: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[1] as string;
    if (spec.startsWith("@/")) out.push(path.posix.normalize(spec.slice(2)));
    else if (spec.startsWith("./") || spec.startsWith("../")) out.push(path.posix.join(path.posix.dirname(file), spec));
  }
  return out;
}

/** The longest run of lines from a top-level `function`/`const … = memo(function` to the `}` that closes it, as the biggest component's size. */
function longestTopLevelFunction(text: string): number {
  const lines = text.split("\n");
  let longest = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!/^(export )?(default )?(function |const \w+ = memo\(function )/.test(lines[i]!)) continue;
    let j = i + 1;
    // A props type's closing `}) {` is not the end; `}`, `});` and `}) as …` are.
    while (j < lines.length && !/^}(\)?;?$|\) as )/.test(lines[j]!)) j++;
    longest = Math.max(longest, j - i + 1);
  }
  return longest;
}

/** The tool folder a repository path is in, if any. */
const toolOf = (p: string) => TOOLS.find((t) => p.startsWith(`${ROOT}/${t}/`));

function sideways(files: readonly string[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    const own = toolOf(file);
    for (const target of importsOf(file, fs.readFileSync(path.join(REPO_ROOT, file), "utf8"))) {
      const other = toolOf(target);
      if (other && other !== own && !EXCEPT[`${file} -> ${target}`]) out.push(`${file} -> ${target}`);
    }
  }
  return out;
}

describe("the editors' rooms", () => {
  const editorFiles = EDITORS.flatMap((e) => sourceFiles(`${ROOT}/${e}`));
  const shellFiles = sourceFiles(`${ROOT}/editor-shell`);

  it("reads the editors' imports (the scan itself works)", () => {
    expect(editorFiles.length).toBeGreaterThan(40);
    expect(importsOf(`${ROOT}/area-painter/area-painter.tsx`, fs.readFileSync(path.join(REPO_ROOT, ROOT, "area-painter/area-painter.tsx"), "utf8"))).toContain(`${ROOT}/editor-shell/use-map-shell`);
    expect(sideways([`${ROOT}/editor-shell/rooms.test.ts`])).toEqual([]);
    // The size check finds the components: the data editor's own is well over a hundred lines.
    expect(longestTopLevelFunction(fs.readFileSync(path.join(REPO_ROOT, ROOT, "data-editor/data-editor.tsx"), "utf8"))).toBeGreaterThan(150);
  });

  it("no editor imports another tool's folder: what they share is in editor-shell (or board-canvas)", () => {
    expect(sideways(editorFiles)).toEqual([]);
  });

  it("the shell imports no tool's folder", () => {
    expect(shellFiles.flatMap((f) => importsOf(f, fs.readFileSync(path.join(REPO_ROOT, f), "utf8")).filter((t) => toolOf(t)).map((t) => `${f} -> ${t}`))).toEqual([]);
  });

  it("every exception still names an import that is there", () => {
    for (const pair of Object.keys(EXCEPT)) {
      const [file, target] = pair.split(" -> ") as [string, string];
      expect(importsOf(file, fs.readFileSync(path.join(REPO_ROOT, file), "utf8")), pair).toContain(target);
    }
  });

  it("no file of the editors or their shell is over 500 lines, and no top-level function (a component) over 250", () => {
    const big = [...editorFiles, ...shellFiles].flatMap((f) => {
      const text = fs.readFileSync(path.join(REPO_ROOT, f), "utf8");
      const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
      const fn = longestTopLevelFunction(text);
      return lines > 500 || fn > 250 ? [`${f}: ${lines} lines, longest function ${fn}`] : [];
    });
    expect(big).toEqual([]);
  });
});
