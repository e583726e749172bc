import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { playWith, RULESETS } from "@/lib/engine";
import type { AaBundle, AaEvent, AaState } from "@/lib/engine/rulesets/aa1942/queries";
import { describeAaEvent } from "./area-log";
import { idsWithNames, namerFor } from "./names";

const dir = path.resolve(__dirname, "../samples/area-sample");
const read = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
const bundle: AaBundle = { game: read("game.json"), map: read("map.json"), scenario: read("scenario.json") };

/**
 * What the area log adds to the ruleset's words [AA:turn-order,
 * AA:conduct-combat, #27]: die rolls stay out of it (the battle board shows
 * them), and every other line is the ruleset's, named by the studio's namer
 * (the documents' names, never their ids).
 */
describe("the area log", () => {
  it("leaves the dice to the battle board and says every other event in the documents' names", () => {
    const ruleset = RULESETS.get("aa1942");
    const named = [...idsWithNames(namerFor(bundle).book).keys()];
    let rolls = 0;
    let lines = 0;
    playWith(ruleset, bundle, 4, ["greedy", "greedy"], {
      maxActions: 300,
      onApplied: (_before: AaState, _action: unknown, { state, events }: { state: AaState; events: AaEvent[] }) => {
        for (const e of events) {
          const line = describeAaEvent(state, e);
          if (e.type === "die-roll") {
            expect(line).toBeNull();
            rolls += 1;
            continue;
          }
          expect(line, JSON.stringify(e)).toBe(ruleset.words!(state, e, namerFor(bundle)));
          for (const id of named) expect(line!.split(/[\s,:()]+/), `${line} names ${id}`).not.toContain(id);
          lines += 1;
        }
      },
    });
    expect(rolls).toBeGreaterThan(0);
    expect(lines).toBeGreaterThan(50);
  }, 60_000);
});
