import { describe, expect, it } from "vitest";
import { apply } from "../../../index";
import { at, board, ok } from "../test-kit";
import type { GameState } from "../types";
import { boardOf } from "../board";
import { hqRebuildHexes, hqReplacementOptions } from "./hq-replacements";
import { usesLeft } from "./hq";

// Blue (Nordland, all the map) acts second; its major city 0102 supplies the west.
const bundle = () =>
  board({
    rows: ["cccccccccc", "cccccccccc", "cccccccccc"],
    features: [{ hex: "0102", kind: "major-city", name: "Capital" }],
    units: [
      { id: "b-hq", type: "hq-adv", at: "0202", formation: "1st" },
      { id: "b-inf", type: "inf", at: "0502", formation: "1st" },
      { id: "b-inf2", type: "inf", formation: "1st" },
      { id: "b-shq", type: "supreme-hq", at: "0103" },
      { id: "r-inf", type: "inf", at: "0802", sp: 2 },
    ],
    advanced: true,
    scenario: { advanced: { supplyPoints: [{ side: "blue", points: 6 }] } },
  });

type Tweak = { units?: Record<string, Partial<GameState["units"][string]>>; adv?: Partial<NonNullable<GameState["adv"]>>; supply?: GameState["supply"]; rp?: number };
function start(t: Tweak = {}): GameState {
  const s = at(bundle(), "replacements-second");
  const units = { ...s.units };
  for (const [id, p] of Object.entries(t.units ?? {})) units[id] = { ...units[id]!, ...p };
  return { ...s, units, supply: t.supply ?? { out: {} }, replacementPoints: { nordland: t.rp ?? 2 }, adv: { ...s.adv!, ...t.adv } };
}
const gone = { status: "eliminated" as const, hex: -1, steps: 0 };
const err = (r: ReturnType<typeof apply>) => ("error" in r ? r.error : "");

describe("HQ step recovery [18.4]", () => {
  it("an HQ in supply recovers a step for the replacement table's step cost, in supply points", () => {
    const r = ok(apply(start({ units: { "b-hq": { steps: 1 } } }), { type: "recover-hq", unit: "b-hq" }));
    expect(r.state.units["b-hq"]?.steps).toBe(2);
    // The sample table: a motorised step costs 1.
    expect(r.state.adv?.supplyPoints.blue).toBe(5);
    expect(r.state.replacementPoints.nordland).toBe(2);
  });
  it.each([
    ["out of supply", { supply: { out: { "b-hq": true as const } } }, "out of supply"],
    ["isolated", { adv: { isolated: { "b-hq": 1 } } }, "isolated"],
    ["without supply points", { adv: { supplyPoints: { blue: 0 } } }, "supply points"],
  ] as const)("refuses an HQ %s", (_w, t, why) => {
    expect(err(apply(start({ ...t, units: { "b-hq": { steps: 1 } } } as Tweak), { type: "recover-hq", unit: "b-hq" }))).toContain(why);
  });
  it("one step a turn, and not with replacement points alone", () => {
    const once = ok(apply(start({ units: { "b-hq": { steps: 1 } } }), { type: "recover-hq", unit: "b-hq" })).state;
    expect(err(apply({ ...once, units: { ...once.units, "b-hq": { ...once.units["b-hq"]!, steps: 1 } } }, { type: "recover-hq", unit: "b-hq" }))).toContain("already recovered");
    expect(err(apply(start({ units: { "b-hq": { steps: 1 } } }), { type: "restore-step", unit: "b-hq" }))).toContain("recover-hq");
  });
});

