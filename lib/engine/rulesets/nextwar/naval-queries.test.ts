import { describe, expect, it } from "vitest";
import { legalActions, navalMoveTargets, navalView, sweepOdds } from "../../index";
import { contextOf } from "./context";
import { at, coast, run, withNaval } from "./test-kit";

/**
 * The naval display's query [7.1–7.5, 8.5.6] on the small coast
 * (test-kit.ts): boxes with their control markers [7.2] and ships, ships in
 * sea hexes and ports [8.5.6.3], mines in a zone's waters [7.5.3], ASW and
 * submarine threat levels [7.4]; a sweep's chance [7.5.2] and a naval move's
 * contested-move risk [8.5.6.4.1] before they are tried.
 */

const fleet = [
  { id: "b-sag", type: "sag", at: "0302" },
  { id: "b-cv", type: "cv", at: "n-sea" },
  { id: "b-box", type: "sag", at: "z-coast" },
  { id: "r-sag", type: "sag", at: "0702" },
  { id: "r-port", type: "sag", at: "0703" },
];
const b = coast(fleet, { navalWar: { levels: [{ side: "blue", asw: 2, submarineThreat: 1 }, { side: "red", asw: 0, submarineThreat: 3 }], mineMarkers: [{ side: "blue", count: 2 }] } });
const ctx = contextOf(b);
const hex = (l: string) => ctx.cm.indexOf(l);

describe("navalView [7.1–7.5]", () => {
  const s = withNaval(at(b, "reaction-move"), { control: { "z-coast": null, "z-sea": "red" }, mines: { [hex("0703")]: { side: "red", level: 2 }, [hex("0502")]: { side: "blue", level: 1 } } });
  const v = navalView(s);

  it("lists each zone's sea box and coastal box with its control marker, null when contested [7.2]", () => {
    expect(v.zones.map((z) => [z.id, z.seaBox.id, z.seaBox.control, z.coastalBox.id, z.coastalBox.control])).toEqual([
      ["n", "n-sea", "blue", "n-coast", "blue"],
      ["z", "z-sea", "red", "z-coast", null],
    ]);
    expect(v.zones[0]?.seaBox.name).toBe("North sea box");
  });

  it("puts each naval unit in its box, its zone's sea hexes or the ports of the zone [8.5.6.3]", () => {
    const [n, z] = v.zones;
    expect(n?.seaBox.units.map((u) => u.id)).toEqual(["b-cv"]);
    expect(n?.seaBox.units[0]).toMatchObject({ side: "blue", carrier: true, where: "sea-box" });
    expect(z?.coastalBox.units.map((u) => u.id)).toEqual(["b-box"]);
    expect(z?.seaHexes.map((u) => [u.id, u.at])).toEqual([
      ["b-sag", "0302"],
      ["r-sag", "0702"],
    ]);
    expect(z?.ports.map((u) => [u.id, u.at, u.where])).toEqual([["r-port", "0703", "port"]]);
    expect(n?.ports).toEqual([]);
  });

  it("shows the mines of a zone's waters, a coastal marker with its level, and the levels the control roll counts [7.5.3, 7.2]", () => {
    const z = v.zones[1];
    expect(z?.mines).toEqual([
      { hex: "0502", side: "blue", level: 1, coastal: false, layer: null },
      { hex: "0703", side: "red", level: 2, coastal: true, layer: null },
    ]);
    expect(z?.mineLevels).toEqual({ blue: 1, red: 2 });
    expect(v.zones[0]?.mines).toEqual([]);
  });

  it("shows each side's ASW and submarine threat levels and its mine markers left [7.4, 7.5]", () => {
    expect(v.sides).toEqual([
      { side: "blue", asw: 2, submarineThreat: 1, markersLeft: 1 },
      { side: "red", asw: 0, submarineThreat: 3, markersLeft: 3 },
    ]);
    expect(v.trackMax).toBe(5);
    expect(v.rollingSide).toBe("blue");
    expect(v.storm).toBe(false);
  });

  it("marks a unit that moved or laid a mine this segment [8.5.6.4, 7.5.1.1]", () => {
    const after = run(s, [{ type: "lay-mine", hex: "0302", unit: "b-sag" }]).state;
    expect(navalView(after).zones[1]?.seaHexes.find((u) => u.id === "b-sag")?.moved).toBe(true);
  });
});

describe("sweepOdds [7.5.2]", () => {
  const sweep = (mines: Record<number, { side: string; level: number }>) => withNaval(at(b, "mine-sweep-second"), { mines });

  it.each([
    // [marker hex, own ship in its area, DRM, chance]: 0–3 lowers it; −2 with an own ship in the area.
    ["0502", false, 0, 0.4],
    ["0302", true, -2, 0.6],
  ] as const)("a marker at %s (own ship in area: %s): DRM %d, chance %d", (where, _ship, drm, chance) => {
    expect(sweepOdds(sweep({ [hex(where)]: { side: "red", level: 2 } }), "blue", where)).toMatchObject({ hex: where, drm, successMax: 3, chance, level: 2, attemptsLeft: 2 });
  });

  it("names the rule when the sweep may not be tried: no enemy marker, or the coastal box not held", () => {
    expect(sweepOdds(sweep({}), "blue", "0502")).toMatchObject({ rule: "7.5.2" });
    const held = withNaval(sweep({ [hex("0502")]: { side: "red", level: 2 } }), { control: { "z-coast": "red" } });
    expect(sweepOdds(held, "blue", "0502")).toMatchObject({ rule: "7.5.2", error: expect.stringContaining("coastal box") });
  });
});

describe("navalMoveTargets [8.5.6.4, 8.5.6.4.1]", () => {
  it("lists every place the engine would accept, without a roll in own waters", () => {
    const s = at(b, "reaction-move");
    const t = navalMoveTargets(s, "b-box");
    if ("error" in t) throw new Error(t.error);
    const legal = legalActions(s).flatMap((a) => (a.type === "naval-move" && a.unit === "b-box" ? [a.to] : []));
    expect(t.map((x) => x.to).sort()).toEqual(legal.sort());
    // Held sea hexes are neither entered nor passed [7.3.6].
    expect(t.map((x) => x.to)).not.toContain("0302");
    expect(t.find((x) => x.to === "0402")).toMatchObject({ reasons: [], passChance: 1, route: ["z-coast", "0402"] });
  });

  it("shows the contested-move roll's reasons, DRMs and chance in contested waters", () => {
    const s = withNaval(at(b, "reaction-move"), { control: { "z-coast": "red" } });
    const t = navalMoveTargets(s, "b-sag");
    if ("error" in t) throw new Error(t.error);
    const to = t.find((x) => x.to === "0402");
    expect(to?.reasons.length).toBeGreaterThan(0);
    // Sample table: 0–5 pass. Blue ASW 2 (−2), red submarines 3 (+3), b-box in z-coast (−1), into enemy coastal waters (+1): +1.
    expect(to?.drm).toBe(1);
    expect(to?.passChance).toBe(0.5);
  });

  it("names the rule when the unit may not move [8.5.6.5]", () => {
    expect(navalMoveTargets(at(b, "reaction-move", { weather: "storm" }), "b-sag")).toMatchObject({ rule: "8.5.6.5" });
  });
});
