"use client";

import { useMemo } from "react";
import type { Action, GameEvent, GameState } from "@/lib/engine";
import { type AdvancedHqView, type AdvancedView, supplyCostsOf } from "@/lib/playtest/advanced";
import { lastEntryLines } from "@/lib/playtest/advanced-words";
import type { Namer } from "@/lib/playtest/names";
import { DetectPanel } from "./detect-panel";
import { LogisticsPanel } from "./logistics-panel";
import { SofPanel } from "./sof-panel";
import { StrikePanel } from "./strike-panel";
import { UnPanel } from "./un-panel";

/** The log's action types whose results each Advanced segment's panel shows. */
const RESULT_TYPES: Record<string, readonly string[]> = {
  logistics: ["create-msu", "create-depot", "convert-msu", "break-depot", "cash-supply"],
  emergency: ["emergency-supply", "cash-supply"],
  detect: ["detect"],
  sof: ["sof"],
  strike: ["hq-attack"],
  un: ["un-veto", "un-ceasefire"],
};

/**
 * The panels of the Advanced game's own segments [16.0] — logistics,
 * emergency supply, UN, electronic detection, SOF, strikes — each driven by
 * the actions the engine lists as legal, and the HQ picked on the board.
 * Nothing in a standard game.
 */
export function AdvancedPanels(p: {
  shown: GameState;
  adv: AdvancedView | null;
  /** The HQ in the hex picked on the board: its range is ringed there; here its uses left [18.2]. */
  hq: AdvancedHqView | null;
  seg: { kind: string; active: string | null };
  legal: readonly Action[];
  /** The player may act now (live, their turn, no decision pending). */
  canAct: boolean;
  boardUnits: readonly string[];
  boardHex: string | null;
  log: readonly { action: Action; events: readonly GameEvent[] }[];
  names: Namer;
  onAct: (a: Action) => void;
}) {
  const { adv, seg, legal, canAct, names, onAct } = p;
  const types = RESULT_TYPES[seg.kind];
  const lines = useMemo(() => (types ? lastEntryLines(p.log, types, names) : null), [types, p.log, names]);
  if (!adv) return null;
  const side = seg.active ?? "";
  // The SOF list and the strike picks are the segment's: a fresh panel for each side and turn (keys below).
  return (
    <>
      {canAct && (seg.kind === "logistics" || seg.kind === "emergency") && <LogisticsPanel kind={seg.kind} legal={legal} sp={adv.supplyPoints[side] ?? 0} costs={supplyCostsOf(p.shown)} names={names} lines={lines} onAct={onAct} />}
      {canAct && seg.kind === "un" && <UnPanel legal={legal} un={adv.un} names={names} onAct={onAct} />}
      {canAct && seg.kind === "detect" && <DetectPanel legal={legal} boardUnits={p.boardUnits} names={names} lines={lines} onAct={onAct} />}
      {canAct && seg.kind === "sof" && <SofPanel key={`${p.shown.turn}:${side}`} legal={legal} available={adv.sof[side]?.available ?? 0} boardUnits={p.boardUnits} boardHex={p.boardHex} names={names} lines={lines} onAct={onAct} />}
      {canAct && seg.kind === "strike" && <StrikePanel key={`${p.shown.turn}:${side}`} state={p.shown} side={side} legal={legal} boardUnits={p.boardUnits} names={names} lines={lines} onAct={onAct} />}
      {p.hq && (
        <div className="painter-panel" data-testid="hq-selected">
          <strong>{names.unit(p.hq.id)}</strong>: range {p.hq.range} (ringed on the board) · <strong data-testid="hq-uses-left">{p.hq.usesLeft}</strong> of 2 combat uses left this turn
          {p.hq.lost > 0 && ` (${p.hq.lost} lost to hits)`} <span className="rule">[18.2]</span>
        </div>
      )}
    </>
  );
}
