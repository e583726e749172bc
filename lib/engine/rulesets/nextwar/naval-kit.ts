import type { Scenario } from "@/lib/model";
import type { EngineBundle, GameEvent, GameState } from "../../core/types";
import { type Action, apply } from "../../index";
import { type UnitSpec, board, game } from "./test-kit";

/**
 * A small coast for the naval rules' tests [7, 8.5.6]: two sea zones — "n"
 * (row 1) and "z" (row 2, whose coastal box touches the land) — over two
 * land rows, Nordland (blue) west and Ostmark (red) east. Blue's port is
 * 0203 (next to sea hex 0202), red's 0703 (next to 0602, 0702, 0802).
 */
export const ROWS = ["ssssssss", "ssssssss", "cccccccc", "cccccccc"];
const BORDERS = ["........", "........", "nnnnoooo", "nnnnoooo"];
const hexesOfRow = (r: number) => Array.from({ length: 8 }, (_, c) => `${String(c + 1).padStart(2, "0")}${String(r).padStart(2, "0")}`);

export function coast(units: UnitSpec[], scenario: Partial<Scenario> = {}, opts: { air?: boolean } = {}): EngineBundle {
  return board({
    rows: ROWS,
    borders: BORDERS,
    features: [
      { kind: "port", hex: "0203", name: "Westhaven", capacity: 2 },
      { kind: "port", hex: "0703", name: "Easthaven", capacity: 2 },
    ],
    seaZones: [
      { id: "n", name: "North", seaBox: { id: "n-sea", name: "North sea box" }, coastalBox: { id: "n-coast", name: "North coastal box" }, hexes: hexesOfRow(1) },
      { id: "z", name: "Strait", seaBox: { id: "z-sea", name: "Strait sea box" }, coastalBox: { id: "z-coast", name: "Strait coastal box" }, hexes: hexesOfRow(2) },
    ],
    units: [{ id: "b-inf", type: "inf", at: "0104" }, { id: "r-inf", type: "inf", at: "0804" }, ...units],
    scenario: {
      ...scenario,
      // Blue holds every box and rolls, so nothing is rolled before play: tests set the control they need with `withNaval`.
      navalWar: { rollingSide: "blue", control: ["n-sea", "n-coast", "z-sea", "z-coast"].map((box) => ({ box, side: "blue" })), ...scenario.navalWar },
      ...(opts.air ? { chartOverrides: { airPoints: game().charts.airPoints, ...scenario.chartOverrides } } : {}),
    },
  });
}

export function ok(r: ReturnType<typeof apply>): { state: GameState; events: GameEvent[] } {
  if ("error" in r) throw new Error(r.error);
  return r;
}

export function run(state: GameState, actions: Action[]): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = ok(apply(s, a));
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** A state with some box control and naval levels changed. */
export function withNaval(s: GameState, patch: { control?: Record<string, string | null>; asw?: Record<string, number>; sub?: Record<string, number>; mines?: Record<number, { side: string; level: number; layer?: string }> }): GameState {
  const n = s.naval as NonNullable<GameState["naval"]>;
  return {
    ...s,
    naval: {
      ...n,
      control: { ...n.control, ...patch.control },
      asw: { ...n.asw, ...patch.asw },
      sub: { ...n.sub, ...patch.sub },
      mines: patch.mines ?? n.mines,
    },
  };
}
