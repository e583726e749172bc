import { describe, expect, it } from "vitest";
import { currentSegment, type GameState, legalActions, navalView } from "@/lib/engine";
import { amphSample, sideMoving, withAmph } from "@/lib/playtest/amph-kit";
import { assaultPositions, boardingByAmph } from "@/lib/playtest/amphibious";
import { navalChoices, placeNames } from "@/lib/playtest/naval-choices";
import { NavalPanel, NavalPick } from "./naval-panel";
import { byTestId, render, textOf } from "../render-kit";
import { sidesOf } from "./test-kit";

/**
 * The naval display's amphibious side [8.5.8.1, 8.5.8.3], from the Next War
 * sample (seed 11) in blue's reaction movement segment: the 1st Amphibious
 * Group (capacity 2 SP) with the 1st Marine Battalion (1 SP) put aboard, in
 * its coastal box or in Skarhavn harbour (1305).
 */

const bundle = amphSample();
const blue = sideMoving(bundle, "blue");
const names = placeNames(bundle);

function panel(state: GameState, viewer: string | null = null): string {
  const seg = currentSegment(state);
  return render(
    <NavalPanel view={navalView(state)} state={state} legal={legalActions(state)} sides={sidesOf(bundle)} names={names} active={seg.active} segmentKind={seg.kind} canAct onAct={() => true} viewer={viewer} />,
  );
}

function pick(state: GameState, unit: string, to = ""): string {
  const legal = legalActions(state);
  const choices = navalChoices(legal);
  return render(
    <NavalPick
      state={state}
      unit={unit}
      destinations={choices.moves.get(unit) ?? []}
      mines={choices.layByUnit.get(unit) ?? []}
      boarding={boardingByAmph(legal).get(unit) ?? []}
      aboard={Object.values(state.units).filter((u) => u.at === `amph:${unit}`).length}
      to={to}
      onTo={() => {}}
      mineHex=""
      onMineHex={() => {}}
      names={names}
      words={names}
      onAct={() => true}
    />,
  );
}

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => textOf(m[1]!));

describe("the naval display: cargo aboard each AMPH [8.5.8.1, 8.5.8.3]", () => {
  it("[8.5.8.1] lists the units aboard by name with the SP used and free of the AMPH's capacity", () => {
    const html = panel(withAmph(blue, "nl-amph-1", "halvard-coastal", "nl-marine-1"));
    expect(textOf(byTestId(html, "naval-cargo-nl-amph-1"))).toBe("aboard: 1st Marine Battalion (1 SP) · 1 of 2 SP, 1 free");
    expect(textOf(byTestId(html, "naval-unit-nl-amph-1"))).toContain("1st Amphibious Group");
  });

  it("[8.5.8.1] an empty AMPH shows its whole room; ships that carry no land units show no cargo line", () => {
    const html = panel(blue);
    expect(textOf(byTestId(html, "naval-cargo-nl-amph-1"))).toBe("aboard: none · 0 of 2 SP, 2 free");
    expect(html).not.toContain('data-testid="naval-cargo-nl-cv-1"');
  });

  it("[13.2] under fog of war the enemy's AMPH cargo is not shown to the viewer", () => {
    const html = panel(withAmph(blue, "nl-amph-1", "halvard-coastal", "nl-marine-1"), "red");
    expect(html).not.toContain("1st Marine Battalion (1 SP)");
  });
});

