"use client";

import { useEffect } from "react";
import { type Action, currentSegment, type GameEvent, type GameState, hexesWithin, navalMoveTargets, reachableHexes, rebaseTargetsOf, specialMoveTargets, stateHash } from "@/lib/engine";
import { indexCentre } from "@/lib/painter/geometry";
import type { MapEditor } from "@/lib/painter/editor";
import type { EngineGame } from "../game-screen/use-engine-game";
import { isAdjacent } from "./hex-click";
import { type AdvancedView, advancedView } from "@/lib/engine/rulesets/nextwar/advanced/view";

declare global {
  interface Window {
    /** The open playtest, for end-to-end tests and benchmarks to read and aim with. */
    __warbenchPlaytest?: {
      state: () => GameState;
      hash: () => string;
      pointOf: (label: string) => { x: number; y: number } | null;
      reachable: (units: string[]) => ReturnType<typeof reachableHexes>;
      rebaseTargets: (unit: string) => ReturnType<typeof rebaseTargetsOf>;
      specialTargets: (units: string[]) => ReturnType<typeof specialMoveTargets>;
      active: () => string | null;
      adjacent: (a: string, b: string) => boolean;
      lastEvents: () => GameEvent[];
      label: (index: number) => string;
      navalTargets: (unit: string) => ReturnType<typeof navalMoveTargets>;
      /** The Advanced game's view as everyone sees it (null in a standard game) [14–29]. */
      advanced: () => AdvancedView | null;
      /** Whether hex `b` is within `range` hexes of hex `a` (labels). */
      within: (a: string, b: string, range: number) => boolean;
    };
  }
}

/** Hands the open game to end-to-end tests and benchmarks (window.__warbenchPlaytest): its state, the engine's queries, and where a hex is on screen. */
export function useTestHandle(game: EngineGame<GameState, Action, GameEvent>, editor: MapEditor) {
  useEffect(() => {
    window.__warbenchPlaytest = {
      state: () => game.latest(),
      hash: () => stateHash(game.latest()),
      reachable: (units) => reachableHexes(game.latest(), units),
      rebaseTargets: (unit) => rebaseTargetsOf(game.latest(), unit),
      specialTargets: (units) => specialMoveTargets(game.latest(), units),
      active: () => currentSegment(game.latest()).active,
      adjacent: (a, b) => {
        const x = editor.indexOfLabel(a);
        const y = editor.indexOfLabel(b);
        return x !== null && y !== null && isAdjacent(editor.map.spec, x, y);
      },
      label: (i) => editor.labelOf(i),
      navalTargets: (unit) => navalMoveTargets(game.latest(), unit),
      within: (a, b, range) => {
        const x = editor.indexOfLabel(a);
        const y = editor.indexOfLabel(b);
        return x !== null && y !== null && hexesWithin(game.latest(), x, range).includes(y);
      },
      lastEvents: () => game.lastEvents(),
      advanced: () => advancedView(game.latest(), null),
      pointOf: (l: string) => {
        const i = editor.indexOfLabel(l);
        const canvas = document.querySelector('[data-testid="board"]');
        if (i === null || !canvas) return null;
        const rect = canvas.getBoundingClientRect();
        const at = () => {
          const c = indexCentre(editor.map.spec, i);
          return { x: c.x * editor.view.scale + editor.view.x, y: c.y * editor.view.scale + editor.view.y };
        };
        // A hex off screen (or under the zoom buttons) is brought to the middle first, as a player would scroll to it.
        let p = at();
        if (p.x < 40 || p.y < 56 || p.x > rect.width - 40 || p.y > rect.height - 40) {
          editor.centreOnHex(i);
          p = at();
        }
        return { x: rect.left + p.x, y: rect.top + p.y };
      },
    };
    return () => {
      delete window.__warbenchPlaytest;
    };
  }, [game, editor]);
}
