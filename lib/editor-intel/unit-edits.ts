/**
 * OOB edits that touch more than one field: adding units (one, or numbered
 * copies of a template) and renaming a unit id everywhere the scenario names
 * it. Like ./edits, each returns non-overlapping text edits computed against
 * one syntax tree, so the editor applies the whole action as one undo step and
 * leaves the rest of the text as it was.
 */
import { getNodeValue, modify } from "jsonc-parser";
import { ID_PATTERN } from "@/lib/model/fields";
import { type TextEdit, applyTextEdits } from "./edits";
import { type JsonPath, type Node, jsonTree, nodeAtPath } from "./json-tree";
import { type Pattern, referencePatterns } from "./refs";
import { type Obj, isObj } from "./values";

/** Where a scenario names unit ids: the reference table (kept equal to lib/model by a test), plus the declarations. */
const UNIT_REFERENCES: readonly Pattern[] = referencePatterns("scenario", "unit");
const UNIT_DECLARATION: Pattern = ["units", "#", "id"];

/** Most copies one action makes: a division's worth of battalions, not a typo's 10,000. */
export const MAX_COPIES = 200;
const NAME_MAX = 200;
const ID_MAX = 80;

/** Values of the parsed document at every path the pattern matches. */
function valuesAt(value: unknown, pattern: Pattern): unknown[] {
  let level: unknown[] = [value];
  for (const step of pattern) {
    const next: unknown[] = [];
    for (const v of level) {
      if (step === "#") {
        if (Array.isArray(v)) next.push(...v);
      } else if (isObj(v) && step in v) next.push(v[step]);
    }
    level = next;
  }
  return level;
}

/** String nodes of the syntax tree at every path the pattern matches. */
function nodesAt(root: Node | undefined, pattern: Pattern): { node: Node; path: JsonPath }[] {
  let level: { node: Node; path: JsonPath }[] = root ? [{ node: root, path: [] }] : [];
  for (const step of pattern) {
    const next: { node: Node; path: JsonPath }[] = [];
    for (const { node, path } of level) {
      if (step === "#") {
        if (node.type === "array") (node.children ?? []).forEach((child, i) => next.push({ node: child, path: [...path, i] }));
      } else {
        const child = nodeAtPath(node, [step]);
        if (child && node.type === "object") next.push({ node: child, path: [...path, step] });
      }
    }
    level = next;
  }
  return level.filter((l) => l.node.type === "string");
}

/**
 * Every unit id the scenario declares or names: a new id must avoid both, or
 * it would silently adopt a dangling reference (a setup entry for a unit that
 * was deleted).
 */
export function takenUnitIds(scenario: unknown): Set<string> {
  const taken = new Set<string>();
  for (const pattern of [UNIT_DECLARATION, ...UNIT_REFERENCES]) for (const v of valuesAt(scenario, pattern)) if (typeof v === "string") taken.add(v);
  return taken;
}

/** takenUnitIds, read from the syntax tree the edits are computed on. */
function takenInTree(root: Node): Set<string> {
  const taken = new Set<string>();
  for (const pattern of [UNIT_DECLARATION, ...UNIT_REFERENCES]) for (const { node } of nodesAt(root, pattern)) if (typeof node.value === "string") taken.add(node.value);
  return taken;
}

/** `base-k`, cut so the whole id stays within the id length limit. */
function numberedId(base: string, k: number): string {
  const suffix = `-${k}`;
  return `${base.slice(0, ID_MAX - suffix.length)}${suffix}`;
}

/**
 * `n` copies of a template unit with numbered names and ids: "3rd Bde"
 * (id `nl-3-bde`) gives "3rd Bde 1" … "3rd Bde n" (ids `nl-3-bde-1` …). The
 * numbers start at the first run of n that is free in the document, so
 * copying twice continues (…-4, -5, -6) instead of failing, and a name's
 * number always matches its id's.
 */
export function numberedCopies(template: Obj, n: number, taken: ReadonlySet<string>): Obj[] {
  const base = typeof template.id === "string" && template.id !== "" ? template.id : "unit";
  const name = typeof template.name === "string" && template.name !== "" ? template.name : base;
  let start = 1;
  for (;;) {
    let clash = -1;
    for (let i = 0; i < n; i += 1) {
      if (taken.has(numberedId(base, start + i))) {
        clash = i;
        break;
      }
    }
    if (clash < 0) break;
    start += clash + 1;
  }
  const out: Obj[] = [];
  for (let i = 0; i < n; i += 1) {
    const k = start + i;
    const suffix = ` ${k}`;
    // The copy keeps the template's key order: id and name stay where the designer put them.
    out.push({ ...template, id: numberedId(base, k), name: `${name.slice(0, NAME_MAX - suffix.length)}${suffix}` });
  }
  return out;
}

/** A fresh unit for "Add unit": the first free `unit-k`, with a type and nation to be edited. */
export function newUnit(taken: ReadonlySet<string>, defaults: { type: string; nation: string }): Obj {
  let k = 1;
  while (taken.has(`unit-${k}`)) k += 1;
  return { id: `unit-${k}`, type: defaults.type, name: `New unit ${k}`, nation: defaults.nation };
}

function indentOf(text: string, offset: number): string {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))?.[0] ?? "";
}

