import type { EngineBundle } from "./types";

/**
 * The units the scenario holds in off-map boxes (a ported module's zones):
 * out of play until the designer sets them up or schedules them — never
 * placed, never entering (the lints flag a unit both held and placed).
 * Reinforcements scheduled into an off-map box (a module's "Turn N" box) wait
 * there too: the box is no entry hex, box or map edge [10.0], so they enter
 * once the designer names one (W-ENTRY-OFF-MAP-BOX says so).
 */
export function heldUnits(bundle: EngineBundle): ReadonlySet<string> {
  const held = new Set((bundle.scenario.holding ?? []).map((h) => h.unit));
  const boxes = new Set((bundle.map.offMapBoxes ?? []).map((b) => b.id));
  for (const r of bundle.scenario.reinforcements ?? []) if (boxes.has(r.at)) for (const u of r.units) held.add(u);
  return held;
}
