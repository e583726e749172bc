/**
 * A stable state hash for replay checks: canonical JSON (object keys sorted,
 * undefined dropped) folded with two FNV-1a 32-bit lanes of different offset
 * bases into 16 hex digits. Only JSON values are hashed, so the hash is the
 * same on every machine and engine version that produces the same state.
 */
export function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  write(value, parts);
  return parts.join("");
}

function write(value: unknown, out: string[]): void {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) out.push("null");
    else out.push(value === undefined ? "null" : JSON.stringify(value));
    return;
  }
  if (Array.isArray(value)) {
    out.push("[");
    value.forEach((v, i) => {
      if (i > 0) out.push(",");
      write(v, out);
    });
    out.push("]");
    return;
  }
  const keys = Object.keys(value as Record<string, unknown>).sort();
  out.push("{");
  let first = true;
  for (const k of keys) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined) continue;
    if (!first) out.push(",");
    first = false;
    out.push(JSON.stringify(k), ":");
    write(v, out);
  }
  out.push("}");
}

export function fnv1a64Hex(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x050c5d1f;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x01000193) ^ (h1 >>> 15);
  }
  return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0");
}

export function hashValue(value: unknown): string {
  return fnv1a64Hex(canonicalJson(value));
}
