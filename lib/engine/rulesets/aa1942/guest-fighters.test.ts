import { describe, expect, it } from "vitest";
import { AA_BOTS, actingNation } from "./bots";
import { applyAa, createAaGame } from "./game";
import { sideOf } from "./state";
import { defOf, isAir } from "./unit-table";
import { landDefendersAdrift } from "./landing";
import { aaEventWords } from "./words";
import { ofType, ok, run, tinyBundle } from "./test-kit";
import { threePowerBundle } from "./test-kit-allies";
import type { AaAction, AaEvent } from "./types";

/*
 * The three-power tiny theatre (test-kit-allies): red's carrier in sz-w carries green's fighter as a guest
 * [AA:aircraft-carriers]. sz-w is next to west and mid (red) and joined to sz-e by an open canal; sz-e holds
 * blue's submarine u12.
 */
const END: AaAction = { type: "end-phase" };
/** Ids: the setup's u1–u12, then red's carrier u13 and green's fighter u14. */
const C = "u13";
const G = "u14";

describe("[AA:aircraft-carriers] guest fighters on an ally's carrier", () => {
  it("go aboard the carrier when its owner's turn begins, and move with it", () => {
    let s = createAaGame(threePowerBundle(), 1);
    expect(s.units[G]).toMatchObject({ owner: "green", at: "sz-w", aboard: C });
    expect(aaEventWords({ type: "guests-aboard", rule: "AA:aircraft-carriers", nation: "red", space: "sz-w", units: [G] })).toBe("red's carriers in sz-w carry 1 unit allied aircraft as guests (they move with them and do not fight)");
    s = run(s, END, END);
    expect(s.phase).toBe("noncombat-move");
    delete s.units.u12;
    s = run(s, { type: "move", units: [C], path: ["sz-e"] });
    expect(s.units[G]).toMatchObject({ at: "sz-e", aboard: C, moved: 0 });
  });

  it("do not fight in the carrier's sea battle", () => {
    const s = createAaGame(threePowerBundle(), 1);
    const r = applyAa(run(s, END, { type: "move", units: [C], path: ["sz-e"] }), END);
    const events = "error" in r ? [] : r.events;
    const battle = ofType(events, "battle").find((e) => e.space === "sz-e" && e.round === 0);
    expect(battle?.attackers).toEqual([C]);
  });

  it("are destroyed with the carrier", () => {
    let s = createAaGame(threePowerBundle(), 1);
    s.units.u12 = { ...s.units.u12!, type: "battleship" };
    s = run(s, END, { type: "move", units: [C], path: ["sz-e"] });
    // Round 1: the carrier misses, the battleship hits; press on; round 2 the same, and the carrier sinks.
    s.dice.forced = [6, 1];
    const r1 = applyAa(s, END);
    if ("error" in r1) throw new Error(r1.error);
    expect(r1.state.decision).toMatchObject({ kind: "retreat" });
    const r2 = applyAa({ ...r1.state, dice: { ...r1.state.dice, forced: [6, 1] } }, { type: "retreat", to: null });
    if ("error" in r2) throw new Error(r2.error);
    expect(r2.state.units[C]).toBeUndefined();
    expect(r2.state.units[G]).toBeUndefined();
    expect(ofType(r2.events, "casualties").find((e) => (e.units as string[]).includes(C))).toMatchObject({ cargo: [G] });
  });

  it("are guests no more once the carrier's owner's turn ends: their own power flies them", () => {
    let s = run(createAaGame(threePowerBundle(), 1), END, END, END);
    expect(s.phase).toBe("purchase");
    expect(s.bundle.game.turnOrder[s.power]).toBe("green");
    expect(s.units[G]?.aboard).toBeUndefined();
    s = run(s, END, END);
    expect(ok(applyAa(s, { type: "move", units: [G], path: ["west"] })).units[G]).toMatchObject({ at: "west", moved: 1 });
  });

  it("take their carrier room first, so the owner's own fighters riding along are limited to the room left", () => {
    let s = createAaGame(threePowerBundle(), 1);
    s.units.f1 = { type: "fighter", owner: "red", at: "sz-w", damage: 0, moved: 0 };
    s.units.f2 = { type: "fighter", owner: "red", at: "sz-w", damage: 0, moved: 0 };
    s = run(s, END, END);
    delete s.units.u12;
    // The carrier holds 2: the guest and one of red's fighters ride free; the other pays its movement.
    s = run(s, { type: "move", units: [C, "f1", "f2"], path: ["sz-e"] });
    expect([s.units.f1?.moved, s.units.f2?.moved]).toEqual([0, 1]);
  });
});

describe("[AA:aircraft-carriers] defending aircraft whose carrier was sunk", () => {
  it("fly one space to a territory of their side, or are lost when there is none", () => {
    const s = createAaGame(tinyBundle(), 1);
    s.units.b1 = { type: "fighter", owner: "blue", at: "sz-e", damage: 0, moved: 0 };
    s.units.b2 = { type: "fighter", owner: "blue", at: "sz-w", damage: 0, moved: 0 };
    const events: AaEvent[] = [];
    landDefendersAdrift(s, events);
    expect(s.units.b1?.at).toBe("east");
    expect(s.units.b2).toBeUndefined();
    expect(events.map((e) => e.type)).toEqual(["aircraft-relanded", "aircraft-lost"]);
    expect(events.map((e) => aaEventWords(e))).toEqual(["blue: 1 unit aircraft whose carrier sank in sz-e land in east", "blue loses 1 unit aircraft with nowhere to land in sz-w"]);
  });
});

describe("[AA:aircraft-carriers] the bots with guest fighters", () => {
  it("greedy against random on the three-power theatre: legal actions only, and no aircraft of the side that moved left at sea without carrier room", () => {
    const bundle = threePowerBundle();
    for (const seed of [1, 2, 3]) {
      const bots = { allies: AA_BOTS.greedy!({ seed, side: "allies" }), axis: AA_BOTS.random!({ seed, side: "axis" }) };
      let s = createAaGame(bundle, seed);
      for (let i = 0; i < 300 && !s.result; i += 1) {
        const action = bots[sideOf(s, actingNation(s)) as "allies" | "axis"].choose(s);
        const r = applyAa(s, action);
        if ("error" in r) throw new Error(`seed ${seed}: ${JSON.stringify(action)}: ${r.error}`);
        if (r.events.some((e) => e.type === "turn")) {
          const moved = s.bundle.game.turnOrder[s.power] as string;
          for (const zone of ["sz-w", "sz-e", "sz-n"]) {
            let room = 0;
            for (const u of Object.values(r.state.units)) {
              if (u.at !== zone || sideOf(r.state, u.owner) !== sideOf(r.state, moved)) continue;
              const d = defOf(r.state, u.type);
              room += d.carrierCapacity ?? 0;
              if (isAir(d)) room -= d.carrierCost ?? 99;
            }
            expect(room, `seed ${seed}, ${zone} after ${moved}'s turn`).toBeGreaterThanOrEqual(0);
          }
        }
        s = r.state;
      }
    }
  });
});
