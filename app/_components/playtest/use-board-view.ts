"use client";

import { useCallback, useMemo } from "react";
import { airView, explainCombat, type GameState, hexesWithin, legalActions, navalView, reachableHexes, rebaseTargetsOf, supportChoices } from "@/lib/engine";
import type { MapEditor } from "@/lib/painter/editor";
import { amphibiousTargetsByHex, beachheads as beachheadsOf } from "@/lib/playtest/amphibious";
import { withFog } from "@/lib/playtest/fog";
import { countersByHex } from "@/lib/playtest/view-model";
import type { Selection } from "./use-selection";

type Segment = { kind: string; segment: string; active: string | null };

/**
 * What the hex board and its panels show of the game shown and the player's
 * picks, each worked out only when what it reads changes: a hover recomputes
 * the path alone, a selection the reachable hexes alone, a new state the rest.
 */
export function useBoardView(p: { shown: GameState; live: boolean; seg: Segment; editor: MapEditor; sel: Selection; viewer: string | null; specialMode: string; hasSeaZones: boolean; advancedAttack?: { hq?: string; cw?: string } }) {
  const { shown, live, seg, editor, sel, viewer, specialMode } = p;
  const label = useCallback((i: number) => editor.labelOf(i), [editor]);
  const allCounters = useMemo(() => countersByHex(shown), [shown]);
  const counters = useMemo(() => withFog(allCounters, viewer, shown), [allCounters, viewer, shown]);
  const legal = useMemo(() => (live && !shown.result ? legalActions(shown) : []), [live, shown]);

  // Reachable hexes of the selected stack, recomputed only when it or the state changes.
  const reachable = useMemo(() => {
    if (!live || sel.selectedUnits.length === 0 || seg.kind !== "move" || specialMode !== "land") return null;
    return reachableHexes(shown, sel.selectedUnits);
  }, [live, sel.selectedUnits, seg.kind, shown, specialMode]);
  const reachableMap = useMemo(() => {
    const m = new Map<number, number>();
    if (reachable && !("error" in reachable))
      for (const h of reachable.hexes) {
        const i = editor.indexOfLabel(h.hex);
        if (i !== null) m.set(i, h.cost);
      }
    return m;
  }, [reachable, editor]);
  // Paths by hex, so a hover looks its path up rather than searching the list.
  const paths = useMemo(() => new Map(reachable && !("error" in reachable) ? reachable.hexes.map((h) => [h.hex, h.path] as const) : []), [reachable]);
  const { retreatPreview, hoverHex } = sel;
  const pending = shown.pendingDecision;
  const path = useMemo(() => {
    const at = (labels: readonly string[]) => labels.map((l) => editor.indexOfLabel(l)).filter((i): i is number => i !== null);
    if (retreatPreview && pending?.kind === "retreat") return [pending.from, ...at(retreatPreview)];
    if (hoverHex === null) return NO_PATH;
    const h = paths.get(editor.labelOf(hoverHex));
    return h ? at(h) : NO_PATH;
  }, [paths, hoverHex, editor, retreatPreview, pending]);

  // The air war's track and helicopters, when the scenario fights one [6].
  const air = useMemo(() => (shown.air ? airView(shown) : null), [shown]);
  // The naval display, when the map has sea zones [7.1].
  const naval = useMemo(() => (p.hasSeaZones ? navalView(shown) : null), [p.hasSeaZones, shown]);
  const { target, attackers, support } = sel;
  const supportOptions = useMemo(() => {
    if (!live || (!air && !naval) || target === null || attackers.length === 0) return null;
    return supportChoices(shown, { attackers, defender: editor.labelOf(target) });
  }, [live, air, naval, target, attackers, shown, editor]);
  const explanation = useMemo(() => {
    if (!live || target === null || attackers.length === 0) return null;
    const declared = support.air > 0 || support.helicopters.length > 0 || (support.naval?.length ?? 0) > 0 ? { support: { attacker: support } } : {};
    // Advanced game: the HQ supporting the attack and the CW marker picked, each a line of the breakdown [18.2.1, 18.2.4].
    return explainCombat(shown, { attackers, defender: editor.labelOf(target), segment: seg.segment === "breakthrough-combat" ? "breakthrough" : "normal", ...declared, ...p.advancedAttack });
  }, [live, target, attackers, shown, editor, seg.segment, support, p.advancedAttack]);

  // A picked helicopter shows its mission range and, in its side's movement, where it may rebase [6.5.1.2, 6.5.3].
  const heli = useMemo(() => air?.helicopters.find((h) => h.id === sel.helicopter) ?? null, [air, sel.helicopter]);
  const range = useMemo(() => (heli ? new Set(hexesWithin(shown, heli.hex, heli.range)) : undefined), [heli, shown]);
  const rebaseTargets = useMemo(() => (heli && live && seg.kind === "move" ? rebaseTargetsOf(shown, heli.id) : null), [heli, live, seg.kind, shown]);
  const rebaseHexes = useMemo(() => {
    if (!rebaseTargets || "error" in rebaseTargets) return undefined;
    return new Set(rebaseTargets.map((t) => editor.indexOfLabel(t)).filter((i): i is number => i !== null));
  }, [rebaseTargets, editor]);

  // Beach hexes the side's marines aboard AMPHs in assault position may attack or land on [8.5.8.1], and the beachheads [8.5.8.2].
  const amphTargets = useMemo(() => (live && seg.kind === "combat" ? amphibiousTargetsByHex(shown, seg.active) : NO_TARGETS), [live, seg.kind, seg.active, shown]);
  const beaches = useMemo(() => new Set([...amphTargets.keys()].map((l) => editor.indexOfLabel(l)).filter((i): i is number => i !== null)), [amphTargets, editor]);
  const beachheads = useMemo(() => beachheadsOf(shown), [shown]);

  return { label, viewer, counters, legal, reachable, reachableMap, path, air, naval, supportOptions, explanation, heli, range, rebaseTargets, rebaseHexes, amphTargets, beaches, beachheads };
}

const NO_PATH: number[] = [];
const NO_TARGETS = new Map<string, never>();

export type BoardView = ReturnType<typeof useBoardView>;
