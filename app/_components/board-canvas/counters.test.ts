import { describe, expect, it } from "vitest";
import { drawStack } from "./counters";

/** A 2D context that records the calls drawStack makes (no canvas in Node). */
function recorder() {
  const calls: { name: string; args: unknown[] }[] = [];
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get(target, key) {
      if (key in target) return target[key];
      return (...args: unknown[]) => {
        calls.push({ name: String(key), args });
        return { width: 10 };
      };
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const FACE = "f".repeat(64);
const picture = { width: 60, height: 30 } as unknown as CanvasImageSource;
const unit = { id: "u", symbol: "armour", colour: "#336699", strengths: "3-4-8", face: FACE };

describe("a counter with a picture", () => {
  it("is drawn as its picture, whole and centred in its square, once the picture has loaded", () => {
    const { ctx, calls } = recorder();
    const asked: string[] = [];
    drawStack(ctx, [unit], 100, 100, 40, (sha) => (asked.push(sha), picture));
    expect(asked).toEqual([FACE]);
    // 60×30 fits 40 wide: 40×20, centred on the square (80..120, 90..110).
    expect(calls.find((c) => c.name === "drawImage")?.args).toEqual([picture, 80, 90, 40, 20]);
    expect(calls.some((c) => c.name === "fillText")).toBe(false);
  });

  it("is drawn with the NATO symbol and strengths while the picture loads, or with no picture source", () => {
    for (const pictures of [() => null, undefined]) {
      const { ctx, calls } = recorder();
      drawStack(ctx, [unit], 100, 100, 40, pictures);
      expect(calls.some((c) => c.name === "drawImage")).toBe(false);
      expect(calls.find((c) => c.name === "fillText")?.args[0]).toBe("3-4-8");
    }
  });
});
