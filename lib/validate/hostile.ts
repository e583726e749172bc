import { type FindingSink, escapePointerToken } from "./findings";

const FORBIDDEN = new Set(["__proto__"]);
const MAX_REPORTED = 20;

/**
 * Reports keys that could tamper with object prototypes if any code ever
 * copied them with plain assignment. JSON.parse keeps them as own data
 * properties, so finding them is safe; a document holding one is refused.
 * Iterative: a deeply nested document cannot overflow the stack.
 */
export function findForbiddenKeys(value: unknown, sink: FindingSink): number {
  let found = 0;
  const stack: [unknown, string][] = [[value, ""]];
  while (stack.length > 0) {
    const [v, at] = stack.pop() as [unknown, string];
    if (!v || typeof v !== "object") continue;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push([v[i], `${at}/${i}`]);
      continue;
    }
    for (const key of Object.keys(v)) {
      const child = `${at}/${escapePointerToken(key)}`;
      if (FORBIDDEN.has(key)) {
        found += 1;
        if (found <= MAX_REPORTED) sink.add("E-JSON-FORBIDDEN-KEY", child, `The key "${key}" is not allowed in a document.`);
        continue;
      }
      stack.push([(v as Record<string, unknown>)[key], child]);
    }
  }
  if (found > MAX_REPORTED) sink.add("E-JSON-FORBIDDEN-KEY", "", `${found - MAX_REPORTED} more forbidden keys not listed.`);
  return found;
}
