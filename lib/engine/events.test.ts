import { describe, expect, it } from "vitest";
import { BOTS, playGame, replay } from "./index";
import { contextOf } from "./rulesets/nextwar/context";
import { sampleBundle } from "./rulesets/nextwar/test-kit";

/** The event log the playtest UI reads (documented in rulesets/nextwar/types.ts): every event names its rule; every roll is an event. */
describe("events of a whole greedy game on the sample [2.6, 3.0]", () => {
  const bundle = sampleBundle();
  const game = playGame(bundle, 7, { blue: BOTS.greedy!, red: BOTS.greedy! });
  const r = replay(bundle, 7, game.actions, { keepEvents: true });
  if ("error" in r) throw new Error(r.error);
  const events = r.events;

  it("every event carries the rule behind it", () => {
    const missing = events.filter((e) => typeof e.rule !== "string" || e.rule.length === 0);
    expect(missing.map((e) => e.type)).toEqual([]);
  });

  it("every die roll is a die-roll event with its face and rule; combat, weather and ER checks all roll", () => {
    const rolls = events.filter((e) => e.type.includes("roll") && e.type !== "automatic-victory-roll");
    expect(rolls.length).toBeGreaterThan(0);
    for (const e of rolls) {
      expect(e.type).toBe("die-roll");
      expect(Number.isInteger(e.value) && (e.value as number) >= 0 && (e.value as number) <= 9).toBe(true);
      expect(e).not.toHaveProperty("forced");
    }
    const purposes = new Set(rolls.map((e) => e.purpose));
    for (const p of ["combat", "weather", "air-points", "adf"]) expect(purposes).toContain(p);
    // One die-roll per combat, just before it, with the same face [9.2.6].
    events.forEach((e, i) => {
      if (e.type !== "combat") return;
      const before = events[i - 1];
      expect(before).toMatchObject({ type: "die-roll", purpose: "combat", value: e.roll });
    });
  });

  it("combat results carry the CRT text; weather, initiative and reinforcements are logged", () => {
    const cells = new Set(contextOf(bundle).charts.crt.results.flatMap((l) => l.cells));
    const combats = events.filter((e) => e.type === "combat");
    expect(combats.length).toBeGreaterThan(0);
    for (const c of combats) expect(cells.has(c.result as string)).toBe(true);
    for (const t of ["weather", "initiative", "reinforcement", "step-loss", "advance", "air-points", "air-superiority", "adf", "combat-support", "air-points-spent"]) expect(events.some((e) => e.type === t), t).toBe(true);
  });
});
