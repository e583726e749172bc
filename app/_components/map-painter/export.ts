"use client";

import { downloadFile, exportFileName } from "../editor-shell/download";
import type { MapEditor } from "@/lib/painter/editor";
import { mapToSvg } from "@/lib/painter/export-svg";
import { mapExtent } from "@/lib/painter/geometry";
import { type Box, type LegendLayout, type LegendSwatch, layoutLegend, legendMinWidth, legendSections } from "@/lib/painter/legend";
import { ALL_LAYERS, drawFeatureIcon } from "../board-canvas/hex-vectors";
import { MapRenderer } from "../board-canvas/hex-renderer";
import { packColour, PATTERNS } from "../board-canvas/terrain-patterns";

export function exportSvg(editor: MapEditor, name: string) {
  downloadFile(new Blob([mapToSvg(editor.map, { title: name })], { type: "image/svg+xml" }), exportFileName(name, "svg"));
}

const LABEL_FONT = "13px system-ui, sans-serif";
const HEADING_FONT = "700 13px system-ui, sans-serif";
const TITLE_FONT = "700 18px system-ui, sans-serif";

/** Renders the whole map with every layer and labels, plus a legend of what it holds, into one PNG (at most ~24 megapixels). */
export async function exportPng(editor: MapEditor, name: string): Promise<Blob> {
  const extent = mapExtent(editor.map.spec);
  const level = Math.max(4, Math.min(40, Math.floor(Math.sqrt(24e6 / (extent.width * extent.height)))));
  const w = Math.ceil(extent.width * level);
  const h = Math.ceil(extent.height * level);

  // The legend is laid out with the fonts it is drawn in, so no entry runs into the next.
  const probe = document.createElement("canvas").getContext("2d")!;
  const measureIn = (font: string) => (text: string) => {
    probe.font = font;
    return probe.measureText(text).width;
  };
  const metrics = { measure: measureIn(LABEL_FONT), measureHeading: measureIn(HEADING_FONT), measureTitle: measureIn(TITLE_FONT) };
  const sections = legendSections(editor.map);
  // Laid out in CSS pixels and drawn larger on a big image, so the legend reads at the size the whole map is viewed.
  const scale = Math.min(3, Math.max(1, w / 1400));
  const width = Math.ceil(Math.max(w, 820 * scale, legendMinWidth(sections, metrics) * scale));
  const legend = layoutLegend(sections, width / scale, metrics, `${name} — legend`);
  const gapBelowMap = Math.round(12 * scale);

  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = h + gapBelowMap + Math.ceil(legend.height * scale);
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

  drawLegend(ctx, legend, 0, h + gapBelowMap, scale);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("The browser could not encode the PNG."))), "image/png"));
}

/** Draws a laid-out legend with its top-left corner at (ox, oy), `scale` device pixels to a layout pixel: each sample as the map draws it, then its label. */
function drawLegend(ctx: CanvasRenderingContext2D, legend: LegendLayout, ox: number, oy: number, scale: number) {
  ctx.save();
  ctx.translate(ox, oy);
  ctx.scale(scale, scale);
  ctx.textBaseline = "alphabetic";
  ctx.textAlign = "left";
  if (legend.title) {
    ctx.font = TITLE_FONT;
    ctx.fillStyle = "#111";
    ctx.fillText(legend.title.text, legend.title.x, legend.title.y);
  }
  for (const h of legend.headings) {
    ctx.font = HEADING_FONT;
    ctx.fillStyle = "#444";
    ctx.fillText(h.text, h.x, h.y);
  }
  for (const e of legend.entries) {
    drawSwatch(ctx, e.swatch, e.swatchBox, scale);
    ctx.font = LABEL_FONT;
    ctx.fillStyle = "#111";
    e.lines.forEach((line, k) => ctx.fillText(line, e.textX, e.textY + k * e.lineHeight));
  }
  ctx.restore();
}

function drawSwatch(ctx: CanvasRenderingContext2D, swatch: LegendSwatch, b: Box, scale: number) {
  const midY = b.y + b.height / 2;
  ctx.save();
  ctx.setLineDash([]);
  ctx.lineCap = "butt";
  switch (swatch.kind) {
    case "terrain": {
      // The pattern at device pixels, as the map shows it; drawn through the transform (putImageData would ignore it).
      const pw = Math.max(1, Math.round(b.width * scale));
      const ph = Math.max(1, Math.round(b.height * scale));
      const tile = document.createElement("canvas");
      tile.width = pw;
      tile.height = ph;
      const tctx = tile.getContext("2d")!;
      const image = tctx.createImageData(pw, ph);
      const px = new Uint32Array(image.data.buffer);
      const base = packColour(swatch.colour);
      const dark = packColour(swatch.colour, 0.72);
      const pattern = PATTERNS[swatch.terrainClass] ?? PATTERNS.clear;
      for (let y = 0; y < ph; y++) for (let x = 0; x < pw; x++) px[y * pw + x] = pattern(x, y) ? dark : base;
      tctx.putImageData(image, 0, 0);
      ctx.drawImage(tile, b.x, b.y, b.width, b.height);
      ctx.strokeStyle = "#333";
      ctx.lineWidth = 1;
      ctx.strokeRect(b.x + 0.5, b.y + 0.5, b.width - 1, b.height - 1);
      break;
    }
    case "line":
      ctx.strokeStyle = swatch.colour;
      ctx.lineWidth = swatch.width;
      ctx.setLineDash(swatch.dash ?? []);
      ctx.beginPath();
      ctx.moveTo(b.x, midY);
      ctx.lineTo(b.x + b.width, midY);
      ctx.stroke();
      break;
    case "border":
      ctx.strokeStyle = "rgba(20, 20, 20, 0.85)";
      ctx.lineWidth = 2.5;
      ctx.setLineDash([7, 3]);
      ctx.beginPath();
      ctx.moveTo(b.x, midY);
      ctx.lineTo(b.x + b.width, midY);
      ctx.stroke();
      break;
    case "nation":
      ctx.fillStyle = swatch.colour;
      ctx.globalAlpha = 0.35;
      ctx.fillRect(b.x, b.y, b.width, b.height);
      ctx.globalAlpha = 1;
      ctx.strokeStyle = swatch.colour;
      ctx.lineWidth = 3;
      ctx.strokeRect(b.x + 1.5, b.y + 1.5, b.width - 3, b.height - 3);
      break;
    case "sea-zone":
      ctx.fillStyle = swatch.colour;
      ctx.globalAlpha = 0.3;
      ctx.fillRect(b.x, b.y, b.width, b.height);
      ctx.globalAlpha = 1;
      ctx.strokeStyle = swatch.colour;
      ctx.lineWidth = 2;
      ctx.setLineDash([4, 2]);
      ctx.strokeRect(b.x + 1, b.y + 1, b.width - 2, b.height - 2);
      break;
    case "feature":
      drawFeatureIcon(ctx, swatch.feature, b.x + b.width / 2, midY, Math.min(b.height, b.width) * 0.42);
      break;
  }
  ctx.restore();
}

export async function downloadPng(editor: MapEditor, name: string) {
  downloadFile(await exportPng(editor, name), exportFileName(name, "png"));
}
