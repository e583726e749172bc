"use client";

import { useEffect, useMemo, useState } from "react";
import type { MapEditor } from "@/lib/painter/editor";
import { hexOnScreen } from "@/lib/playtest/board-view";
import type { MapPick } from "@/lib/playtest/map-picks";

/**
 * Picking a destination on the board, shared by naval moves and the special
 * move modes: the destination pointed at (hovered, else the one stepped to
 * with the arrow keys on the board), Enter or a click chooses it, Esc
 * anywhere cancels. Arrow keys walk the destinations in map order and bring
 * each into view, so the board can be played without a mouse.
 */
export function useMapPick(p: { picks: ReadonlyMap<number, MapPick>; hoverHex: number | null; editor: MapEditor; onChoose: (hex: number) => void; onCancel: () => void }) {
  const { picks, hoverHex, editor, onChoose, onCancel } = p;
  const order = useMemo(() => [...picks.keys()].sort((a, b) => a - b), [picks]);
  const [stepped, setStepped] = useState<{ picks: ReadonlyMap<number, MapPick>; hex: number } | null>(null);
  const keyed = stepped && stepped.picks === picks ? stepped.hex : null;
  const focus = hoverHex !== null && picks.has(hoverHex) ? hoverHex : keyed;
  const armed = picks.size > 0;

  useEffect(() => {
    if (!armed) return;
    const esc = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !e.defaultPrevented) onCancel();
    };
    window.addEventListener("keydown", esc);
    return () => window.removeEventListener("keydown", esc);
  }, [armed, onCancel]);

  /** The board's keys while armed: arrows step, Enter chooses; true when used. */
  const onKey = (e: React.KeyboardEvent): boolean => {
    if (!armed) return false;
    if (e.key === "Enter" && focus !== null) {
      onChoose(focus);
      return true;
    }
    const step = e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 0;
    if (step === 0 || order.length === 0) return false;
    const at = focus === null ? -1 : order.indexOf(focus);
    const next = order[(at + step + order.length) % order.length] ?? order[0]!;
    setStepped({ picks, hex: next });
    if (!hexOnScreen(editor.map.spec, editor.view, editor.viewport, next)) editor.centreOnHex(next);
    return true;
  };

  return { focus, onKey, words: (hex: number | null) => (hex !== null ? (picks.get(hex)?.words ?? null) : null) };
}
