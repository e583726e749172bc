"use client";

import { useCallback, useMemo, useState } from "react";
import { type Action, apply, type GameState, specialMoveTargets } from "@/lib/engine";
import type { MapEditor } from "@/lib/painter/editor";
import { airmobilePointsWords, type MapPick, specialPicks } from "@/lib/playtest/map-picks";
import { AIR_MODES, adfChartLine, leftIn, moveModes, type MoveMode, specialAction, targetByKey, targetsOf } from "@/lib/playtest/special-moves";

/**
 * The selected stack's airlift, paradrop, airmobile and sea transport
 * options [8.5.2–8.5.7.1]: the engine's destinations for the picked mode
 * (falling back to land when the mode is no longer open), the hexes to shade
 * with their risk, the escort, whose airmobile points fly [8.5.4.1, 8.5.5],
 * and the action a click commits.
 */
export function useSpecialMoves(p: { live: boolean; moving: boolean; state: GameState; side: string | null; units: string[]; editor: MapEditor; names: Readonly<Record<string, string>> }) {
  const { live, moving, state, side, units, editor, names } = p;
  const [picked, setPicked] = useState<MoveMode>("land");
  const [escort, setEscort] = useState(0);
  const query = useMemo(() => (live && moving && units.length > 0 ? specialMoveTargets(state, units) : null), [live, moving, state, units]);
  // The query lists where the stack could go; the segment and ownership checks are apply's, so a mode is offered only when its first destination applies [8.5.2, 8.5.7.1, SOP].
  const modes = useMemo(() => moveModes(query).filter((m) => m === "land" || !("error" in apply(state, specialAction(m, units, targetsOf(query, m)[0]!)))), [query, state, units]);
  const mode: MoveMode = modes.includes(picked) ? picked : "land";
  const targets = useMemo(() => targetsOf(query, mode), [query, mode]);
  const maxEscort = Math.min(2, side ? (state.air?.points[side] ?? 0) : 0);
  const flownEscort = AIR_MODES.includes(mode) ? Math.min(escort, maxEscort) : 0;
  const adfLine = useCallback((level: string) => adfChartLine(state.bundle, level), [state.bundle]);
  // The destinations on the board, one a hex, with the risk its hover line says [6.6, 8.5.6.4.1].
  const picks = useMemo(() => {
    const m = new Map<number, MapPick>();
    if (mode === "land") return m;
    for (const pick of specialPicks(mode, targets, flownEscort, adfLine, names)) {
      const i = editor.indexOfLabel(pick.to);
      if (i !== null) m.set(i, pick);
    }
    return m;
  }, [mode, targets, flownEscort, adfLine, names, editor]);
  const left = leftIn(query, mode);
  const points = query && !("error" in query) && mode === "airmobile" ? airmobilePointsWords(query) : null;
  const reset = useCallback(() => {
    setPicked("land");
    setEscort(0);
  }, []);
  // A clicked hex's label (a USMC flight's AMPH goes in `base` [8.5.5]); an unlisted hex still goes to apply, whose refusal names the rule.
  const action = (key: string): Action | null => (mode === "land" ? null : specialAction(mode, units, targetByKey(targets, key) ?? key, flownEscort));
  /** The target a hex (index) flies to, for the panel's risk. */
  const targetAt = (hex: number | null) => (hex !== null && picks.has(hex) ? targetByKey(targets, editor.labelOf(hex)) : undefined);
  return { mode, setMode: setPicked, modes, targets, picks, targetAt, escort: flownEscort, setEscort, maxEscort, left, points, reset, action, adfLine };
}
