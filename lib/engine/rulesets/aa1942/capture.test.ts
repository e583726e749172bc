import { describe, expect, it } from "vitest";
import { captureTerritory } from "./capture";
import { createAaGame } from "./game";
import { tinyBundle, ofType } from "./test-kit";
import type { AaEvent, AaState } from "./types";

/** The tiny theatre with a second Allied power, green, that has no capital on the map. */
function threePowers(mutate: (s: AaState) => void): AaState {
  const bundle = tinyBundle({ areaSetup: [] });
  bundle.game.nations.push({ id: "green", name: "Green", side: "allies" });
  bundle.scenario.nations.push({ id: "green", side: "allies" });
  const s = createAaGame(bundle, 1);
  mutate(s);
  return s;
}

describe("[AA:capture] control after a battle", () => {
  it("an ally's original territory is liberated back to it while its side holds its capital; its AA gun goes with it", () => {
    const s = threePowers((st) => {
      st.control.mid = "blue";
      st.units.aa = { type: "aa-gun", owner: "blue", at: "mid", damage: 0, moved: 0 };
    });
    const events: AaEvent[] = [];
    captureTerritory(s, "mid", "green", events);
    expect(s.control.mid).toBe("red");
    expect(s.units.aa!.owner).toBe("red");
    expect(ofType(events, "captured")[0]).toMatchObject({ territory: "mid", by: "green", from: "blue", to: "red", liberated: true, units: ["aa"], unitTypes: { "aa-gun": 1 } });
    expect(ofType(events, "captured")[0]).not.toHaveProperty("complex");
  });

  it("while the ally's capital is in enemy hands, the capturer keeps it", () => {
    const s = threePowers((st) => {
      st.control.mid = "blue";
      st.control.west = "blue";
    });
    captureTerritory(s, "mid", "green", []);
    expect(s.control.mid).toBe("green");
  });

  it("liberating the ally's capital gives it back, with its other original territories its friends hold; no IPCs change hands", () => {
    const s = threePowers((st) => {
      st.control.west = "blue";
      st.control.mid = "green";
      st.bank = { red: 0, blue: 12, green: 4 };
    });
    const events: AaEvent[] = [];
    captureTerritory(s, "west", "green", events);
    expect(s.control.west).toBe("red");
    expect(s.control.mid).toBe("red");
    expect(s.bank).toEqual({ red: 0, blue: 12, green: 4 });
    expect(ofType(events, "captured").map((e) => [e.territory, e.to])).toEqual([
      ["west", "red"],
      ["mid", "red"],
    ]);
    expect(ofType(events, "capital-captured")).toHaveLength(0);
  });

  it("the captured event names the complex taken with its damage and the AA guns seized, by type", () => {
    const s = threePowers((st) => {
      st.units.aa1 = { type: "aa-gun", owner: "blue", at: "east", damage: 0, moved: 0 };
      st.units.aa2 = { type: "aa-gun", owner: "blue", at: "east", damage: 0, moved: 0 };
      st.complexes.east = true;
      st.damage.east = 2;
    });
    const events: AaEvent[] = [];
    captureTerritory(s, "east", "green", events);
    expect(ofType(events, "captured")[0]).toMatchObject({ territory: "east", to: "green", units: ["aa1", "aa2"], unitTypes: { "aa-gun": 2 }, complex: true, complexDamage: 2 });
  });

  it("a power retaking its own territory takes it back; an enemy's own capital brings its bank", () => {
    const s = threePowers((st) => {
      st.control.mid = "blue";
      st.bank = { red: 1, blue: 9, green: 0 };
    });
    captureTerritory(s, "mid", "red", []);
    expect(s.control.mid).toBe("red");
    const events: AaEvent[] = [];
    captureTerritory(s, "east", "green", events);
    expect(s.control.east).toBe("green");
    expect(s.bank).toEqual({ red: 1, blue: 0, green: 9 });
    expect(ofType(events, "capital-captured")[0]).toMatchObject({ territory: "east", by: "green", from: "blue", ipc: 9 });
  });
});
