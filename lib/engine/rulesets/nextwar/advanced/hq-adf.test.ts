import { describe, expect, it } from "vitest";
import type { GameEvent, GameState } from "../types";
import { fireAdf } from "../adf";
import { buildBoard } from "../board";
import { contextOf } from "../context";
import { cloneState } from "../state";
import { at, board, game } from "../test-kit";

/**
 * An HQ's ADF DRM [18.2.3]: −1 to ADF against enemy missions within 2 hexes
 * of it; not a combat use; none from an HQ out of supply or isolated [18.2].
 * Blue flies; red's HQ sits at 0902.
 */
const bundle = () =>
  board({
    rows: ["ccccccccc", "ccccccccc", "ccccccccc"],
    borders: ["nnnnnoooo", "nnnnnoooo", "nnnnnoooo"],
    units: [
      { id: "b1", type: "inf", at: "0102" },
      { id: "r-hq", type: "hq-adv", at: "0902" },
    ],
    advanced: true,
    scenario: { chartOverrides: { airPoints: game().charts.airPoints } },
  });

function roll(target: string, patch: Partial<GameState> = {}): GameEvent {
  const s0 = at(bundle(), "first-move");
  const s: GameState = { ...s0, supply: { out: {} }, air: { ...s0.air!, level: { blue: "contested", red: "contested" } }, ...patch };
  const draft = cloneState(s);
  draft.dice.forced = [5];
  const events: GameEvent[] = [];
  const cm = contextOf(s.bundle).cm;
  fireAdf(draft, buildBoard(draft), { side: "blue", mission: "combat support", drm: 0, origin: null, target: cm.indexOf(target), strength: 2 }, events);
  return events.find((e) => e.type === "adf") as GameEvent;
}

describe("HQ ADF DRM [18.2.3]", () => {
  it.each([
    ["0902", -1],
    ["0702", -1],
    ["0602", 0],
  ])("a mission at %s: DRM %s", (target, drm) => {
    expect(roll(target)).toMatchObject({ roll: 5, drm, modified: 5 + drm });
  });
  it("is not a combat use, and an HQ out of supply gives none", () => {
    const s0 = at(bundle(), "first-move");
    expect(roll("0802", { adv: { ...s0.adv!, hq: { "r-hq": { used: 0, lost: 2 } } } })).toMatchObject({ drm: -1, hq: "r-hq" });
    expect(roll("0802", { supply: { out: { "r-hq": true } } })).toMatchObject({ drm: 0 });
  });
});
