import type { VassalSetupStack } from "./build-file";
import type { PieceDefinition, SavedPiece } from "./piece-model";
import { decodeAddPiece, decodePieceType } from "./piece-type";
import { type SavedGameResult, decodeSavedGame } from "./saved-game";

/** A PieceSlot's or PrototypeDefinition's text (`+/null/type/state`) as a piece definition, or null when it is not one. */
export function decodeSlot(text: string): PieceDefinition | null {
  const add = decodeAddPiece(text.trim());
  if (!add) return null;
  try {
    return decodePieceType(add.type, add.state);
  } catch {
    // A definition the decoder chokes on is a piece that cannot be read, reported as such by the caller.
    return null;
  }
}

/** A predefined set-up's saved game as its pieces. */
export async function decodeSetup(bytes: Uint8Array, file: string): Promise<SavedGameResult> {
  try {
    return await decodeSavedGame(bytes, file);
  } catch (error) {
    return { ok: false, reason: `${file} cannot be read (${firstLine(error)})` };
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 160);
}

/** A map's at-start stacks as pieces standing where the stacks are: a stack's x, y are on its board, which starts `edge` into the map. */
export function stackPieces(stacks: readonly VassalSetupStack[], map: string, edge: { x: number; y: number } = { x: 0, y: 0 }): SavedPiece[] {
  const out: SavedPiece[] = [];
  stacks.forEach((s, i) =>
    s.slots.forEach((slot, j) => {
      const d = decodeSlot(slot.definition);
      if (d) out.push({ id: `stack-${i}-${j}`, definition: d, map, x: s.x + edge.x, y: s.y + edge.y, face: 0 });
    }),
  );
  return out;
}
