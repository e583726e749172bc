import { inspectJsonValue } from "@/lib/model/json-input";
import type { FindingSink } from "./findings";

/**
 * Reports what cannot be stored faithfully (lib/model/json-input): nesting
 * over the limit, keys such as __proto__, numbers JSON cannot hold and lone
 * surrogates. A document holding any is refused before its schema is checked.
 */
export function findInputProblems(value: unknown, sink: FindingSink): number {
  const problems = inspectJsonValue(value);
  for (const p of problems) sink.add(p.code, p.pointer, p.message);
  return problems.length;
}
