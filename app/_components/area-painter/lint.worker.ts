/**
 * The area map's schema check and lints (lib/validate) off the main thread:
 * on a traced board (TripleA's 1942 map, 54,000 outline vertices) the overlap
 * and border lints take seconds, which must not hold up opening the map or a
 * drag. The editor sends the document after edits pause; findings come back
 * with the sequence number they answer.
 */
import "../zod-no-eval";
import type { Finding } from "@/lib/validate";
import { validateDocument } from "@/lib/validate";

export interface AreaLintRequest {
  seq: number;
  doc: unknown;
}

export interface AreaLintReply {
  seq: number;
  findings: Finding[];
}

self.onmessage = (event: MessageEvent<AreaLintRequest>) => {
  let findings: Finding[] = [];
  try {
    findings = validateDocument("map", event.data.doc);
  } catch (error) {
    // Always answer: the editor sends the next check only after this one's reply.
    console.error("area lint worker:", error);
  }
  self.postMessage({ seq: event.data.seq, findings } satisfies AreaLintReply);
};
