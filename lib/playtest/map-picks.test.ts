import { describe, expect, it } from "vitest";
import { apply, createGame, type EngineBundle, type GameState, legalActions, navalMoveTargets, specialMoveTargets } from "@/lib/engine";
import { sampleBundle } from "@/lib/engine/rulesets/nextwar/test-kit";
import { amphSample, sideMoving, withAmph } from "./amph-kit";
import { assaultMarks } from "./amphibious";
import { airmobilePointsWords, navalPicks, navalRiskShort, pickLegend, pickSummary, specialPicks } from "./map-picks";
import { adfChartLine, targetsOf } from "./special-moves";

/**
 * Destinations picked on the board [8.5.6.4, 8.5.8.1, 8.5.2–8.5.7.1], from
 * the Next War sample (seed 11): red's 1st Surface Action Group and
 * airmobile brigade in red's initiative move, blue's 1st Amphibious Group
 * with marines aboard in blue's reaction move.
 */

function after(ends: number, bundle: EngineBundle = sampleBundle()): GameState {
  let s = createGame(bundle, { seed: 11 });
  for (let i = 0; i < ends; i++) {
    const r = apply(s, { type: "end-segment" });
    if ("error" in r) throw new Error(r.error);
    s = r.state;
  }
  return s;
}

const legalTo = (s: GameState, unit: string) => legalActions(s).flatMap((a) => (a.type === "naval-move" && a.unit === unit ? [a.to] : []));

describe("navalPicks: a ship's destinations on the board [8.5.6.4, 8.5.6.4.1]", () => {
  const red = after(1);
  const picks = navalPicks(navalMoveTargets(red, "os-sag-1"), legalTo(red, "os-sag-1"), new Map());

  it("[8.5.6.4] holds exactly the legal destinations: the map's hexes to shade, the boxes (off the map [7.1]) apart", () => {
    const legal = legalTo(red, "os-sag-1");
    expect(legal.length).toBeGreaterThan(20);
    expect([...picks.byKey.keys()].sort()).toEqual([...legal].sort());
    expect(picks.hexes.every((h) => /^\d{4}$/.test(h.to))).toBe(true);
    expect(picks.boxes.map((b) => b.to).sort()).toEqual(legal.filter((to) => !/^\d+$/.test(to)).sort());
    expect(picks.hexes.length + picks.boxes.length).toBe(legal.length);
  });

  it("[8.5.6.4.1] a route with a contested-move roll is its own kind, its hover words give the chance", () => {
    for (const h of picks.hexes) {
      const t = picks.byKey.get(h.to)!;
      expect(h.kind).toBe(t.reasons.length > 0 ? "naval-contested" : "naval");
      expect(h.words).toBe(`sail here: ${navalRiskShort(t)}`);
    }
    expect(navalRiskShort({ ...picks.byKey.get(picks.hexes[0]!.to)!, reasons: ["x"], passChance: 0.6 })).toBe("contested-move roll: 60% to pass [8.5.6.4.1]");
  });

  it("[8.5.8.1] an AMPH with marines aboard: its assault positions are their own kind, the beach named in the hover words", () => {
    const s = withAmph(sideMoving(amphSample(), "blue"), "nl-amph-1", "halvard-coastal", "nl-marine-1");
    const legal = legalActions(s);
    const marks = assaultMarks(s, "nl-amph-1", legal, null);
    expect(marks.size).toBeGreaterThan(0);
    const amph = navalPicks(navalMoveTargets(s, "nl-amph-1"), legalTo(s, "nl-amph-1"), marks);
    const assault = amph.hexes.filter((h) => h.kind === "assault");
    expect(assault.map((h) => h.to).sort()).toEqual([...marks.keys()].sort());
    expect(assault[0]!.words).toMatch(/^sail here: .* · assault position \[8\.5\.8\.1\]: beach(es)? \d{4}/);
    expect(pickSummary(amph.hexes, amph.boxes.length)).toMatch(new RegExp(`^${amph.byKey.size} destinations: ${marks.size} assault positions?, `));
  });

  it("says why nothing is offered when the engine refuses the ship", () => {
    expect(navalPicks({ error: "no" }, ["0101"], new Map())).toEqual({ hexes: [], boxes: [], byKey: new Map() });
  });
});

