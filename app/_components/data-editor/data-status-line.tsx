"use client";

import type { ScenarioContext } from "./use-context-docs";

/** The foot of the data editor: the kind, the length, how fast the markers came, and the scenario's game and map (or why one was not found). */
export function DataStatusLine({ kind, lineCount, latencyMs, context }: { kind: string; lineCount: number | null; latencyMs: number | null; context: ScenarioContext | null }) {
  return (
    <div className="editor-status">
      <span>{kind} document</span>
      {lineCount !== null && <span>{lineCount} lines</span>}
      {latencyMs !== null && <span title="From the pause in typing to the markers">markers in {latencyMs} ms</span>}
      {context?.missing.map((m) => (
        <span key={m} className="bad">
          {m}
        </span>
      ))}
      {context?.game && <span>game: {context.game.doc.name}</span>}
      {context?.map && <span>map: {context.map.doc.name}</span>}
    </div>
  );
}
