import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * Component tests without a DOM: a component is rendered to markup with
 * react-dom/server, and the tests read that markup the way a player reads the
 * page — an element by its test id, its text with the tags gone and the
 * entities decoded. React escapes `&<>"'` in text and attributes alike, so a
 * `<` in the markup always opens a tag.
 */

export function render(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

const TAG = /<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g;

/** The outer markup of every element whose data-testid is `id`, in document order. */
export function allByTestId(html: string, id: string): string[] {
  const out: string[] = [];
  const needle = `data-testid="${id}"`;
  for (let at = html.indexOf(needle); at >= 0; at = html.indexOf(needle, at + needle.length)) {
    const start = html.lastIndexOf("<", at);
    out.push(elementAt(html, start));
  }
  return out;
}

/** The outer markup of the one element whose data-testid is `id`; throws when there is none or several. */
export function byTestId(html: string, id: string): string {
  const found = allByTestId(html, id);
  if (found.length !== 1) throw new Error(`${found.length} elements with data-testid="${id}"`);
  return found[0] as string;
}

/** The element opening at `start`, up to its matching close tag. */
function elementAt(html: string, start: number): string {
  TAG.lastIndex = start;
  let depth = 0;
  let name = "";
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const [whole, close, tag, selfClose] = m;
    if (!name) {
      name = tag as string;
      if (selfClose) return whole;
    }
    if (tag !== name || selfClose) continue;
    depth += close ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + whole.length);
  }
  throw new Error(`no end to the element at ${start}`);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** What a player reads: tags removed, entities decoded, runs of white space as one space. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) =>
      e.startsWith("#x") || e.startsWith("#X") ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith("#") ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e] ?? whole),
    )
    .replace(/\s+/g, " ")
    // A tag between a word and its comma or full stop is no gap to a reader.
    .replace(/ ([,.;:)])/g, "$1")
    .trim();
}
