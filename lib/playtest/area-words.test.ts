import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RULESETS, playWith } from "@/lib/engine";
import { type AaBundle, type AaEvent, type AaState, aaEventWords } from "@/lib/engine/rulesets/aa1942/queries";
import { describeAaEvent } from "./area-log";
import { namerFor } from "./names";

const dir = path.resolve(__dirname, "../samples/area-sample");
const read = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
const bundle: AaBundle = { game: read("game.json"), map: read("map.json"), scenario: read("scenario.json") };

/**
 * The area log's words and the ruleset's own words [AA:turn-order, #27]: the
 * playtest's log line for each event is the ruleset's line with the studio's
 * namer (die rolls aside, which the battle board shows), so the two cannot
 * drift apart while area-log.ts still has its own copy.
 */
describe("the area log says what the ruleset's words say", () => {
  it("for every event of a greedy bot game on the area sample", () => {
    const ruleset = RULESETS.get("aa1942");
    const namer = namerFor(bundle);
    let compared = 0;
    playWith(ruleset, bundle, 4, ["greedy", "greedy"], {
      maxActions: 600,
      onApplied: (_before: AaState, _action: unknown, { state, events }: { state: AaState; events: AaEvent[] }) => {
        for (const e of events) {
          if (e.type === "die-roll") continue;
          expect(aaEventWords(e, namer), JSON.stringify(e)).toBe(describeAaEvent(state, e));
          expect(ruleset.words!(state, e, namer)).toBe(describeAaEvent(state, e));
          compared += 1;
        }
      },
    });
    expect(compared).toBeGreaterThan(100);
  }, 60_000);
});
