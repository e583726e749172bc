import type { Report } from "../report";
import { slug } from "../triplea/ids";
import type { Scenario } from "@/lib/model";
import type { Locate } from "./locate";
import { reinforcementTurn } from "./reinforcement-turn";
import type { SavedPiece } from "./piece-model";
import { type Palette, frontFace, pieceKey, uniqueId } from "./units";

/**
 * A predefined set-up's pieces as a scenario's order of battle: each piece on
 * the imported board to the hex that contains its position (or, standing in a
 * zone, held in that zone's off-map box), with its counter faces. A zone
 * named "Turn N …" holds reinforcements arriving on turn N: they are
 * scheduled for that turn into the box, where they wait until the designer
 * names their entry hex or edge, which the module does not give.
 */
export interface SetupParts {
  units: NonNullable<Scenario["units"]>;
  setup: NonNullable<Scenario["setup"]>;
  holding: NonNullable<Scenario["holding"]>;
  reinforcements: NonNullable<Scenario["reinforcements"]>;
}

export interface SetupContext {
  mapName: string;
  /** Blank margins of the map round its board: piece positions include them. */
  edge: { x: number; y: number };
  /** Where a point of the set-up's board lands on the imported map (locate.ts). */
  locate: Locate;
  palette: Palette;
  /** A unit type's faces as asset SHA-256s. */
  counters: Map<string, { front: string; back?: string }>;
}


export function setupParts(pieces: readonly SavedPiece[], ctx: SetupContext, where: string, report: Report): SetupParts {
  const parts: SetupParts = { units: [], setup: [], holding: [], reinforcements: [] };
  const typeOf = new Map(ctx.palette.types.map((t) => [t.type.id, t]));
  const byFront = new Map<string, string>();
  for (const [key, id] of ctx.palette.byKey) byFront.set(key.slice(key.indexOf("\u0000") + 1), id);
  const unitIds = new Set<string>();
  const arriving = new Map<string, { turn: number; box: string; units: string[] }>();
  const otherMaps = new Map<string, number>();
  let unplaced = 0;
  for (const piece of pieces) {
    const d = piece.definition;
    const bare = d.name.trim();
    const here = `${where} piece "${bare || frontFace(d) || "unnamed"}"`;
    if (piece.map === null) {
      unplaced += 1;
      continue;
    }
    if (piece.map !== ctx.mapName) {
      otherMaps.set(piece.map, (otherMaps.get(piece.map) ?? 0) + 1);
      continue;
    }
    const front = frontFace(d);
    const typeId = ctx.palette.byKey.get(pieceKey(d)) ?? (front ? byFront.get(front) : undefined);
    const type = typeId ? typeOf.get(typeId) : undefined;
    if (!type) {
      report.warn(here, "the piece is not a unit type of the palette (a marker, or no side): not carried over");
      continue;
    }
    // A piece without a name of its own is called what its unit type is.
    const label = bare || type.type.name;
    const x = piece.x - ctx.edge.x;
    const y = piece.y - ctx.edge.y;
    const id = uniqueId(unitIds, slug(`${type.nation} ${label}`) || "unit");
    const counter = ctx.counters.get(type.type.id);
    parts.units.push({ id, type: type.type.id, name: label.slice(0, 200), nation: type.nation, ...type.values, ...(counter ? { counter } : {}) });
    if (piece.face !== 0 && d.back !== undefined && piece.face === d.back) report.info(here, "shows its back (flipped or reduced) in the set-up: the unit is listed at full strength");
    const spot = ctx.locate(x, y);
    if (spot.kind === "box") {
      const turn = reinforcementTurn(spot.name);
      if (turn === null) parts.holding.push({ unit: id, box: spot.id });
      else {
        const group = arriving.get(spot.id) ?? { turn, box: spot.name, units: [] };
        group.units.push(id);
        arriving.set(spot.id, group);
      }
    } else if (spot.kind === "hex") parts.setup.push({ unit: id, at: spot.label });
    else {
      report.warn(here, `${spot.why}: not set up`);
      parts.units.pop();
    }
  }
  // Scheduled for their turn, into the box: it says when, not where they enter, so they wait there until the designer names an entry (W-ENTRY-OFF-MAP-BOX).
  for (const [box, g] of arriving) {
    parts.reinforcements.push({ turn: g.turn, units: g.units, at: box });
    report.info(where, `${g.units.length} unit${g.units.length === 1 ? "" : "s"} in the box "${g.box}" ${g.units.length === 1 ? "arrives" : "arrive"} on turn ${g.turn}: scheduled as turn ${g.turn} reinforcements into the box; give them an entry hex or map edge (${g.units.join(", ")})`.slice(0, 1000));
  }
  if (unplaced > 0) report.info(where, `${unplaced} piece${unplaced === 1 ? " is" : "s are"} on no map (a player's hand or a deck): not carried over`);
  for (const [m, n] of otherMaps) report.info(where, `${n} piece${n === 1 ? " is" : "s are"} on the map "${m}", not the imported board: not carried over`);
  return parts;
}
