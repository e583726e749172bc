import { describe, expect, it } from "vitest";
import { board } from "../test-kit";
import { contextOf } from "../context";
import { isSubordinate, superiorHqs } from "./subordination";

/** Subordination [18.1]: which HQ is a unit's superior. */
const ctx = contextOf(
  board({
    rows: ["ccccc"],
    advanced: true,
    scenario: { nations: [{ id: "nordland", side: "blue" }, { id: "ostmark", side: "red" }, { id: "allied", side: "blue" }] },
    units: [
      { id: "hq1", type: "hq-adv", formation: "1st" },
      { id: "hq2", type: "hq-adv", formation: "2nd" },
      { id: "hqa", type: "hq-adv", formation: "3rd", nation: "allied" },
      { id: "sup", type: "supreme-hq" },
      { id: "rhq", type: "hq-adv", formation: "1st" },
      { id: "u1", type: "inf", formation: "1st" },
      { id: "u0", type: "inf" },
      { id: "ua", type: "inf", nation: "allied" },
      { id: "dep", type: "supply-unit" },
    ],
  }),
);

describe("subordination [18.1]", () => {
  it.each([
    { name: "a unit of a formation answers to its formation's HQ (1)", unit: "u1", hq: "hq1", yes: true },
    { name: "not to another formation's HQ (1)", unit: "u1", hq: "hq2", yes: false },
    { name: "a unit with no formation answers to any HQ of its nation (2)", unit: "u0", hq: "hq2", yes: true },
    { name: "not to an HQ of another nation of its side (2)", unit: "u0", hq: "hqa", yes: false },
    { name: "the supreme HQ is superior to every unit of its side", unit: "ua", hq: "sup", yes: true },
    { name: "the supreme HQ is superior to the HQs", unit: "hq1", hq: "sup", yes: true },
    { name: "an HQ does not answer to another HQ", unit: "hq2", hq: "hq1", yes: false },
    { name: "an enemy HQ is nobody's superior", unit: "u1", hq: "rhq", yes: false },
    { name: "an HQ is not its own superior", unit: "sup", hq: "sup", yes: false },
  ])("$name", ({ unit, hq, yes }) => {
    expect(isSubordinate(ctx, unit, hq)).toBe(yes);
  });

  it("lists a unit's superiors in id order", () => {
    expect(superiorHqs(ctx, "u1")).toEqual(["hq1", "sup"]);
    expect(superiorHqs(ctx, "u0")).toEqual(["hq1", "hq2", "sup"]);
    expect(superiorHqs(ctx, "ua")).toEqual(["hqa", "sup"]);
  });
});
