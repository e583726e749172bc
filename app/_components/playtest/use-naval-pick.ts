"use client";

import { useMemo, useState } from "react";
import { type Action, type GameState, navalMoveTargets } from "@/lib/engine";
import type { MapEditor } from "@/lib/painter/editor";
import { assaultMarks } from "@/lib/playtest/amphibious";
import { hexOnScreen } from "@/lib/playtest/board-view";
import { type MapPick, type NavalPicks, navalPicks } from "@/lib/playtest/map-picks";
import { type NavalPickState, NO_NAVAL_PICK } from "./naval-panel";

const NONE: NavalPicks = { hexes: [], boxes: [], byKey: new Map() };

/**
 * The ship picked in the naval display's movement [8.5.6.4]: its legal
 * destinations on the map (sea hexes and ports, the assault positions among
 * them marked [8.5.8.1]) for the board to shade and a click to sail to, and
 * the boxes the panel lists. Under fog of war an enemy AMPH's assault
 * positions stay hidden [13.2].
 */
export function useNavalPick(p: { acting: boolean; moving: boolean; state: GameState; legal: readonly Action[]; viewer: string | null; editor: MapEditor }) {
  const { acting, moving, state, legal, viewer, editor } = p;
  const [pick, setPick] = useState<NavalPickState>(NO_NAVAL_PICK);
  const unit = acting ? pick.unit : null;
  const assault = useMemo(() => (unit !== null ? assaultMarks(state, unit, legal, viewer) : new Map<string, string[]>()), [unit, state, legal, viewer]);
  const assaultHexes = useMemo(() => {
    const at = (labels: readonly string[]) => labels.map((l) => editor.indexOfLabel(l)).filter((i): i is number => i !== null);
    return new Map([...assault].flatMap(([sea, beaches]) => at([sea]).map((i) => [i, at(beaches)] as const)));
  }, [assault, editor]);
  const picks = useMemo(() => {
    if (unit === null || !moving) return NONE;
    const to = legal.flatMap((a) => (a.type === "naval-move" && a.unit === unit ? [a.to] : []));
    return to.length === 0 ? NONE : navalPicks(navalMoveTargets(state, unit), to, assault);
  }, [unit, moving, legal, state, assault]);
  const hexes = useMemo(() => {
    const m = new Map<number, MapPick>();
    for (const h of picks.hexes) {
      const i = editor.indexOfLabel(h.to);
      if (i !== null) m.set(i, h);
    }
    return m;
  }, [picks, editor]);

  const actionAt = (hex: number): Action | null => (unit !== null && hexes.has(hex) ? { type: "naval-move", unit, to: editor.labelOf(hex) } : null);

  /** Picks a ship (or drops it); brings its destinations into view when none is on screen, assault positions first. */
  const pickUnit = (next: NavalPickState) => {
    if (next.unit !== pick.unit && next.unit !== null && acting) {
      const marked = [...assaultMarks(state, next.unit, legal, viewer).keys()];
      const any = legal.flatMap((a) => (a.type === "naval-move" && a.unit === next.unit && /^\d+$/.test(a.to) ? [a.to] : []));
      const at = (marked.length > 0 ? marked : any).map((l) => editor.indexOfLabel(l)).filter((i): i is number => i !== null);
      if (at.length > 0 && !at.some((i) => hexOnScreen(editor.map.spec, editor.view, editor.viewport, i))) editor.centreOnHex(at[0]!);
    }
    setPick(next);
  };

  return { pick, setPick, pickUnit, assault, assaultHexes, picks, hexes, actionAt, armed: unit !== null && moving && (picks.hexes.length > 0 || picks.boxes.length > 0) };
}
