import type { GridSpec } from "@/lib/hex";
import type { EditableMap } from "@/lib/painter/editable-map";
import { cornerOffset, indexCentre, sidePairs, sideSegment } from "@/lib/painter/geometry";
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

/** The side between two adjacent hexes as a segment, into a path. */
function sideTo(ctx: CanvasRenderingContext2D, spec: GridSpec, a: number, b: number, inset = 0) {
  const [p, q] = sideSegment(spec, a, b);
  if (inset === 0) {
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
    return;
  }
  // Moved `inset` of the way toward a's centre: a band on a's side of the line.
  const c = indexCentre(spec, a);
  ctx.moveTo(p.x + (c.x - p.x) * inset, p.y + (c.y - p.y) * inset);
  ctx.lineTo(q.x + (c.x - q.x) * inset, q.y + (c.y - q.y) * inset);
}

/**
 * Draws everything but the terrain fill for some hexes, in map units (the
 * caller sets the transform). `px` is screen pixels per map unit, used to
 * keep lines at least a pixel wide and to leave out detail too small to read.
 * Sides are walked as index pairs (hexsides and roads read from dense side
 * layers) and each kind of line is one path with one stroke, so a tile of
 * thousands of hexes costs a few strokes, not thousands.
 */
export function drawVectors(ctx: CanvasRenderingContext2D, map: EditableMap, hexes: number[], layers: Layers, px: number) {
  const spec = map.spec;
  const line = (units: number, minPx: number) => Math.max(units, minPx / px);
  // Dashes at least a few pixels long: zoomed out, dashes of a fraction of a pixel cost the rasteriser
  // thousands of segments per side and look like a solid grey line anyway.
  const dash = (on: number, off: number) => [Math.max(on, 5 / px), Math.max(off, 3 / px)];
  const stroke = (colour: string, width: number, dash: number[] = [], cap: CanvasLineCap = "butt") => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.setLineDash(dash);
    ctx.lineCap = cap;
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.lineCap = "butt";
  };

  if (layers.grid && px >= 6) {
    ctx.beginPath();
    for (const i of hexes) hexPath(ctx, spec, i);
    stroke("rgba(30, 35, 25, 0.28)", 1 / px);
  }

  // Zone lines and borders compare each side's two hexes; hexsides and roads below need no pairs.
  const drawZones = layers.seaZones && map.meta.seaZones.length > 0;
  const drawBorders = layers.borders && map.meta.nations.length > 0;
  const sides = drawZones || drawBorders ? sidePairs(spec, hexes) : new Int32Array(0);
  const { seaZone, nation } = map;

  if (drawZones) {
    // One path per zone colour: the line takes the colour of the higher-numbered zone, as before.
    const byZone = new Map<number, number[]>();
    for (let k = 0; k < sides.length; k += 2) {
      const za = seaZone[sides[k]!]!;
      const zb = seaZone[sides[k + 1]!]!;
      if (za === zb) continue;
      const z = Math.max(za, zb);
      let list = byZone.get(z);
      if (!list) byZone.set(z, (list = []));
      list.push(k);
    }
    for (const [z, list] of byZone) {
      ctx.beginPath();
      for (const k of list) sideTo(ctx, spec, sides[k]!, sides[k + 1]!);
      stroke(colourFor(z - 1), line(0.08, 1.5), dash(0.25, 0.15));
    }
  }

  if (drawBorders) {
    const seaType = new Uint8Array(map.meta.terrainTypes.length + 1);
    map.meta.terrainTypes.forEach((t, i) => (seaType[i + 1] = t.terrainClass === "sea" ? 1 : 0));
    const isSeaNoNation = (h: number) => nation[h] === 0 && seaType[map.terrain[h]!] === 1;
    const border: number[] = [];
    for (let k = 0; k < sides.length; k += 2) {
      const a = sides[k]!;
      const b = sides[k + 1]!;
      if (nation[a] === nation[b] || isSeaNoNation(a) || isSeaNoNation(b)) continue;
      border.push(k);
    }
    if (border.length > 0) {
      ctx.beginPath();
      for (const k of border) sideTo(ctx, spec, sides[k]!, sides[k + 1]!);
      stroke("rgba(20, 20, 20, 0.85)", line(0.1, 2), dash(0.22, 0.1));
      // A band of each nation's colour on its own side of the line: one path per nation.
      const bands = new Map<number, number[]>();
      for (const k of border) {
        for (const [hex, other] of [
          [sides[k]!, sides[k + 1]!],
          [sides[k + 1]!, sides[k]!],
        ] as const) {
          const n = nation[hex]!;
          if (!n) continue;
          let list = bands.get(n);
          if (!list) bands.set(n, (list = []));
          list.push(hex, other);
        }
      }
      ctx.globalAlpha = 0.7;
      for (const [n, list] of bands) {
        ctx.beginPath();
        for (let k = 0; k < list.length; k += 2) sideTo(ctx, spec, list[k]!, list[k + 1]!, 0.12);
        stroke(map.meta.nations[n - 1]?.colour ?? "#888", line(0.12, 2));
      }
      ctx.globalAlpha = 1;
    }
  }

  // Hexsides and roads are sparse: read each hex's four forward sides from the dense side layers once, and sort
  // the sides found into paths by kind, each as a flat list of hex index pairs.
  const wantSides = layers.hexsides && map.hexsides.size > 0;
  const wantRoads = layers.roads && map.roads.size > 0;
  if (wantSides || wantRoads) {
    const kinds: number[][] = [[], [], [], [], []];
    const grades: number[][] = [[], [], [], []];
    const bridges: number[] = [];
    const river = HEXSIDE_BIT["minor-river"] | HEXSIDE_BIT["major-river"];
    const sideBits = map.hexsides.data;
    const roadGrade = map.roads.data;
    for (const i of hexes) {
      for (let key = i * 4, end = key + 4; key < end; key++) {
        const bits = wantSides ? sideBits[key]! : 0;
        const grade = wantRoads ? roadGrade[key]! : 0;
        if (bits === 0 && grade === 0) continue;
        const [a, b] = map.sideHexes(key);
        if (bits) for (let k = 0; k < 5; k++) if (bits & (1 << k)) kinds[k]!.push(a, b);
        if (grade) {
          grades[grade]!.push(a, b);
          if ((sideBits[key]! & river) !== 0) bridges.push(a, b);
        }
      }
    }
    const along = (pairs: number[], colour: string, width: number, dash: number[] = []) => {
      if (pairs.length === 0) return;
      ctx.beginPath();
      for (let k = 0; k < pairs.length; k += 2) sideTo(ctx, spec, pairs[k]!, pairs[k + 1]!);
      stroke(colour, width, dash, "round");
    };
    if (wantSides) {
      along(kinds[2]!, "rgba(40, 110, 190, 0.75)", line(0.3, 4));
      along(kinds[1]!, "#1f6fc5", line(0.22, 3.5));
      along(kinds[0]!, "#2f86dd", line(0.1, 2));
      along(kinds[3]!, "#1d2a3a", line(0.06, 1.5), dash(0.12, 0.08));
      const fortified = kinds[4]!;
      if (fortified.length) {
        along(fortified, "#a0281e", line(0.08, 2));
        // Teeth on the line, so a fortified line reads without colour.
        ctx.beginPath();
        for (let k = 0; k < fortified.length; k += 2) {
          const a = fortified[k]!;
          const [p, q] = sideSegment(spec, a, fortified[k + 1]!);
          const ca = indexCentre(spec, a);
          for (let t = 0; t <= 4; t++) {
            const x = p.x + ((q.x - p.x) * t) / 4;
            const y = p.y + ((q.y - p.y) * t) / 4;
            ctx.moveTo(x, y);
            ctx.lineTo(x + (ca.x - x) * 0.15, y + (ca.y - y) * 0.15);
          }
        }
        stroke("#a0281e", line(0.05, 1.5));
      }
    }
    if (wantRoads) {
      const styles = [null, { colour: "#7a5a2e", width: 0.07, dash: [0.12, 0.08] }, { colour: "#c9892b", width: 0.11, dash: [] }, { colour: "#b23a2a", width: 0.16, dash: [] }] as const;
      for (const grade of [1, 2, 3]) {
        const pairs = grades[grade]!;
        if (pairs.length === 0) continue;
        const style = styles[grade]!;
        ctx.beginPath();
        for (let k = 0; k < pairs.length; k += 2) {
          const ca = indexCentre(spec, pairs[k]!);
          const cb = indexCentre(spec, pairs[k + 1]!);
          ctx.moveTo(ca.x, ca.y);
          ctx.lineTo(cb.x, cb.y);
        }
        stroke(style.colour, line(style.width, grade === 3 ? 2.5 : 1.5), style.dash.length ? dash(style.dash[0]!, style.dash[1]!) : [], "round");
      }
      // Bridges where a road crosses a river.
      if (bridges.length > 0) {
        ctx.beginPath();
        for (let k = 0; k < bridges.length; k += 2) {
          const a = bridges[k]!;
          const [p, q] = sideSegment(spec, a, bridges[k + 1]!);
          const mx = (p.x + q.x) / 2;
          const my = (p.y + q.y) / 2;
          const ux = (q.x - p.x) * 0.3;
          const uy = (q.y - p.y) * 0.3;
          const ca = indexCentre(spec, a);
          const vx = (ca.x - mx) * 0.18;
          const vy = (ca.y - my) * 0.18;
          for (const s of [1, -1]) {
            ctx.moveTo(mx - ux + vx * s, my - uy + vy * s);
            ctx.lineTo(mx + ux + vx * s, my + uy + vy * s);
          }
        }
        stroke("#1b1b1b", line(0.05, 1.5));
      }
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
      const byHex = map.labelsByIndex();
      for (const i of hexes) {
        for (const label of byHex.get(i) ?? []) {
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
}

function drawFeatures(ctx: CanvasRenderingContext2D, map: EditableMap, hexes: number[], px: number) {
  const spec = map.spec;
  // Only the hexes being drawn are looked up: the cost follows the tile, not the map's feature count.
  const index = map.featuresByIndex();
  for (const i of hexes) {
    const features = index.get(i);
    if (!features) continue;
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
