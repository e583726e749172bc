import type { PieceDefinition } from "./piece-model";
import { SequenceDecoder, decodeSequence } from "./sequence-encoder";

/**
 * Decodes a VASSAL piece: its type (traits outermost first, each trait's type
 * `id;field;field…` and the rest of the piece nested after a tab, one level
 * of escaping deeper) and, when known, its state laid out the same way. What
 * Warbench can use is read (name, face pictures, prototypes, marker values,
 * where it stands); every other trait is only named. Traits follow VASSAL's
 * own encodings (BasicPiece, Embellishment `emb2;`/`emb;`, Marker, UsePrototype,
 * DynamicProperty); a trait it cannot read is kept by name and skipped.
 */

/** A piece type deeper than this is cut short (each level costs a copy of the rest). */
export const MAX_TRAITS = 256;

export interface DecodedPiece {
  definition: PieceDefinition;
  /** The face showing: an index into definition.images (0, the front, when no flip layer says otherwise). */
  face: number;
  /** From the BasicPiece's state: the map's id ("null" in VASSAL means none), position, and the palette slot's id. */
  map: string | null;
  x: number;
  y: number;
  gpId: string;
}

interface Layer {
  images: string[];
  /** The layer's name and its commands, by which a flip layer is known. */
  words: string;
  /** VASSAL's value: positive when active, |value| - 1 the image showing. */
  value: number;
}

/** A picture's path in the module: VASSAL names images relative to `images/` (some write `/images/x.gif`). */
export function imagePath(name: string): string {
  const bare = name.replace(/^\/+/, "");
  return bare.startsWith("images/") ? bare : `images/${bare}`;
}

/** The parts of an AddPiece command `+/id/type/state` (a PieceSlot's or PrototypeDefinition's text, a saved piece), or null. */
export function decodeAddPiece(text: string): { id: string | null; type: string; state: string } | null {
  if (!text.startsWith("+/")) return null;
  const d = new SequenceDecoder(text.slice(2), "/");
  const id = d.next();
  if (!d.hasMore()) return null;
  const type = d.next();
  const state = d.next("");
  return { id: id === "null" ? null : id, type, state };
}

const FLIP_WORDS = /flip|revers|reduc|back|step|side|damage/i;

export function decodePiece(type: string, state = ""): DecodedPiece {
  const definition: PieceDefinition = { name: "", images: [], prototypes: [], properties: {}, traits: [] };
  const layers: Layer[] = [];
  let basicImage = "";
  let where = { map: null as string | null, x: 0, y: 0, gpId: "" };
  let typeRest: string | null = type;
  let stateRest: string | null = state;
  while (typeRest !== null) {
    if (definition.traits.length >= MAX_TRAITS) {
      definition.traits.push("…");
      break;
    }
    const td: SequenceDecoder = new SequenceDecoder(typeRest, "\t");
    const mine = td.next();
    typeRest = td.hasMore() ? td.next() : null;
    const sd: SequenceDecoder = new SequenceDecoder(stateRest, "\t");
    const myState = sd.next("");
    stateRest = sd.hasMore() ? sd.next() : null;
    const semi = mine.indexOf(";");
    const id = semi < 0 ? mine : mine.slice(0, semi);
    const body = semi < 0 ? "" : mine.slice(semi + 1);
    definition.traits.push(id);
    switch (id) {
      case "piece": {
        const f = new SequenceDecoder(body, ";");
        f.next(); // clone key
        f.next(); // delete key
        basicImage = f.next("");
        definition.name = f.next("");
        const s = new SequenceDecoder(myState, ";");
        const map = s.next("null");
        where = { map: map === "null" || map === "" ? null : map, x: s.nextInt(0), y: s.nextInt(0), gpId: s.next("") };
        typeRest = null;
        break;
      }
      case "emb2":
        layers.push(layerV2(body, myState));
        break;
      case "emb":
        layers.push(layerV1(body, myState));
        break;
      case "mark": {
        const keys = decodeSequence(body, ",");
        const values = decodeSequence(myState, ",");
        keys.forEach((key, i) => {
          if (key) definition.properties[key] = values[i] ?? "";
        });
        break;
      }
      case "prototype": {
        const name = new SequenceDecoder(body, ";").next("");
        if (name) definition.prototypes.push(name);
        break;
      }
      case "PROP": {
        const key = new SequenceDecoder(body, ";").next("");
        if (key) definition.properties[key] = myState;
        break;
      }
      default:
        break;
    }
  }
  const { images, back, face } = faces(basicImage, layers);
  definition.images = images;
  if (back !== undefined) definition.back = back;
  return { definition, face, ...where };
}

/** The piece's definition (state, when given, supplies the markers' values). */
export function decodePieceType(type: string, state = ""): PieceDefinition {
  return decodePiece(type, state).definition;
}

function layerV2(body: string, state: string): Layer {
  const f = decodeSequence(body, ";");
  // Embellishment.mySetType: activate command 0, key 2, up command 3, down command 6, images 15, layer name 18.
  const images = decodeSequence(f[15] ?? "", ",");
  return { images, words: [f[18], f[0], f[3], f[6]].join(" "), value: new SequenceDecoder(state, ";").nextInt(-1) };
}

function layerV1(body: string, state: string): Layer {
  // The 3.0 encoding: keys;activate command;up key;up command;down key;down command;x;y;image,name;image,name…
  const f = decodeSequence(body, ";");
  const images = f.slice(8).map((entry) => new SequenceDecoder(entry, ",").next(""));
  return { images, words: [f[1], f[3], f[5]].join(" "), value: new SequenceDecoder(state, ";").nextInt(-1) };
}

/**
 * Face pictures with the front first: the BasicPiece's image, then the flip
 * layer's (the one named or commanded like a flip, or, on a piece without its
 * own image, the first layer with a picture), then every other layer's.
 */
function faces(basicImage: string, layers: Layer[]): { images: string[]; back?: number; face: number } {
  const images: string[] = [];
  const add = (name: string) => {
    if (!name) return -1;
    const path = imagePath(name);
    if (!images.includes(path)) images.push(path);
    return images.indexOf(path);
  };
  add(basicImage);
  const pictured = layers.filter((l) => l.images.some(Boolean));
  const flip = pictured.find((l) => FLIP_WORDS.test(l.words)) ?? (basicImage ? undefined : pictured[0]);
  let back: number | undefined;
  if (flip) {
    const own = flip.images.filter(Boolean).map(add);
    const candidate = basicImage ? own[0] : own[1];
    if (candidate !== undefined && candidate > 0) back = candidate;
  }
  for (const layer of layers) layer.images.forEach(add);
  let face = 0;
  if (flip && flip.value > 0) {
    const showing = flip.images[flip.value - 1];
    if (showing) face = images.indexOf(imagePath(showing));
  }
  return { images, back, face: Math.max(0, face) };
}
