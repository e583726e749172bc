import { describe, expect, it } from "vitest";
import type { Action, GameEvent } from "@/lib/engine";
import { advancedBundle, advancedGame } from "./advanced-kit";
import { hqAttackLines, hqSupportOptions, sofTargets, tableRuns } from "./advanced-choices";
import { advancedActionTitle, lastEntryLines } from "./advanced-words";
import { actionTitle } from "./combat-words";
import { choiceLabel } from "./choice-words";
import { namerFor } from "./names";

/** The Advanced segments' choices and words in the playtest [18.2, 19.4, 20.1, 28]. */
const bundle = advancedBundle();
const named = { ...bundle, scenario: { ...bundle.scenario, units: (bundle.scenario.units ?? []).map((u) => (u.id === "bhq" ? { ...u, name: "1st HQ" } : u.id === "rhq" ? { ...u, name: "Red HQ" } : u)) } };
const n = namerFor(named);

describe("the Advanced choices and words in the playtest", () => {
  it("[27.3] reads a strike table line as runs of rolls", () => {
    expect(tableRuns(["-", "-", "-", "S1", "S1", "S1", "S2", "S2", "X", "X"])).toBe("0–2 no effect, 3–5 S1, 6–7 S2, 8–9 X");
    expect(tableRuns(["X", "-", "-", "-", "-", "-", "-", "-", "-", "S1"])).toBe("0 X, 1–8 no effect, 9 S1");
  });

  it("[18.2.2] explains an attack the engine refuses in one line with its rule, in names", () => {
    // rhq is not detected by... blue's HQ attacking an undetected unit.
    const s = advancedGame();
    const lines = hqAttackLines({ ...s, adv: { ...s.adv!, detected: {} }, supply: { out: {} } }, "blue", "bhq", "r2", n);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.text).toMatch(/^Not possible: /);
    expect(lines[0]!.rule).toBe("18.2.2");
  });

  it("[18.2.2, 20.2.3] names the designation DRM in an attack's lines", () => {
    const s = advancedGame();
    const lines = hqAttackLines({ ...s, adv: { ...s.adv!, detected: { r2: true }, hq: {} }, supply: { out: {} } }, "blue", "bhq", "r2", n);
    expect(lines.map((l) => l.rule)).toEqual(["18.2.2", "20.2.3", "18.2.2", "27.3"]);
    expect(lines[1]!.text).toBe("DRM -1: r2 is designated (Target -1)");
    expect(lines[2]!.text).toContain("the die + 1");
  });

  it("[18.2.1, 18.2.4] offers no HQ or CW choice without attackers or in a standard game", () => {
    expect(hqSupportOptions(advancedGame("first-combat"), "blue", { attackers: [], defender: "0403" })).toEqual({ hq: [], cw: [] });
    const std = { ...advancedGame("first-combat"), adv: undefined };
    expect(hqSupportOptions(std, "blue", { attackers: ["b1"], defender: "0403" })).toEqual({ hq: [], cw: [] });
  });

  it("[20.1.3] gathers the SOF targets by kind from the legal actions", () => {
    const legal: Action[] = [{ type: "sof", missions: [{ kind: "recon", target: "rhq" }] }, { type: "sof", missions: [{ kind: "raid", target: "track:ostmark:sam" }, { kind: "recon", target: "r1" }] }, { type: "end-segment" }];
    expect(sofTargets(legal)).toEqual({ raid: ["track:ostmark:sam"], recon: ["rhq", "r1"], targeting: [] });
  });

  it.each([
    [{ type: "create-msu", at: "0203" }, "Create an MSU at hex 0203 [19.4]"],
    [{ type: "hq-attack", hq: "bhq", target: "rhq" }, "1st HQ attacks Red HQ [18.2.2]"],
    [{ type: "detect", target: "rhq" }, "Electronic detection of Red HQ [21.3]"],
    [{ type: "sof", missions: [{ kind: "raid", target: "rhq" }, { kind: "raid", target: "track:ostmark:sam" }] }, "SOF missions: raid on Red HQ, raid on Ostmark's SAM track [20.1.2]"],
    [{ type: "un-veto", veto: true }, "Veto the ceasefire resolution [28.1]"],
    [{ type: "un-ceasefire", accept: false }, "Refuse the ceasefire [28.2]"],
    [{ type: "emergency-supply", unit: "bhq" }, "Emergency supply for 1st HQ [19.6]"],
  ] as const)("titles %j in names: %s", (a, want) => {
    expect(advancedActionTitle(a, n)).toBe(want);
    expect(actionTitle(a, n)).toBe(want);
  });

  it("leaves the standard game's titles alone, and names an HQ in the defender's support choices [18.2.1]", () => {
    expect(advancedActionTitle({ type: "move", to: "0101" }, n)).toBeNull();
    expect(actionTitle({ type: "end-segment" }, n)).toBe("End segment");
    expect(choiceLabel({ type: "support", air: 1, hq: "rhq" }, n)).toBe("1 AP + HQ Red HQ");
  });

  it("shows the last entry's lines only when it is one of the panel's actions", () => {
    const ev = { type: "die-roll", value: 7, rule: "19.6" } as unknown as GameEvent;
    const log = [{ action: { type: "emergency-supply" }, events: [ev] }];
    expect(lastEntryLines(log, ["emergency-supply"], n)).toHaveLength(1);
    expect(lastEntryLines(log, ["hq-attack"], n)).toBeNull();
    expect(lastEntryLines([], ["hq-attack"], n)).toBeNull();
  });
});
