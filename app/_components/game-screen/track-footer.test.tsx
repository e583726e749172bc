import { describe, expect, it } from "vitest";
import { allByTestId, byTestId, render, textOf } from "../render-kit";
import { TrackFooter } from "./track-footer";

/** The foot both playtests' track panels share: result, the end button, the save state and the seed. */
describe("TrackFooter", () => {
  const footer = (over: boolean, canEnd: boolean) =>
    render(
      <TrackFooter
        track={{ result: over ? { winner: "blue" } : null, resultText: over ? "Coalition wins — decisive" : null }}
        canEnd={canEnd}
        endLabel="End movement"
        endTestId="end-segment"
        onEnd={() => {}}
        saveState="saved"
        seed={42}
        seedWasRandom={false}
      />,
    );

  it("shows the result only once the game is over", () => {
    expect(allByTestId(footer(false, true), "result")).toEqual([]);
    expect(textOf(byTestId(footer(true, false), "result"))).toBe("Game over: Coalition wins — decisive");
  });

  it("names the end button as the screen asks, under its test id, disabled when the player may not end", () => {
    const button = byTestId(footer(false, true), "end-segment");
    expect(textOf(button)).toBe("End movement");
    expect(button).not.toContain("disabled");
    expect(byTestId(footer(false, false), "end-segment")).toContain("disabled");
  });

  it("says whether the game is saved and its seed", () => {
    const html = footer(false, true);
    expect(textOf(byTestId(html, "game-save-state"))).toBe("Game saved");
    expect(textOf(byTestId(html, "seed"))).toBe("Seed 42 (fixed)");
  });
});
