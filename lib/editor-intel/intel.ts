/**
 * An index of what the documents declare — units, formations, nations, sides,
 * unit types, terrain, boxes, hexes — built from the document being edited and
 * the game and map it refers to. Works on partial documents: anything missing
 * or malformed is skipped, because the designer is mid-edit.
 */
import type { DocumentKind } from "@/lib/model/document-kind";
import { HexLookup } from "./hexes";
import { type DocRole, type Obj, isObj, list, str } from "./values";
import { pathToPointer } from "./json-tree";
import type { RefKind } from "./refs";


export interface Declared {
  id: string;
  name?: string;
  /** One line shown beside the completion item. */
  detail?: string;
  role: DocRole;
  /** Pointer to the id value that declares it. */
  pointer: string;
  /** The declaring object, for hovers. */
  value: Record<string, unknown>;
}

export interface IntelSources {
  kind: DocumentKind;
  self: unknown;
  game?: unknown;
  map?: unknown;
}

export { type DocRole, type Obj, isObj, list, str } from "./values";

/** Ids in declaration order; the first declaration of an id wins (duplicates are a lint's business). */
class Table {
  readonly byId = new Map<string, Declared>();
  add(d: Declared) {
    if (d.id && !this.byId.has(d.id)) this.byId.set(d.id, d);
  }
  get(id: string) {
    return this.byId.get(id);
  }
  all() {
    return [...this.byId.values()];
  }
}

function declare(table: Table, doc: unknown, role: DocRole, key: string, detail?: (o: Obj) => string | undefined) {
  const raw = isObj(doc) ? doc[key] : undefined;
  if (!Array.isArray(raw)) return;
  raw.forEach((o, i) => {
    if (!isObj(o)) return;
    const id = str(o.id);
    if (id) table.add({ id, name: str(o.name), detail: detail?.(o), role, pointer: pathToPointer([key, i, "id"]), value: o });
  });
}

export class Intel {
  readonly units = new Table();
  readonly formations = new Table();
  readonly nations = new Table();
  readonly sides = new Table();
  readonly unitTypes = new Table();
  readonly terrain = new Table();
  /** Sea zones and their sea/coastal boxes (hex maps). */
  readonly boxes = new Table();
  /** Territories and sea zones (area maps). */
  readonly spaces = new Table();
  readonly hexes: HexLookup | null;
  /** Scenario only: unit id -> where it is set up / enters. */
  readonly placement = new Map<string, { pointer: string; at: string; turn?: number }>();
  /** Scenario only: location -> setup and entry pointers there. */
  readonly atLocation = new Map<string, { unit: string; pointer: string; turn?: number }[]>();

  constructor(readonly sources: IntelSources) {
    const { kind, self } = sources;
    const game = kind === "game" ? self : sources.game;
    const map = kind === "map" ? self : sources.map;
    const gameRole: DocRole = kind === "game" ? "self" : "game";
    const mapRole: DocRole = kind === "map" ? "self" : "map";

    if (kind === "scenario") {
      declare(this.sides, self, "self", "sides");
      declare(this.nations, self, "self", "nations", (o) => (str(o.side) ? `side ${str(o.side)}` : undefined));
      declare(this.formations, self, "self", "formations", (o) => [str(o.name), str(o.nation)].filter(Boolean).join(" · "));
      declare(this.units, self, "self", "units", (o) => [str(o.name), str(o.nation), str(o.type)].filter(Boolean).join(" · "));
      this.indexPlacement(self);
    }
    declare(this.sides, game, gameRole, "sides");
    declare(this.nations, game, gameRole, "nations", (o) => (str(o.side) ? `side ${str(o.side)}` : undefined));
    declare(this.unitTypes, game, gameRole, "unitTypes", (o) => [str(o.name), str(o.mobility) ?? str(o.domain)].filter(Boolean).join(" · "));
    declare(this.nations, map, mapRole, "nations");
    declare(this.terrain, map, mapRole, "terrainTypes", (o) => [str(o.name), str(o.terrainClass)].filter(Boolean).join(" · "));
    declare(this.spaces, map, mapRole, "territories", (o) => str(o.name));
    declare(this.spaces, map, mapRole, "seaZones", (o) => str(o.name));
    list(map, "seaZones").forEach((zone, i) => {
      const zoneName = str(zone.name) ?? str(zone.id) ?? "sea zone";
      for (const box of ["seaBox", "coastalBox"] as const) {
        const b = zone[box];
        if (isObj(b) && str(b.id)) {
          this.boxes.add({ id: str(b.id) as string, name: str(b.name), detail: `${box === "seaBox" ? "sea box" : "coastal box"} of ${zoneName}`, role: mapRole, pointer: pathToPointer(["seaZones", i, box, "id"]), value: b });
        }
      }
    });
    this.hexes = isObj(map) && map.layout === "hex" ? HexLookup.from(map, mapRole) : null;
  }

  private indexPlacement(self: unknown) {
    const note = (loc: string, entry: { unit: string; pointer: string; turn?: number }) => {
      const at = this.atLocation.get(loc);
      if (at) at.push(entry);
      else this.atLocation.set(loc, [entry]);
    };
    list(self, "setup").forEach((s, i) => {
      const unit = str(s.unit);
      const at = str(s.at);
      if (!unit || !at) return;
      const pointer = pathToPointer(["setup", i]);
      if (!this.placement.has(unit)) this.placement.set(unit, { pointer, at });
      note(at, { unit, pointer });
    });
    list(self, "reinforcements").forEach((r, i) => {
      const at = str(r.at);
      const turn = typeof r.turn === "number" ? r.turn : undefined;
      const units = Array.isArray(r.units) ? r.units : [];
      units.forEach((u, j) => {
        if (typeof u !== "string" || !at) return;
        const pointer = pathToPointer(["reinforcements", i, "units", j]);
        if (!this.placement.has(u)) this.placement.set(u, { pointer, at, turn });
        note(at, { unit: u, pointer, turn });
      });
    });
  }

  /** The declaration a reference of this kind names, if any. Hexes are handled by `hexes`. */
  lookup(kind: RefKind, id: string): Declared | undefined {
    switch (kind) {
      case "unit":
        return this.units.get(id);
      case "formation":
        return this.formations.get(id);
      case "nation":
        return this.nations.get(id);
      case "side":
        return this.sides.get(id);
      case "unit-type":
        return this.unitTypes.get(id);
      case "terrain":
        return this.terrain.get(id);
      case "space":
        return this.spaces.get(id);
      case "location":
      case "entry":
        return this.boxes.get(id);
      case "hex":
        return undefined;
    }
  }

  /** Every declared id a reference of this kind may name (hex labels excluded: see completion). */
  candidates(kind: RefKind): Declared[] {
    switch (kind) {
      case "unit":
        return this.units.all();
      case "formation":
        return this.formations.all();
      case "nation":
        return this.nations.all();
      case "side":
        return this.sides.all();
      case "unit-type":
        return this.unitTypes.all();
      case "terrain":
        return this.terrain.all();
      case "space":
        return this.spaces.all();
      case "location":
      case "entry":
        return this.boxes.all();
      case "hex":
        return [];
    }
  }
}
