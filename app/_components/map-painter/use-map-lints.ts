"use client";

import { type RefObject, useEffect, useState } from "react";
import type { HexMap } from "@/lib/model/map-hex";
import type { MapEditor } from "@/lib/painter/editor";
import { lintMap, type MapFinding } from "@/lib/painter/lint-map";
import { LintRunner } from "@/lib/painter/lint-runner";
import type { MapLintReply, MapLintRequest } from "./lint.worker";
import type { MapRenderer } from "./renderer";

/**
 * The map's findings, checked as it opens and after every committed edit
 * (LintRunner), in a worker once it has loaded (on this thread before that,
 * or when no worker can start); marked on the map as they come.
 */
export function useMapLints(editor: MapEditor, renderer: RefObject<MapRenderer | null>): MapFinding[] | null {
  const [findings, setFindings] = useState<MapFinding[] | null>(null);
  useEffect(() => {
    let worker: Worker | null = null;
    let ready = false;
    let seq = 0;
    const waiting = new Map<number, (findings: MapFinding[] | null) => void>();
    try {
      worker = new Worker(new URL("./lint.worker.ts", import.meta.url), { type: "module", name: "warbench-map-lint" });
      worker.onmessage = (event: MessageEvent<MapLintReply>) => {
        const reply = event.data;
        if ("ready" in reply) {
          ready = true;
          return;
        }
        waiting.get(reply.seq)?.(reply.findings);
        waiting.delete(reply.seq);
      };
      worker.onerror = () => {
        worker?.terminate();
        worker = null;
        // Checks the dead worker owed are done here instead.
        for (const [, answer] of waiting) answer(null);
        waiting.clear();
      };
    } catch {
      worker = null;
    }
    const check = (doc: HexMap): Promise<MapFinding[]> => {
      if (!worker || !ready) return Promise.resolve(lintMap(doc));
      const id = ++seq;
      return new Promise((resolve) => {
        waiting.set(id, (found) => resolve(found ?? lintMap(doc)));
        worker!.postMessage({ seq: id, doc } satisfies MapLintRequest);
      });
    };
    const runner = new LintRunner(editor, check, (found) => {
      setFindings(found);
      renderer.current?.setLints(found.filter((f) => f.hex !== null).map((f) => ({ hex: f.hex!, severity: f.severity })));
    });
    // The first check waits for the first frame: a big map's check must not hold up its picture.
    let timer: ReturnType<typeof setTimeout> | null = null;
    const raf = requestAnimationFrame(() => {
      timer = setTimeout(() => runner.start(), 0);
    });
    return () => {
      cancelAnimationFrame(raf);
      if (timer) clearTimeout(timer);
      runner.dispose();
      worker?.terminate();
    };
  }, [editor, renderer]);
  return findings;
}
