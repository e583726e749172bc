/**
 * The one formatter that names things in the playtests' words: every log
 * line, choice label and panel heading of both rule systems asks it, so an
 * id the documents give a name never reaches the screen. Pure: it reads the
 * game, map and scenario documents and nothing else.
 *
 * Units are named by the scenario (Next War's OOB) or, in area games, by
 * their type; nations by the game (else the map); sides by the game or
 * scenario; places by the map (territories, sea zones, sea and coastal boxes
 * [7.1]); and a hex by its map label, "hex 1008" [3.1].
 */

export type NameKind = "unit" | "type" | "nation" | "side" | "place" | "other";

/** Ids by kind, each with the name the documents give it. */
export type NameBook = Record<NameKind, ReadonlyMap<string, string>>;

export interface Namer {
  readonly book: NameBook;
  unit(id: unknown): string;
  type(id: unknown): string;
  nation(id: unknown): string;
  side(id: unknown): string;
  /** A territory, sea zone, box or hex ("hex 1008"); an AMPH's hold ("aboard 1st Amphibious Group"). */
  place(id: unknown): string;
  /** Whatever the id is: unit, place, nation, side, type, anything named, else a hex label or the id as it is. */
  any(id: unknown): string;
  /** A list of unit ids (anything else in it named as `any`): "1st Infantry Bde, 2nd Rifle Bde". */
  units(ids: unknown): string;
  /** A list of places. */
  places(ids: unknown): string;
  /** Any value in words: ids named, lists joined, objects as "name 2, name 1" or their fields — never "[object Object]". */
  value(v: unknown): string;
  /** An engine sentence with every named id in it put in words (whole ids only). */
  text(sentence: string): string;
}

/** Where the documents list named things, by the key of their list. */
const KIND_OF: Record<string, NameKind> = {
  units: "unit",
  unitTypes: "type",
  nations: "nation",
  sides: "side",
  territories: "place",
  seaZones: "place",
  seaBox: "place",
  coastalBox: "place",
};

const HEX_LABEL = /^[0-9]{2,8}$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Every `{ id, name }` the documents hold, by kind: the lists of the game, the
 * map and the scenario and the boxes inside sea zones. The first document
 * that names an id wins (the game's nations before the map's).
 */
export function nameBookOf(...documents: unknown[]): NameBook {
  const book: Record<NameKind, Map<string, string>> = { unit: new Map(), type: new Map(), nation: new Map(), side: new Map(), place: new Map(), other: new Map() };
  const add = (kind: NameKind, x: Record<string, unknown>) => {
    if (typeof x.id === "string" && typeof x.name === "string" && x.name.length > 0 && !book[kind].has(x.id)) book[kind].set(x.id, x.name);
  };
  for (const doc of documents) {
    if (!isRecord(doc)) continue;
    for (const [key, list] of Object.entries(doc)) {
      if (!Array.isArray(list)) continue;
      const kind = KIND_OF[key] ?? "other";
      for (const x of list) {
        if (!isRecord(x)) continue;
        add(kind, x);
        for (const inner of ["seaBox", "coastalBox"]) if (isRecord(x[inner])) add("place", x[inner]);
      }
    }
  }
  return book;
}

/** Plain id → name tables (units and places together, and sides), as older callers hold them. */
export function bookOfTables(names: Readonly<Record<string, string>> = {}, sideNames: Readonly<Record<string, string>> = {}): NameBook {
  const entries = new Map(Object.entries(names));
  return { unit: entries, type: new Map(), nation: new Map(), side: new Map(Object.entries(sideNames)), place: entries, other: new Map() };
}

const ORDER: Record<NameKind, NameKind[]> = {
  unit: ["unit", "type", "other"],
  type: ["type", "unit", "other"],
  nation: ["nation", "side", "other"],
  side: ["side", "nation", "other"],
  place: ["place", "unit", "other"],
  other: ["unit", "place", "nation", "side", "type", "other"],
};

