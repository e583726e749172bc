import { type GridSpec, neighbour, onGrid } from "@/lib/hex";
import type { EditableMap } from "@/lib/painter/editable-map";
import { cornerOffset, indexCentre, sideSegment } from "@/lib/painter/geometry";
import { HEXSIDE_BIT } from "@/lib/painter/layers";
import { colourFor } from "./terrain-patterns";

export interface Layers {
  terrain: boolean;
  grid: boolean;
  hexsides: boolean;
  roads: boolean;
  features: boolean;
  borders: boolean;
  seaZones: boolean;
  labels: boolean;
}

export const ALL_LAYERS: Layers = { terrain: true, grid: true, hexsides: true, roads: true, features: true, borders: true, seaZones: true, labels: true };

/** Hex indices whose centres may fall in a map-space box (with a margin of one hex). */
export function hexesNear(spec: GridSpec, x0: number, y0: number, x1: number, y1: number): number[] {
  const flat = spec.orientation === "flat";
  const s3 = Math.sqrt(3);
  const colStep = flat ? 1.5 : s3;
  const rowStep = flat ? s3 : 1.5;
  const c0 = Math.max(0, Math.floor(x0 / colStep) - 2);
  const c1 = Math.min(spec.columns - 1, Math.ceil(x1 / colStep) + 1);
  const r0 = Math.max(0, Math.floor(y0 / rowStep) - 2);
  const r1 = Math.min(spec.rows - 1, Math.ceil(y1 / rowStep) + 1);
  const out: number[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) out.push(r * spec.columns + c);
  return out;
}

