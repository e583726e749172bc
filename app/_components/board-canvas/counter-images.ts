"use client";

import { useParams } from "next/navigation";
import { assetUrl } from "./project-pictures";

/**
 * Counter faces (a ported module's pictures) for the boards' canvases. A
 * picture is loaded once per URL and shared by every board and table of the
 * page; a board asks for it each frame and gets null until it has loaded (the
 * NATO symbol is drawn meanwhile, and for good when it fails), then is told
 * to draw again. The URL names the content, so a loaded picture never goes
 * stale.
 */
type Entry = { image: HTMLImageElement; state: "loading" | "ready" | "failed"; waiting: Set<() => void> };

const registry = globalThis as unknown as { warbenchCounterImages?: Map<string, Entry> };
const cache = (registry.warbenchCounterImages ??= new Map<string, Entry>());

/** Pictures kept at most: a module's 3,000 counters fit; past this the oldest are let go. */
const MAX_KEPT = 6000;

/** The picture at `url` once it has loaded, else null; `onReady` is called (once) when a loading picture arrives. */
export function loadedImage(url: string, onReady: () => void): HTMLImageElement | null {
  let entry = cache.get(url);
  if (!entry) {
    if (cache.size >= MAX_KEPT) cache.delete(cache.keys().next().value as string);
    const image = new Image();
    const made: Entry = { image, state: "loading", waiting: new Set() };
    const settle = (state: Entry["state"]) => {
      made.state = state;
      const waiting = [...made.waiting];
      made.waiting.clear();
      // A failed picture redraws too: the symbol then stands for good.
      for (const f of waiting) f();
    };
    image.decoding = "async";
    image.onload = () => settle(image.naturalWidth > 0 ? "ready" : "failed");
    image.onerror = () => settle("failed");
    image.src = url;
    cache.set(url, made);
    entry = made;
  }
  if (entry.state === "ready") return entry.image;
  if (entry.state === "loading") entry.waiting.add(onReady);
  return null;
}

/** What drawStack asks for a counter's face: the picture, or null to draw the symbol. */
export type CounterPictures = (sha256: string) => CanvasImageSource | null;

/** A board's counter pictures from its project; `redraw` is called as they arrive (batched by the board's own frame). */
export function counterPictures(projectId: string, redraw: () => void): CounterPictures {
  return (sha256) => loadedImage(assetUrl(projectId, sha256), redraw);
}

/** The project the page shows (/projects/[projectId]/…), for its pictures' URLs. */
export function useProjectId(): string {
  const params = useParams<{ projectId?: string | string[] }>();
  const id = params?.projectId;
  return typeof id === "string" ? id : "";
}
