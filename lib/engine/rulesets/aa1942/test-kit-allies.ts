import { tinyBundle } from "./test-kit";
import type { AaBundle } from "./types";

/**
 * The tiny theatre (test-kit) with a third power, green, on red's side after
 * red in the turn order, and red's carrier in sz-w carrying green's fighter:
 * the smallest board where a fighter is a guest on an ally's carrier
 * [AA:aircraft-carriers]. New ids: red's carrier u13, green's fighter u14.
 */
export function threePowerBundle(): AaBundle {
  const b = tinyBundle();
  b.game.nations.push({ id: "green", name: "Green", side: "allies" });
  b.game.turnOrder = ["red", "green", "blue"];
  b.scenario.nations.push({ id: "green", side: "allies" });
  b.scenario.areaSetup = [...(b.scenario.areaSetup ?? []), { territory: "sz-w", nation: "red", units: [{ type: "carrier", count: 1 }] }, { territory: "sz-w", nation: "green", units: [{ type: "fighter", count: 1 }] }];
  return b;
}
