/**
 * What setting an area scenario up does to its text: units of a type added
 * to a territory or sea zone for a nation (merged into the entry that space
 * and nation already have), a count changed, a count taken away. Each
 * function returns the edits of one designer action, applied as one undo step.
 */
import type { Node } from "jsonc-parser";
import { jsonTree, nodeAtPath } from "@/lib/editor-intel/json-tree";
import { type TextEdit, addRootProperty, appendElements, removeElements, replaceValue } from "./json-edits";

/** The schema's bounds on one count [areaSetup.units.count]. */
export const AREA_COUNT_MAX = 99;

export interface AreaUnitsToAdd {
  territory: string;
  nation: string;
  type: string;
  count: number;
}

export type AreaSetupEditResult = { ok: true; edits: TextEdit[] } | { ok: false; reason: string };

const childValue = (node: Node | undefined, key: string): unknown => nodeAtPath(node, [key])?.value as unknown;

function areaSetupArray(text: string): { root: Node; setup: Node | undefined } | string {
  const root = jsonTree(text);
  if (root?.type !== "object") return "The scenario is not readable JSON yet: fix it in the JSON view first.";
  const setup = nodeAtPath(root, ["areaSetup"]);
  if (setup && setup.type !== "array") return "The area setup in the JSON is not a list: fix it there first.";
  return { root, setup };
}

/**
 * Adds `count` units of a type to a space for a nation: the count of that
 * type in the space's entry for the nation grows, or the type joins that
 * entry, or a new entry is appended (and `areaSetup` created when missing).
 */
export function addAreaUnitsEdits(text: string, add: AreaUnitsToAdd): AreaSetupEditResult {
  if (!Number.isInteger(add.count) || add.count < 1 || add.count > AREA_COUNT_MAX) return { ok: false, reason: `The count must be a whole number from 1 to ${AREA_COUNT_MAX}.` };
  if (!add.territory || !add.nation || !add.type) return { ok: false, reason: "Pick a territory or sea zone, a nation and a unit type." };
  const found = areaSetupArray(text);
  if (typeof found === "string") return { ok: false, reason: found };
  const { setup } = found;
  const unit = { type: add.type, count: add.count };
  const entry = (setup?.children ?? []).find((e) => childValue(e, "territory") === add.territory && childValue(e, "nation") === add.nation);
  const units = entry && nodeAtPath(entry, ["units"]);
  if (units?.type === "array") {
    const same = (units.children ?? []).find((u) => childValue(u, "type") === add.type);
    const countNode = same && nodeAtPath(same, ["count"]);
    if (countNode && typeof countNode.value === "number") {
      const total = countNode.value + add.count;
      if (total > AREA_COUNT_MAX) return { ok: false, reason: `That would make ${total}: a count is at most ${AREA_COUNT_MAX}.` };
      return { ok: true, edits: replaceValue(text, countNode, total) };
    }
    return { ok: true, edits: appendElements(text, units, [unit]) };
  }
  const fresh = { territory: add.territory, nation: add.nation, units: [unit] };
  return { ok: true, edits: setup ? appendElements(text, setup, [fresh]) : addRootProperty(text, "areaSetup", [fresh]) };
}

/**
 * Sets the count of unit `unit` of entry `entry` of the area setup. Zero takes
 * the units away; an entry left with none goes too (the schema needs one).
 */
export function setAreaCountEdits(text: string, entry: number, unit: number, count: number): AreaSetupEditResult {
  if (!Number.isInteger(count) || count < 0 || count > AREA_COUNT_MAX) return { ok: false, reason: `The count must be a whole number from 0 to ${AREA_COUNT_MAX}.` };
  const found = areaSetupArray(text);
  if (typeof found === "string") return { ok: false, reason: found };
  const entryNode = found.setup?.children?.[entry];
  const units = entryNode && nodeAtPath(entryNode, ["units"]);
  const unitNode = units?.type === "array" ? units.children?.[unit] : undefined;
  if (!found.setup || !units || !unitNode) return { ok: false, reason: "Those units are no longer in the text." };
  if (count > 0) {
    const countNode = nodeAtPath(unitNode, ["count"]);
    return { ok: true, edits: countNode ? replaceValue(text, countNode, count) : [] };
  }
  if ((units.children ?? []).length === 1) return { ok: true, edits: removeElements(found.setup, [entry]) };
  return { ok: true, edits: removeElements(units, [unit]) };
}
