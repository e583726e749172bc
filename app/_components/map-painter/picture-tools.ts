import { alignByTwoPoints, mapToPicture } from "@/lib/painter/background";
import type { MapEditor } from "@/lib/painter/editor";
import { indexCentre, type MapPoint } from "@/lib/painter/geometry";
import { type HexColours, hexColours, matchHexes, type PicturePixels, type Rgb, sampleAt } from "@/lib/painter/trace-assist";

/** Two-point alignment: a point on the picture, then the hex it is; twice. */
export interface AlignMode {
  kind: "align";
  /** Picture pixels clicked so far, and the hexes named for them. */
  points: MapPoint[];
  hexes: number[];
}

/** Terrain from the picture: a terrain, a sample colour, and the hexes proposed for it. */
export interface TraceMode {
  kind: "trace";
  terrain: number;
  tolerance: number;
  /** Only hexes joined to the sampled one. */
  connected: boolean;
  sample: Rgb | null;
  sampleHex: number | null;
  proposed: Set<number>;
}

export type PictureMode = { kind: "idle" } | AlignMode | TraceMode;

export const DEFAULT_TOLERANCE = 40;

/**
 * What the picture panel is doing with clicks on the canvas: nothing, a
 * two-point alignment, or a terrain trace. Headless like the editor (the
 * picture's pixels come from a function), so the canvas, the panel, the
 * overlay and the keyboard all read one state.
 */
export class PictureTools {
  mode: PictureMode = { kind: "idle" };
  /** A one-line reason the last click or confirm did nothing. */
  problem: string | null = null;
  private listeners = new Set<() => void>();
  private colours: { key: string; colours: HexColours } | null = null;

  constructor(
    private readonly editor: MapEditor,
    private readonly pixels: () => PicturePixels | null,
  ) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(mode: PictureMode, problem: string | null = null) {
    this.mode = mode;
    this.problem = problem;
    for (const l of this.listeners) l();
  }

  get active(): boolean {
    return this.mode.kind !== "idle";
  }

  startAlign() {
    if (!this.editor.map.meta.background) return this.set({ kind: "idle" }, "Add a picture first.");
    this.set({ kind: "align", points: [], hexes: [] });
  }

  startTrace(terrain = this.editor.options.values.terrain || 1) {
    if (!this.editor.map.meta.background) return this.set({ kind: "idle" }, "Add a picture first.");
    this.set({ kind: "trace", terrain, tolerance: DEFAULT_TOLERANCE, connected: false, sample: null, sampleHex: null, proposed: new Set() });
  }

  /** Shows a one-line reason (a typed hex label that is not on the map). */
  problemFor(message: string) {
    this.set(this.mode, message);
  }

  /** Esc: leaves the mode without changing the map. */
  cancel(): boolean {
    if (!this.active && !this.problem) return false;
    this.set({ kind: "idle" });
    return true;
  }

  /** What the next click on the canvas does, for the panel's prompt. */
  prompt(): string {
    const m = this.mode;
    if (m.kind === "align") {
      const n = m.hexes.length + 1;
      return m.points.length === m.hexes.length ? `Click point ${n} on the picture (a hex centre printed on it).` : `Click the hex that point ${n} is (or type its label).`;
    }
    if (m.kind === "trace") return m.sample ? `${m.proposed.size} hexes proposed: click a hex to add or remove it, Enter paints them.` : "Click a sample of the terrain's colour on the picture.";
    return "";
  }

  /** A click on the canvas at a map point (over a hex or not); true when the picture tools took it. */
  click(point: MapPoint, hex: number | null): boolean {
    const m = this.mode;
    const bg = this.editor.map.meta.background;
    if (m.kind === "idle" || !bg) return false;
    if (m.kind === "align") {
      if (m.points.length === m.hexes.length) {
        this.set({ ...m, points: [...m.points, mapToPicture(this.editor.map.spec, bg, point)] });
        return true;
      }
      if (hex === null) this.set(m, "That point is off the map: click a hex.");
      else this.nameHex(hex);
      return true;
    }
    if (!m.sample) {
      this.sample(point, hex);
      return true;
    }
    if (hex === null) return true;
    const proposed = new Set(m.proposed);
    if (proposed.has(hex)) proposed.delete(hex);
    else proposed.add(hex);
    this.set({ ...m, proposed });
    return true;
  }

