import type { Box } from "@/lib/validate/area-borders";

/** A space as the view draws it: its kind, the properties it shows and its outlines in map pixels. */
export interface DrawnSpace {
  kind: "territory" | "seaZone";
  props: {
    id: string;
    name: string;
    originalOwner?: string;
    ipc?: number;
    number?: number;
    victoryCity?: boolean;
    industrialComplex?: boolean;
    capital?: boolean;
    neutral?: boolean;
    impassable?: boolean;
    label?: { x: number; y: number };
  };
}

/**
 * What the view reads from the headless editor's model. Structural, so the
 * renderer follows the model without importing its internals: spaces are
 * immutable values replaced on every edit, and `flat` returns a new array
 * when an outline changed — identity comparisons find what to redraw.
 */
export interface SceneModel {
  readonly order: readonly number[];
  readonly spaces: ReadonlyMap<number, DrawnSpace>;
  flat(key: number): number[][];
  box(key: number): Box;
  readonly meta: {
    size: { width: number; height: number };
    wrap: { horizontal: boolean };
    nations: readonly { id: string; colour: string }[];
    background?: { asset: string; opacity: number };
  };
}

export const SEA_FILL = "#b9d3e6";
export const LAND_FILL = "#e8dfc6";
export const NEUTRAL_FILL = "#d8d2c4";
export const IMPASSABLE_FILL = "#9a948a";
export const PAPER = "#f4f1e8";
export const OUTLINE = "#3b3b3b";

/** Everything derived from one space's outline, kept until the outline changes. */
export interface SpaceCache {
  /** The model's key for the space (the editor's view tracks drags by it; other views may leave it out). */
  key?: number;
  flat: number[][];
  space: DrawnSpace;
  path: Path2D;
  box: Box;
  label: { x: number; y: number };
  fill: string;
}

export function fillOf(space: DrawnSpace, colours: ReadonlyMap<string, string>, withPicture: boolean): string {
  let colour: string;
  if (space.kind === "seaZone") colour = SEA_FILL;
  else if (space.props.impassable) colour = IMPASSABLE_FILL;
  else if (space.props.originalOwner && colours.has(space.props.originalOwner)) colour = colours.get(space.props.originalOwner)!;
  else colour = space.props.neutral ? NEUTRAL_FILL : LAND_FILL;
  // Over a traced picture the fills must let the picture through.
  return withPicture ? withAlpha(colour, space.kind === "seaZone" ? 0.35 : 0.55) : colour;
}

function withAlpha(hex: string, alpha: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(hex);
  if (!m) return hex;
  return `rgba(${parseInt(m[1]!, 16)}, ${parseInt(m[2]!, 16)}, ${parseInt(m[3]!, 16)}, ${alpha})`;
}

export function pathOf(flat: number[][]): Path2D {
  const path = new Path2D();
  for (const ring of flat) {
    if (ring.length < 6) continue;
    path.moveTo(ring[0]!, ring[1]!);
    for (let i = 2; i + 1 < ring.length; i += 2) path.lineTo(ring[i]!, ring[i + 1]!);
    path.closePath();
  }
  return path;
}

/** Label text size in screen pixels; labels keep their size as the map zooms. */
export const LABEL_PX = 12;

/** How far (map pixels, at scale `s`) a label's drawing reaches from its point: the dirty box must cover it. */
export function labelReach(s: number): { x: number; y: number } {
  return { x: 92 / s, y: 24 / s };
}

export function labelBox(c: SpaceCache, s: number): Box {
  const r = labelReach(s);
  return { minX: c.label.x - r.x, maxX: c.label.x + r.x, minY: c.label.y - r.y, maxY: c.label.y + r.y };
}

/**
 * Draws spaces into `ctx`, whose transform maps map pixels to the target at
 * scale `s` with map (0, 0) at (-dx, -dy): fills, outlines, then names, IPC
 * values and markers on top so no neighbour's fill covers a label. Text is
 * drawn without the scale transform: scaled text is rasterised as paths,
 * several times slower.
 */
