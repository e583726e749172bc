import { describe, expect, it } from "vitest";
import { apply, type EngineBundle, type SpecialMoveTarget, type SpecialMoveTargets, specialMoveTargets } from "@/lib/engine";
import { amphSample, sideMoving, withAmph } from "./amph-kit";
import { adfChartLine, adfRisk, afterWords, contestedRisk, leftIn, moveModes, specialAction, targetByKey, targetKey, targetsOf } from "./special-moves";

/** The playtest's airlift and sea transport move modes and their risk in words [8.5.2, 8.5.7.1, 6.6, 8.5.6.4.1]. */

const LINE = ["*", "-2", "-1", "-1", "abort", "none", "none", "none", "none", "none"];
const fly = (adf: SpecialMoveTarget["adf"]): SpecialMoveTarget => ({ to: "0105", after: "half-ma", adf });
const sail = (reasons: string[], drm: number): SpecialMoveTarget => ({ to: "2406", after: "no-move", contested: { reasons, drm } });
const query = (airlift: SpecialMoveTarget[], seaTransport: SpecialMoveTarget[], left = { airlift: 2, seaTransport: 2 }): SpecialMoveTargets => ({ airlift, seaTransport, paradrop: [], airmobile: [], left: { paradrop: 0, airmobile: 0, ...left }, need: { airmobile: 0 } });

describe("move modes [8.5.2, 8.5.7.1]", () => {
  it("offers land alone when the engine lists nowhere to fly or sail, or refuses the stack", () => {
    expect(moveModes(null)).toEqual(["land"]);
    expect(moveModes({ error: "no unit x", rule: "8.5" })).toEqual(["land"]);
    expect(moveModes(query([], []))).toEqual(["land"]);
  });

  it("offers airlift and sea transport when each has a destination", () => {
    expect(moveModes(query([fly({ exempt: true, level: "contested", drm: 3 })], [sail([], 0)]))).toEqual(["land", "airlift", "sea-transport"]);
    expect(moveModes(query([], [sail([], 0)]))).toEqual(["land", "sea-transport"]);
  });

  it("drops a mode whose SP for the segment or turn is spent [8.5.2.1, 8.5.7.4]", () => {
    expect(moveModes(query([fly({ exempt: true, level: "contested", drm: 0 })], [sail([], 0)], { airlift: 0, seaTransport: 1 }))).toEqual(["land", "sea-transport"]);
  });

  it("gives each mode its destinations", () => {
    const q = query([fly(undefined)], [sail([], 0)]);
    expect(targetsOf(q, "airlift").map((t) => t.to)).toEqual(["0105"]);
    expect(targetsOf(q, "sea-transport").map((t) => t.to)).toEqual(["2406"]);
    expect(targetsOf(q, "land")).toEqual([]);
  });
});

describe("the committed action", () => {
  it("names the escort only on an airlift that flies one [6.2.2]", () => {
    expect(specialAction("airlift", ["b1"], "0105")).toEqual({ type: "airlift", units: ["b1"], to: "0105" });
    expect(specialAction("airlift", ["b1"], "0105", 2)).toEqual({ type: "airlift", units: ["b1"], to: "0105", escort: 2 });
    expect(specialAction("sea-transport", ["b1", "b2"], "2406", 2)).toEqual({ type: "sea-transport", units: ["b1", "b2"], to: "2406" });
  });
});

describe("an airlift's ADF risk [6.6, 6.6.1.1]", () => {
  it("reads the chart line of the level, the scenario's override first", () => {
    const bundle = { game: { charts: { adf: [{ level: "contested", results: LINE }] } }, scenario: {} } as unknown as EngineBundle;
    expect(adfChartLine(bundle, "contested")).toEqual(LINE);
    expect(adfChartLine(bundle, "denied")).toBeNull();
    const over = { ...bundle, scenario: { chartOverrides: { adf: [{ level: "contested", results: Array(10).fill("abort") }] } } } as unknown as EngineBundle;
    expect(adfChartLine(over, "contested")?.[9]).toBe("abort");
  });

  it("counts the rolls that turn the stack back or cost a step; (−x) does nothing to an air move", () => {
    const r = adfRisk(fly({ exempt: false, level: "contested", drm: 0 }), 0, LINE)!;
    expect(r.byRoll).toEqual(LINE);
    expect(r.summary).toBe("Turns back on 1 roll in 10; a carried unit loses a step on 1 roll in 10 [6.6.1.1]");
  });

  it("adds +3 over own country [8.5.2] and +1 per escort point [6.2.2], capped at 9", () => {
    const r = adfRisk(fly({ exempt: false, level: "contested", drm: 3 }), 2, LINE)!;
    expect(r.drm).toBe(5);
    expect(r.terms).toEqual(["+3 over own country [8.5.2]", "+2 escort [6.2.2]"]);
    expect(r.byRoll[0]).toBe("none");
    expect(r.summary).toBe("No roll can stop it");
  });

  it("says when the flight is exempt [6.6]", () => {
    const r = adfRisk(fly({ exempt: true, level: "favourable", drm: 3 }), 0, LINE)!;
    expect(r.exempt).toBe(true);
    expect(r.summary).toMatch(/own or allied country/);
    expect(adfRisk(sail([], 0), 0, LINE)).toBeNull();
  });

  it("says when the chart has no line for the level", () => {
    expect(adfRisk(fly({ exempt: false, level: "denied", drm: 0 }), 0, null)!.summary).toBe("The ADF chart has no denied line: no effect");
  });
});

