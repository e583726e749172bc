import { pictureToMapAffine } from "@/lib/painter/background";
import type { MapEditor } from "@/lib/painter/editor";
import type { PicturePixels } from "@/lib/painter/trace-assist";

type Picture = ImageBitmap | HTMLImageElement;

/** Decoded pictures by URL: an asset never changes (its name is its hash), so one decode serves every painter. */
const decoded = new Map<string, Promise<Picture>>();

/**
 * Fetches and decodes a picture once. PNG and JPEG become an ImageBitmap
 * (decoded off the main thread, drawn without re-decoding); SVG cannot, so it
 * is an <img> (the server serves it sandboxed, scripts never run in an image).
 */
export function loadPicture(url: string): Promise<Picture> {
  let pending = decoded.get(url);
  if (!pending) {
    pending = (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The board picture could not be loaded (${response.status}).`);
      const blob = await response.blob();
      if (!blob.type.includes("svg")) return createImageBitmap(blob);
      const img = new Image();
      img.src = URL.createObjectURL(blob);
      await img.decode();
      return img;
    })();
    pending.catch(() => decoded.delete(url));
    decoded.set(url, pending);
  }
  return pending;
}

/** A decoded picture's own size in pixels (an SVG without a size says 0: the placement's size stands in). */
function sizeOf(picture: Picture): { width: number; height: number } {
  return picture instanceof HTMLImageElement ? { width: picture.naturalWidth, height: picture.naturalHeight } : { width: picture.width, height: picture.height };
}

/** Pixels kept for the terrain-from-picture assist: a bigger picture is read at a reduced size. */
const MAX_SAMPLE_PIXELS = 16_000_000;

/**
 * The hex painter's board picture under the grid (MapRenderer.setUnderlay):
 * drawn with the view transform and the placement's own, in the picture's
 * pixels, so the browser scales and turns it on the GPU each frame.
 */
export class PictureUnderlay {
  private picture: Picture | null = null;
  private asset: string | null = null;
  private pixelCache: { asset: string; pixels: PicturePixels } | null = null;
  /** Why the picture is not shown, for the panel. */
  problem: string | null = null;
  private listeners = new Set<() => void>();

  constructor(
    private readonly editor: MapEditor,
    private readonly urlOf: (asset: string) => string,
  ) {}

  /** Called when the picture has loaded, failed or gone (the canvas redraws); returns the unsubscribe. */
  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private onChange() {
    for (const l of this.listeners) l();
  }

  /** Follows the document: loads a new picture when its asset changes. */
  sync() {
    const asset = this.editor.map.meta.background?.asset ?? null;
    if (asset === this.asset) return;
    this.asset = asset;
    this.picture = null;
    this.problem = null;
    this.pixelCache = null;
    if (!asset) return this.onChange();
    loadPicture(this.urlOf(asset)).then(
      (picture) => {
        if (this.asset !== asset) return;
        this.picture = picture;
        this.onChange();
      },
      (error: unknown) => {
        if (this.asset !== asset) return;
        this.problem = error instanceof Error ? error.message : "The board picture could not be decoded.";
        this.onChange();
      },
    );
  }

  get loaded(): boolean {
    return this.picture !== null;
  }

  readonly draw = (ctx: CanvasRenderingContext2D) => {
    const bg = this.editor.map.meta.background;
    const picture = this.picture;
    if (!bg || !picture || bg.opacity <= 0) return;
    const view = this.editor.view;
    const m = pictureToMapAffine(this.editor.map.spec, bg);
    ctx.save();
    ctx.transform(view.scale, 0, 0, view.scale, view.x, view.y);
    ctx.transform(m.a, m.b, m.c, m.d, m.e, m.f);
    ctx.imageSmoothingEnabled = true;
    ctx.drawImage(picture, 0, 0, bg.width, bg.height);
    ctx.restore();
  };

  /** The picture's RGBA pixels (read once per picture, at most MAX_SAMPLE_PIXELS), or null before it has loaded. */
  pixels(): PicturePixels | null {
    const bg = this.editor.map.meta.background;
    if (!bg || !this.picture || !this.asset) return null;
    if (this.pixelCache?.asset === this.asset) return this.pixelCache.pixels;
    const own = sizeOf(this.picture);
    const w0 = own.width || bg.width;
    const h0 = own.height || bg.height;
    const k = Math.min(1, Math.sqrt(MAX_SAMPLE_PIXELS / (w0 * h0)));
    const width = Math.max(1, Math.round(w0 * k));
    const height = Math.max(1, Math.round(h0 * k));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    ctx.drawImage(this.picture, 0, 0, width, height);
    const pixels = { width, height, data: ctx.getImageData(0, 0, width, height).data };
    this.pixelCache = { asset: this.asset, pixels };
    return pixels;
  }
}
