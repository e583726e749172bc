import { describe, expect, it } from "vitest";
import { currentSegment, type GameState, specialMoveTargets } from "@/lib/engine";
import { amphSample, play, sideMoving, withAmph } from "@/lib/playtest/amph-kit";
import { airmobilePointsWords, specialPicks } from "@/lib/playtest/map-picks";
import { adfChartLine, leftIn, moveModes, type MoveMode, targetByKey, targetsOf } from "@/lib/playtest/special-moves";
import { SpecialMovePanel } from "./special-move-panel";
import { allByTestId, byTestId, render, textOf } from "../render-kit";
import { sample, sampleAfter } from "./test-kit";

/**
 * The move modes of a selected stack and the risk of a destination before it
 * is committed [8.5.2–8.5.7.1, 6.6], from the Next War sample (seed 11): red's
 * airmobile brigade in its initiative move, blue's marines in its reaction move.
 */

const bundle = sample();

/** The panel with the stack's destinations in `mode` on the board and the hex `focus` pointed at. */
function panel(state: GameState, units: string[], mode: Exclude<MoveMode, "land">, focus: string | null, escort = 0, names?: Record<string, string>): string {
  const q = specialMoveTargets(state, units);
  const targets = targetsOf(q, mode);
  const line = (level: string) => adfChartLine(state.bundle, level);
  return render(
    <SpecialMovePanel
      modes={moveModes(q)}
      mode={mode}
      onMode={() => {}}
      picks={specialPicks(mode, targets, escort, line, names)}
      focused={focus === null ? undefined : targetByKey(targets, focus)}
      escort={escort}
      maxEscort={2}
      onEscort={() => {}}
      left={leftIn(q, mode)}
      points={"error" in q || mode !== "airmobile" ? null : airmobilePointsWords(q)}
      adfLine={line}
      names={names}
    />,
  );
}

