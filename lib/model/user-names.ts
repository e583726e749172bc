import { rectifyConfusion } from "unicode-confusables";

/**
 * When two user names are the same name [#25 item 9]: "Alice" and "alice",
 * the fullwidth "ａｌｉｃｅ", and "аlice" with a Cyrillic "а" all read as alice
 * on the screen, so they must not be two accounts. Every name is first put in
 * NFKC (compatibility characters such as fullwidth letters and ligatures become
 * the plain ones); a look-alike skeleton maps each character to its prototype
 * in Unicode's confusables.txt (UTS #39, through the unicode-confusables package).
 * A name has two keys, and two names are one when either key is equal:
 * - folded: case-folded, then its skeleton, folded again ("ALICE", "Alice", "аlice" are alice, "b0b" is bob);
 * - as shown: the skeleton of the name as typed, case kept, as UTS #39 defines it
 *   ("aIice" with a capital I looks like "alice", though it folds to "aiice").
 *
 * A new name is refused when either key equals an existing name's; a name typed
 * to sign in, share or reset a password finds an account by its exact name or its
 * folded key (lib/db/accounts.ts), never the shown one, so what a name reaches
 * depends only on the name typed.
 *
 * Pure: no I/O. Names are stored as typed (trimmed); the keys are only compared,
 * so existing accounts keep their names.
 */
export function userNameKeys(name: string): [folded: string, shown: string] {
  const nfkc = name.trim().normalize("NFKC");
  const skeleton = (s: string) => rectifyConfusion(s).normalize("NFKC");
  // JavaScript has no case fold: upper then lower folds ß to ss and the ligatures, as full case folding does.
  const fold = (s: string) => s.toUpperCase().toLowerCase();
  // Folded again after the skeleton: some prototypes are capitals ("0" is "O").
  return [skeleton(fold(skeleton(fold(nfkc)))), skeleton(nfkc)];
}

/** Whether two user names are one name (userNameKeys). */
export function sameUserName(a: string, b: string): boolean {
  const [foldedA, shownA] = userNameKeys(a);
  const [foldedB, shownB] = userNameKeys(b);
  return foldedA === foldedB || shownA === shownB;
}

/** The one-line refusal for a name too like an existing one; both are shown as typed (as text, never HTML). */
export const nameCollision = (name: string, existing: string): string =>
  `The name "${name}" is too like the existing user "${existing}": names that differ only in case, width or look-alike letters are one name.`;
