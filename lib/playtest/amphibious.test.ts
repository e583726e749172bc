import { describe, expect, it } from "vitest";
import { type Action, legalActions } from "@/lib/engine";
import { amphSample, play, sideMoving, withAmph } from "./amph-kit";
import { amphibiousTargetsByHex, amphsInPosition, assaultMarks, assaultMarkWords, assaultPositions, assaultWords, beachActions, beachheadWords, boardingByAmph, boardingWords, cargoByAmph, cargoView, cargoWords } from "./amphibious";

/** The amphibious views' words and groupings [8.5.8.1, 8.5.8.2, 8.5.8.3], on the Next War sample (seed 11) in blue's reaction movement. */

const bundle = amphSample();
const blue = sideMoving(bundle, "blue");
const names = { "nl-marine-1": "1st Marine Battalion", "nl-marine-2": "2nd Marine Battalion" };

describe("cargo [8.5.8.1, 6.5.5]", () => {
  it("reads the land units aboard each AMPH from the state, with their SP against its capacity", () => {
    const s = withAmph(blue, "nl-amph-1", "halvard-coastal", "nl-marine-2", "nl-marine-1");
    expect(cargoByAmph(s).get("nl-amph-1")).toEqual(["nl-marine-1", "nl-marine-2"]);
    const c = cargoView(s, "nl-amph-1");
    expect(c).toMatchObject({ used: 2, capacity: 2 });
    expect(cargoWords(c)).toBe("aboard: 1st Marine Battalion (1 SP), 2nd Marine Battalion (1 SP) · 2 of 2 SP, 0 free");
  });
  it("leaves out a helicopter based on the AMPH: it is no cargo [6.5.5]", () => {
    const s = { ...blue, units: { ...blue.units, "nl-usmc-helo-1": { ...blue.units["nl-usmc-helo-1"]!, status: "offmap" as const, at: "amph:nl-amph-1" } } };
    expect(cargoByAmph(s).get("nl-amph-1")).toBeUndefined();
  });
});

describe("boarding [8.5.8.3]", () => {
  it("groups the engine's embark and disembark actions by AMPH and says 'all' for the whole group", () => {
    const legal: Action[] = [
      { type: "embark", amph: "a", units: ["nl-marine-1"] },
      { type: "embark", amph: "a", units: ["nl-marine-1", "nl-marine-2"] },
      { type: "disembark", amph: "b", units: ["nl-marine-2"], to: "1305" },
      { type: "end-segment" },
    ];
    const by = boardingByAmph(legal);
    const [one, both] = by.get("a")!;
    const off = by.get("b")![0]!;
    expect(by.get("a")?.length).toBe(2);
    expect(by.get("b")?.length).toBe(1);
    expect(boardingWords(one!, names, 2)).toBe("Embark 1st Marine Battalion");
    expect(boardingWords(both!, names, 2)).toBe("Embark all (2): 1st Marine Battalion, 2nd Marine Battalion");
    expect(boardingWords(off, names, 1)).toBe("Disembark 2nd Marine Battalion to 1305");
  });
});