describe("specialPicks: a stack's landing hexes with their risk [6.6, 8.5.4, 8.5.5]", () => {
  const red = after(1);
  const q = specialMoveTargets(red, ["os-airmobile-inf-1"]);
  const line = (level: string) => adfChartLine(red.bundle, level);

  it("[8.5.4, 6.6] one a hex, each with its ADF words", () => {
    const targets = targetsOf(q, "airmobile");
    const picks = specialPicks("airmobile", targets, 0, line);
    expect(picks.length).toBe(new Set(targets.map((t) => t.to)).size);
    expect(picks.every((p) => p.kind === "airmobile")).toBe(true);
    const exempt = picks.find((p, i) => targets[i]!.adf?.exempt);
    expect(exempt?.words).toBe("no ADF roll (exempt) [6.6]; no further move this segment");
    const rolled = picks.find((p) => p.words.startsWith("ADF "));
    expect(rolled?.words).toMatch(/^ADF favourable line, DRM \+0: .*; no further move this segment$/);
    expect(specialPicks("airmobile", targets, 2, line).find((p) => p.to === rolled!.to)!.words).toContain("DRM +2");
  });

  it("[8.5.5] a USMC flight is its own kind and names its AMPH", () => {
    const s = withAmph(sideMoving(amphSample({ airmobileMarines: true }), "blue"), "nl-amph-1", "1304", "nl-marine-1");
    const picks = specialPicks("airmobile", targetsOf(specialMoveTargets(s, ["nl-marine-1"]), "airmobile"), 0, line, { "nl-amph-1": "1st Amphibious Group" });
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((p) => p.kind === "usmc" && p.words.endsWith(" · by 1st Amphibious Group (USMC) [8.5.5]"))).toBe(true);
    expect(pickLegend(picks)).toEqual([{ kind: "usmc", shade: "pink (an AMPH's own point)" }]);
  });

  it("summarises without listing: the count, by kind when more than one", () => {
    expect(pickSummary([{ kind: "airmobile" }, { kind: "airmobile" }])).toBe("2 destinations");
    expect(pickSummary([{ kind: "naval" }], 2)).toBe("3 destinations: 1 sea hex or port, 2 boxes");
    expect(pickSummary([], 1)).toBe("1 destination");
    expect(pickSummary([{ kind: "naval" }, { kind: "assault" }, { kind: "naval-contested" }])).toBe("3 destinations: 1 assault position, 1 contested, 1 sea hex or port");
  });
});

describe("airmobile points beside the flights offered [8.5.4, 8.5.4.1, 8.5.5, 4.1.2]", () => {
  it("[8.5.4.1] the airmobile class carries itself: its flights are offered with the side at 0 points, and the words never say 0 left", () => {
    const q = specialMoveTargets(after(1), ["os-airmobile-inf-1"]);
    if ("error" in q) throw new Error(q.error);
    expect(q.airmobile.length).toBeGreaterThan(0);
    expect(q.left.airmobile).toBe(0);
    expect(q.need.airmobile).toBe(0);
    expect(airmobilePointsWords(q)).toBe("the airmobile class carries itself: no airmobile points spent [8.5.4.1]");
  });

  const marines = (sp: number, weather?: GameState["weather"]) => {
    const b = amphSample({ airmobileMarines: true });
    const airmobile = sp > 0 ? [{ side: "blue", sp }] : [];
    const bundle = { ...b, scenario: { ...b.scenario, specialMovement: { ...b.scenario.specialMovement, airmobile } } } as EngineBundle;
    const s = withAmph(sideMoving(bundle, "blue"), "nl-amph-1", "halvard-coastal");
    const q = specialMoveTargets(weather ? { ...s, weather } : s, ["nl-marine-1"]);
    if ("error" in q) throw new Error(q.error);
    return q;
  };

  it("[8.5.4.1] an airmobile-capable stack spends 1 point a SP: with none left the engine offers no flight, so no words", () => {
    const q = marines(0);
    expect(q.need.airmobile).toBe(1);
    expect(q.airmobile).toEqual([]);
    expect(airmobilePointsWords(q)).toBe("");
  });

  it("[8.5.4.1, 4.1.2] with points left the flights say what they spend of them; overcast halves them, rounded up", () => {
    const q = marines(3);
    expect(q.airmobile.length).toBeGreaterThan(0);
    expect(airmobilePointsWords(q)).toBe("spends 1 of the 3 airmobile points left this turn [8.5.4.1]");
    expect(airmobilePointsWords(marines(3, "overcast"))).toBe("spends 1 of the 2 airmobile points left this turn [8.5.4.1]");
  });

  it("[8.5.4.1] every flight the engine offers a stack needing points has them: need ≤ left whenever an own flight is listed", () => {
    for (const sp of [0, 1, 2]) {
      const q = marines(sp);
      if (q.airmobile.some((t) => !t.base)) expect(q.need.airmobile).toBeLessThanOrEqual(q.left.airmobile);
    }
  });
});
