import type { CounterPictures } from "./counter-images";

/**
 * Unit counters in the NATO style: a box in the nation's colour with the
 * type's symbol (infantry cross, armour oval, …) and the strengths below; or,
 * for a ported module's unit, its counter's picture.
 */

export interface CounterUnit {
  id: string;
  symbol: string;
  colour: string;
  /** e.g. "3-4-8" (AS-DS-MA). */
  strengths: string;
  /** The SHA-256 of the face to show (lib/model/counter-face), drawn instead of the symbol once loaded. */
  face?: string;
}

/** The symbol for a unit type: its game `symbol`, else guessed from flags and id. */
export function symbolFor(type: Record<string, unknown> | undefined, typeId: string): string {
  if (type && typeof type.symbol === "string") return type.symbol;
  const flags = Array.isArray(type?.flags) ? (type.flags as unknown[]).filter((f): f is string => typeof f === "string") : [];
  for (const f of ["armour", "mechanized", "hq", "helicopter", "airborne", "marine", "sag", "cv", "cvn", "amph"]) if (flags.includes(f)) return f;
  if (/arm|tank/.test(typeId)) return "armour";
  if (/mech/.test(typeId)) return "mechanized";
  if (/art/.test(typeId)) return "artillery";
  if (/rec/.test(typeId)) return "recon";
  return "infantry";
}

function symbol(ctx: CanvasRenderingContext2D, name: string, x: number, y: number, w: number, h: number) {
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  const cross = () => {
    ctx.moveTo(x, y);
    ctx.lineTo(x + w, y + h);
    ctx.moveTo(x + w, y);
    ctx.lineTo(x, y + h);
  };
  const oval = () => ctx.ellipse(x + w / 2, y + h / 2, w * 0.3, h * 0.28, 0, 0, Math.PI * 2);
  switch (name) {
    case "armour":
      ctx.moveTo(x + w * 0.8, y + h / 2);
      oval();
      break;
    case "mechanized":
      cross();
      ctx.moveTo(x + w * 0.8, y + h / 2);
      oval();
      break;
    case "recon":
      ctx.moveTo(x, y + h);
      ctx.lineTo(x + w, y);
      break;
    case "motorized":
      cross();
      ctx.moveTo(x + w / 2, y);
      ctx.lineTo(x + w / 2, y + h);
      break;
    case "airborne":
      cross();
      ctx.moveTo(x + w * 0.3, y + h * 0.85);
      ctx.quadraticCurveTo(x + w * 0.4, y + h * 0.6, x + w / 2, y + h * 0.85);
      ctx.quadraticCurveTo(x + w * 0.6, y + h * 0.6, x + w * 0.7, y + h * 0.85);
      break;
    case "airmobile":
    case "helicopter":
      cross();
      ctx.moveTo(x + w * 0.3, y + h * 0.2);
      ctx.lineTo(x + w * 0.7, y + h * 0.2);
      break;
    case "hq":
      ctx.moveTo(x, y + h);
      ctx.lineTo(x, y + h + 3);
      break;
    case "artillery":
      ctx.moveTo(x + w / 2 + 2, y + h / 2);
      ctx.arc(x + w / 2, y + h / 2, 2, 0, Math.PI * 2);
      break;
    case "marine":
      cross();
      ctx.moveTo(x + w / 2, y + h * 0.15);
      ctx.lineTo(x + w / 2, y + h * 0.85);
      break;
    case "sag":
    case "cv":
    case "cvn":
    case "amph":
      // Naval: a hull line instead of a land unit's box.
      ctx.moveTo(x, y + h * 0.6);
      ctx.lineTo(x + w * 0.15, y + h * 0.85);
      ctx.lineTo(x + w * 0.85, y + h * 0.85);
      ctx.lineTo(x + w, y + h * 0.6);
      break;
    default:
      cross();
  }
  ctx.stroke();
}

function readableOn(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return "#111";
  const [r, g, b] = [m[1], m[2], m[3]].map((v) => parseInt(v as string, 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#111" : "#fff";
}

/** Draws a stack at (cx, cy): the top counter, edges of the ones beneath, and a count. */
export function drawStack(ctx: CanvasRenderingContext2D, units: readonly CounterUnit[], cx: number, cy: number, side: number, pictures?: CounterPictures) {
  const top = units[0];
  if (!top) return;
  const depth = Math.min(units.length - 1, 3);
  for (let i = depth; i >= 1; i -= 1) {
    const u = units[i] as CounterUnit;
    ctx.fillStyle = u.colour;
    ctx.strokeStyle = "rgba(0,0,0,0.6)";
    ctx.lineWidth = 1;
    ctx.fillRect(cx - side / 2 + i * 2, cy - side / 2 - i * 2, side, side);
    ctx.strokeRect(cx - side / 2 + i * 2, cy - side / 2 - i * 2, side, side);
  }
  const x = cx - side / 2;
  const y = cy - side / 2;
  const picture = top.face && pictures ? pictures(top.face) : null;
  if (picture) drawPicture(ctx, picture, top.colour, x, y, side);
  else drawSymbolCounter(ctx, top, cx, x, y, side);
  if (units.length > 1) {
    const r = Math.max(5, side * 0.22);
    ctx.fillStyle = "#111";
    ctx.beginPath();
    ctx.arc(x + side, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.font = `700 ${Math.round(r * 1.2)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(units.length), x + side, y + 0.5);
  }
}

function drawSymbolCounter(ctx: CanvasRenderingContext2D, top: CounterUnit, cx: number, x: number, y: number, side: number) {
  ctx.fillStyle = top.colour;
  ctx.fillRect(x, y, side, side);
  ctx.strokeStyle = "rgba(0,0,0,0.75)";
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, side - 1, side - 1);
  const ink = readableOn(top.colour);
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1, side / 22);
  const sw = side * 0.56;
  const sh = side * 0.36;
  symbol(ctx, top.symbol, cx - sw / 2, y + side * 0.12, sw, sh);
  if (side >= 18) {
    ctx.fillStyle = ink;
    ctx.font = `600 ${Math.max(7, Math.round(side * 0.28))}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "alphabetic";
    ctx.fillText(top.strengths, cx, y + side - side * 0.1);
  }
}

/**
 * A counter's picture in its square, whole (a face that is not square keeps
 * its proportions, centred on the nation's colour), with the counter's edge.
 */
function drawPicture(ctx: CanvasRenderingContext2D, picture: CanvasImageSource, colour: string, x: number, y: number, side: number) {
  const { width, height } = pictureSize(picture);
  const fit = width > 0 && height > 0 ? Math.min(side / width, side / height) : 0;
  const w = width * fit;
  const h = height * fit;
  if (w < side || h < side) {
    ctx.fillStyle = colour;
    ctx.fillRect(x, y, side, side);
  }
  const smoothing = ctx.imageSmoothingEnabled;
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = "high";
  if (fit > 0) ctx.drawImage(picture, x + (side - w) / 2, y + (side - h) / 2, w, h);
  ctx.imageSmoothingEnabled = smoothing;
  ctx.strokeStyle = "rgba(0,0,0,0.75)";
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, side - 1, side - 1);
}

function pictureSize(picture: CanvasImageSource): { width: number; height: number } {
  if (typeof HTMLImageElement !== "undefined" && picture instanceof HTMLImageElement) return { width: picture.naturalWidth, height: picture.naturalHeight };
  const p = picture as { width?: unknown; height?: unknown };
  return { width: typeof p.width === "number" ? p.width : 0, height: typeof p.height === "number" ? p.height : 0 };
}
