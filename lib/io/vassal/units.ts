import type { Report } from "../report";
import { IdMaker, slug } from "../triplea/ids";
import type { Nation, NextWarUnitType, Side } from "@/lib/model";
import type { PieceDefinition } from "./piece-model";

/**
 * The module's piece palette as a Next War game's sides, nations and unit
 * types. A piece's side comes from a prototype or a marker naming one of the
 * PlayerRoster's sides (or the palette folder it sits in), its nation from a
 * marker naming one or else the first palette folder under the piece window;
 * its faces are its pictures. Numbers are not in a VASSAL piece (they are
 * drawn on the counter): the report asks for them once per piece type.
 */
export interface PaletteSlot {
  name: string;
  folders: string[];
  definition: PieceDefinition;
  /** Expanded prototypes: every prototype name the piece uses, nested ones included. */
  prototypes: string[];
  /** Marker properties, its own and its prototypes'. */
  properties: Record<string, string>;
  where: string;
}

export interface UnitTypeFaces {
  /** Module paths of the front and back pictures. */
  front: string;
  back?: string;
}

export interface PaletteUnitType {
  /** The unit type without its faces (import.ts adds them as the pictures' SHA-256). */
  type: NextWarUnitType;
  nation: string;
  faces: UnitTypeFaces;
  /** Values a marker carried that a unit has a field for (attack, defence, ma, er, steps). */
  values: Record<string, number>;
}

export interface Palette {
  sides: Side[];
  nations: Nation[];
  types: PaletteUnitType[];
  /** A piece's key (name and front picture) → its unit type id, to match the pieces of a saved game. */
  byKey: Map<string, string>;
}

const SIDE_COLOURS = ["#2f5f9e", "#b23a2e", "#3f7f3f", "#8f6f1f", "#6f3f8f", "#3f8f8f"];

/** What a piece is matched by between the palette and a saved game. */
export function pieceKey(d: PieceDefinition): string {
  return `${d.name}\u0000${frontFace(d) ?? ""}`;
}

export function modulePath(image: string): string {
  const clean = image.replace(/^\/+/, "");
  return clean.startsWith("images/") ? clean : `images/${clean}`;
}

export function frontFace(d: PieceDefinition): string | undefined {
  const front = d.images.find((img, i) => img.trim() !== "" && i !== d.back);
  return front ? modulePath(front) : undefined;
}

export function backFace(d: PieceDefinition): string | undefined {
  const back = d.back !== undefined ? d.images[d.back] : undefined;
  return back && back.trim() !== "" ? modulePath(back) : undefined;
}

/** Whether two words name the same side: "Allied" and "Allies", "German" and "Germans". */
function sameWord(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let common = 0;
  while (common < x.length && common < y.length && x[common] === y[common]) common += 1;
  return common >= 4 && common >= Math.min(x.length, y.length) - 1;
}

function sideNamed(text: string, sides: readonly string[]): string | undefined {
  const words = text.split(/[^A-Za-z0-9]+/).filter((w) => w.length >= 3);
  return sides.find((s) => {
    const sideWords = s.split(/[^A-Za-z0-9]+/).filter((w) => w.length >= 3);
    return sideWords.length > 0 && sideWords.every((sw) => words.some((w) => sameWord(w, sw)));
  });
}

const VALUE_FIELDS: Record<string, string> = { attack: "attack", as: "attack", att: "attack", defence: "defence", defense: "defence", ds: "defence", def: "defence", er: "er", efficiency: "er", ma: "ma", movement: "ma", move: "ma", mp: "ma", steps: "steps" };
const NATION_KEYS = ["nation", "nationality", "country", "army"];
const SIDE_KEYS = ["side", "faction", "player"];

