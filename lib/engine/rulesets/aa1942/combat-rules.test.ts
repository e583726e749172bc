import { describe, expect, it } from "vitest";
import { P, PROFILES, counts, withTypes } from "./test-kit";
import {
  aaCasualtyOrder,
  aaFire,
  artillerySupport,
  assignHits,
  battleProblem,
  bombardingShips,
  canAnyHit,
  canHit,
  defaultCasualtyOrder,
  defencelessLost,
  firstStrikeSides,
  hasFirstStrike,
} from "./combat-rules";
import { compileUnitProfiles, findProfile } from "./units";

const ids = (order: { steps: { type: number; keep: number }[] }) => order.steps.map((s) => `${PROFILES[s.type]!.id}${s.keep ? `(keep ${s.keep})` : ""}`);

describe("battle profiles [AA:units]", () => {
  it("abilities come from the table's fields: AA guns and complexes never fight in the rounds, transports are defenceless [AA:aa-guns, AA:transports]", () => {
    expect(P("aa-gun")).toMatchObject({ combatant: false, attack: 0, defence: 0, antiAircraft: { maxTargets: 3, hitOn: 1 } });
    expect(P("industrial-complex")).toMatchObject({ combatant: false, defenceless: false });
    expect(P("transport")).toMatchObject({ combatant: true, defenceless: true });
    expect(P("battleship")).toMatchObject({ hits: 2, bombard: 4, attack: 4 });
    expect(P("infantry")).toMatchObject({ supportable: true, artillery: 0 });
    expect(P("artillery")).toMatchObject({ artillery: 1 });
  });

  it("a unit type is found by id or name, case-insensitive, and in the plural", () => {
    expect(findProfile(PROFILES, "TANK")?.id).toBe("tank");
    expect(findProfile(PROFILES, "aircraft carrier")?.id).toBe("carrier");
    expect(findProfile(PROFILES, "AA gun")?.id).toBe("aa-gun");
    expect(findProfile(PROFILES, "tanks")?.id).toBe("tank");
    expect(findProfile(PROFILES, "panzer")).toBeUndefined();
  });
});

describe("who can hit whom [AA:submarines]", () => {
  it.each([
    // firer, target, firer's side has a destroyer, can hit
    ["submarine", "fighter", false, false],
    ["submarine", "fighter", true, false],
    ["submarine", "bomber", false, false],
    ["submarine", "destroyer", false, true],
    ["submarine", "transport", false, true],
    ["fighter", "submarine", false, false],
    ["bomber", "submarine", false, false],
    ["fighter", "submarine", true, true],
    ["destroyer", "submarine", false, true],
    ["cruiser", "submarine", false, true],
    ["fighter", "transport", false, true],
    ["fighter", "battleship", false, true],
    ["infantry", "fighter", false, true],
    ["tank", "aa-gun", false, false],
    ["bomber", "industrial-complex", false, false],
  ] as const)("%s → %s (own destroyer: %s): %s", (firer, target, dd, expected) => {
    expect(canHit(P(firer), P(target), dd)).toBe(expected);
  });

  it("a side's submarines strike first unless the enemy has a destroyer [AA:submarines, AA:general-combat]", () => {
    expect(hasFirstStrike(P("submarine"), false)).toBe(true);
    expect(hasFirstStrike(P("submarine"), true)).toBe(false);
    expect(hasFirstStrike(P("destroyer"), false)).toBe(false);
    expect(firstStrikeSides(PROFILES, counts({ submarine: 1 }), counts({ cruiser: 1 }))).toEqual({ attacker: true, defender: false });
    expect(firstStrikeSides(PROFILES, counts({ submarine: 1 }), counts({ destroyer: 1, submarine: 1 }))).toEqual({ attacker: false, defender: true });
    expect(firstStrikeSides(PROFILES, counts({ submarine: 1, destroyer: 1 }), counts({ destroyer: 1, submarine: 1 }))).toEqual({ attacker: false, defender: false });
  });
});

describe("artillery support pairs one to one [AA:general-combat]", () => {
  it.each([
    // infantry, artillery, supported infantry
    [3, 1, 1],
    [1, 3, 1],
    [2, 2, 2],
    [0, 2, 0],
    [4, 0, 0],
  ])("%i infantry + %i artillery → %i supported", (inf, art, supported) => {
    expect(artillerySupport(PROFILES, counts({ infantry: inf, artillery: art }))[P("infantry").index]).toBe(supported);
  });

  it("an artillery value of 2 supports two units; support is data, not the artillery id", () => {
    const profiles = compileUnitProfiles(withTypes({ tank: { artillery: 2 } }));
    expect(artillerySupport(profiles, counts({ infantry: 3, tank: 1 }, profiles))[P("infantry", profiles).index]).toBe(2);
  });
});

