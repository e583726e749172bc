import { describe, expect, it } from "vitest";
import { reinforcementTurn } from "./reinforcement-turn";

describe("reinforcementTurn (a module's zone that marks reinforcements)", () => {
  it.each([
    ["Turn 3 Reinforcements", 3],
    ["Reinforcements turn 12", 12],
    ["GT 4", 4],
    ["Game Turn #7 arrivals", 7],
    ["Allied Entry Schedule", null],
    ["Turnip field 3", null],
    ["Turn 0", null],
    ["Turn 1000", null],
  ])("%s → %s", (name, turn) => expect(reinforcementTurn(name)).toBe(turn));
});
