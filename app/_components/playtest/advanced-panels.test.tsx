import { describe, expect, it } from "vitest";
import type { Action } from "@/lib/engine";
import { advancedView } from "@/lib/engine/rulesets/nextwar/advanced/view";
import { supplyCostsOf } from "@/lib/playtest/advanced";
import { advancedBundle, advancedGame } from "@/lib/playtest/advanced-kit";
import { namerFor } from "@/lib/playtest/names";
import { allByTestId, byTestId, render, textOf } from "../render-kit";
import { AdvancedPanels } from "./advanced-panels";
import { AdvancedTrack } from "./advanced-track";
import { DetectPanel } from "./detect-panel";
import { HqSupportPicker } from "./hq-support-picker";
import { LogisticsPanel } from "./logistics-panel";
import { SofPanel } from "./sof-panel";
import { StrikePanel } from "./strike-panel";
import { SupplyPanel } from "./supply-panel";
import { UnPanel } from "./un-panel";

/**
 * The Advanced game's panels [14–29], each driven by the legal actions it is
 * given: logistics [19.4], emergency supply [19.6], UN [28], electronic
 * detection [21.3], SOF [20.1], strikes [18.2.2], the attack's HQ and CW
 * choices [18.2.1, 18.2.4], the Supply panel and the record track.
 */

const state = advancedGame();
const bundle = advancedBundle();
const renamed = { ...bundle, scenario: { ...bundle.scenario, units: (bundle.scenario.units ?? []).map((u) => (u.id === "rhq" ? { ...u, name: "<b>Red</b> HQ" } : u.id === "bhq" ? { ...u, name: "1st HQ" } : u)) } };
const names = namerFor(renamed);
const adv = advancedView(state, "blue")!;
const noop = () => {};

