/** Screen = map × scale + (x, y), in CSS pixels of the canvas. */
export interface ViewState {
  x: number;
  y: number;
  scale: number;
}

const MIN_SCALE = 0.05;
const MAX_SCALE = 16;

/**
 * The area editor's viewport: pan, zoom at a point, fit. With horizontal
 * wrap the x offset is kept within one map width, so panning on for ever
 * just walks around the world (the renderer draws the copies).
 */
export class AreaView {
  state: ViewState = { x: 0, y: 0, scale: 1 };
  width = 800;
  height = 600;
  private listeners = new Set<() => void>();

  constructor(
    private map: { width: number; height: number },
    public wrap: boolean,
  ) {}

  setMap(map: { width: number; height: number }, wrap: boolean) {
    this.map = map;
    this.wrap = wrap;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(next: ViewState) {
    const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, next.scale));
    let x = next.x;
    if (this.wrap) {
      const w = this.map.width * scale;
      x = ((x % w) + w) % w;
      if (x > 0) x -= w;
    }
    this.state = { x, y: next.y, scale };
    for (const l of this.listeners) l();
  }

  setViewport(width: number, height: number) {
    this.width = width;
    this.height = height;
    for (const l of this.listeners) l();
  }

  fit() {
    const scale = Math.min(this.width / this.map.width, this.height / this.map.height) * 0.96;
    this.set({ scale, x: (this.width - this.map.width * scale) / 2, y: (this.height - this.map.height * scale) / 2 });
  }

  pan(dx: number, dy: number) {
    this.set({ ...this.state, x: this.state.x + dx, y: this.state.y + dy });
  }

  zoomAt(sx: number, sy: number, factor: number) {
    const { x, y, scale } = this.state;
    const next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale * factor));
    const k = next / scale;
    this.set({ scale: next, x: sx - (sx - x) * k, y: sy - (sy - y) * k });
  }

  /** Centres a map point (a lint's place) at a readable zoom. */
  centreOn(p: { x: number; y: number }, minScale = 1) {
    const scale = Math.max(this.state.scale, minScale);
    this.set({ scale, x: this.width / 2 - p.x * scale, y: this.height / 2 - p.y * scale });
  }

  /** Map pixels under a screen point; with wrap, folded into the one map. */
  toMap(sx: number, sy: number): { x: number; y: number } {
    const { x, y, scale } = this.state;
    let mx = (sx - x) / scale;
    if (this.wrap) mx = ((mx % this.map.width) + this.map.width) % this.map.width;
    return { x: mx, y: (sy - y) / scale };
  }

  toScreen(mx: number, my: number): { x: number; y: number } {
    const { x, y, scale } = this.state;
    return { x: mx * scale + x, y: my * scale + y };
  }
}
