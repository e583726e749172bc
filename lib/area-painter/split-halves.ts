import { areaOf, centroid, pointInFlat, projectOnSegment } from "./geometry";
import type { Pt, SeaZoneProps, SpaceState, TerritoryProps } from "./model";

/**
 * What a split does with a space's properties.
 *
 * Ruling [#26 item 6]: the half holding the label point (where the name and
 * IPC are drawn; the larger half when the point lies on the cut or in
 * neither) stays the space: it keeps the id (so scenarios placing units there
 * still name it), the name, the label point, the whole IPC value and the
 * flags that exist once per space — victory city, industrial complex,
 * capital — and a sea zone's printed number. The other half is a new space
 * with IPC 0 and none of those; what describes the land itself (original
 * owner, neutral, impassable) is true of both halves and is copied. So a
 * split never changes the map's total income or its count of victory cities,
 * factories or capitals; the status line says where they went.
 */
export const UNIQUE_FLAGS = ["victoryCity", "industrialComplex", "capital"] as const;

const FLAG_NAMES: Record<(typeof UNIQUE_FLAGS)[number], string> = {
  victoryCity: "the victory city",
  industrialComplex: "the industrial complex",
  capital: "the capital",
};

type Props = TerritoryProps | SeaZoneProps;
type Pieces = readonly (readonly Pt[])[];

const flatOf = (ring: readonly Pt[]) => ring.flatMap((p) => [p.x, p.y]);
const areaOfPieces = (pieces: Pieces) => pieces.reduce((s, r) => s + areaOf(flatOf(r)), 0);
/** Closer than this to a half's outline, a point is on the cut (or the border), in neither half. */
const ON_LINE = 1e-6;

const onOutline = (ring: readonly Pt[], p: Pt) => ring.some((a, i) => projectOnSegment(p, a, ring[(i + 1) % ring.length]!).distance <= ON_LINE);
const holds = (pieces: Pieces, p: Pt) => pieces.some((r) => pointInFlat(flatOf(r), p.x, p.y) && !onOutline(r, p));

/** Which of two halves stays the space: the one holding the label point, else the larger. */
export function keeperOf(a: Pieces, b: Pieces, labelPoint: Pt): "a" | "b" {
  const inA = holds(a, labelPoint);
  const inB = holds(b, labelPoint);
  if (inA !== inB) return inA ? "a" : "b";
  return areaOfPieces(a) >= areaOfPieces(b) ? "a" : "b";
}

/** "north", "south", "east" or "west": where a half lies from the other (screen y grows southward). */
export function directionOf(half: Pieces, other: Pieces): string {
  const centre = (pieces: Pieces) => {
    const largest = [...pieces].sort((x, y) => areaOf(flatOf(y)) - areaOf(flatOf(x)))[0] ?? [];
    return centroid(flatOf(largest));
  };
  const c = centre(half);
  const o = centre(other);
  const dx = c.x - o.x;
  const dy = c.y - o.y;
  if (Math.abs(dy) >= Math.abs(dx)) return dy <= 0 ? "north" : "south";
  return dx <= 0 ? "west" : "east";
}

const OPPOSITE: Record<string, string> = { north: "south", south: "north", east: "west", west: "east" };

const listed = (items: string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

/**
 * The properties of the new half (without its id: the caller finds a free
 * one) and the one-line note for the status bar. `keptSide` is where the
 * kept half lies ("north", …) from the new one.
 */
export function splitProps(space: SpaceState, keptSide: string): { give: Omit<Props, "id">; note: string } {
  const { id: _id, label: _label, ...rest } = space.props as Props & { label?: Pt };
  const give: Record<string, unknown> = { ...rest, name: `${space.props.name} (2)` };
  const stays: string[] = [];
  if (space.kind === "territory") {
    const t = space.props;
    give.ipc = 0;
    if (t.ipc > 0) stays.push(`IPC ${t.ipc}`);
    for (const flag of UNIQUE_FLAGS) {
      delete give[flag];
      if (t[flag]) stays.push(FLAG_NAMES[flag]);
    }
  } else if (space.props.number !== undefined) {
    delete give.number;
    stays.push(`number ${space.props.number}`);
  }
  const newSide = OPPOSITE[keptSide] ?? "other";
  const kept = `the ${keptSide} half, "${space.props.name}"`;
  const note =
    stays.length > 0
      ? `${capital(listed(stays))} ${stays.length === 1 ? "stays" : "stay"} with ${kept}; the ${newSide} half, "${give.name as string}", has ${space.kind === "territory" ? "IPC 0 and no unique flags" : "no number"}.`
      : `${capital(kept)} keeps the id; the ${newSide} half is "${give.name as string}".`;
  return { give: give as Omit<Props, "id">, note };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
