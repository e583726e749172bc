import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, importsOf, sourceFiles } from "@/lib/source-files";

/**
 * The studio's rooms (docs/architecture.md, "The rooms") [#27]: each tool is a
 * thin folder on the shared rooms — editor-shell, board-canvas, game-screen —
 * and never reaches sideways into another tool's folder; the shared rooms know
 * no tool; the playtest entry stands above the screens it picks. No file in
 * app/ is over 500 lines and no component over 250. Imports are read as text,
 * as lib/architecture.test.ts does for lib/.
 */
const ROOT = "app/_components";
const TOOLS = ["map-painter", "area-painter", "data-editor", "playtest", "area-playtest", "view-playtest", "battle-calculator", "balance", "playtest-entry"];
const SHARED = ["editor-shell", "board-canvas", "game-screen"];

/** Borrowed from another tool's folder, each with its reason. */
const EXCEPT: Record<string, string> = {
  "app/_components/data-editor/data-editor.tsx -> app/_components/playtest-entry/draft": "the unsaved scenario handed to the playtest entry, in its own format",
  "app/_components/area-playtest/area-playtest.tsx -> app/_components/battle-calculator/battle-calculator": "the calculator opens over the board on the battle's units",
};

/** The entry picks each ruleset's screen, so it may import the screens (and nothing else among the tools). */
const ENTRY_MAY = ["playtest", "area-playtest", "view-playtest"];

const toolOf = (p: string) => TOOLS.find((t) => p.startsWith(`${ROOT}/${t}/`));
const read = (f: string) => fs.readFileSync(path.join(REPO_ROOT, f), "utf8");

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

function sideways(files: readonly string[]): string[] {
  return files.flatMap((f) => {
    const own = toolOf(f);
    return importsOf(f)
      .filter((t) => {
        const other = toolOf(t);
        if (!other || other === own || EXCEPT[`${f} -> ${t}`]) return false;
        return !(own === "playtest-entry" && ENTRY_MAY.includes(other));
      })
      .map((t) => `${f} -> ${t}`);
  });
}

describe("the studio's rooms", () => {
  const toolFiles = TOOLS.flatMap((t) => sourceFiles(`${ROOT}/${t}`));
  const sharedFiles = SHARED.flatMap((t) => sourceFiles(`${ROOT}/${t}`));

  it("reads the imports and the components (the scan itself works)", () => {
    expect(toolFiles.length).toBeGreaterThan(80);
    expect(importsOf(`${ROOT}/area-painter/area-painter.tsx`)).toContain(`${ROOT}/editor-shell/use-map-shell`);
    expect(importsOf(`${ROOT}/area-playtest/area-playtest.tsx`)).toContain(`${ROOT}/game-screen/use-game-screen`);
    expect(sideways([`${ROOT}/playtest-entry/screens.tsx`])).toEqual([]);
    expect(sideways([`${ROOT}/data-editor/save-controls.test.tsx`])).toEqual([]);
    // The size check finds the components: the hex playtest's own is well over fifty lines.
    expect(longestTopLevelFunction(read(`${ROOT}/playtest/playtest.tsx`))).toBeGreaterThan(50);
  });

  it("no tool imports another tool's folder: what they share is in editor-shell, board-canvas or game-screen", () => {
    expect(sideways(toolFiles)).toEqual([]);
  });

  it("the shared rooms import no tool's folder", () => {
    expect(sharedFiles.flatMap((f) => importsOf(f).filter((t) => toolOf(t)).map((t) => `${f} -> ${t}`))).toEqual([]);
  });

  it("every exception still names an import that is there", () => {
    for (const pair of Object.keys(EXCEPT)) {
      const [file, target] = pair.split(" -> ") as [string, string];
      expect(importsOf(file), pair).toContain(target);
    }
  });

  it("no file in app/ is over 500 lines, and no top-level function (a component) over 250", () => {
    const big = sourceFiles("app").flatMap((f) => {
      const text = read(f);
      const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
      const fn = longestTopLevelFunction(text);
      return lines > 500 || fn > 250 ? [`${f}: ${lines} lines, longest function ${fn}`] : [];
    });
    expect(big).toEqual([]);
  });
});
