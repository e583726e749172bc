import { describe, expect, it } from "vitest";
import { apply, type Action, type GameEvent, type GameState } from "@/lib/engine";
import { amphSample, sideMoving, withAmph } from "./amph-kit";
import { describeEvent } from "./combat-words";

/**
 * The amphibious events in the playtest's log [8.5.8.1, 8.5.8.2, 8.5.8.2.1,
 * 8.5.8.3], from real plays of the Next War sample (seed 11): blue's 1st
 * Amphibious Group with the 1st Marine Battalion aboard. The words themselves
 * are the engine's (rulesets/nextwar/words-amphibious.test.ts).
 */

const names = { "nl-amph-1": "1st Amphibious Group", "nl-marine-1": "1st Marine Battalion" };
const sides = { blue: "Northern Coalition", red: "Eastern Pact" };

function events(s: GameState, a: Action): { state: GameState; said: string[] } {
  const r = apply(s, a);
  if ("error" in r) throw new Error(r.error);
  return { state: r.state, said: r.events.map((e: GameEvent) => { const d = describeEvent(e, names, sides); return d.rule ? `${d.text} [${d.rule}]` : d.text; }) };
}

describe("amphibious events in the log", () => {
  const blue = sideMoving(amphSample(), "blue");

  it("[8.5.8.3] embarking and disembarking in port", () => {
    const inPort = withAmph(blue, "nl-amph-1", "1305");
    const on = events(inPort, { type: "embark", amph: "nl-amph-1", units: ["nl-marine-1"] });
    expect(on.said).toContain("1st Marine Battalion embarks on 1st Amphibious Group at hex 1305 [8.5.8.3]");
    const off = events(withAmph(blue, "nl-amph-1", "1305", "nl-marine-1"), { type: "disembark", amph: "nl-amph-1", units: ["nl-marine-1"], to: "1305" });
    expect(off.said).toContain("1st Marine Battalion disembarks from 1st Amphibious Group to hex 1305 [8.5.8.3]");
  });

  it("[8.5.8.1, 8.5.8.2, 8.5.8.2.1] assault position, the landing, the beachhead placed and removed", () => {
    const pos = events(withAmph(blue, "nl-amph-1", "halvard-coastal", "nl-marine-1"), { type: "naval-move", unit: "nl-amph-1", to: "2003" });
    expect(pos.said).toContain("1st Amphibious Group is in assault position at hex 2003 with 1st Marine Battalion aboard: beach at hex 2104 next [8.5.8.1]");
    const combat = events(pos.state, { type: "end-segment" }).state;
    const land = events(combat, { type: "land", units: ["nl-marine-1"], to: "2104" });
    expect(land.said).toContain("1st Marine Battalion comes ashore on the beach at hex 2104 by landing [8.5.8.1]");
    const placed = events(land.state, { type: "place-beachhead", hex: "2104" });
    expect(placed.said).toContain("Northern Coalition places a beachhead on hex 2104 (defence 1) [8.5.8.2]");
    // On to blue's next movement segment, where its owner may remove it.
    const remove: Action = { type: "remove-beachhead", hex: "2104" };
    let s = placed.state;
    for (let i = 0; i < 20 && "error" in apply(s, remove); i++) s = events(s, { type: "end-segment" }).state;
    const removed = events(s, remove);
    expect(removed.said.find((t) => t.startsWith("Northern Coalition's beachhead at hex 2104"))).toMatch(/^Northern Coalition's beachhead at hex 2104 is removed by its owner; the marker may be placed again from turn \d+ \[8\.5\.8\.2\.1\]$/);
  });
});
