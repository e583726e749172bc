import { idsWithNames, type NameBook } from "./names";

/**
 * The lines of player-facing text that leak internals (issue #26 item 8):
 * `[object`, an id the documents give another name as a whole word, or
 * such an id upper-cased (as CSS `text-transform` would show it). Words of
 * the names themselves are no leak ("carrier" in "Aircraft carrier"), so the
 * names are taken out of a line before its ids are looked for. Short plain
 * ids upper-cased are the rules' own abbreviations ("AMPH", "HQ") and are
 * let be; longer ones, and any with a dash or a digit, are not. For the
 * tests that scan the playtests' logs, in Vitest and in Chromium.
 */
export function nameLeaks(lines: readonly string[], book: NameBook): string[] {
  const named = idsWithNames(book);
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const words = (list: string[]) => (list.length === 0 ? null : new RegExp(`(?<![\\w-])(${list.sort((a, b) => b.length - a.length).map(esc).join("|")})(?![\\w-])`, "g"));
  const names = words([...new Set(Object.values(book).flatMap((m) => [...m.values()]).flatMap((n) => [n, n.toUpperCase()]))]);
  const raw = words([...named.keys()]);
  const upper = words([...named.keys()].filter((k) => /[a-z]/.test(k) && (k.length > 4 || /[-0-9]/.test(k))).map((k) => k.toUpperCase()));
  const leaks = (line: string) => {
    const rest = names ? line.replace(names, " ") : line;
    return line.includes("[object") || Boolean(raw && rest.search(raw) >= 0) || Boolean(upper && rest.search(upper) >= 0);
  };
  return [...new Set(lines.filter(leaks))];
}
