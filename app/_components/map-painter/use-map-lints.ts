"use client";

import { type RefObject, useEffect, useState } from "react";
import type { MapSnapshot } from "@/lib/painter/editable-map";
import type { MapEditor } from "@/lib/painter/editor";
import { lintSnapshot, type MapFinding } from "@/lib/painter/lint-map";
import { LintRunner } from "@/lib/painter/lint-runner";
import type { MapLintReply, MapLintRequest } from "./lint.worker";
import type { MapRenderer } from "../board-canvas/hex-renderer";

/** The longest the first check waits for the map's picture to complete. */
const LINT_START_MAX_WAIT_MS = 3000;
/** Up to this many hexes a check is quick enough to run here while the worker loads. */
const CHECK_HERE_MAX_HEXES = 40_000;

/**
 * The map's findings, checked as it opens and after every committed edit
 * (LintRunner) on a snapshot of the editor's arrays, in a worker; marked on the
 * map as they come. While the worker loads, a small map is checked on this
 * thread (its findings show at once) and a big one waits for the worker (a
 * 200,000-hex check must not freeze painting); where no worker can start,
 * every check runs here.
 */
export function useMapLints(editor: MapEditor, renderer: RefObject<MapRenderer | null>): MapFinding[] | null {
  const [findings, setFindings] = useState<MapFinding[] | null>(null);
  useEffect(() => {
    let worker: Worker | null = null;
    let seq = 0;
    let markReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    let isReady = false;
    const waiting = new Map<number, (findings: MapFinding[] | null) => void>();
    const workerLost = () => {
      worker?.terminate();
      worker = null;
      markReady();
      // Checks the dead worker owed are done here instead.
      for (const [, answer] of waiting) answer(null);
      waiting.clear();
    };
    const startWorker = () => {
      try {
        worker = new Worker(new URL("./lint.worker.ts", import.meta.url), { type: "module", name: "warbench-map-lint" });
        worker.onmessage = (event: MessageEvent<MapLintReply>) => {
          const reply = event.data;
          if ("ready" in reply) {
            isReady = true;
            markReady();
            return;
          }
          waiting.get(reply.seq)?.(reply.findings);
          waiting.delete(reply.seq);
        };
        worker.onerror = workerLost;
      } catch {
        workerLost();
      }
    };
    const inWorker = (snapshot: MapSnapshot): Promise<MapFinding[]> => {
      if (!worker) return Promise.resolve(lintSnapshot(snapshot));
      const id = ++seq;
      return new Promise((resolve) => {
        waiting.set(id, (found) => resolve(found ?? lintSnapshot(snapshot)));
        worker!.postMessage({ seq: id, snapshot } satisfies MapLintRequest);
      });
    };
    const check = (snapshot: MapSnapshot): Promise<MapFinding[]> => {
      if (isReady || !worker) return inWorker(snapshot);
      if (snapshot.terrain.length <= CHECK_HERE_MAX_HEXES) return Promise.resolve(lintSnapshot(snapshot));
      return ready.then(() => inWorker(snapshot));
    };
    const runner = new LintRunner({ snapshot: () => editor.map.snapshot(), subscribe: (l) => editor.subscribe(l) }, check, (found) => {
      setFindings(found);
      renderer.current?.setLints(found.filter((f) => f.hex !== null).map((f) => ({ hex: f.hex!, severity: f.severity })));
    });
    // The worker starts and the first check runs once the map's picture is complete (or after a few seconds at
    // most): loading the validators and checking 200,000 hexes would compete with the first tiles for the CPU.
    let started = false;
    const begin = () => {
      if (started) return;
      started = true;
      startWorker();
      runner.start();
    };
    const latest = setTimeout(begin, LINT_START_MAX_WAIT_MS);
    let soon: ReturnType<typeof setTimeout> | null = null;
    let alive = true;
    void (renderer.current?.pictured ?? Promise.resolve()).then(() => {
      if (alive) soon = setTimeout(begin, 0);
    });
    return () => {
      alive = false;
      clearTimeout(latest);
      if (soon) clearTimeout(soon);
      runner.dispose();
      worker?.terminate();
    };
  }, [editor, renderer]);
  return findings;
}