  /** The hex for the pending alignment point (clicked, or typed by label); the second one aligns the picture. */
  nameHex(hex: number) {
    const m = this.mode;
    const bg = this.editor.map.meta.background;
    if (m.kind !== "align" || !bg || m.points.length !== m.hexes.length + 1) return;
    const hexes = [...m.hexes, hex];
    if (hexes.length < 2) return this.set({ ...m, hexes });
    const spec = this.editor.map.spec;
    try {
      const next = alignByTwoPoints(spec, bg, [m.points[0]!, m.points[1]!], [indexCentre(spec, hexes[0]!), indexCentre(spec, hexes[1]!)]);
      this.editor.setBackground("Align picture", next);
      this.set({ kind: "idle" });
    } catch (error) {
      // Start the pair again: a wrong pick is easier to redo than to find.
      this.set({ kind: "align", points: [], hexes: [] }, error instanceof Error ? error.message : String(error));
    }
  }

  private hexColours(): HexColours | null {
    const bg = this.editor.map.meta.background;
    const pixels = this.pixels();
    if (!bg || !pixels) return null;
    // Fading the picture does not change its colours: the opacity is left out of the key.
    const { opacity: _, ...placement } = bg;
    const key = JSON.stringify(placement) + `:${pixels.width}x${pixels.height}`;
    if (this.colours?.key !== key) this.colours = { key, colours: hexColours(this.editor.map.spec, bg, pixels) };
    return this.colours.colours;
  }

  private sample(point: MapPoint, hex: number | null) {
    const m = this.mode;
    const bg = this.editor.map.meta.background;
    const pixels = this.pixels();
    if (m.kind !== "trace" || !bg) return;
    if (!pixels) return this.set(m, "The picture has not loaded yet.");
    const sample = sampleAt(this.editor.map.spec, bg, pixels, point);
    if (!sample) return this.set(m, "That point is off the picture: click on the picture.");
    this.set(this.withMatches({ ...m, sample, sampleHex: hex }));
  }

  private withMatches(m: TraceMode): TraceMode {
    const colours = this.hexColours();
    if (!m.sample || !colours) return m;
    const start = m.connected ? m.sampleHex : null;
    if (m.connected && start === null) return { ...m, proposed: new Set() };
    return { ...m, proposed: new Set(matchHexes(this.editor.map.spec, colours, m.sample, m.tolerance, start)) };
  }

  /** Tolerance, terrain or "connected" changed: the proposal is worked out again (hand edits are dropped). */
  updateTrace(patch: Partial<Pick<TraceMode, "terrain" | "tolerance" | "connected">>) {
    const m = this.mode;
    if (m.kind !== "trace") return;
    const next = { ...m, ...patch };
    this.set(patch.tolerance !== undefined || patch.connected !== undefined ? this.withMatches(next) : next);
  }

  /** Takes a new sample with the next click. */
  resample() {
    const m = this.mode;
    if (m.kind === "trace") this.set({ ...m, sample: null, sampleHex: null, proposed: new Set() });
  }

  /** Enter: paints the proposed hexes with the terrain as one undo step, ready for the next sample. */
  confirm(): boolean {
    const m = this.mode;
    if (m.kind !== "trace") return false;
    if (m.proposed.size === 0) {
      this.set(m, "No hexes are proposed: click a sample on the picture, or raise the tolerance.");
      return true;
    }
    const name = this.editor.map.meta.terrainTypes[m.terrain - 1]?.name ?? "terrain";
    this.editor.paintTerrain(`Trace ${name}`, [...m.proposed].sort((a, b) => a - b), m.terrain);
    this.set({ ...m, sample: null, sampleHex: null, proposed: new Set() });
    return true;
  }
}
