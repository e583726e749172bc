/** What a server action returns: never a thrown error, which Next would hide behind a digest. */
export type ActionResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: string; conflict?: { currentRevisionId: string | null; currentRevisionAt: string | null; currentRevisionAuthor: string } };
