/**
 * What setting units up on the map does to the scenario's text: place units
 * on hexes (new setup entries, or a new `at` for units already set up), take
 * them off the map, add a reinforcement entry. Each function returns the
 * edits of one designer action — one drag, one menu choice — so the editor
 * applies them as one undo step.
 */
import type { Node } from "jsonc-parser";
import { jsonTree, nodeAtPath } from "@/lib/editor-intel/json-tree";
import { type TextEdit, addRootProperty, appendElements, removeElements, replaceValue } from "./json-edits";

export interface Placement {
  unit: string;
  /** A hex label, or a box id. */
  at: string;
}

const childValue = (node: Node | undefined, key: string): unknown => nodeAtPath(node, [key])?.value as unknown;

/** Setup element indices per unit id, in document order. */
function setupIndex(setup: Node | undefined): Map<string, number[]> {
  const out = new Map<string, number[]>();
  (setup?.type === "array" ? (setup.children ?? []) : []).forEach((entry, i) => {
    const unit = childValue(entry, "unit");
    if (typeof unit !== "string") return;
    const at = out.get(unit);
    if (at) at.push(i);
    else out.set(unit, [i]);
  });
  return out;
}

/**
 * Edits that take units out of every reinforcement entry naming them; an
 * entry left with no units goes too (the schema needs at least one).
 */
function leaveReinforcements(reinforcements: Node | undefined, units: ReadonlySet<string>): TextEdit[] {
  if (reinforcements?.type !== "array" || units.size === 0) return [];
  const emptied: number[] = [];
  const edits: TextEdit[] = [];
  (reinforcements.children ?? []).forEach((entry, e) => {
    const list = nodeAtPath(entry, ["units"]);
    if (list?.type !== "array") return;
    const items = list.children ?? [];
    const gone = items.flatMap((u, i) => (typeof u.value === "string" && units.has(u.value) ? [i] : []));
    if (gone.length === 0) return;
    if (gone.length === items.length) emptied.push(e);
    else edits.push(...removeElements(list, gone));
  });
  return [...edits, ...removeElements(reinforcements, emptied)];
}

/** Edits that take units out of the holding area (a ported module's off-map boxes). */
function leaveHolding(holding: Node | undefined, units: ReadonlySet<string>): TextEdit[] {
  if (holding?.type !== "array" || units.size === 0) return [];
  const gone = (holding.children ?? []).flatMap((entry, i) => {
    const unit = childValue(entry, "unit");
    return typeof unit === "string" && units.has(unit) ? [i] : [];
  });
  return removeElements(holding, gone);
}

/**
 * Sets units up at locations: a unit already set up gets its new `at` (a
 * move), any other gets a setup entry appended; a unit that was a
 * reinforcement leaves its entry, one held in an off-map box its box. Null when the text has no usable `setup`
 * (it is not an array), so the caller can say why nothing happened.
 */
export function placeUnitsEdits(text: string, placements: readonly Placement[]): TextEdit[] | null {
  const root = jsonTree(text);
  if (root?.type !== "object") return null;
  const setup = nodeAtPath(root, ["setup"]);
  if (setup && setup.type !== "array") return null;
  // One location per unit: the last one asked for.
  const wanted = new Map(placements.map((p) => [p.unit, p.at]));
  const existing = setupIndex(setup);
  const edits: TextEdit[] = [];
  const fresh: Placement[] = [];
  for (const [unit, at] of wanted) {
    const index = existing.get(unit)?.[0];
    const entry = index === undefined ? undefined : setup?.children?.[index];
    if (!entry) {
      fresh.push({ unit, at });
      continue;
    }
    const atNode = nodeAtPath(entry, ["at"]);
    edits.push(...replaceValue(text, atNode ?? entry, atNode ? at : { unit, at }));
  }
  edits.push(...leaveReinforcements(nodeAtPath(root, ["reinforcements"]), new Set(fresh.map((p) => p.unit))));
  edits.push(...leaveHolding(nodeAtPath(root, ["holding"]), new Set(fresh.map((p) => p.unit))));
  if (fresh.length > 0) edits.push(...(setup ? appendElements(text, setup, fresh) : addRootProperty(text, "setup", fresh)));
  return edits;
}

/** Takes units off the map: every setup entry naming one of them goes. */
export function removeFromSetupEdits(text: string, units: readonly string[]): TextEdit[] {
  const root = jsonTree(text);
  const setup = nodeAtPath(root, ["setup"]);
  if (setup?.type !== "array") return [];
  const index = setupIndex(setup);
  return removeElements(
    setup,
    units.flatMap((u) => index.get(u) ?? []),
  );
}

export interface NewReinforcement {
  turn: number;
  units: readonly string[];
  /** Entry hex label, box id or `edge:west`-style map edge. */
  at: string;
}

/**
 * Adds units arriving on a turn: they join an entry of that turn at the same
 * place, else a new entry is appended. Units already arriving are left where
 * they are; units set up on the map leave the setup (a unit starts in one
 * place). Null when there is nothing to add or the text cannot take it.
 */
export function addReinforcementEdits(text: string, add: NewReinforcement): TextEdit[] | null {
  const root = jsonTree(text);
  if (root?.type !== "object" || !Number.isInteger(add.turn) || !add.at) return null;
  const reinforcements = nodeAtPath(root, ["reinforcements"]);
  if (reinforcements && reinforcements.type !== "array") return null;
  const arriving = new Set<string>();
  for (const entry of reinforcements?.children ?? []) for (const u of nodeAtPath(entry, ["units"])?.children ?? []) if (typeof u.value === "string") arriving.add(u.value);
  const units = [...new Set(add.units)].filter((u) => !arriving.has(u));
  if (units.length === 0) return null;

  const edits = removeFromSetupEdits(text, units);
  const same = (reinforcements?.children ?? []).find((e) => childValue(e, "turn") === add.turn && childValue(e, "at") === add.at && nodeAtPath(e, ["units"])?.type === "array");
  if (same) edits.push(...appendElements(text, nodeAtPath(same, ["units"]) as Node, units));
  else {
    const entry = { turn: add.turn, units, at: add.at };
    edits.push(...(reinforcements ? appendElements(text, reinforcements, [entry]) : addRootProperty(text, "reinforcements", [entry])));
  }
  return edits;
}
