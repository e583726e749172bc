import { describe, expect, it } from "vitest";
import { createNextWarGame } from "./game";
import { sampleBundle } from "./test-kit";
import type { GameState } from "./types";
import { type NextWarPieceView, fogStack, nextWarPiecesByHex, nextWarTrack, nextWarView } from "./view-model";

/** What a counter prints [2.3, 2.4] and the fog of war's one rule for a stack [13.2], as the studio's board reads them. */
describe("the Next War pieces and track [2.3, 2.4, 12.0, 13.2]", () => {
  const start = () => createNextWarGame(sampleBundle(), 7);
  const piece = (s: GameState, id: string): NextWarPieceView => [...nextWarPiecesByHex(s).values()].flat().find((p) => p.id === id)!;
  const hurt = (s: GameState, id: string): GameState => ({ ...s, units: { ...s.units, [id]: { ...s.units[id]!, steps: 1 } } });

  it("groups the pieces by hex index as the view does by hex label, each stack in the same order", () => {
    const s = start();
    const byHex = nextWarPiecesByHex(s);
    for (const [hex, list] of byHex) for (const p of list) expect(s.units[p.id]!.hex).toBe(hex);
    const places = Object.values(nextWarView(s, null).places);
    expect(places).toHaveLength(byHex.size);
    for (const list of places) expect(byHex.get(s.units[list[0]!.id]!.hex)).toEqual(list);
  });

  it("an attack helicopter prints combat support and range, its reduced CS after a step loss [2.4.2, 2.4.3]", () => {
    const s = start();
    expect(piece(s, "nl-attack-helo-1")).toMatchObject({ supportFace: true, cs: 2, range: 12, attack: null, reduced: false });
    // The reduced side's AS and DS of 0 are the document's, not a face of AS-DS-MA.
    expect(piece(hurt(s, "nl-attack-helo-1"), "nl-attack-helo-1")).toMatchObject({ supportFace: true, cs: 1, range: 12, attack: 0, reduced: true });
  });

  it("a land unit prints AS-DS-MA and no combat support; an HQ's DS is parenthesised [2.3.2.1]", () => {
    const s = start();
    expect(piece(s, "nl-inf-1")).toMatchObject({ supportFace: false, cs: null, range: null, defenceParenthesised: false });
    const hq: GameState = { ...s, units: { ...s.units, "nl-hq-1": { ...s.units["nl-inf-1"]!, steps: 1 } } };
    expect(piece(hq, "nl-hq-1")).toMatchObject({ attack: 0, defence: 2, ma: 10, defenceParenthesised: true, supportFace: false });
  });

  it("fog of war: an enemy stack keeps its top and blanks the rest; an own stack, a lone counter or no viewer keeps the same list [13.2]", () => {
    const list = [
      { id: "a", side: "red" },
      { id: "b", side: "red" },
      { id: "c", side: "red" },
    ];
    const blank = (c: { side: string }, i: number, top: { id: string }) => ({ id: `blank-${i}-under-${top.id}`, side: c.side });
    expect(fogStack(list, "blue", blank)).toEqual([list[0], { id: "blank-0-under-a", side: "red" }, { id: "blank-1-under-a", side: "red" }]);
    expect(fogStack(list, "red", blank)).toBe(list);
    expect(fogStack(list, null, blank)).toBe(list);
    expect(fogStack(list.slice(0, 1), "blue", blank)).toEqual(list.slice(0, 1));
  });

  it("the track is the view's turn, phase, segment, scores and result", () => {
    const s = start();
    const v = nextWarView(s, null);
    expect(v).toMatchObject(nextWarTrack(s));
  });
});
