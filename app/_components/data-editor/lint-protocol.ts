import type { DocumentKind } from "@/lib/model/document-kind";
import type { Finding } from "@/lib/validate/findings";

/** Messages to the lint worker: the referenced game and map once, then texts to check. */
export type LintRequest =
  | { type: "context"; game?: unknown; map?: unknown }
  | { type: "lint"; seq: number; kind: DocumentKind; text: string };

export interface LocatedFinding extends Finding {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export interface LintReply {
  seq: number;
  findings: LocatedFinding[];
  /** Time spent checking, in the worker. */
  ms: number;
}
