import type { LintCode } from "../codes";
import { type FindingSink, pointer } from "../findings";

/**
 * Reports each id used a second time, at the later use. Returns the set of
 * ids (Map, not object: ids are user text and may be "__proto__").
 */
export function uniqueIds(
  sink: FindingSink,
  code: LintCode,
  what: string,
  items: readonly { id: string }[],
  ...base: (string | number)[]
): Set<string> {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) sink.add(code, pointer(...base, i, "id"), `${what} id "${item.id}" is used more than once.`);
    seen.add(item.id);
  });
  return seen;
}

export function ids(items: readonly { id: string }[] | undefined): Set<string> {
  return new Set((items ?? []).map((i) => i.id));
}
