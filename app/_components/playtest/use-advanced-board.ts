"use client";

import { useMemo } from "react";
import { type GameState, hexesWithin } from "@/lib/engine";
import { advancedView } from "@/lib/engine/rulesets/nextwar/advanced/view";
import type { MapEditor } from "@/lib/painter/editor";
import { hoverSupplyLine, hqAt } from "@/lib/playtest/advanced";
import type { CounterView } from "@/lib/playtest/view-model";

/**
 * What the board shows of the Advanced game [14–29] besides the counters'
 * markers: the view model as the viewer sees it, the supply line of the unit
 * under the pointer [19.2], the CW markers [18.2.4], and the selected HQ with
 * its range as a ring [18.2.1]. All empty in a standard game.
 */
export function useAdvancedBoard(p: { shown: GameState; viewer: string | null; counters: Map<number, CounterView[]>; editor: MapEditor; hoverHex: number | null; selectedHex: number | null }) {
  const { shown, viewer, counters, editor, hoverHex, selectedHex } = p;
  const adv = useMemo(() => (shown.adv ? advancedView(shown, viewer) : null), [shown, viewer]);
  const supplyLine = useMemo(() => {
    if (!adv || hoverHex === null) return NONE;
    const line = hoverSupplyLine(adv, counters.get(hoverHex) ?? []);
    return line ? line.map((l) => editor.indexOfLabel(l)).filter((i): i is number => i !== null) : NONE;
  }, [adv, hoverHex, counters, editor]);
  const cw = useMemo(() => {
    if (!adv) return NO_CW;
    const colours = new Map(shown.bundle.game.sides.map((s) => [s.id, s.colour ?? "#777777"]));
    return adv.cwMarkers.flatMap((m) => {
      const hex = editor.indexOfLabel(m.hex);
      return hex === null ? [] : [{ hex, colour: colours.get(m.side) ?? "#777777" }];
    });
  }, [adv, shown.bundle, editor]);
  const hq = useMemo(() => (selectedHex === null ? null : hqAt(adv, counters.get(selectedHex) ?? [])), [adv, selectedHex, counters]);
  const hqRange = useMemo(() => (hq && selectedHex !== null ? new Set(hexesWithin(shown, selectedHex, hq.range)) : undefined), [hq, selectedHex, shown]);
  return { adv, supplyLine, cw, hq, hqRange };
}

const NONE: number[] = [];
const NO_CW: { hex: number; colour: string }[] = [];

export type AdvancedBoard = ReturnType<typeof useAdvancedBoard>;