describe("a sea transport's contested-move roll [8.5.6.4.1]", () => {
  it("is no roll on an uncontested route", () => {
    expect(contestedRisk(sail([], 0))).toBe("No roll: the route is not contested [8.5.6.4.1]");
  });

  it("gives the reasons and the DRM", () => {
    expect(contestedRisk(sail(["port ↔ sea hex without control of the coastal box"], -1))).toBe("Contested-move roll, DRM -1: port ↔ sea hex without control of the coastal box [8.5.6.4.1]");
  });
});

describe("paradrop and airmobile as move modes [8.5.3, 8.5.4]", () => {
  const q: SpecialMoveTargets = {
    airlift: [],
    seaTransport: [],
    paradrop: [fly({ exempt: false, level: "contested", drm: 0 })],
    airmobile: [{ ...fly({ exempt: false, level: "contested", drm: 0, atStart: true }), to: "0207", after: "no-move" }],
    left: { airlift: 0, seaTransport: 0, paradrop: 2, airmobile: 3 },
    need: { airmobile: 1 },
  };
  it("offers each when the engine lists a hex (and, for a paradrop, SP are left) [8.5.3.1, 8.5.4.1]", () => {
    expect(moveModes(q)).toEqual(["land", "paradrop", "airmobile"]);
    expect(moveModes({ ...q, left: { ...q.left, paradrop: 0 } })).toEqual(["land", "airmobile"]);
    // An airmobile-class stack carries itself: no points need be left [8.5.4.1].
    expect(moveModes({ ...q, left: { ...q.left, airmobile: 0 } })).toEqual(["land", "paradrop", "airmobile"]);
    expect(moveModes({ ...q, airmobile: [] })).toEqual(["land", "paradrop"]);
    expect(leftIn(q, "airmobile")).toBe(3);
    expect(leftIn(q, "paradrop")).toBe(2);
    expect(targetsOf(q, "airmobile").map((t) => t.to)).toEqual(["0207"]);
  });
  it("commits the engine's actions, escorted when asked [6.2.2]", () => {
    expect(specialAction("paradrop", ["p1"], "0105", 1)).toEqual({ type: "paradrop", units: ["p1"], to: "0105", escort: 1 });
    expect(specialAction("airmobile", ["a1"], "0207")).toEqual({ type: "airmobile", units: ["a1"], to: "0207" });
  });
  it("an airmobile move from enemy country or a ZOC says it takes a second roll [6.6]", () => {
    const risk = adfRisk(q.airmobile[0]!, 0, LINE)!;
    expect(risk.terms).toContain("a second roll at the start (enemy country or ZOC) [6.6]");
  });
});

describe("USMC airmobile from the move modes [8.5.5]", () => {
  const usmc: SpecialMoveTarget = { to: "0504", after: "no-move", adf: { exempt: false, level: "contested", drm: 0 }, base: "nl-amph-1" };
  const own: SpecialMoveTarget = { to: "0504", after: "no-move", adf: { exempt: false, level: "contested", drm: 0 } };

  it("[8.5.5] a target flown by an AMPH sends its base, so the engine flies the AMPH's point, not the side's", () => {
    expect(specialAction("airmobile", ["m1"], usmc)).toEqual({ type: "airmobile", units: ["m1"], to: "0504", base: "nl-amph-1" });
    expect(specialAction("airmobile", ["m1"], own, 1)).toEqual({ type: "airmobile", units: ["m1"], to: "0504", escort: 1 });
  });

  it("[8.5.4, 8.5.5] the same hex by own points and by an AMPH are two targets; a clicked hex takes the first listed", () => {
    expect(targetKey(own)).toBe("0504");
    expect(targetKey(usmc)).toBe("0504@nl-amph-1");
    expect(targetByKey([own, usmc], "0504@nl-amph-1")).toBe(usmc);
    expect(targetByKey([own, usmc], "0504")).toBe(own);
    expect(targetByKey([usmc], "0504")).toBe(usmc);
    expect(targetByKey([usmc], "0999")).toBeUndefined();
  });

  it("[8.5.5] on the sample, a 1-step airmobile-capable marine aboard an AMPH in a sea hex flies from it: the committed action applies with usmc", () => {
    const s = withAmph(sideMoving(amphSample({ airmobileMarines: true }), "blue"), "nl-amph-1", "1304", "nl-marine-1");
    const q = specialMoveTargets(s, ["nl-marine-1"]);
    expect(moveModes(q)).toContain("airmobile");
    const target = targetsOf(q, "airmobile").find((t) => t.base === "nl-amph-1")!;
    expect(target).toBeDefined();
    const r = apply(s, specialAction("airmobile", ["nl-marine-1"], target));
    if ("error" in r) throw new Error(r.error);
    expect(r.events.find((e) => e.type === "airmobile")).toMatchObject({ base: "nl-amph-1", usmc: true, rule: "8.5.5" });
  });
});

describe("what the units may do after landing [8.5.2, 8.5.3]", () => {
  it.each([
    ["half-ma", "half MA left after landing"],
    ["ma", "its MA left after landing"],
    ["no-move", "no further move this segment"],
  ] as const)("%s: %s", (after, words) => {
    expect(afterWords({ to: "0101", after })).toBe(words);
  });
});
