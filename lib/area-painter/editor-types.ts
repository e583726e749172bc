/** A refused edit: shown as a one-line message; nothing was changed. */
export interface EditorError {
  error: string;
}
