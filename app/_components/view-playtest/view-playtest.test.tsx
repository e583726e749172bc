import { describe, expect, it } from "vitest";
import { raceRuleset } from "@/lib/engine/rulesets/race/ruleset";
import { actionLabel, contractScreen } from "./contract-screen";
import { ViewBoard } from "./view-board";
import { ViewPlaytest } from "./view-playtest";
import { render as renderToStaticMarkup, textOf as text } from "../render-kit";

/**
 * The generic playtest screen [#27] plays Race, the ruleset the contract
 * suite plugs in, from the contract alone: nothing in app/ names it.
 */
const bundle = { sides: ["north", "south"] as [string, string], goal: 5 };
describe("a ruleset with no screen of its own plays on the contract's [#27]", () => {
  it("plays a game to its end with the ruleset's bots and refuses an illegal action as data", () => {
    const screen = contractScreen<unknown, unknown, unknown>(raceRuleset, bundle, 3);
    const start = screen.engine.create(3);
    expect(screen.actor(start)).toBe("north");
    expect(screen.engine.apply(start, { type: "jump" })).toEqual({ error: "a move is a step of 1 or 2, or a roll", rule: "race:move" });
    const run = screen.runBots(start, { north: "greedy", south: "random" }, { max: 100 });
    expect(run.error).toBeUndefined();
    const end = run.steps.at(-1)!.state;
    expect(screen.finished(end)).toBe(true);
    // Greedy steps 2 from north's seat; the random bot rolls from south's: the log says so, seat by seat.
    expect(run.steps[0]!.action).toEqual({ type: "step", by: 2 });
    expect(run.steps[1]!.action).toEqual({ type: "roll" });
    expect(run.steps.every((s) => s.by.endsWith(" bot"))).toBe(true);
  });

  it("labels an action by its type and then its fields", () => {
    expect(actionLabel({ type: "step", by: 2 })).toBe('step {"by":2}');
    expect(actionLabel({ type: "roll" })).toBe("roll");
  });

  it("draws the view: the turn and who acts, scores, the result and the pieces by place, as text", () => {
    const s = raceRuleset.create(bundle, { seed: 1 });
    const html = renderToStaticMarkup(<ViewBoard view={{ ...raceRuleset.view!(s, null), phase: "<b>race</b>" }} sideName={(id) => id.toUpperCase()} />);
    expect(html).not.toContain("<b>");
    expect(text(html)).toBe("Turn 0, <b>race</b> — NORTH to act Scores NORTH 0 / 1 SOUTH 0 / 1 Pieces by place 0 token (NORTH)");
    const played = raceRuleset.bots.greedy!({ seed: 1, side: "north" });
    let end = s;
    while (!raceRuleset.over(end)) {
      const r = raceRuleset.apply(end, played.choose(end));
      if ("error" in r) throw new Error(r.error);
      end = r.state;
    }
    expect(text(renderToStaticMarkup(<ViewBoard view={raceRuleset.view!(end, null)} sideName={(id) => id} />))).toBe("Turn 3, race north wins Scores north 1 / 1 south 0 / 1 Pieces by place 5 token (north)");
  });

  it("offers the person at the acting seat the ruleset's legal actions, and replays a saved log", () => {
    const target = { documentId: "d", scenarioName: "Race", scenarioRevisionId: "r", gameRevisionId: "g", mapRevisionId: "m", seed: 3, playtestId: null };
    const html = renderToStaticMarkup(<ViewPlaytest {...target} ruleset={raceRuleset} bundle={bundle} seedWasRandom={false} initialActions={[{ type: "step", by: 1 }]} />);
    const page = text(html);
    expect(page).toContain("Turn 1, race — south to act");
    expect(page).toContain("Pieces by place 1 token (south)");
    expect(page).toContain('Your move, south step {"by":1} step {"by":2} roll');
    expect(page).toContain("north steps 1 to 1");
    expect(page).toContain("Seed 3 (fixed)");
  });
});