describe("SpecialMovePanel: airmobile [8.5.4, 6.6]", () => {
  const red = sampleAfter(1, bundle);
  const unit = ["os-airmobile-inf-1"];
  const targets = targetsOf(specialMoveTargets(red, unit), "airmobile");
  const exempt = targets.find((t) => t.adf?.exempt)!;
  const flown = targets.find((t) => t.adf && !t.adf.exempt)!;

  it("[8.5.4, 8.5.4.1] offers Land and Airmobile with its rule, and a short summary of the landing hexes shaded on the board — no list of them", () => {
    const html = panel(red, unit, "airmobile", null);
    expect(textOf(byTestId(html, "special-summary"))).toBe(
      `${targets.length} destinations — where it may land, shaded purple on the board (the airmobile class carries itself: no airmobile points spent [8.5.4.1]).`,
    );
    expect(html).toContain('<input type="radio" name="move-mode" checked="" value="airmobile"/>');
    expect(html).toContain('<input type="radio" name="move-mode" value="land"/>');
    expect(html).not.toContain("Airmobile to");
    expect([...html.matchAll(/<button/g)]).toEqual([]);
    expect(textOf(html)).toContain("Point at one for its risk; click it (or Enter after the arrow keys on the board) to commit. Esc cancels.");
    // The side has no airmobile points of its own, yet its airmobile brigade flies: the panel never says "0 … left" beside the flights [8.5.4.1].
    expect(targets.length).toBeGreaterThan(0);
    expect(textOf(html)).not.toMatch(/\b0 airmobile points? left/);
  });

  it("[6.6, 6.2.2] a landing hex over own country: no ADF roll, the line it would be on, the escort's DRM", () => {
    const risk = textOf(byTestId(panel(red, unit, "airmobile", exempt.to, 1), "special-risk"));
    expect(risk).toBe(`To ${exempt.to}: no ADF roll, exempt [6.6] (otherwise ADF on the Favourable line, DRM +1 (+1 escort [6.2.2])); no further move this segment. The flight is over own or allied country, away from the enemy [6.6].`);
  });

  it("[6.6, 6.6.1] a landing hex the flight must roll for: the ADF line and each roll's result from the chart", () => {
    const html = byTestId(panel(red, unit, "airmobile", flown.to), "special-risk");
    expect(textOf(html)).toMatch(new RegExp(`^To ${flown.to}: ADF on the Favourable line \\[6\\.6\\], DRM \\+0; no further move this segment\\.`));
    const line = adfChartLine(bundle, "favourable")!;
    const shown = [...html.matchAll(/<td class="mono">([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(shown).toEqual([...Array.from({ length: 10 }, (_, i) => String(i)), ...line.slice(0, 10)]);
  });
});

describe("SpecialMovePanel: sea transport [8.5.7.1]", () => {
  const blue = sampleAfter(6, bundle);
  const unit = ["nl-marine-1"];

  it("[8.5.7.1, 8.5.6.4.1] a port to sail to, no escort, and the contested-move roll or none", () => {
    const [target] = targetsOf(specialMoveTargets(blue, unit), "sea-transport");
    expect(target).toBeDefined();
    const html = panel(blue, unit, "sea-transport", target!.to);
    expect(textOf(html)).toContain(`Sea transport [8.5.7.1]`);
    expect(html).not.toContain("escort");
    expect(allByTestId(html, "special-risk").map(textOf)).toEqual([`To ${target!.to}: No roll: the route is not contested [8.5.6.4.1]; half MA left after landing.`]);
  });
});

describe("SpecialMovePanel: USMC airmobile [8.5.5]", () => {
  // The sample's marines made 1-step and airmobile-capable; the 1st Marine Battalion aboard the 1st Amphibious Group in sea hex 1304.
  const s = withAmph(sideMoving(amphSample({ airmobileMarines: true }), "blue"), "nl-amph-1", "1304", "nl-marine-1");
  const unit = ["nl-marine-1"];
  const usmc = targetsOf(specialMoveTargets(s, unit), "airmobile").filter((t) => t.base === "nl-amph-1");

  it("[8.5.5] the landing hexes the AMPH may fly to are shaded pink, and the risk of the one pointed at says whose point flies", () => {
    expect(usmc.length).toBeGreaterThan(0);
    const first = usmc[0]!;
    const html = panel(s, unit, "airmobile", first.to, 0, { "nl-amph-1": "1st Amphibious Group" });
    expect(textOf(byTestId(html, "special-summary"))).toMatch(/shaded pink \(an AMPH's own point\) on the board \(a USMC flight spends its AMPH's own point \[8\.5\.5\]\)\.$/);
    expect(textOf(byTestId(html, "special-risk"))).toMatch(new RegExp(`^To ${first.to} \\(USMC airmobile by 1st Amphibious Group: the AMPH's own point, not the side's \\[8\\.5\\.5\\]\\): ADF on the`));
  });
});

describe("SpecialMovePanel: USMC airmobile of a marine ashore, and sea transport to a beachhead [8.5.5, 8.5.7.2]", () => {
  it("[8.5.5] a 1-step airmobile-capable marine ashore in Skarhavn (1305) is offered the AMPH's flights from 1304 beside none of its own", () => {
    const s = withAmph(sideMoving(amphSample({ airmobileMarines: true }), "blue"), "nl-amph-1", "1304");
    const q = specialMoveTargets(s, ["nl-marine-1"]);
    expect(moveModes(q)).toContain("airmobile");
    const usmc = targetsOf(q, "airmobile").filter((t) => t.base === "nl-amph-1");
    expect(usmc.length).toBeGreaterThan(0);
    const picks = specialPicks("airmobile", targetsOf(q, "airmobile"), 0, (level) => adfChartLine(s.bundle, level), { "nl-amph-1": "1st Amphibious Group" });
    expect(picks.find((p) => p.to === usmc[0]!.to)).toMatchObject({ kind: "usmc", words: expect.stringMatching(/ · by 1st Amphibious Group \(USMC\) \[8\.5\.5\]$/) });
  });

  it("[8.5.7.2] a friendly beachhead is a sea transport destination from the segment after it is placed, listed like a port", () => {
    const b = amphSample();
    let s = play(withAmph(sideMoving(b, "blue"), "nl-amph-1", "halvard-coastal", "nl-marine-2"), { type: "naval-move", unit: "nl-amph-1", to: "2003" }, { type: "end-segment" });
    s = play(s, { type: "land", units: ["nl-marine-2"], to: "2104" }, { type: "place-beachhead", hex: "2104" });
    for (let i = 0; i < 20 && !(currentSegment(s).kind === "move" && currentSegment(s).active === "blue"); i++) s = play(s, { type: "end-segment" });
    const sea = targetsOf(specialMoveTargets(s, ["nl-marine-1"]), "sea-transport");
    const to = sea.find((t) => t.to === "2104");
    expect(to).toBeDefined();
    const html = panel(s, ["nl-marine-1"], "sea-transport", "2104");
    expect(textOf(byTestId(html, "special-summary"))).toMatch(/^\d+ destinations? — where it may sail to \(ports and friendly beachheads \[8\.5\.7\.2\]\), shaded purple on the board \(\d+ SP left this turn\)\.$/);
    expect(textOf(byTestId(html, "special-risk"))).toMatch(/^To 2104: .*; no further move this segment\.$/);
  });
});