describe("HQ rebuild [18.5]", () => {
  it("costs 2 SP and 1 RP, comes back at full strength with one use gone next turn", () => {
    const r = ok(apply(start({ units: { "b-hq": gone } }), { type: "rebuild-hq", unit: "b-hq", at: "0402" }));
    expect(r.state.units["b-hq"]).toMatchObject({ status: "map", steps: 2 });
    expect(r.state.adv?.supplyPoints.blue).toBe(4);
    expect(r.state.replacementPoints.nordland).toBe(1);
    expect(r.state.adv?.rebuiltHq["b-hq"]).toBe(r.state.turn);
    expect(usesLeft(r.state, "b-hq")).toBe(1);
  });
  it("the supreme HQ costs 5 SP", () => {
    const r = ok(apply(start({ units: { "b-shq": gone } }), { type: "rebuild-hq", unit: "b-shq", at: "0402" }));
    expect(r.state.adv?.supplyPoints.blue).toBe(1);
    expect(err(apply(start({ units: { "b-shq": gone }, adv: { supplyPoints: { blue: 4 } } }), { type: "rebuild-hq", unit: "b-shq", at: "0402" }))).toContain("costs 5");
  });
  it("needs a replacement point", () => {
    expect(err(apply(start({ units: { "b-hq": gone }, rp: 0 }), { type: "rebuild-hq", unit: "b-hq", at: "0402" }))).toContain("replacement point");
  });

  // The priorities: which tier applies, and a hex of a lower tier refused while a higher one has room.
  it("1. within 4 hexes of a supplied, non-isolated subordinate", () => {
    const s = start({ units: { "b-hq": gone } });
    expect(hqRebuildHexes(boardOf(s), "blue", "b-hq")?.priority).toBe(1);
    expect(err(apply(s, { type: "rebuild-hq", unit: "b-hq", at: "0103" }))).toBe("");
    // 0702 is 2 hexes from b-inf but next to r-inf (2 SP): an EZOC.
    expect(err(apply(s, { type: "rebuild-hq", unit: "b-hq", at: "0702" }))).toContain("enemy ZOC");
  });
  it("lists every hex of the first priority, each one the rules take", () => {
    const s = start({ units: { "b-hq": gone }, adv: { isolated: { "b-inf": 1 } } });
    const options = hqReplacementOptions(boardOf(s), "blue").filter((a) => a.type === "rebuild-hq");
    expect(options.length).toBeGreaterThan(1);
    for (const a of options) expect(err(apply(s, a))).toBe("");
  });

  it("2. with or next to the supreme HQ when no subordinate qualifies", () => {
    const s = start({ units: { "b-hq": gone }, adv: { isolated: { "b-inf": 1 } } });
    expect(hqRebuildHexes(boardOf(s), "blue", "b-hq")?.priority).toBe(2);
    expect(err(apply(s, { type: "rebuild-hq", unit: "b-hq", at: "0203" }))).toBe("");
    expect(err(apply(s, { type: "rebuild-hq", unit: "b-hq", at: "0402" }))).toContain("supreme HQ");
  });
  it("3. an own major city or city when neither", () => {
    const s = start({ units: { "b-hq": gone, "b-shq": gone }, supply: { out: { "b-inf": true } } });
    expect(hqRebuildHexes(boardOf(s), "blue", "b-hq")).toEqual({ priority: 3, hexes: [boardOf(s).ctx.cm.indexOf("0102")] });
    expect(hqReplacementOptions(boardOf(s), "blue")).toContainEqual({ type: "rebuild-hq", unit: "b-hq", at: "0102" });
  });
});

describe("rebuilt land units go by their HQ [27.9.3]", () => {
  it("within 2 hexes of their HQ", () => {
    const s = start({ units: { "b-inf2": gone } });
    expect(err(apply(s, { type: "rebuild", unit: "b-inf2", at: "0402" }))).toBe("");
    expect(err(apply(s, { type: "rebuild", unit: "b-inf2", at: "0502" }))).toContain("within 2 hexes of its HQ");
  });
  it("of the superior (supreme) HQ when their own is gone", () => {
    const s = start({ units: { "b-inf2": gone, "b-hq": gone } });
    expect(err(apply(s, { type: "rebuild", unit: "b-inf2", at: "0402" }))).toContain("superior");
    expect(err(apply(s, { type: "rebuild", unit: "b-inf2", at: "0303" }))).toBe("");
  });
});