describe("the Advanced panels [14–29]", () => {
  it("[19.4] the logistics panel offers one button per legal action, grouped, with the SP left", () => {
    const legal: Action[] = [{ type: "create-msu", at: "0203" }, { type: "break-depot", unit: "bdep" }, { type: "cash-supply", unit: "bdep" }, { type: "end-segment" }];
    const html = render(<LogisticsPanel kind="logistics" legal={legal} sp={6} costs={supplyCostsOf(state)} names={names} lines={null} onAct={noop} />);
    expect(textOf(byTestId(html, "sp-left"))).toBe("6");
    expect(textOf(byTestId(html, "logistics-create-msu"))).toContain(`Create an MSU (${supplyCostsOf(state)!.createMsu} SP)`);
    expect(textOf(byTestId(html, "logistics-break-depot"))).toContain("Break bdep into two MSUs");
    expect(allByTestId(html, "logistics-create-depot")).toHaveLength(0);
    expect(html.match(/<button/g)).toHaveLength(3);
  });

  it("[19.6] the emergency panel offers emergency supply per unit and shows the roll's lines", () => {
    const legal: Action[] = [{ type: "emergency-supply", unit: "b2" }, { type: "emergency-supply", unit: "bhq" }];
    const html = render(<LogisticsPanel kind="emergency" legal={legal} sp={2} costs={{ ...supplyCostsOf(state)!, emergencyHq: 4 }} names={names} lines={[{ text: "b2 rolls 7: supplied", rule: "19.6", dice: true }]} onAct={noop} />);
    expect(textOf(byTestId(html, "logistics-emergency-supply"))).toContain("Emergency supply for 1st HQ [19.6]");
    // The costs are the game's chart: an HQ costing 4 here says so.
    expect(textOf(byTestId(html, "logistics-emergency-supply"))).toContain("1 SP a unit, 4 an HQ");
    expect(textOf(byTestId(html, "emergency-result"))).toBe("b2 rolls 7: supplied [19.6]");
  });

  it("[28.1, 28.2] the UN panel offers veto / let pass, or accept / refuse, with the track", () => {
    const veto = render(<UnPanel legal={[{ type: "un-veto", veto: true }, { type: "un-veto", veto: false }]} un={adv.un} names={names} onAct={noop} />);
    expect(allByTestId(veto, "un-veto")).toHaveLength(1);
    expect(allByTestId(veto, "un-pass")).toHaveLength(1);
    expect(textOf(byTestId(veto, "un-status"))).toBe("Ceasefire resolution proposed");
    expect(textOf(byTestId(veto, "un-track"))).toContain("Northern Coalition 1 · Eastern Pact 2");
    const cease = render(<UnPanel legal={[{ type: "un-ceasefire", accept: true }, { type: "un-ceasefire", accept: false }]} un={{ ...adv.un, status: "passed" }} names={names} onAct={noop} />);
    expect(allByTestId(cease, "un-accept")).toHaveLength(1);
    expect(allByTestId(cease, "un-refuse")).toHaveLength(1);
  });

  it("[21.3] the detection panel offers each legal enemy HQ, the one picked on the board first; names are text, never markup", () => {
    const html = render(<DetectPanel legal={[{ type: "detect", target: "rhq" }]} boardUnits={["rhq"]} names={names} lines={null} onAct={noop} />);
    expect(textOf(byTestId(html, "detect-rhq"))).toBe("Detect <b>Red</b> HQ");
    expect(byTestId(html, "detect-rhq")).toContain("primary");
    expect(html).not.toContain("<b>");
  });

  it("[18.2.2] the strike panel picks the HQ and the target clicked on the board and explains the attack line by line before the roll", () => {
    const s = { ...state, adv: { ...state.adv!, detected: { r1: true as const }, hq: {} }, supply: { out: {} } };
    const legal: Action[] = [{ type: "hq-attack", hq: "bhq", target: "r1" }];
    const none = render(<StrikePanel state={s} side="blue" legal={legal} boardUnits={[]} names={names} lines={null} onAct={noop} />);
    // One HQ able: picked already; the target waits for a click.
    expect(allByTestId(none, "strike-target-r1")).toHaveLength(1);
    expect(allByTestId(none, "strike-roll")).toHaveLength(0);
    const html = render(<StrikePanel state={s} side="blue" legal={legal} boardUnits={["r1"]} names={names} lines={null} onAct={noop} />);
    const lines = textOf(byTestId(html, "strike-explanation"));
    expect(lines).toContain("1st HQ (range 3, 2 uses left) attacks r1, a land unit, detected");
    expect(lines).toMatch(/Advanced strike table, a land unit: 0/);
    expect(allByTestId(html, "strike-roll")).toHaveLength(1);
  });

  it("[20.1.2, 20.1.3] the SOF panel offers the kinds and targets the engine lists, and the board's pick first", () => {
    const legal: Action[] = [
      { type: "sof", missions: [{ kind: "recon", target: "rhq" }] },
      { type: "sof", missions: [{ kind: "raid", target: "track:ostmark:sam" }] },
    ];
    const html = render(<SofPanel legal={legal} available={2} boardUnits={["rhq", "r1"]} boardHex="0403" names={names} lines={null} onAct={noop} />);
    expect(textOf(byTestId(html, "sof-available"))).toBe("2");
    expect(allByTestId(html, "sof-kind-recon")).toHaveLength(1);
    expect(allByTestId(html, "sof-kind-raid")).toHaveLength(1);
    expect(allByTestId(html, "sof-kind-targeting")).toHaveLength(0);
    expect(textOf(byTestId(html, "sof-target-rhq"))).toBe("+ reconnaissance of <b>Red</b> HQ");
    expect(byTestId(html, "sof-send")).toContain("disabled");
  });

  it("[18.2.1, 18.2.4] the attack panel's HQ and CW choices list only what the engine takes", () => {
    const html = render(<HqSupportPicker options={{ hq: ["bhq"], cw: [] }} value={{ hq: "bhq" }} names={names} onChange={noop} />);
    expect(textOf(byTestId(html, "attack-hq"))).toContain("1st HQ");
    expect(byTestId(html, "attack-hq-bhq")).toContain('aria-checked="true"');
    expect(allByTestId(html, "attack-cw")).toHaveLength(0);
    expect(render(<HqSupportPicker options={{ hq: [], cw: [] }} value={{}} names={names} onChange={noop} />)).toBe("");
  });

  it("[19.5–19.7] the Supply panel lists a side's units by state, worst first", () => {
    const html = render(<SupplyPanel adv={adv} side="blue" names={names} />);
    expect(textOf(byTestId(html, "supply-isolated"))).toBe("Isolated (1): b3 0201");
    expect(textOf(byTestId(html, "supply-out-of-supply"))).toBe("Out of supply (1): b2 0102");
    expect(textOf(byTestId(html, "supply-emergency"))).toBe("Emergency supply (1): b4 0202");
  });

  it("[18.2.4, 19.3, 20.1.1, 28] the record track counts SP, CW and SOF by side and shows the UN track", () => {
    const sides = [
      { id: "blue", name: "Blue", colour: "#00f" },
      { id: "red", name: "Red", colour: "#f00" },
    ];
    const html = render(<AdvancedTrack adv={adv} sides={sides} names={names} />);
    expect(textOf(byTestId(html, "record-blue"))).toBe("Blue 6 SP · 0 CW · SOF 2");
    expect(textOf(byTestId(html, "record-red"))).toBe("Red 3 SP · 2 CW · SOF 1");
    expect(allByTestId(html, "un-track")).toHaveLength(1);
  });

  it("[24.1, 20.2.1.2] the record track shows each nation's air-defence tracks and each theatre weapon's points", () => {
    const sides = [{ id: "blue", name: "Blue", colour: "#00f" }];
    const withTracks = { ...adv, tracks: [{ nation: "ostmark", detection: 5, sam: 2, aaa: 1 }], weapons: [{ id: "scud", name: "<i>SCUD</i> brigade", side: "red", points: 3 }] };
    const html = render(<AdvancedTrack adv={withTracks} sides={sides} names={names} />);
    expect(textOf(byTestId(html, "tracks-ostmark"))).toContain("detection 5 · SAM 2 · AAA 1");
    expect(textOf(byTestId(html, "weapon-scud"))).toContain("3 points");
    expect(html).not.toContain("<i>SCUD</i>");
  });

  it("shows the segment's panel only when the player may act, a picked HQ's uses left, and nothing in a standard game", () => {
    const base = { shown: state, adv, hq: null, seg: { kind: "strike", active: "blue" }, legal: [] as Action[], boardUnits: [] as string[], boardHex: null, log: [], names, onAct: noop };
    expect(allByTestId(render(<AdvancedPanels {...base} canAct />), "strike-panel")).toHaveLength(1);
    expect(allByTestId(render(<AdvancedPanels {...base} canAct={false} />), "strike-panel")).toHaveLength(0);
    const hq = adv.hqs.find((h) => h.id === "rhq")!;
    expect(textOf(byTestId(render(<AdvancedPanels {...base} canAct={false} hq={hq} />), "hq-uses-left"))).toBe("1");
    expect(render(<AdvancedPanels {...base} adv={null} canAct />)).toBe("");
  });
});
