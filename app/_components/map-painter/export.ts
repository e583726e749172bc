"use client";

import { downloadFile, exportFileName } from "./editor-shell";
import type { MapEditor } from "@/lib/painter/editor";
import { mapToSvg } from "@/lib/painter/export-svg";
import { mapExtent } from "@/lib/painter/geometry";
import { ALL_LAYERS, drawFeatureIcon } from "./draw-vectors";
import { MapRenderer } from "./renderer";

export function exportSvg(editor: MapEditor, name: string) {
  downloadFile(new Blob([mapToSvg(editor.map, { title: name })], { type: "image/svg+xml" }), exportFileName(name, "svg"));
}

/** Renders the whole map with every layer and labels, plus a legend, into one PNG (at most ~24 megapixels). */
export async function exportPng(editor: MapEditor, name: string): Promise<Blob> {
  const extent = mapExtent(editor.map.spec);
  const level = Math.max(4, Math.min(40, Math.floor(Math.sqrt(24e6 / (extent.width * extent.height)))));
  const w = Math.ceil(extent.width * level);
  const h = Math.ceil(extent.height * level);
  const terrainTypes = editor.map.meta.terrainTypes;
  const legendRows = Math.ceil(terrainTypes.length / 4) + 3;
  const legendH = 40 + legendRows * 26;
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(w, 820);
  canvas.height = h + legendH;
  const ctx = canvas.getContext("2d")!;
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const scratch = document.createElement("canvas");
  const renderer = new MapRenderer(scratch, editor);
  renderer.layers = { ...ALL_LAYERS, labels: true };
  // Render in strips so no single ImageData is huge.
  const strip = 512;
  for (let y = 0; y < h; y += strip) {
    const part = renderer.renderArea(level, 0, y, w, Math.min(strip, h - y));
    ctx.drawImage(part, 0, y);
    await new Promise((r) => setTimeout(r, 0));
  }
  renderer.dispose();

  let y = h + 30;
  ctx.fillStyle = "#111";
  ctx.font = "700 18px system-ui, sans-serif";
  ctx.fillText(`${name} — legend`, 12, y);
  y += 14;
  ctx.font = "13px system-ui, sans-serif";
  terrainTypes.forEach((t, i) => {
    const x = 12 + (i % 4) * 200;
    const yy = y + Math.floor(i / 4) * 26;
    ctx.fillStyle = t.colour;
    ctx.fillRect(x, yy, 20, 18);
    ctx.strokeStyle = "#333";
    ctx.strokeRect(x, yy, 20, 18);
    ctx.fillStyle = "#111";
    ctx.fillText(`${t.name} (${t.terrainClass})`, x + 26, yy + 14);
  });
  y += Math.ceil(terrainTypes.length / 4) * 26 + 8;
  const lines: [string, number, string][] = [
    ["#2f86dd", 3, "Minor river"],
    ["#1f6fc5", 6, "Major river"],
    ["#b23a2a", 5, "Highway"],
    ["#c9892b", 4, "Primary road"],
    ["#7a5a2e", 3, "Secondary road"],
    ["#a0281e", 3, "Fortified line"],
  ];
  lines.forEach(([colour, width, label], i) => {
    const x = 12 + i * 130;
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.moveTo(x, y + 9);
    ctx.lineTo(x + 26, y + 9);
    ctx.stroke();
    ctx.fillStyle = "#111";
    ctx.fillText(label, x + 32, y + 13);
  });
  y += 30;
  const features = ["airbase", "hardened-airbase", "airfield", "port", "fortification", "town", "city", "major-city", "capital"];
  features.forEach((kind, i) => {
    const x = 12 + i * 90;
    drawFeatureIcon(ctx, kind, x + 9, y + 9, 8);
    ctx.fillStyle = "#111";
    ctx.fillText(kind.replace(/-/g, " "), x + 22, y + 13);
  });
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("The browser could not encode the PNG."))), "image/png"));
}

export async function downloadPng(editor: MapEditor, name: string) {
  downloadFile(await exportPng(editor, name), exportFileName(name, "png"));
}