describe("assault position and the beach [8.5.8.1, 8.5.8.2]", () => {
  it("says which beaches a sea hex faces", () => {
    expect(assaultWords(["2104"])).toBe("assault position: beach 2104 next");
    expect(assaultWords(["0405", "0505"])).toBe("assault position: beaches 0405, 0505 next");
  });
  it("in the combat segment after the assault move, the beach is a landing target and the AMPH is in position; outside it, nothing", () => {
    const s = play(withAmph(blue, "nl-amph-1", "halvard-coastal", "nl-marine-1"), { type: "naval-move", unit: "nl-amph-1", to: "2003" });
    expect(amphibiousTargetsByHex(s, "blue").size).toBe(0);
    const combat = play(s, { type: "end-segment" });
    expect([...amphibiousTargetsByHex(combat, "blue").values()]).toEqual([{ hex: "2104", kind: "landing", amphs: ["nl-amph-1"], units: ["nl-marine-1"] }]);
    expect([...amphsInPosition(combat, "blue")]).toEqual(["nl-amph-1"]);
    expect(amphibiousTargetsByHex(combat, "red").size).toBe(0);
  });
  it("picks the land, place and remove actions out of the legal list", () => {
    const by = beachActions([
      { type: "land", units: ["m"], to: "2104" },
      { type: "place-beachhead", hex: "2104" },
      { type: "remove-beachhead", hex: "0405" },
      { type: "end-segment" },
    ]);
    expect(by).toEqual({ land: new Map([["2104", ["m"]]]), place: ["2104"], remove: ["0405"] });
  });
  it("words a beachhead for the hover line [8.5.8.2, 8.5.8.4]", () => {
    expect(beachheadWords({ side: "blue", hex: "2104", defence: 1, placedTurn: 1 }, "Northern Coalition")).toBe("Northern Coalition beachhead (defence 1): stacking 6, retreat negated [8.5.8.2, 8.5.8.4]");
  });
});

describe("the board's assault-position marks for the picked AMPH [8.5.8.1]", () => {
  const loaded = withAmph(blue, "nl-amph-1", "halvard-coastal", "nl-marine-1");
  const legal = legalActions(loaded);
  const sails = new Set(legal.flatMap((a) => (a.type === "naval-move" && a.unit === "nl-amph-1" ? [a.to] : [])));

  it("[8.5.8.1] marks the legal destinations that put the AMPH in assault position, with the beaches each faces", () => {
    const marks = assaultMarks(loaded, "nl-amph-1", legal, null);
    expect(marks.get("2003")).toEqual(["2104"]);
    expect([...marks.keys()].every((to) => sails.has(to))).toBe(true);
    expect(marks).toEqual(new Map([...assaultPositions(loaded, "nl-amph-1")].filter(([to]) => sails.has(to))));
    // Its sea box is a destination but no assault position.
    expect(sails.has("halvard-sea-box")).toBe(true);
    expect(marks.has("halvard-sea-box")).toBe(false);
  });

  it("[8.5.8.1] nothing for no pick, a ship that is no AMPH, an empty AMPH, or a sea hex it may not sail to now", () => {
    expect(assaultMarks(loaded, null, legal, null).size).toBe(0);
    expect(assaultMarks(loaded, "nl-cv-1", legal, null).size).toBe(0);
    expect(assaultMarks(blue, "nl-amph-1", legalActions(blue), null).size).toBe(0);
    expect(assaultMarks(loaded, "nl-amph-1", legal.filter((a) => !(a.type === "naval-move" && a.to === "2003")), null).has("2003")).toBe(false);
  });

  it("[8.5.8.1] only in its side's movement segment: not in the combat segment, not in the enemy's movement", () => {
    // The engine's query lists the sea hexes whatever the segment, and a stale legal list may still hold the sail.
    const combat = play(loaded, { type: "end-segment" });
    expect(assaultPositions(combat, "nl-amph-1").has("2003")).toBe(true);
    expect(assaultMarks(combat, "nl-amph-1", legal, null).size).toBe(0);
    const red = withAmph(sideMoving(bundle, "red"), "nl-amph-1", "halvard-coastal", "nl-marine-1");
    expect(assaultMarks(red, "nl-amph-1", legal, null).size).toBe(0);
  });

  it("[13.2] under fog of war the viewer sees its own AMPH's marks and nothing of the enemy's", () => {
    expect(assaultMarks(loaded, "nl-amph-1", legal, "blue").get("2003")).toEqual(["2104"]);
    expect(assaultMarks(loaded, "nl-amph-1", legal, "red").size).toBe(0);
  });

  it("[8.5.8.1] words the hover line", () => {
    expect(assaultMarkWords(["2104"])).toBe("assault position [8.5.8.1]: beach 2104");
    expect(assaultMarkWords(["0405", "0505"])).toBe("assault position [8.5.8.1]: beaches 0405, 0505");
    expect(assaultMarkWords([])).toBe("assault position [8.5.8.1]");
  });
});