/** The namer over a book: ids in, names out. */
export function namerOf(book: NameBook): Namer {
  const find = (kind: NameKind, id: unknown): string | undefined => {
    const key = String(id);
    for (const k of ORDER[kind]) {
      const name = book[k].get(key);
      if (name !== undefined) return name;
    }
    return undefined;
  };
  const hexOr = (id: unknown) => (HEX_LABEL.test(String(id)) ? `hex ${String(id)}` : String(id));
  const place = (id: unknown): string => {
    const key = String(id);
    if (key.startsWith("amph:")) return `aboard ${find("unit", key.slice(5)) ?? key.slice(5)}`;
    return find("place", key) ?? hexOr(key);
  };
  const any = (id: unknown): string => find("other", id) ?? hexOr(id);
  const list = (ids: unknown, one: (id: unknown) => string) => (Array.isArray(ids) ? ids.map(one).join(", ") : ids === undefined || ids === null ? "" : one(ids));
  const value = (v: unknown): string => {
    if (v === null || v === undefined) return "none";
    if (Array.isArray(v)) return v.map(value).join(", ");
    if (isRecord(v)) {
      const entries = Object.entries(v).filter(([, x]) => x !== undefined);
      // A count by id ({ infantry: 2 }) reads "2 Infantry"; anything else as its fields.
      if (entries.every(([, x]) => typeof x === "number")) return entries.map(([k, n]) => `${any(k)} ${String(n)}`).join(", ");
      return entries.map(([k, x]) => `${k.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()} ${value(x)}`).join("; ");
    }
    if (typeof v === "string") return any(v);
    return String(v);
  };
  let pattern: RegExp | null | undefined;
  const text = (sentence: string): string => {
    if (pattern === undefined) {
      const ids = [...new Set(Object.values(book).flatMap((m) => [...m.keys()]))].filter((k) => k.length > 0).sort((a, b) => b.length - a.length);
      pattern = ids.length === 0 ? null : new RegExp(`(?<![\\w-])(${ids.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\w-])`, "g");
    }
    return pattern ? sentence.replace(pattern, (id) => find("other", id) ?? id) : sentence;
  };
  return {
    book,
    unit: (id) => find("unit", id) ?? String(id),
    type: (id) => find("type", id) ?? String(id),
    nation: (id) => find("nation", id) ?? String(id),
    side: (id) => find("side", id) ?? String(id),
    place,
    any,
    units: (ids) => list(ids, (id) => find("unit", id) ?? any(id)),
    places: (ids) => list(ids, place),
    value,
    text,
  };
}

/** The namer of a bundle's documents (either rule system). */
export function namerOfBundle(bundle: { game: unknown; map: unknown; scenario: unknown }): Namer {
  return namerOf(nameBookOf(bundle.game, bundle.scenario, bundle.map));
}

const NAMERS = new WeakMap<object, Namer>();

/** The namer of a bundle, built once per bundle object (the log names many lines of one game). */
export function namerFor(bundle: { game: unknown; map: unknown; scenario: unknown }): Namer {
  let n = NAMERS.get(bundle);
  if (!n) NAMERS.set(bundle, (n = namerOfBundle(bundle)));
  return n;
}

/** A namer as given, or one over plain id → name tables (units and places, and sides). */
export function asNamer(names: Namer | Readonly<Record<string, string>> = {}, sideNames: Readonly<Record<string, string>> = {}): Namer {
  return isNamer(names) ? names : namerOf(bookOfTables(names, sideNames));
}

function isNamer(v: unknown): v is Namer {
  return isRecord(v) && typeof v.unit === "function" && isRecord(v.book);
}

/**
 * Ids the documents give a different name (not merely another case of the
 * id): what must never show on its own where the name belongs. For the tests
 * that scan the logs.
 */
export function idsWithNames(book: NameBook): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of Object.values(book)) for (const [id, name] of m) if (id.toLowerCase() !== name.toLowerCase()) out.set(id, name);
  return out;
}
