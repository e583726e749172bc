"use client";

import { useCallback, useMemo, useState } from "react";
import { type Action, apply, type GameState, specialMoveTargets } from "@/lib/engine";
import type { MapEditor } from "@/lib/painter/editor";
import { AIR_MODES, adfChartLine, leftIn, moveModes, type MoveMode, specialAction, targetByKey, targetKey, targetsOf } from "@/lib/playtest/special-moves";

/**
 * The selected stack's airlift and sea transport options [8.5.2, 8.5.7.1]:
 * the engine's destinations for the picked mode (falling back to land when
 * the mode is no longer open), the hexes to shade, the one pointed at, the
 * escort, and the action a click commits.
 */
export function useSpecialMoves(p: { live: boolean; moving: boolean; state: GameState; side: string | null; units: string[]; editor: MapEditor; hoverHex: number | null }) {
  const { live, moving, state, side, units, editor, hoverHex } = p;
  const [picked, setPicked] = useState<MoveMode>("land");
  const [listFocus, setListFocus] = useState<string | null>(null);
  const [escort, setEscort] = useState(0);
  const query = useMemo(() => (live && moving && units.length > 0 ? specialMoveTargets(state, units) : null), [live, moving, state, units]);
  // The query lists where the stack could go; the segment and ownership checks are apply's, so a mode is offered only when its first destination applies [8.5.2, 8.5.7.1, SOP].
  const modes = useMemo(() => moveModes(query).filter((m) => m === "land" || !("error" in apply(state, specialAction(m, units, targetsOf(query, m)[0]!)))), [query, state, units]);
  const mode: MoveMode = modes.includes(picked) ? picked : "land";
  const targets = useMemo(() => targetsOf(query, mode), [query, mode]);
  const hexes = useMemo(() => new Set(targets.map((t) => editor.indexOfLabel(t.to)).filter((i): i is number => i !== null)), [targets, editor]);
  // Focus is a target key (hex, and the AMPH of a USMC flight [8.5.5]); a hovered hex names its first target.
  const hoveredHex = hoverHex !== null && hexes.has(hoverHex) ? editor.labelOf(hoverHex) : null;
  const listed = listFocus !== null ? targetByKey(targets, listFocus) : undefined;
  const hovered = hoveredHex !== null ? (listed?.to === hoveredHex ? listed : targetByKey(targets, hoveredHex)) : undefined;
  const focusTarget = hovered ?? listed;
  const focus = focusTarget ? targetKey(focusTarget) : null;
  const focusIndex = focusTarget ? editor.indexOfLabel(focusTarget.to) : null;
  const maxEscort = Math.min(2, side ? (state.air?.points[side] ?? 0) : 0);
  const left = leftIn(query, mode);
  const reset = useCallback(() => {
    setPicked("land");
    setListFocus(null);
    setEscort(0);
  }, []);
  // `key` is a list button's target key or a clicked hex's label; an unlisted hex still goes to apply, whose refusal names the rule.
  const action = (key: string): Action | null => (mode === "land" ? null : specialAction(mode, units, targetByKey(targets, key) ?? key, AIR_MODES.includes(mode) ? Math.min(escort, maxEscort) : 0));
  const adfLine = useCallback((level: string) => adfChartLine(state.bundle, level), [state.bundle]);
  return { mode, setMode: setPicked, modes, targets, hexes, focus, focusIndex, setFocus: setListFocus, escort: Math.min(escort, maxEscort), setEscort, maxEscort, left, reset, action, adfLine };
}
