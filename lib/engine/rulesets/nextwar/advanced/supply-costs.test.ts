import { describe, expect, it } from "vitest";
import { starterAdvancedCharts } from "@/lib/model/advanced-starter";
import { board, at } from "../test-kit";
import { buildBoard } from "../board";
import { emergencyCost } from "./emergency";
import { checkCashSupply } from "./depots";
import { supplyCosts } from "./supply-points";

/** What supply points buy is the game's chart, never a number in the rules' code [18.5, 19.4, 19.6]. */
describe("supply point costs come from the game's Advanced charts [19.4, 19.6]", () => {
  const units = [
    { id: "b1", type: "inf", at: "0101" },
    { id: "b-hq", type: "hq-adv", at: "0102" },
    { id: "b-dep", type: "supply-unit", at: "0201" },
  ];
  it("the starter charts hold the rulebook's numbers", () => {
    const s = at(board({ rows: ["ccccc", "ccccc"], units, advanced: true }), "first-move");
    expect(supplyCosts(s)).toMatchObject({ createMsu: 1, convertMsu: 2, createDepot: 4, cashDepot: 2, cashMsu: 1, emergencyUnit: 1, emergencyHq: 3, emergencyPerPhase: 3, hqRebuild: 2, supremeHqRebuild: 5 });
  });
  it("a game with other costs is played with its own", () => {
    const costs = { ...starterAdvancedCharts().supplyCosts, emergencyUnit: 2, emergencyHq: 4, cashDepot: 3 };
    const s = at(board({ rows: ["ccccc", "ccccc"], units, advanced: { supplyCosts: costs } }), "logistics-first");
    const b = buildBoard(s);
    expect(emergencyCost(b, "b1")).toBe(2);
    expect(emergencyCost(b, "b-hq")).toBe(4);
    expect(checkCashSupply(b, "blue", "b-dep")).toBe(3);
  });
});
