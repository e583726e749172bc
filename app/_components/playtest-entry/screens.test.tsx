import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RULESETS, createRegistry } from "@/lib/engine";
import { raceRuleset } from "@/lib/engine/rulesets/race/ruleset";
import { PLAYTEST_SCREENS, playtestScreen } from "./screens";

/**
 * The playtest entry picks each ruleset's screen through the registry [#27]:
 * the two drawn boards for their rulesets (by id or by the game document's
 * value), the generic screen for any other registered ruleset — Race, once
 * registered, plays with no other change — and nothing for an unknown one.
 */
describe("the playtest screen of a ruleset", () => {
  it("is the ruleset's own for Next War and A&A, found by id or game value", () => {
    expect(playtestScreen("nextwar")).toBe(PLAYTEST_SCREENS.nextwar);
    expect(playtestScreen("nextwar-standard")).toBe(PLAYTEST_SCREENS.nextwar);
    expect(playtestScreen("aa1942")).toBe(PLAYTEST_SCREENS.aa1942);
  });

  it("is none for a ruleset the registry does not know", () => {
    expect(playtestScreen("race")).toBeUndefined();
    expect(playtestScreen("chess")).toBeUndefined();
  });

  it("is the generic screen for a newly registered ruleset, which then plays from its saved log", () => {
    const registry = createRegistry([...RULESETS.all, raceRuleset]);
    const screen = playtestScreen("race", registry);
    if (!screen) throw new Error("Race, registered, has no screen");
    const props = { projectId: "p", documentId: "d", scenarioName: "Race", scenarioRevisionId: "r", gameRevisionId: "g", mapRevisionId: "m", seed: 2, seedWasRandom: true, playtestId: null, draft: null };
    const bundle = { sides: ["north", "south"], goal: 4 };
    const html = renderToStaticMarkup(<>{screen({ ...props, bundle: bundle as never, initialActions: [{ type: "step", by: 2 }, { type: "step", by: 2 }] as never })}</>);
    expect(html).toContain('data-testid="view-playtest"');
    expect(html).toContain("south wins");
  });
});
