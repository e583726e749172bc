import { Report, type ReportEntry } from "../report";
import { readArchive } from "../zip/archive";
import type { SavedPiece } from "./piece-model";
import { decodeAddPiece, decodePiece } from "./piece-type";
import { SequenceDecoder } from "./sequence-encoder";

/**
 * A VASSAL saved game (`.sav`, also a predefined set-up inside a module): a
 * zip holding `savedGame`, obfuscated by VASSAL's ObfuscatingOutputStream
 * (`!VCSK`, a key as two hex digits, then every byte XOR the key as two hex
 * digits), whose text is one compound command: commands separated by ESC,
 * each appended command nested one level deeper (GameModule.encode). The
 * pieces are its AddPiece commands (`+/id/type/state`); Stacks (`+/id/stack/
 * map;x;y;ids…`) give the map and position of the pieces they hold, which
 * VASSAL saves without a map of their own. Everything else (board choices,
 * players, begin_save/end_save) places nothing and is passed over.
 */

/**
 * A board a saved game lays out on a map (its BoardPicker command: `<map>BoardPicker`, then name[/rev], column, row
 * for each board). Piece positions are in the map's pixels over these boards, so a set-up on another board of the
 * same map (VASSAL modules often offer part-maps) puts its pieces on that board's picture and grid.
 */
export interface SavedBoard {
  map: string;
  board: string;
  reversed: boolean;
  column: number;
  row: number;
}

export type SavedGameResult = { ok: true; pieces: SavedPiece[]; boards: SavedBoard[]; report: ReportEntry[] } | { ok: false; reason: string };

/** Commands nest a level per append; VASSAL's own saves nest two or three deep. */
export const MAX_COMMAND_DEPTH = 32;
const ESC = "\u001b";

export async function decodeSavedGame(bytes: Uint8Array, what: string): Promise<SavedGameResult> {
  let stream: Uint8Array;
  if (startsWithText(bytes, "!VCSK") || startsWithText(bytes, "begin_save")) {
    stream = bytes;
  } else {
    const archive = await readArchive(bytes, { what, want: (name) => name === "savedGame" });
    if (!archive.ok) return { ok: false, reason: archive.reason };
    const entry = archive.entries.get("savedGame");
    if (!entry) return { ok: false, reason: `${what} holds no savedGame entry: not a VASSAL saved game` };
    stream = entry;
  }
  const text = deobfuscate(stream);
  if (!text.ok) return { ok: false, reason: `${what}: ${text.reason}` };
  const commands = splitCommands(text.text);
  if (!commands.ok) return { ok: false, reason: `${what}: ${commands.reason}` };
  if (commands.list[0] !== "begin_save") return { ok: false, reason: `${what} does not start with begin_save: not a VASSAL saved game` };
  return { ok: true, ...piecesOf(commands.list, what) };
}

function startsWithText(bytes: Uint8Array, prefix: string): boolean {
  if (bytes.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix.charCodeAt(i)) return false;
  return true;
}

const HEX = (() => {
  const table = new Int16Array(256).fill(-1);
  for (let i = 0; i < 16; i++) {
    table["0123456789abcdef".charCodeAt(i)] = i;
    table["0123456789ABCDEF".charCodeAt(i)] = i;
  }
  return table;
})();

