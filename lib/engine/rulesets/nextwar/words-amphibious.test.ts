import { describe, expect, it } from "vitest";
import { actionTitle, describeEvent } from "./words-test-kit";

/** Amphibious action titles and the USMC airmobile lift in the log's words [8.5.5, 8.5.8.1, 8.5.8.2]. */

const names = { "nl-amph-1": "1st Amphibious Group", "nl-marine-1": "1st Marine Battalion" };
const sides = { blue: "Northern Coalition", red: "Eastern Pact" };

describe("amphibious words", () => {
  it("[8.5.8.1, 8.5.8.2] action titles", () => {
    expect(actionTitle({ type: "land", units: ["m"], to: "2104" })).toBe("Land on hex 2104");
    expect(actionTitle({ type: "place-beachhead", hex: "2104" })).toBe("Place beachhead on hex 2104");
    expect(actionTitle({ type: "remove-beachhead", hex: "2104" })).toBe("Remove beachhead at hex 2104");
    expect(actionTitle({ type: "embark", amph: "a", units: [] })).toBe("Embark on a");
  });

  it("[8.5.5] a USMC airmobile move says the AMPH's own point lifted it", () => {
    const d = describeEvent({ type: "airmobile", units: ["nl-marine-1"], from: "1304", to: "0504", base: "nl-amph-1", usmc: true, points: 0, rule: "8.5.5" }, names, sides);
    expect(d.text).toBe("1st Marine Battalion flies by airmobile from hex 1304 to hex 0504 (USMC lift by 1st Amphibious Group, the AMPH's own point); no further move this segment");
  });
});
