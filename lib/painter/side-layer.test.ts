import { describe, expect, it } from "vitest";
import { SideLayer } from "./side-layer";

describe("SideLayer", () => {
  it("reads and writes like a Map of side keys, iterating in key order", () => {
    const layer = new SideLayer(40);
    layer.set(30, 2).set(3, 7).set(12, 1);
    expect(layer.size).toBe(3);
    expect(layer.get(3)).toBe(7);
    expect(layer.get(4)).toBeUndefined();
    expect([...layer]).toEqual([
      [3, 7],
      [12, 1],
      [30, 2],
    ]);
    layer.set(12, 0);
    expect(layer.delete(30)).toBe(true);
    expect(layer.delete(30)).toBe(false);
    expect(layer.size).toBe(1);
    expect([...layer.keys()]).toEqual([3]);
    expect([...layer.values()]).toEqual([7]);
  });

  it("counts a copied array's sides and refuses keys off the map", () => {
    const layer = new SideLayer(8);
    layer.set(1, 4).set(6, 5);
    const copy = new SideLayer(8, layer.copy());
    expect(copy.size).toBe(2);
    layer.set(1, 0);
    expect(copy.get(1)).toBe(4);
    expect(() => layer.set(8, 1)).toThrow(/No side with key 8/);
    expect(() => layer.set(-1, 1)).toThrow(/No side with key -1/);
    expect(() => layer.set(2, 256)).toThrow(/0–255/);
  });

  it("visits every side with a value in key order, four at a time or not, to the array's last byte", () => {
    const values = new Map([[0, 3], [5, 1], [6, 9], [7, 2], [1000, 4], [4093, 8], [4097, 255], [4098, 6]]);
    const aligned = new Uint8Array(4099);
    for (const [k, v] of values) aligned[k] = v;
    // The same sides in an array that does not start on a 4-byte boundary.
    const unaligned = new Uint8Array(4100).subarray(1);
    unaligned.set(aligned);
    for (const data of [aligned, unaligned]) {
      const layer = new SideLayer(data.length, data);
      const seen: [number, number][] = [];
      layer.forEach((k, v) => seen.push([k, v]));
      expect(seen).toEqual([...values]);
      expect([...layer]).toEqual([...values]);
      expect(layer.size).toBe(values.size);
    }
  });
});