/** The saved game's text: undone from VASSAL's obfuscation when it has the `!VCSK` header, read as UTF-8 either way. */
export function deobfuscate(bytes: Uint8Array): { ok: true; text: string } | { ok: false; reason: string } {
  if (!startsWithText(bytes, "!VCSK")) return { ok: true, text: new TextDecoder().decode(bytes) };
  // A trailing newline or two is harmless; anything else that is not hex is damage.
  let end = bytes.length;
  while (end > 7 && (bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end--;
  if ((end - 7) % 2 !== 0 || end < 7) return { ok: false, reason: "the obfuscated saved game is cut short (an odd number of hex digits)" };
  const key = (HEX[bytes[5]!]! << 4) | HEX[bytes[6]!]!;
  if (key < 0) return { ok: false, reason: "the obfuscated saved game's key is not hex" };
  const out = new Uint8Array((end - 7) / 2);
  for (let i = 7, o = 0; i < end; i += 2, o++) {
    const hi = HEX[bytes[i]!]!;
    const lo = HEX[bytes[i + 1]!]!;
    if (hi < 0 || lo < 0) return { ok: false, reason: `the obfuscated saved game holds a character that is not hex at byte ${i}` };
    out[o] = ((hi << 4) | lo) ^ key;
  }
  return { ok: true, text: new TextDecoder().decode(out) };
}

/** Every command of the compound command, in order, without recursion (a hostile file could nest deeply). */
export function splitCommands(text: string): { ok: true; list: string[] } | { ok: false; reason: string } {
  const list: string[] = [];
  const open: SequenceDecoder[] = [];
  const enter = (s: string): boolean => {
    if (open.length >= MAX_COMMAND_DEPTH) return false;
    const d = new SequenceDecoder(s, ESC);
    list.push(d.next());
    open.push(d);
    return true;
  };
  enter(text);
  while (open.length > 0) {
    const top = open[open.length - 1]!;
    if (!top.hasMore()) {
      open.pop();
      continue;
    }
    if (!enter(top.next())) return { ok: false, reason: `its commands nest deeper than ${MAX_COMMAND_DEPTH} levels` };
  }
  return { ok: true, list };
}

interface StackAt {
  map: string | null;
  x: number;
  y: number;
}

const PICKER = "BoardPicker";

/** The boards a BoardPicker command lays out, or null when the command is not one. */
export function boardsOf(command: string): SavedBoard[] | null {
  const d = new SequenceDecoder(command, "\t");
  const head = d.next();
  if (!head.endsWith(PICKER) || !d.hasMore()) return null;
  const map = head.slice(0, -PICKER.length);
  const boards: SavedBoard[] = [];
  while (d.hasMore()) {
    const n = new SequenceDecoder(d.next(), "/");
    const board = n.next();
    const reversed = n.hasMore() && n.next() === "rev";
    boards.push({ map, board, reversed, column: d.nextInt(0), row: d.nextInt(0) });
  }
  return boards;
}

function piecesOf(commands: readonly string[], what: string): { pieces: SavedPiece[]; boards: SavedBoard[]; report: ReportEntry[] } {
  const report = new Report();
  const boards: SavedBoard[] = [];
  const stackOf = new Map<string, StackAt>();
  const found: (SavedPiece & { rawMap: string | null })[] = [];
  let decks = 0;
  let unnamed = 0;
  for (const command of commands) {
    if (!command.startsWith("+/")) {
      boards.push(...(boardsOf(command) ?? []));
      continue;
    }
    const add = decodeAddPiece(command);
    if (!add) {
      report.warn(what, `an AddPiece command could not be read: ${JSON.stringify(command.slice(0, 60))}`);
      continue;
    }
    if (add.type === "stack") {
      const s = new SequenceDecoder(add.state, ";");
      const map = s.next("null");
      const at = { map: map === "null" || map === "" ? null : map, x: s.nextInt(0), y: s.nextInt(0) };
      while (s.hasMore()) {
        const id = s.next();
        if (id) stackOf.set(id, at);
      }
      continue;
    }
    if (add.type.startsWith("deck;")) {
      decks += 1;
      continue;
    }
    const piece = decodePiece(add.type, add.state);
    if (!piece.definition.traits.includes("piece")) {
      report.warn(what, `the piece ${add.id ?? "without an id"} has no BasicPiece in its type; left out`);
      continue;
    }
    const id = add.id ?? `unnamed-${++unnamed}`;
    found.push({ id, definition: piece.definition, map: piece.map, x: piece.x, y: piece.y, face: piece.face, rawMap: piece.map });
  }
  if (found.length === 0) report.info(what, "places no pieces (a module may set up with at-start stacks instead)");
  if (decks > 0) report.info(what, `${decks} deck${decks === 1 ? "" : "s"} not read: cards in a deck stay off the map`);
  const pieces = found.map(({ rawMap, ...piece }) => {
    const stack = stackOf.get(piece.id);
    // A stack on a map places what it holds; a piece saved with its own map and no stack stands where it says.
    if (stack && stack.map !== null) return { ...piece, map: stack.map, x: stack.x, y: stack.y };
    return { ...piece, map: rawMap };
  });
  return { pieces, boards, report: report.list() };
}
