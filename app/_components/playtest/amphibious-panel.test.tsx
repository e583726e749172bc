import { describe, expect, it } from "vitest";
import { compileMap, currentSegment, explainCombat, type GameState, legalActions } from "@/lib/engine";
import { amphSample, play, sideMoving, withAmph } from "@/lib/playtest/amph-kit";
import { amphibiousTargetsByHex, beachheads } from "@/lib/playtest/amphibious";
import { CombatBreakdown } from "./combat-panel";
import { AmphibiousPanel } from "./amphibious-panel";
import { byTestId, render, textOf } from "../render-kit";

/**
 * The amphibious actions in the playtest [8.5.8.1, 8.5.8.2, 8.5.8.2.1], from
 * the Next War sample (seed 11): blue's 1st Amphibious Group sails from its
 * coastal box with the 1st Marine Battalion aboard to sea hex 2003, next to
 * beach hex 2104, in blue's reaction movement; the reaction combat follows.
 */

const bundle = amphSample();
const cm = compileMap(bundle.map);
const names = Object.fromEntries((bundle.scenario.units ?? []).map((u) => [u.id, u.name]));
const moved = play(withAmph(sideMoving(bundle, "blue"), "nl-amph-1", "halvard-coastal", "nl-marine-1"), { type: "naval-move", unit: "nl-amph-1", to: "2003" });
const combat = play(moved, { type: "end-segment" });

function panel(state: GameState, focus: string | null = null): string {
  const seg = currentSegment(state);
  return render(
    <AmphibiousPanel segmentKind={seg.kind} legal={legalActions(state)} targets={amphibiousTargetsByHex(state, seg.active)} beachheads={beachheads(state)} active={seg.active} focus={focus} names={names} onAct={() => true} />,
  );
}

/** An enemy unit moved onto the beach hex, as if it held it. */
function defended(state: GameState, unit: string, hex: string): GameState {
  return { ...state, units: { ...state.units, [unit]: { ...state.units[unit]!, hex: cm.indexOf(hex) } } };
}

describe("the combat segment after the assault move [8.5.8.1, 8.5.8.2]", () => {
  it("[8.5.8.1] an empty beach offers Land with the marines aboard; no beachhead before anyone is ashore", () => {
    const html = panel(combat, "2104");
    expect(textOf(byTestId(html, "amphibious-landings"))).toBe("Land 1st Marine Battalion on 2104 [8.5.8.1]");
    expect(byTestId(html, "amphibious-landings")).toContain('class="btn small primary"');
    expect(html).not.toContain("beachhead-place");
  });

  it("[8.5.8.2] after the landing, Place beachhead is offered on the beach", () => {
    const landed = play(combat, { type: "land", units: ["nl-marine-1"], to: "2104" });
    expect(textOf(byTestId(panel(landed), "beachhead-place"))).toBe("Place beachhead on 2104 [8.5.8.2]");
  });

  it("[8.5.8.2.1] the beachhead is listed for removal in blue's next movement segment, not in red's", () => {
    const placed = play(combat, { type: "land", units: ["nl-marine-1"], to: "2104" }, { type: "place-beachhead", hex: "2104" });
    expect(beachheads(placed)).toEqual([expect.objectContaining({ side: "blue", hex: "2104", defence: 1 })]);
    let s = placed;
    while (!(currentSegment(s).kind === "move" && currentSegment(s).active === "blue")) s = play(s, { type: "end-segment" });
    const html = panel(s);
    expect(textOf(byTestId(html, "beachhead-remove"))).toBe("Remove beachhead at 2104 (defence 1) [8.5.8.2.1]");
  });

  it("[8.5.8.1] an enemy-held beach is an assault: the panel names the marines and the AMPH; the breakdown halves them and shifts a column", () => {
    const s = defended(combat, "os-inf-1", "2104");
    const t = amphibiousTargetsByHex(s, "blue").get("2104");
    expect(t).toMatchObject({ kind: "assault", amphs: ["nl-amph-1"], units: ["nl-marine-1"] });
    expect(textOf(byTestId(panel(s), "amphibious-assaults"))).toBe(
      "Assault [8.5.8.1]: click 2104 to attack it with 1st Marine Battalion aboard 1st Amphibious Group (their attack strength halved, one column left when they make most of the attack).",
    );
    const e = explainCombat(s, { attackers: t!.units, defender: "2104", segment: "normal" });
    if ("error" in e) throw new Error(e.error);
    const breakdown = textOf(render(<CombatBreakdown explanation={e} />));
    expect(breakdown).toContain("AS 3 halved once for amphibious assault [8.5.8.1] (rounded up): 3 → 2 [8.5.8.1]");
    expect(breakdown).toContain("Amphibious assault units make more than half the attack (2 of 2, after halving): -1 column [8.5.8.1]");
  });

  it("[8.5.8.1] outside the combat segment nothing is offered", () => {
    expect(panel(moved)).toBe("");
  });
});
