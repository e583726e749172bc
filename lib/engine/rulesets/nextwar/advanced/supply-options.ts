import { RuleError } from "../../../core/errors";
import { F_MAJOR_CITY } from "../../../map/compiled-map";
import type { Board } from "../board";
import type { Action } from "../types";
import { checkBreakDepot, checkCashSupply, checkConvertMsu, checkCreateDepot, checkCreateMsu, isDepot } from "./depots";
import { checkEmergency } from "./emergency";
import { supplyUnitsOf } from "./supply-lines";

/**
 * The legal actions of the logistics [19.4] and emergency [19.6] segments,
 * for the bots and the studio. Every action listed is legal; `create-depot`
 * lists only the useful hexes (where a friendly HQ or MSU stands) — any
 * hex a depot or major city supplies is accepted by the move itself.
 */
const ok = (r: unknown) => !(r instanceof RuleError);

export function logisticsOptions(b: Board, side: string): Action[] {
  const { ctx, state } = b;
  const cm = ctx.cm;
  const out: Action[] = [];
  const supplyUnits = supplyUnitsOf(b, side);
  const msuHexes = new Set<number>();
  for (const id of supplyUnits) if (isDepot(state, id)) msuHexes.add(state.units[id]?.hex as number);
  for (let h = 0; h < cm.n; h += 1) if (cm.has(h, F_MAJOR_CITY)) msuHexes.add(h);
  for (const h of [...msuHexes].sort((x, y) => x - y)) {
    const at = cm.label(h);
    if (ok(checkCreateMsu(b, side, at))) out.push({ type: "create-msu", at });
  }
  for (const id of supplyUnits) {
    if (ok(checkBreakDepot(b, side, id))) out.push({ type: "break-depot", unit: id });
    if (ok(checkConvertMsu(b, side, id))) out.push({ type: "convert-msu", unit: id });
    if (ok(checkCashSupply(b, side, id))) out.push({ type: "cash-supply", unit: id });
  }
  const depotHexes = new Set<number>();
  for (const [hex, ids] of b.at) {
    if (ids.some((id) => ctx.units.get(id)?.side === side && (ctx.units.get(id)?.hq || (ctx.units.get(id)?.supplyUnit && !isDepot(state, id))))) depotHexes.add(hex);
  }
  for (const h of [...depotHexes].sort((x, y) => x - y)) {
    const at = cm.label(h);
    if (ok(checkCreateDepot(b, side, at))) out.push({ type: "create-depot", at });
  }
  return out;
}

export function emergencyOptions(b: Board, side: string): Action[] {
  const out: Action[] = [];
  const cut = Object.keys(b.state.supply?.out ?? {}).filter((id) => b.ctx.units.get(id)?.side === side).sort();
  for (const id of cut) if (ok(checkEmergency(b, side, id))) out.push({ type: "emergency-supply", unit: id });
  // Depots and MSUs are cashed here to pay for emergency supply: offered only while some unit could still try it [19.6].
  if (cut.some((id) => !b.state.adv?.emergencyTried[id])) {
    for (const id of supplyUnitsOf(b, side)) if (ok(checkCashSupply(b, side, id))) out.push({ type: "cash-supply", unit: id });
  }
  return out;
}
