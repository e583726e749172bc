/** The content a new, empty document starts with. */
export function starterDocument(kind: string, name: string): Record<string, unknown> {
  return { schemaVersion: 1, kind, name: name.trim() };
}
