import { describe, expect, it } from "vitest";
import { nextWarEventWords } from "../words";

describe("the HQ and damage events in words [18, 27]", () => {
  it.each([
    [{ type: "hq-attack", side: "red", hq: "r-hq", target: "b-inf", roll: 7, drm: 1, modified: 6, result: "S1", rule: "18.2.2" }, "red's r-hq attacks b-inf: rolled 7 − 1 = 6 → strike 1"],
    [{ type: "strike-result", unit: "b-hq", result: "X", marker: 0, usesLost: 2, rule: "27.3.3" }, "b-hq takes X (a step lost): now under no strike marker; loses all its combat uses this turn"],
    [{ type: "hq-use", unit: "r-hq", use: "combat", left: 1, rule: "18.2" }, "r-hq uses its combat support (1 use left this turn)"],
    [{ type: "cw-marker", side: "red", hq: "r-hq", hex: "0301", left: 0, rule: "18.2.4" }, "red's r-hq places a chemical weapons marker on 0301 (0 CW points left)"],
    [{ type: "hq-rebuilt", unit: "b-hq", at: "0402", sp: 2, rp: 1, priority: 1, rule: "18.5" }, "b-hq is rebuilt at 0402 for 2 supply points and 1 replacement point (placement priority 1); one combat use gone next turn"],
  ])("%j", (event, text) => {
    const line = nextWarEventWords(event);
    expect(line.text).toBe(text);
    expect(line.rule).toBe(event.rule);
  });
});
