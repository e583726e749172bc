/**
 * Results computed from documents at fixed revisions, kept in this server
 * process: a revision never changes, so neither does what is derived from it
 * (the playtest's lint gate runs every check on a whole map, which on a big
 * imported board takes a second or more). The oldest entries go first.
 */
const MAX_ENTRIES = 32;
const memo = new Map<string, unknown>();

export function memoByRevisions<T>(revisionIds: readonly string[], compute: () => T): T {
  const key = revisionIds.join("|");
  if (memo.has(key)) {
    const value = memo.get(key) as T;
    // Most recently used last, so eviction takes the least recently used.
    memo.delete(key);
    memo.set(key, value);
    return value;
  }
  const value = compute();
  memo.set(key, value);
  while (memo.size > MAX_ENTRIES) memo.delete(memo.keys().next().value as string);
  return value;
}
