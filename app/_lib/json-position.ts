/** Checks JSON text; the error names the line and column as the editor counts them. */
export function checkJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /position (\d+)/.exec(message);
    if (!at) return { ok: false, error: message };
    const position = Number(at[1]);
    const before = text.slice(0, position);
    const line = before.split("\n").length;
    const column = position - before.lastIndexOf("\n");
    const reason = message.replace(/ in JSON at position \d+.*$/s, "");
    return { ok: false, error: `Line ${line}, column ${column}: ${reason}` };
  }
}
