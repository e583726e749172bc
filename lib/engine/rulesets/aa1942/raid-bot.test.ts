import { describe, expect, it } from "vitest";
import { greedyAaBot, playAaGame } from "./bots";
import { applyAa, createAaGame } from "./game";
import { ok, tinyBundle } from "./test-kit";
import type { AaState, AaUnit } from "./types";

type Spec = Partial<AaUnit> & Pick<AaUnit, "type" | "owner" | "at">;

function position(units: Record<string, Spec>): AaState {
  const s = createAaGame(tinyBundle({ areaSetup: [] }), 5);
  s.units = Object.fromEntries(Object.entries(units).map(([id, u]) => [id, { damage: 0, moved: 0, ...u }]));
  s.phase = "combat-move";
  return s;
}

const bot = greedyAaBot({ seed: 1, side: "x" });

describe("[AA:strategic-bombing] the greedy bot's raids, escorts and interceptors", () => {
  it("sends an idle bomber on a raid on the enemy complex, then a fighter to escort it against the fighter there", () => {
    const s = position({ b1: { type: "bomber", owner: "red", at: "west" }, f1: { type: "fighter", owner: "red", at: "west" }, f9: { type: "fighter", owner: "blue", at: "east" }, i9: { type: "infantry", owner: "blue", at: "east" } });
    const first = bot.choose(s);
    expect(first).toMatchObject({ type: "move", units: ["b1"], raid: true });
    expect((first as { path: string[] }).path.at(-1)).toBe("east");
    const second = bot.choose(ok(applyAa(s, first)));
    expect(second).toMatchObject({ type: "move", units: ["f1"], raid: true });
  });

  it("sends no escort where no enemy fighter can intercept", () => {
    const s = position({ b1: { type: "bomber", owner: "red", at: "west" }, f1: { type: "fighter", owner: "red", at: "west" }, i9: { type: "infantry", owner: "blue", at: "east" } });
    const raided = ok(applyAa(s, bot.choose(s)));
    expect(bot.choose(raided)).not.toMatchObject({ raid: true });
  });

  it("as defender answers the interception with the suggested fighters", () => {
    const s = position({ b1: { type: "bomber", owner: "red", at: "west" }, f8: { type: "fighter", owner: "blue", at: "east" }, f9: { type: "fighter", owner: "blue", at: "east" } });
    const raided = ok(applyAa(s, { type: "move", units: ["b1"], path: ["mid", "east"], raid: true }));
    const fighting = ok(applyAa(raided, { type: "end-phase" }));
    expect(fighting.decision).toMatchObject({ kind: "intercept", nation: "blue" });
    const answer = bot.choose(fighting);
    expect(answer).toEqual({ type: "intercept", units: (fighting.decision as { suggested: string[] }).suggested });
    expect((answer as { units: string[] }).units.length).toBeGreaterThan(0);
  });

  it("greedy against greedy plays a game with bombers and fighters on both sides to its end, every action legal", () => {
    const bundle = tinyBundle({
      areaSetup: [
        { territory: "west", nation: "red", units: [{ type: "infantry", count: 3 }, { type: "bomber", count: 2 }, { type: "fighter", count: 2 }] },
        { territory: "east", nation: "blue", units: [{ type: "infantry", count: 3 }, { type: "bomber", count: 1 }, { type: "fighter", count: 2 }] },
      ],
    });
    const played = playAaGame(bundle, 9, { allies: greedyAaBot, axis: greedyAaBot }, { maxActions: 3000 });
    expect(played.actions.some((a) => a.type === "move" && a.raid === true)).toBe(true);
    expect(played.actions.some((a) => a.type === "intercept")).toBe(true);
  });
});