/** A unit written the way its neighbour is: pretty-printed at its indent, or on one line. */
function unitText(unit: Obj, indent: string, multiline: boolean): string {
  if (!multiline) return JSON.stringify(unit).replace(/([,:])(?=["[{0-9-])/g, "$1 ").replace(/^\{/, "{ ").replace(/\}$/, " }");
  return JSON.stringify(unit, null, 2).replace(/\n/g, `\n${indent}`);
}

/** Where new units go: after element `after` of `units` (or at its end), laid out like that element. */
function insertAt(text: string, root: Node | undefined, texts: (indent: string, multiline: boolean) => string[], after?: number): TextEdit[] {
  const arr = nodeAtPath(root, ["units"]);
  if (!root || !arr || arr.type !== "array") {
    // No list yet: jsonc-parser's modify creates it where the document's layout says.
    const parsed = texts("", false).map((t) => JSON.parse(t) as unknown);
    return modify(text, ["units"], parsed, { formattingOptions: { tabSize: 2, insertSpaces: true, eol: "\n" } }).map((e) => ({ offset: e.offset, length: e.length, text: e.content }));
  }
  const items = arr.children ?? [];
  const anchor = items[after ?? items.length - 1] ?? items[items.length - 1];
  if (!anchor) {
    const outer = indentOf(text, arr.offset);
    const indent = `${outer}  `;
    return [{ offset: arr.offset + 1, length: arr.length - 2, text: `\n${indent}${texts(indent, true).join(`,\n${indent}`)}\n${outer}` }];
  }
  const indent = indentOf(text, anchor.offset);
  const multiline = text.slice(anchor.offset, anchor.offset + anchor.length).includes("\n");
  const sep = text.slice(arr.offset, arr.offset + arr.length).includes("\n") ? `,\n${indent}` : ", ";
  return [{ offset: anchor.offset + anchor.length, length: 0, text: texts(indent, multiline).map((t) => `${sep}${t}`).join("") }];
}

/** Adds one unit to `units`, after element `after` (or at the end), laid out like its neighbour. */
export function addUnitEdits(text: string, unit: Obj, after?: number): TextEdit[] {
  return insertAt(text, jsonTree(text), (indent, multiline) => [unitText(unit, indent, multiline)], after);
}

export type CopyResult = { ok: true; edits: TextEdit[]; ids: string[] } | { ok: false; reason: string };

/**
 * Adds `n` numbered copies of unit `index` right after it. Each copy is the
 * template's own text with its id and name replaced, so whatever layout the
 * designer gave it (a one-line "reduced" side, key order) is kept.
 */
export function copyUnitEdits(text: string, index: number, n: number): CopyResult {
  if (!Number.isInteger(n) || n < 1 || n > MAX_COPIES) return { ok: false, reason: `Copies must be a whole number from 1 to ${MAX_COPIES}.` };
  const root = jsonTree(text);
  const node = nodeAtPath(root, ["units", index]);
  if (!root || !node || node.type !== "object") return { ok: false, reason: "That unit is no longer in the text." };
  const template = getNodeValue(node) as Obj;
  const copies = numberedCopies(template, n, takenInTree(root));
  const idNode = nodeAtPath(node, ["id"]);
  const nameNode = nodeAtPath(node, ["name"]);
  const own = text.slice(node.offset, node.offset + node.length);
  const texts = (indent: string, multiline: boolean) =>
    copies.map((copy) => {
      if (idNode?.type !== "string" || nameNode?.type !== "string") return unitText(copy, indent, multiline);
      const swaps = [
        { offset: idNode.offset - node.offset, length: idNode.length, text: JSON.stringify(copy.id) },
        { offset: nameNode.offset - node.offset, length: nameNode.length, text: JSON.stringify(copy.name) },
      ];
      return applyTextEdits(own, swaps);
    });
  return { ok: true, edits: insertAt(text, root, texts, index), ids: copies.map((c) => c.id as string) };
}

export type RenameResult = { ok: true; edits: TextEdit[]; places: number } | { ok: false; reason: string };

/** Why `id` cannot be a new unit id, or null when it can. */
export function unitIdProblem(id: string, taken: ReadonlySet<string>): string | null {
  if (!ID_PATTERN.test(id)) return `"${id}" is not a valid id: letters, digits, '-', '_' or '.', starting with a letter or digit, at most ${ID_MAX} characters.`;
  if (taken.has(id)) return `Unit id "${id}" is already used in this scenario.`;
  return null;
}

/**
 * Renames a unit id in its declaration and in every reference to it (setup,
 * reinforcements, and whatever else lib/model says names a unit). With
 * `index`, only that element of `units` is renamed — with duplicate ids, the
 * one row the designer picked; references follow either way.
 */
export function renameUnitEdits(text: string, from: string, to: string, index?: number): RenameResult {
  if (from === to) return { ok: true, edits: [], places: 0 };
  const root = jsonTree(text);
  if (!root) return { ok: false, reason: "The scenario is not readable JSON yet." };
  const declarations = nodesAt(root, UNIT_DECLARATION).filter((d) => d.node.value === from && (index === undefined || d.path[1] === index));
  if (declarations.length === 0) return { ok: false, reason: `No unit has the id "${from}".` };
  const problem = unitIdProblem(to, takenInTree(root));
  if (problem) return { ok: false, reason: problem };
  const references = UNIT_REFERENCES.flatMap((p) => nodesAt(root, p)).filter((r) => r.node.value === from);
  const json = JSON.stringify(to);
  const edits = [...declarations, ...references].map(({ node }) => ({ offset: node.offset, length: node.length, text: json }));
  return { ok: true, edits, places: edits.length };
}

/** Whether a string at `path` is a unit id: a declaration in `units` or a reference to one. */
export function isUnitIdPath(path: JsonPath): boolean {
  const fits = (p: Pattern) => p.length === path.length && p.every((s, i) => (s === "#" ? typeof path[i] === "number" : s === path[i]));
  return fits(UNIT_DECLARATION) || UNIT_REFERENCES.some(fits);
}
