import { describe, expect, it } from "vitest";
import { type GridSpec, gridSpecOf, labelOnGrid, hexIndex } from "@/lib/hex";
import { hexesWithin, hqOfStack } from "./formation-marks";

const spec = gridSpecOf({ grid: { orientation: "flat", columns: 20, rows: 20, offset: "odd", firstLabel: "0101", labelFormat: "CCRR" } }) as GridSpec;
const at = (label: string) => hexIndex(spec, labelOnGrid(spec, label)!);

/** The set-up map draws an HQ's range as the hexes within it [18.2.1]. */
describe("an HQ's range on the set-up map", () => {
  it.each([
    [0, 1],
    [1, 7],
    [3, 37],
  ])("range %i reaches %i hexes in open map", (range, count) => {
    expect(hexesWithin(spec, at("1010"), range)).toHaveLength(count);
  });

  it("stops at the map's edge", () => {
    expect(hexesWithin(spec, at("0101"), 1).sort((a, b) => a - b)).toEqual([at("0101"), at("0201"), at("0102")].sort((a, b) => a - b));
  });

  it("takes the first HQ with a range in a stack", () => {
    const stack = [{ id: "inf", name: "Inf" }, { id: "hq", name: "HQ", hqRange: 3 }, { id: "hq2", name: "HQ 2", hqRange: 5 }];
    expect(hqOfStack(stack)?.id).toBe("hq");
    expect(hqOfStack([{ id: "inf", name: "Inf" }])).toBeUndefined();
  });
});