export function drawSpaces(
  ctx: CanvasRenderingContext2D,
  caches: readonly SpaceCache[],
  s: number,
  options: { labels: boolean; dx: number; dy: number; /** The outline to draw (the editor's simplified one for this zoom); `c.path` if absent. */ pathOf?: (c: SpaceCache) => Path2D },
) {
  const paths = options.pathOf ? caches.map(options.pathOf) : caches.map((c) => c.path);
  caches.forEach((c, i) => {
    ctx.fillStyle = c.fill;
    ctx.fill(paths[i]!, "evenodd");
  });
  ctx.lineJoin = "round";
  ctx.strokeStyle = OUTLINE;
  ctx.lineWidth = 1.25 / s;
  for (const path of paths) ctx.stroke(path);
  if (!options.labels) return;
  const saved = ctx.getTransform();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  for (const c of caches) {
    // A label wider than its space would be noise at this zoom.
    if ((c.box.maxX - c.box.minX) * s < 28) continue;
    const image = labelImage(c);
    ctx.drawImage(image, Math.round(c.label.x * s - options.dx - image.width / 2), Math.round(c.label.y * s - options.dy - image.height / 2));
  }
  ctx.setTransform(saved);
}

/**
 * A space's label drawn once into its own small bitmap: labels keep their
 * screen size at every zoom, so one image serves every tile and level, and
 * text — the slowest thing to draw without a GPU — is drawn once per edit.
 */
const labelImages = new WeakMap<DrawnSpace, HTMLCanvasElement>();

function labelImage(c: SpaceCache): HTMLCanvasElement {
  let image = labelImages.get(c.space);
  if (image) return image;
  image = document.createElement("canvas");
  image.width = 2 * LABEL_HALF_WIDTH;
  image.height = 2 * LABEL_HALF_HEIGHT;
  const ctx = image.getContext("2d")!;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineWidth = 3;
  ctx.lineJoin = "round";
  ctx.strokeStyle = "rgba(255,255,255,0.8)";
  drawLabel(ctx, c, LABEL_HALF_WIDTH, LABEL_HALF_HEIGHT);
  labelImages.set(c.space, image);
  return image;
}

const LABEL_HALF_WIDTH = 90;
const LABEL_HALF_HEIGHT = 22;

const MARKER = { capital: "★", victoryCity: "◉", industrialComplex: "⚙" } as const;
const NAME_FONT = { seaZone: `italic ${LABEL_PX}px system-ui, sans-serif`, territory: `600 ${LABEL_PX}px system-ui, sans-serif` };
const IPC_FONT = `${LABEL_PX - 1}px system-ui, sans-serif`;

function drawLabel(ctx: CanvasRenderingContext2D, c: SpaceCache, x: number, y: number) {
  const { props, kind } = c.space;
  ctx.font = NAME_FONT[kind];
  ctx.fillStyle = kind === "seaZone" ? "#1d4466" : "#1b1b1b";
  const name = kind === "seaZone" && props.number !== undefined && !props.name.includes(String(props.number)) ? `${props.number} ${props.name}` : props.name;
  const text = name.length > 22 ? `${name.slice(0, 21)}…` : name;
  ctx.strokeText(text, x, y - 6, 2 * LABEL_HALF_WIDTH - 4);
  ctx.fillText(text, x, y - 6, 2 * LABEL_HALF_WIDTH - 4);
  if (kind !== "territory") return;
  const marks = (Object.keys(MARKER) as (keyof typeof MARKER)[]).filter((k) => props[k]).map((k) => MARKER[k]);
  const line = `${props.ipc ?? 0}${marks.length ? ` ${marks.join("")}` : ""}`;
  ctx.font = IPC_FONT;
  ctx.strokeText(line, x, y + 8);
  ctx.fillText(line, x, y + 8);
}
