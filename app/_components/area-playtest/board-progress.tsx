"use client";

import { useEffect, useState } from "react";
import type { AreaMap } from "@/lib/model";
import { prepareLabels } from "./board-prep";
import type { BoardGeometry } from "./board-geometry";
import styles from "./area-playtest.module.css";

/** How far the board's preparation has come: the names made of the spaces on the map. */
export interface BoardPrep {
  ready: boolean;
  done: number;
  total: number;
}

/**
 * Prepares a map's names once (board-prep.ts), in slices: until it is done
 * the board draws the spaces' outlines and fills only. A new geometry of the
 * same map (a complex built) draws at once; its names are made as drawn.
 */
export function useBoardPrep(map: AreaMap, geo: BoardGeometry): BoardPrep {
  const [prep, setPrep] = useState<BoardPrep & { map: AreaMap | null }>({ ready: false, done: 0, total: geo.caches.size, map: null });
  const current = prep.map === map ? prep : { ready: false, done: 0, total: geo.caches.size, map };
  const wanted = !current.ready;
  useEffect(() => {
    if (!wanted) return;
    return prepareLabels(
      geo,
      (done, total) => setPrep({ ready: false, done, total, map }),
      () => setPrep({ ready: true, done: geo.caches.size, total: geo.caches.size, map }),
    );
    // Once per map: a later geometry of the same map needs no preparation shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, wanted]);
  return current;
}

/** The board's progress while it prepares: what is drawn already and how many names are ready. */
export function BoardProgress({ prep }: { prep: BoardPrep }) {
  if (prep.ready) return null;
  return (
    <div data-testid="board-progress" role="status" aria-live="polite" className={styles.progress}>
      <div>
        <strong>Preparing the board</strong> · outlines drawn
      </div>
      <label className={styles.row}>
        Names and units
        <progress max={prep.total} value={prep.done} aria-label="Board preparation" />
        <span className="mono">
          {prep.done}/{prep.total}
        </span>
      </label>
    </div>
  );
}