describe("a picked AMPH: embark, disembark and assault position [8.5.8.1, 8.5.8.3]", () => {
  it("[8.5.8.3] in its port with a marine ashore there: Embark, as the engine lists it", () => {
    const s = withAmph(blue, "nl-amph-1", "1305");
    expect(buttons(byTestId(pick(s, "nl-amph-1"), "naval-boarding"))).toEqual(["Embark 1st Marine Battalion"]);
  });

  it("[8.5.8.3] with the marine aboard in port: Disembark to the port", () => {
    const s = withAmph(blue, "nl-amph-1", "1305", "nl-marine-1");
    expect(buttons(byTestId(pick(s, "nl-amph-1"), "naval-boarding"))).toEqual(["Disembark 1st Marine Battalion to 1305"]);
  });

  it("[8.5.8.3] in its coastal box there is nowhere to board: no boarding buttons", () => {
    expect(pick(withAmph(blue, "nl-amph-1", "halvard-coastal", "nl-marine-1"), "nl-amph-1")).not.toContain("naval-boarding");
  });

  it("[8.5.8.1] from its coastal box with marines aboard: the sea hexes next to a beach read 'assault position: beach … next'", () => {
    const s = withAmph(blue, "nl-amph-1", "halvard-coastal", "nl-marine-1");
    const positions = assaultPositions(s, "nl-amph-1");
    expect(positions.size).toBeGreaterThan(0);
    const [sea, beaches] = [...positions][0]!;
    expect(beaches.length).toBeGreaterThan(0);
    const html = pick(s, "nl-amph-1", sea);
    // Pointed at on the board, the sea hex says which beach it faces; the summary counts the assault positions.
    expect(textOf(byTestId(html, "naval-assault"))).toBe(`assault position: beach${beaches.length > 1 ? "es" : ""} ${beaches.join(", ")} next [8.5.8.1]: the units aboard may attack ${beaches.length > 1 ? "one of these beaches" : "the beach"} or land on it in the combat segment that follows (one assault per AMPH a game turn [8.5.8]).`);
    expect(textOf(byTestId(html, "naval-pick-summary"))).toContain(`${positions.size} assault position${positions.size > 1 ? "s" : ""}`);
    expect(pick(s, "nl-amph-1", "halvard-sea-box")).not.toContain("naval-assault\"");
  });

  it("[8.5.8.1] an empty AMPH has no assault position to offer", () => {
    expect(assaultPositions(blue, "nl-amph-1").size).toBe(0);
    expect(pick(blue, "nl-amph-1")).not.toContain("assault position");
  });
});

describe("the picked AMPH held by the playtest, for the board's marks [8.5.8.1]", () => {
  const held = (state: GameState, unit: string, to: string) => {
    const seg = currentSegment(state);
    return render(
      <NavalPanel view={navalView(state)} state={state} legal={legalActions(state)} sides={sidesOf(bundle)} names={names} active={seg.active} segmentKind={seg.kind} canAct onAct={() => true} pick={{ unit, to }} onPick={() => {}} />,
    );
  };

  it("[8.5.8.1] shows the destination the caller points at, and the legend naming the board's assault-position mark", () => {
    const html = held(withAmph(blue, "nl-amph-1", "halvard-coastal", "nl-marine-1"), "nl-amph-1", "2003");
    expect(textOf(byTestId(byTestId(html, "naval-move"), "naval-risk"))).toMatch(/^2003: /);
    expect(textOf(byTestId(html, "naval-assault"))).toMatch(/^assault position: beach 2104 next \[8\.5\.8\.1\]/);
    expect(textOf(byTestId(html, "naval-assault-legend"))).toBe("On the board a dashed teal outline with an arrow to the beach marks each assault position; click one to sail there [8.5.8.1].");
  });

  it("[8.5.8.1] an empty AMPH has nothing marked: no legend", () => {
    const html = held(blue, "nl-amph-1", "");
    expect(html).toContain('data-testid="naval-pick"');
    expect(html).not.toContain("naval-assault-legend");
  });
});

describe("USMC airmobile from the naval display [8.5.5]", () => {
  // The sample's marines made 1-step and airmobile-capable; the AMPH in sea hex 1304 may fly its point.
  const usmcBundle = amphSample({ airmobileMarines: true });
  const usmcBlue = sideMoving(usmcBundle, "blue");
  const show = (state: GameState, onPick?: (u: string) => void) => {
    const seg = currentSegment(state);
    return render(
      <NavalPanel view={navalView(state)} state={state} legal={legalActions(state)} sides={sidesOf(usmcBundle)} names={names} active={seg.active} segmentKind={seg.kind} canAct onAct={() => true} onPickCargo={onPick} />,
    );
  };

  it("[8.5.5] a marine aboard an AMPH at sea that may fly is offered as a button under the AMPH", () => {
    const html = show(withAmph(usmcBlue, "nl-amph-1", "1304", "nl-marine-1"), () => {});
    expect(buttons(byTestId(html, "naval-usmc-nl-amph-1"))).toEqual(["Fly 1st Marine Battalion by USMC airmobile [8.5.5]"]);
  });

  it("[8.5.5, 6.5.3] an AMPH in its coastal box flies no point; without a picker nothing is offered", () => {
    expect(show(withAmph(usmcBlue, "nl-amph-1", "halvard-coastal", "nl-marine-1"), () => {})).not.toContain("naval-usmc-");
    expect(show(withAmph(usmcBlue, "nl-amph-1", "1304", "nl-marine-1"))).not.toContain("naval-usmc-");
  });

  it("[8.5.5] the sample's own marines (2 steps, not airmobile-capable) are never offered", () => {
    expect(show(withAmph(blue, "nl-amph-1", "1304", "nl-marine-1"), () => {})).not.toContain("naval-usmc-");
  });
});
