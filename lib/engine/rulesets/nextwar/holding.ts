import type { EngineBundle } from "./types";

/**
 * The units the scenario holds in off-map boxes (a ported module's zones):
 * out of play until the designer sets them up or schedules them — never
 * placed, never entering (the lints flag a unit both held and placed).
 */
export function heldUnits(bundle: EngineBundle): ReadonlySet<string> {
  return new Set((bundle.scenario.holding ?? []).map((h) => h.unit));
}
