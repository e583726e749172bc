"use client";

import { useEffect, useState } from "react";
import type { AreaEditor } from "@/lib/area-painter/editor";
import type { Pt } from "@/lib/area-painter/model";
import type { AreaMap } from "@/lib/model/map-area";
import { type Finding, validateDocument } from "@/lib/validate";
import type { AreaLintReply, AreaLintRequest } from "./lint.worker";
import type { AreaOverlay } from "./overlay";

export interface LocatedFinding extends Finding {
  /** The space the finding is about, when the pointer names one. */
  space: string | null;
  /** Where to mark it on the map (the space's label point). */
  at: Pt | null;
}

/** The space a finding's JSON pointer is about: a territory, sea zone, connection's `from` or canal's first sea zone. */
export function spaceOfPointer(doc: AreaMap, pointer: string): string | null {
  const [list, index] = pointer.split("/").slice(1, 3);
  const i = Number(index);
  if (!Number.isInteger(i)) return null;
  switch (list) {
    case "territories":
      return doc.territories[i]?.id ?? null;
    case "seaZones":
      return doc.seaZones[i]?.id ?? null;
    case "connections":
      return doc.connections[i]?.from ?? null;
    case "canals":
      return doc.canals[i]?.seaZones[0] ?? null;
    default:
      return null;
  }
}

/** Runs `fn` when the browser is idle (soon after the first frames), or after `ms` at the latest; returns a cancel. */
export function whenIdle(fn: () => void, ms: number): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(fn, { timeout: ms });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 50);
  return () => clearTimeout(id);
}

/**
 * The map's schema errors and lints, a moment after editing pauses, located
 * on the map and marked there. They run in a worker (lint.worker.ts), first
 * once the map is drawn: on a traced board they take seconds. One check is in
 * flight at a time; edits meanwhile ask for one more when it answers.
 */
export function useAreaLints(editor: AreaEditor, overlay: AreaOverlay, redraw: () => void): LocatedFinding[] {
  const [findings, setFindings] = useState<LocatedFinding[]>([]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let disposed = false;
    let seq = 0;
    let inFlight: { seq: number; doc: AreaMap } | null = null;
    let again = false;
    let worker: Worker | null = null;
    let noWorker = false;
    const show = (doc: AreaMap, found: Finding[]) => {
      if (disposed) return;
      const located = found.map((f) => {
        const space = spaceOfPointer(doc, f.pointer);
        return { ...f, space, at: space ? (editor.spaceView(space)?.label ?? null) : null };
      });
      setFindings(located);
      overlay.setLints(located.filter((f) => f.at).map((f) => ({ at: f.at!, severity: f.severity })));
      redraw();
    };
    const run = () => {
      if (disposed) return;
      if (inFlight) {
        again = true;
        return;
      }
      const doc = editor.document();
      if (!worker && !noWorker && typeof Worker === "function") {
        try {
          worker = new Worker(new URL("./lint.worker.ts", import.meta.url), { type: "module", name: "warbench-area-lint" });
          worker.onmessage = (event: MessageEvent<AreaLintReply>) => {
            const answered = inFlight;
            inFlight = null;
            if (answered && answered.seq === event.data.seq) show(answered.doc, event.data.findings);
            if (again) {
              again = false;
              run();
            }
          };
          // A worker that cannot start (or dies) leaves the lints to this thread.
          worker.onerror = () => {
            noWorker = true;
            worker?.terminate();
            worker = null;
            const lost = inFlight;
            inFlight = null;
            if (lost) show(lost.doc, validateDocument("map", lost.doc));
          };
        } catch {
          noWorker = true;
          worker = null;
        }
      }
      if (!worker) return show(doc, validateDocument("map", doc));
      inFlight = { seq: ++seq, doc };
      worker.postMessage({ seq, doc } satisfies AreaLintRequest);
    };
    const cancelFirst = whenIdle(run, 1500);
    const unsubscribe = editor.subscribe((event) => {
      if (!event.spaces && !event.full && !event.ui) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, 500);
    });
    return () => {
      disposed = true;
      cancelFirst();
      unsubscribe();
      if (timer) clearTimeout(timer);
      worker?.terminate();
    };
  }, [editor, overlay, redraw]);
  return findings;
}
