/**
 * The hex map's schema check and lints (lib/validate) off the main thread: on
 * a 200,000-hex map they take tens of milliseconds, which must not hold up the
 * end of a stroke. Findings come back placed on their hexes, with the sequence
 * number they answer. Until the worker says it is ready, the painter checks
 * on its own thread, so a map's findings show as soon as it opens.
 */
import "../zod-no-eval";
import type { HexMap } from "@/lib/model/map-hex";
import { lintMap, type MapFinding } from "@/lib/painter/lint-map";
import { newHexMap } from "@/lib/painter/new-map";

export interface MapLintRequest {
  seq: number;
  doc: HexMap;
}

export type MapLintReply = { seq: number; findings: MapFinding[] | null } | { ready: true };

self.onmessage = (event: MessageEvent<MapLintRequest>) => {
  let findings: MapFinding[] | null = null;
  try {
    findings = lintMap(event.data.doc);
  } catch (error) {
    // Always answer: the painter sends the next check only after this one's reply.
    console.error("map lint worker:", error);
  }
  self.postMessage({ seq: event.data.seq, findings } satisfies MapLintReply);
};

// Loading the validators and their first run take seconds on a busy machine: the painter checks on its own
// thread until this arrives, so warm up on a small map first.
try {
  lintMap(newHexMap({ name: "warm-up", orientation: "flat", columns: 4, rows: 4, offset: "odd", firstLabel: "0101" }));
} catch {
  // A real check will say what is wrong.
}
self.postMessage({ ready: true } satisfies MapLintReply);