export function buildPalette(slots: readonly PaletteSlot[], rosterSides: readonly string[], report: Report): Palette {
  const sideNames = rosterSides.length > 0 ? [...rosterSides] : [];
  const nationIds = new IdMaker("nation");
  const typeIds = new Set<string>();
  // Pieces named alike ("1", "2" in every division's panel) are told apart by their palette folder.
  const labelCount = new Map<string, number>();
  for (const slot of slots) {
    const l = slot.definition.name.trim() || slot.name.trim();
    labelCount.set(l, (labelCount.get(l) ?? 0) + 1);
  }
  const nationSide = new Map<string, string>();
  const nationNames = new Map<string, string>();
  const types: PaletteUnitType[] = [];
  const byKey = new Map<string, string>();
  for (const slot of slots) {
    const d = slot.definition;
    const front = frontFace(d);
    const bare = d.name.trim() || slot.name.trim();
    const folder = slot.folders.length > 2 ? slot.folders[slot.folders.length - 1] : undefined;
    const label = !bare ? `Piece ${types.length + 1}` : (labelCount.get(bare) ?? 0) > 1 && folder ? `${bare} (${folder})` : bare;
    if (!front) {
      report.warn(slot.where, "the piece has no picture: not carried over");
      continue;
    }
    const key = pieceKey(d);
    if (byKey.has(key)) continue;
    const props = Object.fromEntries(Object.entries(slot.properties).map(([k, v]) => [k.toLowerCase(), v]));
    const markedSide = SIDE_KEYS.map((k) => props[k]).find((v) => v && v.trim());
    let side = markedSide ? sideNamed(markedSide, sideNames) ?? markedSide.trim() : undefined;
    side ??= slot.prototypes.map((p) => sideNamed(p, sideNames)).find(Boolean);
    side ??= slot.folders.map((f) => sideNamed(f, sideNames)).find(Boolean);
    const markedNation = NATION_KEYS.map((k) => props[k]).find((v) => v && v.trim());
    // The palette's first folder under the piece window (its tab or list) is the nation, as modules lay them out;
    // a folder that is just a side's name holding one more level of folders gives that level instead.
    const levels = slot.folders.length > 1 ? slot.folders.slice(1) : slot.folders;
    const sideFolder = levels.length > 1 && sideNames.some((n) => n.toLowerCase() === levels[0]?.trim().toLowerCase());
    const folderNation = sideFolder ? levels[1] : levels[0];
    const nationName = (markedNation ?? folderNation ?? side ?? "").trim();
    if (!side && nationName) side = sideNamed(nationName, sideNames);
    if (!side) {
      report.warn(slot.where, `"${label}" belongs to no side (no prototype, marker or palette folder names one of ${sideNames.length > 0 ? sideNames.map((s) => `"${s}"`).join(", ") : "the module's sides"}): not a unit, not carried over`);
      continue;
    }
    if (!sideNames.includes(side)) sideNames.push(side);
    const nation = nationName || side;
    const known = nationSide.get(nation);
    if (known && known !== side) report.warn(slot.where, `"${label}" is a piece of side "${side}" in the nation "${nation}" of side "${known}": kept with "${known}"`);
    else nationSide.set(nation, side);
    nationNames.set(nation, nation);
    const id = uniqueId(typeIds, slug(`${nation} ${label}`) || "unit");
    const back = backFace(d);
    const values: Record<string, number> = {};
    const unread: string[] = [];
    for (const [k, v] of Object.entries(slot.properties)) {
      const field = VALUE_FIELDS[k.toLowerCase()];
      const n = Number(v);
      if (field && v.trim() !== "" && Number.isInteger(n) && n >= 0 && n <= 99) values[field] = n;
      else if (!NATION_KEYS.includes(k.toLowerCase()) && !SIDE_KEYS.includes(k.toLowerCase())) unread.push(`${k}=${v}`.slice(0, 60));
    }
    types.push({ type: { id, name: label.slice(0, 200), mobility: "foot", flags: [] }, nation, faces: { front, ...(back ? { back } : {}) }, values });
    byKey.set(key, id);
    const got = Object.keys(values);
    const missing = ["attack", "defence", "er", "ma"].filter((f) => !got.includes(f));
    report.info(slot.where, `unit type "${id}": ${missing.length > 0 ? `its ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} drawn on the counter, not in the module: fill ${missing.length === 1 ? "it" : "them"} in the OOB` : "values read from its markers"}${unread.length > 0 ? `; markers not read: ${unread.join(", ")}` : ""}`);
  }
  const sideIds = new IdMaker("side");
  const sides: Side[] = sideNames.filter((s) => [...nationSide.values()].includes(s)).map((s, i) => ({ id: sideIds.id(s), name: s.slice(0, 200), colour: SIDE_COLOURS[i % SIDE_COLOURS.length] as string }));
  const sideId = new Map(sides.map((s) => [s.name, s.id]));
  const nations: Nation[] = [...nationSide.entries()].map(([n, s]) => ({ id: nationIds.id(n), name: n.slice(0, 200), side: sideId.get(s.slice(0, 200)) as string }));
  const nationId = new Map(nations.map((n) => [n.name, n.id]));
  for (const t of types) t.nation = nationId.get(t.nation.slice(0, 200)) as string;
  return { sides, nations, types, byKey };
}

/** An id not yet taken: the base, else base-2, base-3, … (kept to 80 characters). */
export function uniqueId(taken: Set<string>, base: string): string {
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
  taken.add(id);
  return id;
}
