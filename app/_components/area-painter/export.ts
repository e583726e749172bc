"use client";

import { downloadFile, exportFileName } from "../editor-shell/download";
import type { AreaEditor } from "@/lib/area-painter/editor";
import { exportAreaSvg } from "@/lib/area-painter/export-svg";
import { AreaRenderer } from "./renderer";
import { AreaView } from "../board-canvas/area-view";

/** The whole map with names and IPC values at up to 2× its pixel size (at most ~24 megapixels). */
export async function exportAreaPng(editor: AreaEditor, name: string, pictureUrl: (asset: string) => string): Promise<void> {
  const { width, height } = editor.model.meta.size;
  const s = Math.min(2, Math.sqrt(24e6 / (width * height)));
  const canvas = document.createElement("canvas");
  canvas.width = Math.ceil(width * s);
  canvas.height = Math.ceil(height * s);
  const renderer = new AreaRenderer(document.createElement("canvas"), editor.model, new AreaView(editor.model.meta.size, false), pictureUrl);
  // The picture must have loaded before it can be drawn into the file.
  await renderer.ready();
  renderer.renderWhole(canvas.getContext("2d")!, s);
  renderer.dispose();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("The PNG could not be made (the map may be too large for the browser).");
  downloadFile(blob, exportFileName(name, "png"));
}

export function downloadAreaSvg(editor: AreaEditor, name: string) {
  downloadFile(new Blob([exportAreaSvg(editor.document())], { type: "image/svg+xml" }), exportFileName(name, "svg"));
}
