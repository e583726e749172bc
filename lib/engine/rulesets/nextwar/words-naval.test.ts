import { describe, expect, it } from "vitest";
import type { GameEvent } from "./types";
import { describeNavalEvent } from "./words-naval";
import { actionTitle, describeEvent, tableNames } from "./words-test-kit";

/** The naval war's log lines read in words, not engine ids [7.2, 7.4.3, 7.5.1, 7.5.2, 8.5.6.4, 8.5.6.4.1, 7.3.1, 7.3.2.1]. */

const names = { "nl-sag-1": "1st Surface Action Group", "halvard-coastal": "Halvard coastal box", "halvard-sea-box": "Halvard Sea box" };
const sides = { blue: "Nordland", red: "Ostmark" };
const words = (e: GameEvent) => describeEvent(e, names, sides);

describe("naval events in words", () => {
  it.each([
    [
      { type: "mine-sweep", side: "blue", hex: "4804", roll: 3, drm: 0, modified: 3, success: true, level: 1, removed: false, owner: "red", rule: "7.5.2" },
      "Nordland sweeps the mine at hex 4804: rolled 3 (needs 0–3) → success, lowered to level 1",
      true,
    ],
    [
      { type: "mine-sweep", side: "blue", hex: "4804", roll: 4, drm: -2, modified: 2, success: true, level: 0, removed: true, owner: "red", rule: "7.5.2" },
      "Nordland sweeps the mine at hex 4804: rolled 4 − 2 = 2 (needs 0–3) → success, swept away",
      true,
    ],
    [
      { type: "mine-sweep", side: "blue", hex: "4804", roll: 8, forced: true, drm: 0, modified: 8, success: false, level: 2, removed: false, owner: "red", rule: "7.5.2" },
      "Nordland sweeps the mine at hex 4804: rolled 8 (forced) (needs 0–3) → failure, still level 2",
      true,
    ],
    [{ type: "mine-laid", side: "red", hex: "5004", level: 1, by: "submarines", rule: "7.5.1.2" }, "Ostmark lays a level 1 mine at hex 5004 by submarine", false],
    [{ type: "mine-laid", side: "blue", hex: "4802", level: 2, unit: "nl-sag-1", rule: "7.5.1.1" }, "Nordland lays a level 2 mine at hex 4802 with 1st Surface Action Group", false],
    [
      { type: "naval-move", unit: "nl-sag-1", from: "halvard-sea-box", to: "4802", route: ["halvard-sea-box", "halvard-coastal", "4802"], rule: "8.5.6.4" },
      "1st Surface Action Group sails from Halvard Sea box to hex 4802 via Halvard coastal box",
      false,
    ],
    [
      { type: "contested-move", unit: "nl-sag-1", side: "blue", route: [], reasons: ["enemy naval units at 5103"], drms: [], roll: 4, drm: 1, modified: 5, outcome: "pass", rule: "8.5.6.4.1" },
      "Contested move of 1st Surface Action Group (enemy naval units at 5103): rolled 4 + 1 = 5 → passes",
      true,
    ],
    [{ type: "naval-move-failed", unit: "nl-sag-1", from: "halvard-coastal", to: "5004", rule: "8.5.6.4.1" }, "1st Surface Action Group stays at Halvard coastal box: its move to hex 5004 failed", false],
    [
      { type: "naval-control", box: "halvard-coastal", side: "blue", roll: 5, drm: 2, drms: [], modified: 7, outcome: "control", before: null, after: "blue", rule: "7.2" },
      "Naval control of Halvard coastal box: Nordland rolled 5 + 2 = 7 → control; contested → Nordland",
      true,
    ],
    [{ type: "naval-control-skipped", why: "storm", rule: "7.2" }, "No naval control roll this turn (storm)", false],
    [{ type: "naval-levels", side: "red", asw: 1, submarineThreat: 2, why: "mine laid by submarines at 5004", rule: "7.5.1.2" }, "Ostmark: ASW level 1, submarine threat 2 (mine laid by submarines at 5004)", false],
    [{ type: "naval-support", side: "blue", units: ["nl-sag-1"], target: "4905", rule: "7.3.1" }, "Nordland's 1st Surface Action Group supports the combat at hex 4905", false],
    [{ type: "amph-flipped", side: "blue", unit: "nl-sag-1", at: "halvard-coastal", rule: "7.3.2.1" }, "1st Surface Action Group turns to its SAG side at Halvard coastal box, for good: its amphibious task is done", false],
  ] as [GameEvent, string, boolean][])("%j", (event, text, dice) => {
    const d = words(event);
    expect(d.text).toBe(text);
    expect(d.rule).toBe(event.rule);
    expect(Boolean(d.dice)).toBe(dice);
  });

  it("leaves other events to the generic words", () => {
    expect(describeNavalEvent({ type: "move", units: [], rule: "8.0" }, tableNames())).toBeNull();
  });

  it.each([
    [{ type: "sweep-mine", hex: "4804" }, "Sweep the mine at hex 4804"],
    [{ type: "lay-mine", hex: "5004" }, "Lay a mine at hex 5004 by submarine"],
    [{ type: "lay-mine", hex: "5004", unit: "os-sag-1" }, "Lay a mine at hex 5004 with os-sag-1"],
    [{ type: "naval-move", unit: "os-sag-1", to: "5004" }, "Naval move os-sag-1 to hex 5004"],
    [{ type: "flip-amph", unit: "os-amph-1" }, "Flip os-amph-1 to its SAG side"],
    [{ type: "attack", defender: "4905", air: 2, naval: ["nl-sag-1"] }, "Attack on hex 4905 with 2 AP + 1 naval unit"],
  ])("action %j is titled %s", (action, title) => {
    expect(actionTitle(action)).toBe(title);
  });
});