describe("AA fire [AA:air-units, AA:aa-guns]", () => {
  it.each([
    // guns, fighters, bombers, infantry, dice
    [1, 2, 0, 0, 2],
    [1, 4, 1, 0, 3],
    [2, 4, 1, 0, 5],
    [2, 5, 2, 0, 6],
    [0, 3, 0, 0, 0],
    [1, 0, 0, 3, 0],
  ])("%i AA guns vs %i fighters + %i bombers + %i infantry: %i dice at 1", (guns, fighters, bombers, inf, dice) => {
    const fire = aaFire(PROFILES, counts({ "aa-gun": guns, infantry: 1 }), counts({ fighter: fighters, bomber: bombers, infantry: inf }));
    expect(fire.reduce((n, g) => n + g.dice, 0)).toBe(dice);
    for (const g of fire) expect(g.hitOn).toBe(1);
  });

  it("the attacker loses fighters before bombers to AA fire", () => {
    expect(ids(aaCasualtyOrder(PROFILES, counts({ infantry: 2, bomber: 1, fighter: 2 }), "land"))).toEqual(["fighter", "bomber"]);
  });
});

describe("default casualty order [AA:general-combat]", () => {
  it.each([
    [
      "attacker, land: weakest first, the last land unit kept until the air units are gone",
      "attacker",
      "land",
      { infantry: 10, artillery: 4, tank: 6, fighter: 4, bomber: 2 },
      ["infantry", "artillery", "tank(keep 1)", "fighter", "bomber", "tank"],
    ],
    ["attacker, land, no air: nothing to keep back", "attacker", "land", { infantry: 3, tank: 1 }, ["infantry", "tank"]],
    [
      "defender, land: lowest defence first, cheaper first; AA guns and complexes never",
      "defender",
      "land",
      { infantry: 14, artillery: 3, tank: 4, fighter: 3, bomber: 1, "aa-gun": 1, "industrial-complex": 1 },
      ["bomber", "infantry", "artillery", "tank", "fighter"],
    ],
    [
      "attacker, sea: transports last",
      "attacker",
      "sea",
      { battleship: 1, carrier: 1, destroyer: 1, submarine: 1, transport: 1, fighter: 2 },
      ["carrier", "submarine", "destroyer", "fighter", "battleship", "transport"],
    ],
    [
      "defender, sea: transports last",
      "defender",
      "sea",
      { transport: 2, submarine: 1, destroyer: 1, cruiser: 1, fighter: 1 },
      ["submarine", "destroyer", "cruiser", "fighter", "transport"],
    ],
  ] as const)("%s", (_why, role, kind, spec, expected) => {
    expect(ids(defaultCasualtyOrder(PROFILES, counts(spec), role, kind))).toEqual(expected);
  });

  it("two-hit ships take the first hits as damage [AA:general-combat]", () => {
    const c = counts({ battleship: 1, destroyer: 1 });
    const order = defaultCasualtyOrder(PROFILES, c, "defender", "sea");
    const spare = counts({ battleship: 1 });
    const bb = P("battleship").index;
    const dd = P("destroyer").index;
    expect(order.absorb).toEqual([bb]);
    const one = assignHits(order, c, spare, 1);
    expect([one.damaged[bb], one.destroyed[bb], one.destroyed[dd]]).toEqual([1, 0, 0]);
    const two = assignHits(order, c, spare, 2);
    expect([two.damaged[bb], two.destroyed[bb], two.destroyed[dd]]).toEqual([1, 0, 1]);
    const three = assignHits(order, c, spare, 3);
    expect([three.destroyed[bb], three.destroyed[dd], three.unassigned]).toEqual([1, 1, 0]);
    const twoBbs = assignHits(defaultCasualtyOrder(PROFILES, counts({ battleship: 2 }), "defender", "sea"), counts({ battleship: 2 }), counts({ battleship: 2 }), 2);
    expect([twoBbs.damaged[bb], twoBbs.destroyed[bb]]).toEqual([2, 0]);
  });

  it("structures are never casualties: extra hits go unassigned [AA:aa-guns]", () => {
    const c = counts({ infantry: 1, "aa-gun": 1, "industrial-complex": 1 });
    const r = assignHits(defaultCasualtyOrder(PROFILES, c, "defender", "land"), c, counts({}), 5);
    expect(r.destroyed[P("infantry").index]).toBe(1);
    expect(r.destroyed[P("aa-gun").index]).toBe(0);
    expect(r.destroyed[P("industrial-complex").index]).toBe(0);
    expect(r.unassigned).toBe(4);
  });

  it("a submarine's hit falls on a transport when only air units could otherwise be taken [AA:submarines, AA:transports]", () => {
    const c = counts({ fighter: 1, transport: 1 });
    const r = assignHits(defaultCasualtyOrder(PROFILES, c, "defender", "sea"), c, counts({}), 1, (t) => canHit(P("submarine"), PROFILES[t]!, false));
    expect(r.destroyed[P("transport").index]).toBe(1);
    expect(r.destroyed[P("fighter").index]).toBe(0);
  });
});

