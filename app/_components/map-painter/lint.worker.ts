/**
 * The hex map's schema check and lints (lib/validate) off the main thread: on
 * a 200,000-hex map they take tens of milliseconds, which must not hold up the
 * end of a stroke. Findings come back placed on their hexes, with the sequence
 * number they answer. It gets the editor's arrays (a snapshot) and builds the
 * document here. Until it says it is ready, the painter checks a small map on
 * its own thread, so the findings show as soon as the map opens.
 */
import "../zod-no-eval";
import type { MapSnapshot } from "@/lib/painter/editable-map";
import { lintMap, lintSnapshot, type MapFinding } from "@/lib/painter/lint-map";
import { newHexMap } from "@/lib/painter/new-map";

export interface MapLintRequest {
  seq: number;
  /** The editor's arrays, not the document: building the document text is the worker's job too. */
  snapshot: MapSnapshot;
}

export type MapLintReply = { seq: number; findings: MapFinding[] | null } | { ready: true };

self.onmessage = (event: MessageEvent<MapLintRequest>) => {
  let findings: MapFinding[] | null = null;
  try {
    findings = lintSnapshot(event.data.snapshot);
  } catch (error) {
    // Always answer: the painter sends the next check only after this one's reply.
    console.error("map lint worker:", error);
  }
  self.postMessage({ seq: event.data.seq, findings } satisfies MapLintReply);
};

// Loading the validators and their first run take seconds on a busy machine, and a big map's check waits for
// this message: warm up on a small map first.
try {
  lintMap(newHexMap({ name: "warm-up", orientation: "flat", columns: 4, rows: 4, offset: "odd", firstLabel: "0101" }));
} catch {
  // A real check will say what is wrong.
}
self.postMessage({ ready: true } satisfies MapLintReply);
