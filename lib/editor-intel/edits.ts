/**
 * Text edits for the table and timeline views. They are computed against one
 * syntax tree of the current text and never overlap, so the editor applies a
 * whole bulk edit as one undoable step, and the rest of the text — formatting,
 * key order, anything the designer wrote — is left as it was.
 */
import { type Node, modify } from "jsonc-parser";
import { type JsonPath, jsonTree, nodeAtPath } from "./json-tree";

export interface TextEdit {
  offset: number;
  length: number;
  text: string;
}

const FORMAT = { tabSize: 2, insertSpaces: true, eol: "\n" };

function indentOf(text: string, offset: number): string {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))?.[0] ?? "";
}

const multiline = (text: string, node: Node) => text.slice(node.offset, node.offset + node.length).includes("\n");

/** Sets (or with `undefined` removes) one property of the object at `objectPath`. */
function setProperty(text: string, root: Node, objectPath: JsonPath, key: string, value: unknown): TextEdit[] {
  const obj = nodeAtPath(root, objectPath);
  if (!obj || obj.type !== "object") return [];
  const props = obj.children ?? [];
  const k = props.findIndex((p) => p.children?.[0]?.value === key);
  const prop = props[k];
  if (prop) {
    const valueNode = prop.children?.[1];
    if (value === undefined) {
      const prev = props[k - 1];
      const next = props[k + 1];
      if (prev) return [{ offset: prev.offset + prev.length, length: prop.offset + prop.length - (prev.offset + prev.length), text: "" }];
      if (next) return [{ offset: prop.offset, length: next.offset - prop.offset, text: "" }];
      return [{ offset: obj.offset + 1, length: obj.length - 2, text: "" }];
    }
    if (!valueNode) return [];
    const json = JSON.stringify(value);
    return text.slice(valueNode.offset, valueNode.offset + valueNode.length) === json ? [] : [{ offset: valueNode.offset, length: valueNode.length, text: json }];
  }
  if (value === undefined) return [];
  const member = `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  const last = props[props.length - 1];
  if (!last) return [{ offset: obj.offset + 1, length: obj.length - 2, text: ` ${member} ` }];
  const at = last.offset + last.length;
  return [{ offset: at, length: 0, text: multiline(text, obj) ? `,\n${indentOf(text, last.offset)}${member}` : `, ${member}` }];
}

export interface FieldChange {
  /** Index in `units`. */
  index: number;
  field: string;
  /** undefined removes the field. */
  value: unknown;
}

/** Edits that set fields of units, e.g. ER 5 for twenty units at once. */
export function unitFieldEdits(text: string, changes: readonly FieldChange[]): TextEdit[] {
  const root = jsonTree(text);
  if (!root) return [];
  return changes.flatMap((c) => setProperty(text, root, ["units", c.index], c.field, c.value));
}

/**
 * Sets one of a unit's reduced strengths (`reduced.attack` or `.defence`).
 * The reduced side holds both (lib/model/scenario.ts), so when it is new the
 * other takes the full-strength value until it is set; clearing either
 * removes the side. `unit` is the unit as it is now.
 */
export function reducedFieldEdits(text: string, index: number, field: "attack" | "defence", value: number | undefined, unit: { attack?: number; defence?: number; reducedAttack?: number; reducedDefence?: number }): TextEdit[] {
  const root = jsonTree(text);
  if (!root) return [];
  if (value === undefined) return setProperty(text, root, ["units", index], "reduced", undefined);
  if (unit.reducedAttack !== undefined && unit.reducedDefence !== undefined) return setProperty(text, root, ["units", index, "reduced"], field, value);
  const attack = field === "attack" ? value : (unit.reducedAttack ?? unit.attack ?? value);
  const defence = field === "defence" ? value : (unit.reducedDefence ?? unit.defence ?? value);
  return setProperty(text, root, ["units", index], "reduced", { attack, defence });
}

/** Removes element `index` of the array at `arrayPath`, with its comma. */
function removeElement(root: Node, arrayPath: JsonPath, index: number): TextEdit[] {
  const arr = nodeAtPath(root, arrayPath);
  const items = arr?.children ?? [];
  const item = items[index];
  if (!arr || arr.type !== "array" || !item) return [];
  const prev = items[index - 1];
  const next = items[index + 1];
  if (prev) return [{ offset: prev.offset + prev.length, length: item.offset + item.length - (prev.offset + prev.length), text: "" }];
  if (next) return [{ offset: item.offset, length: next.offset - item.offset, text: "" }];
  return [{ offset: arr.offset + 1, length: arr.length - 2, text: "" }];
}

function appendElement(text: string, root: Node, arrayPath: JsonPath, value: unknown, json = JSON.stringify(value)): TextEdit[] {
  const arr = nodeAtPath(root, arrayPath);
  if (!arr || arr.type !== "array") return [];
  const items = arr.children ?? [];
  const last = items[items.length - 1];
  if (!last) return [{ offset: arr.offset + 1, length: arr.length - 2, text: json }];
  const at = last.offset + last.length;
  return [{ offset: at, length: 0, text: multiline(text, arr) ? `,\n${indentOf(text, last.offset)}${json}` : `, ${json}` }];
}

/**
 * Moves one unit of a reinforcement entry to another turn. A unit alone in
 * its entry takes the entry with it; otherwise it joins an entry of that turn
 * at the same place, or a new entry is added after the old one.
 */
export function moveReinforcementUnit(text: string, entryIndex: number, unit: string, toTurn: number): TextEdit[] {
  const root = jsonTree(text);
  const entries = nodeAtPath(root, ["reinforcements"]);
  const entry = nodeAtPath(root, ["reinforcements", entryIndex]);
  const units = nodeAtPath(root, ["reinforcements", entryIndex, "units"]);
  if (!root || !entries || !entry || !units || units.type !== "array") return [];
  const unitIndex = (units.children ?? []).findIndex((u) => u.value === unit);
  if (unitIndex < 0) return [];
  const at = nodeAtPath(root, ["reinforcements", entryIndex, "at"])?.value as unknown;
  const alone = (units.children ?? []).length === 1;
  const target = (entries.children ?? []).findIndex(
    (e, i) => i !== entryIndex && nodeAtPath(e, ["turn"])?.value === toTurn && nodeAtPath(e, ["at"])?.value === at && nodeAtPath(e, ["units"])?.type === "array",
  );
  if (alone && target < 0) return moveReinforcementEntry(text, entryIndex, toTurn);
  // An emptied entry would break the schema (units needs one), so it goes too.
  const edits = alone ? removeElement(root, ["reinforcements"], entryIndex) : removeElement(root, ["reinforcements", entryIndex, "units"], unitIndex);
  if (target >= 0) return [...edits, ...appendElement(text, root, ["reinforcements", target, "units"], unit)];
  const fresh = JSON.stringify({ turn: toTurn, units: [unit], at }).replace(/([,:])(?=["[{0-9])/g, "$1 ").replace(/^\{/, "{ ").replace(/\}$/, " }");
  const insertAt = entry.offset + entry.length;
  const sep = multiline(text, entries) ? `,\n${indentOf(text, entry.offset)}` : ", ";
  return [...edits, { offset: insertAt, length: 0, text: `${sep}${fresh}` }];
}

/** Moves a whole reinforcement entry to another turn. */
export function moveReinforcementEntry(text: string, entryIndex: number, toTurn: number): TextEdit[] {
  const root = jsonTree(text);
  return root ? setProperty(text, root, ["reinforcements", entryIndex], "turn", toTurn) : [];
}

/**
 * Sets a unit's setup hex: rewrites its setup entry, or adds one. Rare enough
 * to use jsonc-parser's general `modify`, which also creates a missing `setup`.
 */
export function setupEdits(text: string, unit: string, at: string): TextEdit[] {
  const root = jsonTree(text);
  const setup = nodeAtPath(root, ["setup"]);
  const index = (setup?.children ?? []).findIndex((s) => nodeAtPath(s, ["unit"])?.value === unit);
  if (root && index >= 0) return at ? setProperty(text, root, ["setup", index], "at", at) : removeElement(root, ["setup"], index);
  if (!at) return [];
  if (root && setup?.type === "array") return appendElement(text, root, ["setup"], null, `{ "unit": ${JSON.stringify(unit)}, "at": ${JSON.stringify(at)} }`);
  return modify(text, ["setup"], [{ unit, at }], { formattingOptions: FORMAT }).map((e) => ({ offset: e.offset, length: e.length, text: e.content }));
}

/** Applies non-overlapping edits to a string (tests and previews; the editor applies them itself). */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.offset - a.offset)) out = out.slice(0, e.offset) + e.text + out.slice(e.offset + e.length);
  return out;
}
