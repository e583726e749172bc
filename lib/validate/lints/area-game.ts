import type { AreaGame } from "@/lib/model/game";
import { type FindingSink, pointer } from "../findings";

/**
 * Lints an area game's unit table: abilities that need a partner ability on
 * some other type (a transport cost needs a transport, a carrier cost a
 * carrier, artillery a supportable unit) or they never come into play.
 */
export function lintAreaGame(game: AreaGame, sink: FindingSink): void {
  const types = game.unitTypes;
  const hasTransport = types.some((t) => (t.transportCapacity ?? 0) > 0);
  const hasCarrier = types.some((t) => (t.carrierCapacity ?? 0) > 0);
  const hasSupportable = types.some((t) => t.supportable === true);
  types.forEach((t, i) => {
    if (t.transportCost !== undefined && !hasTransport) {
      sink.add("W-UNITTYPE-NO-TRANSPORT", pointer("unitTypes", i, "transportCost"), `"${t.id}" has a transport cost, but no unit type has a transport capacity to carry it.`);
    }
    if (t.carrierCost !== undefined && !hasCarrier) {
      sink.add("W-UNITTYPE-NO-CARRIER", pointer("unitTypes", i, "carrierCost"), `"${t.id}" has a carrier cost, but no unit type has a carrier capacity to land on.`);
    }
    if ((t.artillery ?? 0) > 0 && !hasSupportable) {
      sink.add("W-UNITTYPE-NO-SUPPORTABLE", pointer("unitTypes", i, "artillery"), `"${t.id}" gives artillery support, but no unit type is supportable.`);
    }
  });
}
