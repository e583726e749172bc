"use client";
/**
 * Lint findings as Monaco markers: the model's text goes to the lint worker
 * ~120 ms after the last keystroke; only the newest answer is shown. The
 * worker is told the scenario's game and map whenever they (re)load.
 */
import { useEffect, useRef, useState } from "react";
import type { DocumentKind } from "@/lib/model/document-kind";
import type { LintReply, LintRequest, LocatedFinding } from "./lint-protocol";
import { monaco } from "./monaco-setup";

type Model = import("monaco-editor/editor").editor.ITextModel;

export const LINT_DEBOUNCE_MS = 120;
export const MARKER_OWNER = "warbench";

export interface LintState {
  findings: LocatedFinding[];
  /** Worker time of the last check, and the pause-to-markers time. */
  ms: number | null;
  latencyMs: number | null;
}

export function useLint(model: Model | null, kind: DocumentKind, context: { game?: unknown; map?: unknown } | null): LintState {
  const [state, setState] = useState<LintState>({ findings: [], ms: null, latencyMs: null });
  const worker = useRef<Worker | null>(null);
  const seq = useRef(0);
  const sentAt = useRef(new Map<number, number>());
  const lintNow = useRef<() => void>(() => {});

  useEffect(() => {
    if (!model) return;
    const w = new Worker(new URL("./lint.worker.ts", import.meta.url), { type: "module", name: "warbench-lint" });
    worker.current = w;
    // One check in flight at a time: while the worker is busy, later edits only mark the text as changed,
    // and the newest text goes as soon as it answers (a queue of stale checks would delay the markers).
    let inFlight = false;
    let pending = false;
    w.onmessage = (event: MessageEvent<LintReply>) => {
      const reply = event.data;
      inFlight = false;
      if (pending) {
        pending = false;
        send();
      }
      const started = sentAt.current.get(reply.seq);
      sentAt.current.delete(reply.seq);
      if (reply.seq !== seq.current || model.isDisposed()) return;
      monaco.editor.setModelMarkers(
        model,
        MARKER_OWNER,
        reply.findings.map((f) => ({
          severity: f.severity === "error" ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
          message: f.message,
          code: f.code,
          source: "warbench",
          startLineNumber: f.line,
          startColumn: f.column,
          endLineNumber: f.endLine,
          endColumn: f.endColumn,
        })),
      );
      setState({ findings: reply.findings, ms: reply.ms, latencyMs: started === undefined ? null : Math.round(performance.now() - started + LINT_DEBOUNCE_MS) });
    };
    let timer = 0;
    const send = () => {
      if (inFlight) {
        pending = true;
        return;
      }
      inFlight = true;
      seq.current += 1;
      sentAt.current.set(seq.current, performance.now());
      const request: LintRequest = { type: "lint", seq: seq.current, kind, text: model.getValue() };
      w.postMessage(request);
    };
    lintNow.current = send;
    const sub = model.onDidChangeContent(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(send, LINT_DEBOUNCE_MS);
    });
    // A scenario waits for its game and map (the context effect sends then), so it never flashes "game not found".
    if (kind !== "scenario") send();
    return () => {
      window.clearTimeout(timer);
      sub.dispose();
      w.terminate();
      worker.current = null;
      lintNow.current = () => {};
      if (!model.isDisposed()) monaco.editor.setModelMarkers(model, MARKER_OWNER, []);
    };
  }, [model, kind]);

  useEffect(() => {
    if (!worker.current || !context) return;
    const request: LintRequest = { type: "context", game: context.game, map: context.map };
    worker.current.postMessage(request);
    lintNow.current();
  }, [context, model]);

  return state;
}
