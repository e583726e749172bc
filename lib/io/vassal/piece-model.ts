/**
 * What lib/io/vassal reads out of a VASSAL piece, shared by the module's
 * PieceSlots (buildFile) and the pieces of a saved game (.sav): a piece is
 * described by its type string, the traits (decorators) outermost first
 * separated by tabs, ending with the BasicPiece (`piece;…;image;name`).
 * piece-type.ts decodes it; saved-game.ts decodes the saved game's commands.
 */
export interface PieceDefinition {
  /** The BasicPiece's name (what VASSAL shows for the piece), "" when it has none. */
  name: string;
  /** Face pictures as module paths (`images/0001.svg`), the front first: the BasicPiece image, then the flip layer's (its second image is a two-image layer's back), then every other layer's. */
  images: string[];
  /** The index in `images` of the back face, when a layer trait flips the counter (two-image emb2 layer or a layer named like "flip"/"reduced"). */
  back?: number;
  /** Prototype names the piece uses (`prototype;Name` traits), outermost first. */
  prototypes: string[];
  /** Marker traits (`mark;Name` with its value) and other named properties traits carry. */
  properties: Record<string, string>;
  /** Every trait's id in order (`emb2`, `mark`, `prototype`, `piece`, …), for the report. */
  traits: string[];
}

/** A piece in a saved game (an AddPiece command): where it stands and what it is. */
export interface SavedPiece {
  /** The piece's id in the saved game. */
  id: string;
  definition: PieceDefinition;
  /** The Map it is on (mapName), or null when it is on no map (a player's hand, a deck). */
  map: string | null;
  /** Its position on that map, in map pixels (board pictures are laid out from 0,0). */
  x: number;
  y: number;
  /** The face showing, as an index into definition.images (0 when unknown). */
  face: number;
}
