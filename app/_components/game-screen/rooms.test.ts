import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, sourceFiles } from "@/lib/source-files";

/**
 * The playtests' rooms (docs/architecture.md, "The rooms"): the hex and the
 * area playtest are thin folders on the game-screen shell (and the shared
 * board room, board-canvas); neither reaches into the other's folder, the
 * shell knows no tool, and no file of theirs grows past the sizes issue #27
 * set. Imports are read as text, as lib/architecture.test.ts does.
 */
const ROOT = "app/_components";
// The playtest entry (playtest-entry/) stands above these: it picks a ruleset's screen, so it imports them all.
const PLAYTESTS = ["playtest", "area-playtest", "view-playtest"];
const SHARED = ["game-screen", "board-canvas"];
const TOOLS = ["map-painter", "area-painter", "data-editor", "playtest", "area-playtest", "view-playtest", "battle-calculator", "balance"];

/** Borrowed from another tool's folder, each with its reason (to go when the piece moves to a shared room). */
const EXCEPT: Record<string, string> = {
  "app/_components/area-playtest/area-playtest.tsx -> app/_components/battle-calculator/battle-calculator": "the calculator opens over the board on the battle's units",
};

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"'\n]+)["']/g;

function importsOf(file: string): string[] {
  const out: string[] = [];
  for (const m of fs.readFileSync(path.join(REPO_ROOT, file), "utf8").matchAll(SPECIFIER)) {
    const spec = m[1] as string;
    if (spec.startsWith("@/")) out.push(path.posix.normalize(spec.slice(2)));
    else if (spec.startsWith("./") || spec.startsWith("../")) out.push(path.posix.join(path.posix.dirname(file), spec));
  }
  return out;
}

const toolOf = (p: string) => TOOLS.find((t) => p.startsWith(`${ROOT}/${t}/`));

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

describe("the playtests' rooms", () => {
  const files = PLAYTESTS.flatMap((t) => sourceFiles(`${ROOT}/${t}`));
  const shared = SHARED.flatMap((t) => sourceFiles(`${ROOT}/${t}`));

  it("reads the playtests' imports (the scan itself works)", () => {
    expect(files.length).toBeGreaterThan(30);
    expect(importsOf(`${ROOT}/area-playtest/area-playtest.tsx`)).toContain(`${ROOT}/game-screen/use-game-screen`);
  });

  it("neither playtest imports another tool's folder: what they share is in game-screen or board-canvas", () => {
    const sideways = files.flatMap((f) => importsOf(f).filter((t) => toolOf(t) && toolOf(t) !== toolOf(f) && !EXCEPT[`${f} -> ${t}`]).map((t) => `${f} -> ${t}`));
    expect(sideways).toEqual([]);
  });

  it("the shared rooms import no tool's folder", () => {
    expect(shared.flatMap((f) => importsOf(f).filter((t) => toolOf(t)).map((t) => `${f} -> ${t}`))).toEqual([]);
  });

  it("every exception still names an import that is there", () => {
    for (const pair of Object.keys(EXCEPT)) {
      const [file, target] = pair.split(" -> ") as [string, string];
      expect(importsOf(file), pair).toContain(target);
    }
  });

  it("no file of the playtests or their shell is over 500 lines, and no top-level function (a component) over 250", () => {
    const big = [...files, ...sourceFiles(`${ROOT}/game-screen`)].flatMap((f) => {
      const text = fs.readFileSync(path.join(REPO_ROOT, f), "utf8");
      const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
      const fn = longestTopLevelFunction(text);
      return lines > 500 || fn > 250 ? [`${f}: ${lines} lines, longest function ${fn}`] : [];
    });
    expect(big).toEqual([]);
  });
});
