import { describe, expect, it } from "vitest";
import { type AirView, airView } from "@/lib/engine";
import { placeNames } from "@/lib/playtest/naval-choices";
import { AirPanel } from "./air-panel";
import { allByTestId, byTestId, render, textOf } from "../render-kit";
import { sample, sampleAfter, sidesOf } from "./test-kit";

/**
 * The air point track and the helicopter display as a player sees them
 * [6.1–6.5], from the Next War sample (seed 11) in red's initiative move:
 * blue has 6 air points and contested air, red 7 and favourable air.
 */

const bundle = sample({ "os-attack-helo-1": "<b>Bold</b> Regiment" });
const state = sampleAfter(1, bundle);

function panel(air: AirView = airView(state), opts: { active?: string; canPick?: boolean; selected?: string | null } = {}): string {
  return render(<AirPanel air={air} sides={sidesOf(bundle)} names={placeNames(bundle)} active={opts.active ?? "red"} selected={opts.selected ?? null} canPick={opts.canPick ?? true} onPick={() => {}} />);
}

describe("AirPanel [6]", () => {
  it("[6.2, 6.3, 6.4] shows each side's air points left of those received, its losses and its AS level in words", () => {
    const html = panel();
    expect(textOf(byTestId(html, "air-side-blue"))).toBe("Northern Coalition 6 / 6 0 Contested");
    expect(textOf(byTestId(html, "air-side-red"))).toBe("Eastern Pact 7 / 7 0 Favourable");
    const v = airView(state);
    const spent: AirView = { ...v, sides: v.sides.map((s) => (s.side === "red" ? { ...s, points: 3, lost: 2, level: null } : s)) };
    expect(textOf(byTestId(panel(spent), "air-side-red"))).toBe("Eastern Pact 3 / 7 2 —");
  });

  it("[6.5] lists each helicopter with its CS, range, base or amphibious group, and missions", () => {
    const html = panel();
    expect(textOf(byTestId(html, "helicopter-nl-attack-helo-1"))).toBe("1st Attack Helicopter Regiment CS 2 · range 12 · 0721 · 0/2 missions");
    expect(textOf(byTestId(html, "helicopter-nl-usmc-helo-1"))).toBe("1st Marine Attack Helicopter Squadron CS 1 · range 8 · on 1st Amphibious Group (box) · 0/2 missions");
  });

  it("[6.5.1.2] says when a helicopter has rebased or must rebase", () => {
    const v = airView(state);
    const moved: AirView = { ...v, helicopters: v.helicopters.map((h) => (h.id === "os-attack-helo-2" ? { ...h, rebased: true } : h.id === "nl-attack-helo-2" ? { ...h, mustRebase: true } : h)) };
    const html = panel(moved);
    expect(textOf(byTestId(html, "helicopter-os-attack-helo-2"))).toMatch(/ · rebased$/);
    expect(textOf(byTestId(html, "helicopter-nl-attack-helo-2"))).toMatch(/ · must rebase$/);
  });

  it("[6.5] only the side to move may pick its helicopters, and the picked one is marked", () => {
    const html = panel(undefined, { selected: "os-attack-helo-2" });
    expect(byTestId(html, "helicopter-os-attack-helo-2")).toMatch(/^<li data-testid="helicopter-os-attack-helo-2" data-selected="true"><button/);
    expect(byTestId(html, "helicopter-nl-attack-helo-1")).not.toContain("<button");
    expect(allByTestId(html, "helicopter-os-attack-helo-1")[0]).not.toContain("data-selected");
    expect(panel(undefined, { canPick: false })).not.toContain("<button");
  });

  it("a helicopter's name with <b> in it shows as text, never markup", () => {
    const html = panel();
    expect(html).not.toMatch(/<b>/i);
    expect(textOf(byTestId(html, "helicopter-os-attack-helo-1"))).toMatch(/^<b>Bold<\/b> Regiment CS 2/);
  });
});
