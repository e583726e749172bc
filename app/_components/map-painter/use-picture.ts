"use client";

import { type RefObject, useEffect, useMemo } from "react";
import type { MapEditor } from "@/lib/painter/editor";
import { assetUrl } from "../board-canvas/project-pictures";
import type { MapRenderer } from "../board-canvas/hex-renderer";
import { PictureUnderlay } from "../board-canvas/underlay";
import { PictureTools } from "./picture-tools";

/**
 * How far the terrain fades at full picture opacity: never wholly, so the
 * paint stays visible over the picture it traces.
 */
const TERRAIN_FADE = 0.85;

/**
 * The board picture under the painter's grid (viewers see it too) and the
 * picture tools' state. The renderer gets the picture as its underlay and
 * draws the terrain faded by the picture's opacity.
 */
function connect(editor: MapEditor, underlay: PictureUnderlay, renderer: MapRenderer | null) {
  if (!renderer) return;
  const bg = editor.map.meta.background;
  // Faded from the start while the picture loads: its arrival then costs no tile of a 490,000-hex map drawn again.
  const alpha = bg && !underlay.problem ? 1 - TERRAIN_FADE * bg.opacity : 1;
  renderer.setUnderlay(bg && underlay.loaded ? underlay.draw : null, alpha);
}

export function usePicture(editor: MapEditor, projectId: string, rendererRef: RefObject<MapRenderer | null>): { underlay: PictureUnderlay; tools: PictureTools } {
  const underlay = useMemo(() => new PictureUnderlay(editor, (asset) => assetUrl(projectId, asset)), [editor, projectId]);
  const tools = useMemo(() => new PictureTools(editor, () => underlay.pixels()), [editor, underlay]);

  useEffect(() => {
    let opacity = editor.map.meta.background?.opacity;
    const offLoad = underlay.listen(() => connect(editor, underlay, rendererRef.current));
    underlay.sync();
    connect(editor, underlay, rendererRef.current);
    const offEdits = editor.subscribe((e) => {
      if (!e.background && !e.full) return;
      underlay.sync();
      const next = editor.map.meta.background?.opacity;
      // A new terrain alpha re-renders every tile: only when the opacity (or the picture) really changed.
      if (next !== opacity || !editor.map.meta.background) {
        opacity = next;
        connect(editor, underlay, rendererRef.current);
      }
    });
    return () => {
      offLoad();
      offEdits();
    };
  }, [editor, underlay, rendererRef]);

  useEffect(() => () => void tools.cancel(), [tools]);

  return { underlay, tools };
}
