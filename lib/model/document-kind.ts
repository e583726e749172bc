/** The three documents a Warbench project holds (architecture.md, "Three documents"). */
export const DOCUMENT_KINDS = ["game", "map", "scenario"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === "string" && (DOCUMENT_KINDS as readonly string[]).includes(value);
}
