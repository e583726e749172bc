import { describe, expect, it } from "vitest";
import { formatEdges, parseEdges } from "./edges";

describe("friendly edges text", () => {
  it("round-trips sides and edges", () => {
    const value = [
      { side: "blue", edges: ["west", "north"] as const },
      { side: "red", edges: ["east"] as const },
    ].map((e) => ({ side: e.side, edges: [...e.edges] }));
    expect(formatEdges(value)).toBe("blue: west, north; red: east");
    expect(parseEdges("blue: west, north; red: east")).toEqual({ ok: true, value });
    expect(parseEdges("")).toEqual({ ok: true, value: [] });
  });

  it("names what is wrong", () => {
    expect(parseEdges("blue: westward")).toEqual({ ok: false, error: '"westward" is not a map edge: use north, south, east or west.' });
    expect(parseEdges("blue")).toMatchObject({ ok: false });
  });
});