describe("bombardment: one ship per landing land unit [AA:bombardment]", () => {
  it.each([
    // land units, ships firing [battleships, cruisers]
    [0, 0, 0],
    [1, 1, 0],
    [2, 2, 0],
    [3, 2, 1],
    [5, 2, 1],
  ])("%i land units landing with 2 battleships and 1 cruiser: %i battleships and %i cruisers bombard", (land, bbs, cas) => {
    const ships = bombardingShips(PROFILES, counts({ infantry: land, battleship: 2, cruiser: 1 }));
    const of = (id: string) => ships.find((s) => s.type === P(id).index)?.ships ?? 0;
    expect([of("battleship"), of("cruiser")]).toEqual([bbs, cas]);
    for (const s of ships) expect(s.value).toBe(PROFILES[s.type]!.bombard);
  });
});

describe("transports' fate [AA:transports, AA:general-combat]", () => {
  it.each([
    ["transports alone against a destroyer", { transport: 2 }, { destroyer: 1 }, true],
    ["transports alone against air units", { transport: 1 }, { fighter: 1 }, true],
    ["transports alone against a submarine", { transport: 1 }, { submarine: 1 }, true],
    ["transports alone against transports (nothing can hit them)", { transport: 1 }, { transport: 1 }, false],
    ["transports escorted by a destroyer", { transport: 1, destroyer: 1 }, { destroyer: 1 }, false],
    ["no units at all", {}, { destroyer: 1 }, false],
  ])("%s: lost = %s", (_why, side, enemy, lost) => {
    expect(defencelessLost(PROFILES, counts(side), counts(enemy), "attacker")).toBe(lost);
  });

  it("a fighter and a submarine cannot hit each other without a destroyer", () => {
    expect(canAnyHit(PROFILES, counts({ fighter: 2 }), "attacker", counts({ submarine: 1 }))).toBe(false);
    expect(canAnyHit(PROFILES, counts({ submarine: 1 }), "defender", counts({ fighter: 2 }))).toBe(false);
    expect(canAnyHit(PROFILES, counts({ fighter: 2, destroyer: 1 }), "attacker", counts({ submarine: 1 }))).toBe(true);
  });
});

describe("battles that cannot happen [AA:conduct-combat]", () => {
  it.each([
    ["land units in a sea battle", "sea", false, { infantry: 2, destroyer: 1 }, { destroyer: 1 }, "AA:transports", /Infantry is a land unit/],
    ["defending land units at sea", "sea", false, { destroyer: 1 }, { tank: 1 }, "AA:transports", /Tank is a land unit/],
    ["an AA gun at sea", "sea", false, { destroyer: 1 }, { "aa-gun": 1, destroyer: 1 }, "AA:board", /never in a sea zone/],
    ["a ship attacking a territory without an amphibious assault", "land", false, { infantry: 1, battleship: 1 }, { infantry: 1 }, "AA:bombardment", /--amphibious/],
    ["a transport in an amphibious assault", "land", true, { infantry: 1, transport: 1 }, { infantry: 1 }, "AA:bombardment", /cannot bombard/],
    ["an amphibious assault with nothing landing", "land", true, { battleship: 1 }, { infantry: 1 }, "AA:amphibious", /no/],
    ["a ship defending a territory", "land", false, { infantry: 1 }, { destroyer: 1 }, "AA:conduct-combat", /never defend a territory/],
    ["an attacking AA gun", "land", false, { "aa-gun": 1, infantry: 1 }, { infantry: 1 }, "AA:conduct-combat", /never attacks/],
    ["no attacker", "land", false, {}, { infantry: 1 }, "AA:conduct-combat", /no units/],
    ["an empty territory", "land", false, { infantry: 1 }, {}, "AA:conduct-combat", /Nothing to fight/],
    ["a complex and AA gun against land units", "land", false, { infantry: 1 }, { "industrial-complex": 1, "aa-gun": 1 }, "AA:conduct-combat", /Nothing to fight/],
    ["air units against submarines", "sea", false, { fighter: 2, bomber: 1 }, { submarine: 2 }, "AA:submarines", /neither side can hit/],
    ["submarines against air units", "sea", false, { submarine: 2 }, { fighter: 1 }, "AA:submarines", /neither side can hit/],
  ] as const)("%s → [%s]", (_why, kind, amphibious, att, def, rule, message) => {
    const problem = battleProblem(PROFILES, counts(att), counts(def), { kind, amphibious });
    expect(problem?.rule).toBe(rule);
    expect(problem?.message).toMatch(message);
  });

  it.each([
    ["land battle", "land", false, { infantry: 3, tank: 1 }, { infantry: 2 }],
    ["air units against an AA gun alone (the gun fires)", "land", false, { fighter: 1 }, { "aa-gun": 1 }],
    ["amphibious with bombardment", "land", true, { infantry: 1, battleship: 1 }, { infantry: 1 }],
    ["air units and a destroyer against submarines", "sea", false, { fighter: 1, destroyer: 1 }, { submarine: 1 }],
    ["a destroyer against transports alone", "sea", false, { destroyer: 1 }, { transport: 2 }],
    ["a submarine against a transport and a fighter", "sea", false, { submarine: 1 }, { transport: 1, fighter: 1 }],
  ] as const)("%s can be fought", (_why, kind, amphibious, att, def) => {
    expect(battleProblem(PROFILES, counts(att), counts(def), { kind, amphibious })).toBeNull();
  });
});
