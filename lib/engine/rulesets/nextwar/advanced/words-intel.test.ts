import { describe, expect, it } from "vitest";
import { nextWarEventWords } from "../words";

describe("detection, SOF, UN and Advanced movement events in words [20, 21, 25, 28]", () => {
  it.each([
    [{ type: "electronic-detection", side: "red", target: "b-hq", roll: 7, result: "D", left: 1, rule: "21.3" }, "red's electronic detection of b-hq: rolled 7 → detected (1 attempt left)"],
    [{ type: "sof-missions", side: "red", missions: [{ kind: "recon", target: "b-hq" }, { kind: "raid", target: "0101" }], rule: "20.1.2" }, "red sends SOF: reconnaissance of b-hq; raid on hex 0101"],
    [{ type: "sof-raid", side: "red", target: "b-hq", on: "hq", roll: 9, result: "X", rule: "20.2.1" }, "SOF raid on b-hq: rolled 9 → X"],
    [{ type: "sof-raid", side: "red", target: "track:nordland:sam", on: "track", roll: 6, result: "S1", rule: "20.2.1" }, "SOF raid on nordland's SAM track: rolled 6 → strike 1"],
    [{ type: "track-raided", side: "red", target: "track:nordland:detection", result: "S2", before: 4, after: 2, rule: "27.8" }, "red's SOF raid lowers nordland's detection track from 4 to 2"],
    [{ type: "track-raided", side: "blue", target: "weapon:os-scud", name: "Ostmark SCUD brigade", result: "S1", before: 3, after: 2, rule: "20.2.1.2" }, "blue's SOF raid lowers the theatre weapon Ostmark SCUD brigade from 3 to 2"],
    [{ type: "sof-not-rolled", side: "red", kind: "raid", target: "b-hq", why: "its recon failed", rule: "20.1.2" }, "The SOF raid on b-hq is not rolled: its recon failed"],
    [{ type: "sof-survival", side: "blue", roll: 1, drm: 2, modified: 3, result: "survives", rule: "20.3" }, "blue's SOF team rolls for survival: 1 + 2 = 3 → back, used this turn"],
    [{ type: "sof-targeting", side: "red", target: "b-inf", roll: 6, result: "T", drm: -1, rule: "20.2.3" }, "SOF target designation of b-inf: rolled 6 → designated (Target -1)"],
    [{ type: "sof-reinforcements", side: "red", markers: 1, fromUnplayed: 1, fromEliminated: 0, lost: 2, rule: "20.4" }, "red receives 1 SOF marker (2 lost: beyond the counter mix)"],
    [{ type: "installation-damage", hex: "0101", result: "S2", before: 1, after: 3, rule: "27.2" }, "The installation at 0101 takes strike 2: strike 1 → destroyed"],
    [{ type: "un-mediation", roll: 9, drm: 1, modified: 10, needed: 10, result: "resolution", rule: "28.0" }, "UN mediation: rolled 9 + 1 = 10, needs 10 → a ceasefire resolution is proposed"],
    [{ type: "un-veto", side: "red", veto: true, left: 0, rule: "28.1" }, "red vetoes the UN resolution (0 vetoes left)"],
    [{ type: "un-ceasefire", side: "blue", accept: false, rule: "28.2" }, "blue refuses the UN ceasefire"],
    [{ type: "contested-move-strike", unit: "b-sag", side: "blue", marker: 1, rule: "25.4" }, "b-sag presses on through contested waters under a strike 1 marker"],
  ])("%j", (event, text) => {
    const line = nextWarEventWords(event);
    expect(line.text).toBe(text);
    expect(line.rule).toBe(event.rule);
  });
});