export function hexPath(ctx: CanvasRenderingContext2D, spec: GridSpec, index: number, shrink = 1) {
  const c = indexCentre(spec, index);
  for (let k = 0; k < 6; k++) {
    const o = cornerOffset(spec, k);
    const x = c.x + o.x * shrink;
    const y = c.y + o.y * shrink;
    if (k === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

/** Sides of the given hexes, each once (towards higher-index neighbours and off-tile ones). */
function* sidesOf(spec: GridSpec, hexes: number[]): Generator<[number, number]> {
  for (const i of hexes) {
    const hex = { col: i % spec.columns, row: Math.floor(i / spec.columns) };
    for (let d = 0; d < 6; d++) {
      const n = neighbour(spec, hex, d);
      if (!onGrid(spec, n)) continue;
      const j = n.row * spec.columns + n.col;
      if (j > i) yield [i, j];
    }
  }
}

/**
 * Draws everything but the terrain fill for some hexes, in map units (the
 * caller sets the transform). `px` is screen pixels per map unit, used to
 * keep lines at least a pixel wide and to leave out detail too small to read.
 */
export function drawVectors(ctx: CanvasRenderingContext2D, map: EditableMap, hexes: number[], layers: Layers, px: number) {
  const spec = map.spec;
  const line = (units: number, minPx: number) => Math.max(units, minPx / px);

  if (layers.grid && px >= 6) {
    ctx.beginPath();
    for (const i of hexes) hexPath(ctx, spec, i);
    ctx.strokeStyle = "rgba(30, 35, 25, 0.28)";
    ctx.lineWidth = 1 / px;
    ctx.stroke();
  }

  const sides = [...sidesOf(spec, hexes)];

  if (layers.seaZones && map.meta.seaZones.length > 0) {
    ctx.lineWidth = line(0.08, 1.5);
    ctx.setLineDash([0.25, 0.15]);
    for (const [a, b] of sides) {
      const za = map.seaZone[a]!;
      const zb = map.seaZone[b]!;
      if (za === zb) continue;
      const [p, q] = sideSegment(spec, a, b);
      ctx.strokeStyle = colourFor(Math.max(za, zb) - 1);
      ctx.beginPath();
      ctx.moveTo(p.x, p.y);
      ctx.lineTo(q.x, q.y);
      ctx.stroke();
    }
    ctx.setLineDash([]);
  }

  if (layers.borders) {
    for (const [a, b] of sides) {
      const na = map.nation[a]!;
      const nb = map.nation[b]!;
      if (na === nb || (na === 0 && map.terrainTypeAt(a)?.terrainClass === "sea") || (nb === 0 && map.terrainTypeAt(b)?.terrainClass === "sea")) continue;
      const [p, q] = sideSegment(spec, a, b);
      ctx.beginPath();
      ctx.moveTo(p.x, p.y);
      ctx.lineTo(q.x, q.y);
      ctx.strokeStyle = "rgba(20, 20, 20, 0.85)";
      ctx.lineWidth = line(0.1, 2);
      ctx.setLineDash([0.22, 0.1]);
      ctx.stroke();
      ctx.setLineDash([]);
      // A band of each nation's colour on its own side of the line.
      for (const [hex, nation] of [[a, na], [b, nb]] as const) {
        if (!nation) continue;
        const c = indexCentre(spec, hex);
        const colour = map.meta.nations[nation - 1]?.colour ?? "#888";
        ctx.beginPath();
        ctx.moveTo(p.x + (c.x - p.x) * 0.12, p.y + (c.y - p.y) * 0.12);
        ctx.lineTo(q.x + (c.x - q.x) * 0.12, q.y + (c.y - q.y) * 0.12);
        ctx.strokeStyle = colour;
        ctx.globalAlpha = 0.7;
        ctx.lineWidth = line(0.12, 2);
        ctx.stroke();
        ctx.globalAlpha = 1;
      }
    }
  }

  if (layers.hexsides) {
    for (const [a, b] of sides) {
      const bits = map.hexsides.get(map.sideKey(a, b));
      if (!bits) continue;
      const [p, q] = sideSegment(spec, a, b);
      const stroke = (colour: string, width: number, dash: number[] = []) => {
        ctx.beginPath();
        ctx.moveTo(p.x, p.y);
        ctx.lineTo(q.x, q.y);
        ctx.strokeStyle = colour;
        ctx.lineWidth = width;
        ctx.setLineDash(dash);
        ctx.lineCap = "round";
        ctx.stroke();
        ctx.setLineDash([]);
      };
      if (bits & HEXSIDE_BIT.water) stroke("rgba(40, 110, 190, 0.75)", line(0.3, 4));
      if (bits & HEXSIDE_BIT["major-river"]) stroke("#1f6fc5", line(0.22, 3.5));
      if (bits & HEXSIDE_BIT["minor-river"]) stroke("#2f86dd", line(0.1, 2));
      if (bits & HEXSIDE_BIT.ferry) stroke("#1d2a3a", line(0.06, 1.5), [0.12, 0.08]);
      if (bits & HEXSIDE_BIT["fortified-line"]) {
        stroke("#a0281e", line(0.08, 2));
        // Teeth on the line, so a fortified line reads without colour.
        const n = 4;
        const ca = indexCentre(spec, a);
        ctx.beginPath();
        for (let k = 0; k <= n; k++) {
          const t = k / n;
          const x = p.x + (q.x - p.x) * t;
          const y = p.y + (q.y - p.y) * t;
          ctx.moveTo(x, y);
          ctx.lineTo(x + (ca.x - x) * 0.15, y + (ca.y - y) * 0.15);
        }
        ctx.strokeStyle = "#a0281e";
        ctx.lineWidth = line(0.05, 1.5);
        ctx.stroke();
      }
    }
  }

  if (layers.roads) {
    const styles = [null, { colour: "#7a5a2e", width: 0.07, dash: [0.12, 0.08] }, { colour: "#c9892b", width: 0.11, dash: [] }, { colour: "#b23a2a", width: 0.16, dash: [] }] as const;
    for (const grade of [1, 2, 3]) {
      const style = styles[grade]!;
      ctx.beginPath();
      let any = false;
      for (const [a, b] of sides) {
        if (map.roads.get(map.sideKey(a, b)) !== grade) continue;
        const ca = indexCentre(spec, a);
        const cb = indexCentre(spec, b);
        ctx.moveTo(ca.x, ca.y);
        ctx.lineTo(cb.x, cb.y);
        any = true;
      }
      if (!any) continue;
      ctx.strokeStyle = style.colour;
      ctx.lineWidth = line(style.width, grade === 3 ? 2.5 : 1.5);
      ctx.lineCap = "round";
      ctx.setLineDash([...style.dash]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    // Bridges where a road crosses a river.
    const river = HEXSIDE_BIT["minor-river"] | HEXSIDE_BIT["major-river"];
    for (const [a, b] of sides) {
      const key = map.sideKey(a, b);
      if (!map.roads.get(key) || !((map.hexsides.get(key) ?? 0) & river)) continue;
      const [p, q] = sideSegment(spec, a, b);
      const mx = (p.x + q.x) / 2;
      const my = (p.y + q.y) / 2;
      const ux = (q.x - p.x) * 0.3;
      const uy = (q.y - p.y) * 0.3;
      const ca = indexCentre(spec, a);
      const vx = (ca.x - mx) * 0.18;
      const vy = (ca.y - my) * 0.18;
      ctx.beginPath();
      for (const s of [1, -1]) {
        ctx.moveTo(mx - ux + vx * s, my - uy + vy * s);
        ctx.lineTo(mx + ux + vx * s, my + uy + vy * s);
      }
      ctx.strokeStyle = "#1b1b1b";
      ctx.lineWidth = line(0.05, 1.5);
      ctx.stroke();
    }
  }

  if (layers.features && px >= 4) drawFeatures(ctx, map, hexes, px);

  if (layers.labels) {
    if (px >= 28) {
      ctx.fillStyle = "rgba(20, 24, 18, 0.75)";
      ctx.font = `${Math.min(0.26, 12 / px)}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "top";
      for (const i of hexes) {
        const c = indexCentre(spec, i);
        ctx.fillText(map.featureLabel(i), c.x, c.y - 0.82);
      }
    }
    if (px >= 6) {
      ctx.font = `italic 600 ${Math.max(0.45, 11 / px)}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      const wanted = new Set(hexes.map((i) => map.featureLabel(i)));
      for (const label of map.meta.labels) {
        if (!wanted.has(label.hex)) continue;
        const i = map.indexOfLabel(label.hex);
        if (i === null) continue;
        const c = indexCentre(spec, i);
        ctx.lineWidth = 3 / px;
        ctx.strokeStyle = "rgba(255,255,255,0.8)";
        ctx.strokeText(label.text, c.x, c.y);
        ctx.fillStyle = "#1f2a3a";
        ctx.fillText(label.text, c.x, c.y);
      }
    }
  }
}

function drawFeatures(ctx: CanvasRenderingContext2D, map: EditableMap, hexes: number[], px: number) {
  const spec = map.spec;
  const wanted = new Set(hexes);
  const byHex = new Map<number, typeof map.features>();
  for (const f of map.features) {
    const i = map.indexOfLabel(f.hex);
    if (i === null || !wanted.has(i)) continue;
    byHex.set(i, [...(byHex.get(i) ?? []), f]);
  }
  for (const [i, features] of byHex) {
    const c = indexCentre(spec, i);
    features.forEach((f, n) => {
      const dx = features.length > 1 ? (n - (features.length - 1) / 2) * 0.42 : 0;
      drawFeatureIcon(ctx, f.kind, c.x + dx, c.y, 0.2, map.meta.nations.find((x) => "originalOwner" in f && x.id === f.originalOwner)?.colour);
    });
    const named = features.find((f) => f.name);
    if (named && px >= 14) {
      ctx.font = `600 ${Math.max(0.24, 9 / px)}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "top";
      ctx.lineWidth = 3 / px;
      ctx.strokeStyle = "rgba(255,255,255,0.85)";
      ctx.strokeText(named.name!, c.x, c.y + 0.3);
      ctx.fillStyle = "#1b1b1b";
      ctx.fillText(named.name!, c.x, c.y + 0.3);
    }
    const vp = features.reduce((sum, f) => sum + (f.vp ?? 0), 0);
    if (vp > 0 && px >= 10) {
      ctx.beginPath();
      ctx.arc(c.x + 0.45, c.y - 0.45, 0.17, 0, Math.PI * 2);
      ctx.fillStyle = "#fff";
      ctx.fill();
      ctx.strokeStyle = "#7a1f1f";
      ctx.lineWidth = 1.2 / px;
      ctx.stroke();
      ctx.fillStyle = "#7a1f1f";
      ctx.font = `700 0.2px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(String(vp), c.x + 0.45, c.y - 0.44);
    }
  }
}

/** A feature symbol of radius r at (x, y), drawn with shapes so no icon font is needed. */
export function drawFeatureIcon(ctx: CanvasRenderingContext2D, kind: string, x: number, y: number, r: number, ownerColour?: string) {
  ctx.save();
  ctx.lineWidth = r * 0.22;
  ctx.strokeStyle = "#111";
  const star = (points: number, outer: number, inner: number) => {
    ctx.beginPath();
    for (let k = 0; k < points * 2; k++) {
      const rad = k % 2 === 0 ? outer : inner;
      const a = -Math.PI / 2 + (k * Math.PI) / points;
      ctx.lineTo(x + Math.cos(a) * rad, y + Math.sin(a) * rad);
    }
    ctx.closePath();
  };
  switch (kind) {
    case "airbase":
    case "hardened-airbase":
    case "airfield": {
      ctx.beginPath();
      if (kind === "hardened-airbase") ctx.rect(x - r, y - r, 2 * r, 2 * r);
      else ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fillStyle = kind === "airfield" ? "#fff" : "#2d5fa3";
      ctx.fill();
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(x - r * 0.7, y);
      ctx.lineTo(x + r * 0.7, y);
      ctx.moveTo(x, y - r * 0.7);
      ctx.lineTo(x, y + r * 0.7);
      ctx.strokeStyle = kind === "airfield" ? "#2d5fa3" : "#fff";
      ctx.stroke();
      break;
    }
    case "port": {
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fillStyle = "#fff";
      ctx.fill();
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(x, y - r * 0.7);
      ctx.lineTo(x, y + r * 0.6);
      ctx.moveTo(x - r * 0.6, y + r * 0.1);
      ctx.quadraticCurveTo(x, y + r * 0.9, x + r * 0.6, y + r * 0.1);
      ctx.moveTo(x - r * 0.35, y - r * 0.35);
      ctx.lineTo(x + r * 0.35, y - r * 0.35);
      ctx.strokeStyle = "#1d3d6b";
      ctx.stroke();
      break;
    }
    case "fortification":
      star(4, r * 1.1, r * 0.45);
      ctx.fillStyle = ownerColour ?? "#444";
      ctx.fill();
      ctx.stroke();
      break;
    case "capital":
      star(5, r * 1.2, r * 0.5);
      ctx.fillStyle = "#c62828";
      ctx.fill();
      ctx.stroke();
      break;
    case "town":
      ctx.beginPath();
      ctx.arc(x, y, r * 0.5, 0, Math.PI * 2);
      ctx.fillStyle = "#111";
      ctx.fill();
      break;
    case "city":
      ctx.fillStyle = "#111";
      ctx.fillRect(x - r * 0.7, y - r * 0.7, r * 1.4, r * 1.4);
      break;
    case "major-city":
      ctx.fillStyle = "#111";
      ctx.fillRect(x - r, y - r, r * 2, r * 2);
      ctx.fillStyle = "#fff";
      ctx.fillRect(x - r * 0.45, y - r * 0.45, r * 0.9, r * 0.9);
      break;
    default:
      ctx.beginPath();
      ctx.arc(x, y, r * 0.6, 0, Math.PI * 2);
      ctx.fillStyle = "#555";
      ctx.fill();
  }
  ctx.restore();
}
