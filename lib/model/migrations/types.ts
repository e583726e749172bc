import type { DocumentKind } from "../document-kind";

/**
 * One step of a document's format history: takes a document at `from` and
 * returns it at `from + 1`. Migrations are pure and must not mutate their input.
 */
export interface Migration {
  kind: DocumentKind;
  from: number;
  name: string;
  up(doc: Readonly<Record<string, unknown>>): Record<string, unknown>;
}
