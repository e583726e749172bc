import type { Action, GameState } from "@/lib/engine";
import { areAdjacent, type GridSpec } from "@/lib/hex";
import type { CounterView } from "@/lib/playtest/view-model";
import type { NavalPickState } from "./naval-panel";
import { NO_NAVAL_PICK } from "./naval-panel";
import type { BoardView } from "./use-board-view";
import type { Selection } from "./use-selection";

/** What a click on the hex board reads and may change. */
export interface HexClickContext {
  shown: GameState;
  live: boolean;
  seg: { kind: string; active: string | null };
  spec: GridSpec;
  view: BoardView;
  sel: Selection;
  special: { picks: ReadonlyMap<number, unknown>; action: (key: string) => Action | null };
  ship: { actionAt: (hex: number) => Action | null; setPick: (p: NavalPickState) => void };
  act: (a: Action) => boolean;
  clearSelection: () => void;
}

/** Clicking the board: select a friendly stack, move it, rebase a helicopter, sail a ship, or pick an enemy hex to attack. */
export function clickHex(c: HexClickContext, hex: number): void {
  const { shown, seg, view, sel, act, clearSelection } = c;
  const { label, counters, heli, rebaseHexes, reachable, amphTargets, air } = view;
  if (!c.live || shown.result) return;
  const here = counters.get(hex) ?? [];
  const active = seg.active;
  const mine = here.filter((u) => u.side === active);
  if (seg.kind === "move" && heli && rebaseHexes?.has(hex)) {
    if (act({ type: "rebase", unit: heli.id, to: label(hex), ...(sel.escort > 0 ? { escort: sel.escort } : {}) })) clearSelection();
    return;
  }
  const sail = seg.kind === "move" ? c.ship.actionAt(hex) : null;
  if (sail) {
    // A shaded hex sails the picked ship there, as a click moves a land stack [8.5.6.4, 8.5.8.1].
    if (act(sail)) clearSelection();
    return;
  }
  if (seg.kind === "move") {
    // In a special mode a click on a purple hex commits; elsewhere the engine's refusal names the rule [8.5.2, 8.5.7.1].
    const flight = sel.selectedUnits.length > 0 && (c.special.picks.has(hex) || mine.length === 0) ? c.special.action(label(hex)) : null;
    if (flight) {
      if (act(flight)) clearSelection();
      return;
    }
    if (sel.selectedUnits.length > 0 && mine.length === 0) {
      const to = label(hex);
      const r = reachable && !("error" in reachable) ? reachable.hexes.find((h) => h.hex === to) : undefined;
      if (act({ type: "move", units: sel.selectedUnits, to, ...(r ? { path: r.path } : {}) })) clearSelection();
      return;
    }
    if (mine.length > 0) {
      const moved = shown.seg.moved;
      const free = mine.filter((u) => !moved[u.id]).map((u) => u.id);
      c.ship.setPick(NO_NAVAL_PICK);
      sel.setSelectedHex(hex);
      sel.setSelectedUnits(free.length > 0 ? free : mine.map((u) => u.id));
      // A helicopter alone in its base is picked for a rebase rather than moved [6.5.1.2].
      const helos = mine.filter((u) => air?.helicopters.some((h) => h.id === u.id));
      sel.setHelicopter(helos.length > 0 && helos.length === mine.length ? helos[0]!.id : null);
      return;
    }
    clearSelection();
    return;
  }
  if (seg.kind === "combat") {
    const enemy = here.filter((u) => u.side && u.side !== active);
    if (enemy.length === 0 && amphTargets.get(label(hex))?.kind === "landing") {
      sel.setBeach(label(hex));
      return;
    }
    if (enemy.length === 0) {
      if (mine.length > 0 && sel.target !== null) {
        const ids = mine.map((u) => u.id);
        sel.setAttackers((a) => (ids.every((id) => a.includes(id)) ? a.filter((id) => !ids.includes(id)) : [...new Set([...a, ...ids])]));
      }
      return;
    }
    sel.setTarget(hex);
    sel.setSelectedHex(null);
    sel.setBeach(null);
    sel.clearSupport();
    // Every friendly unit next to the target that has not attacked yet, as a start, and the marines aboard AMPHs in assault position next to a beach [8.5.8.1].
    const near = [...counters.entries()].filter(([h]) => h !== hex && isAdjacent(c.spec, h, hex)).flatMap(([, list]) => list.filter((u: CounterView) => u.side === active && !shown.seg.attacked[u.id]).map((u) => u.id));
    const aboard = amphTargets.get(label(hex))?.kind === "assault" ? (amphTargets.get(label(hex))?.units ?? []) : [];
    sel.setAttackers([...near, ...aboard]);
    return;
  }
  // The Advanced game's segments pick on the board: an HQ (its range shows), a target, a SOF mission's hex [18.2, 20.1, 21.3].
  if (shown.adv) sel.setSelectedHex(sel.selectedHex === hex ? null : hex);
}

export function isAdjacent(spec: GridSpec, a: number, b: number): boolean {
  return areAdjacent(spec, { col: a % spec.columns, row: Math.floor(a / spec.columns) }, { col: b % spec.columns, row: Math.floor(b / spec.columns) });
}
