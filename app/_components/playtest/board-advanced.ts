import type { GridSpec } from "@/lib/hex";
import { indexCentre } from "@/lib/painter/geometry";
import type { CounterView } from "@/lib/playtest/view-model";

/**
 * The Advanced game's marks on the playtest board [14–29], drawn by
 * board-overlay.ts: on a counter, its supply badge (OOS / ISO / EMG), strike
 * marker (S1 / S2), detected and designated markers, DEP / MSU and an HQ's
 * uses left; on the map, the hovered unit's supply line and CW markers.
 */

const BADGE_COLOUR: Record<string, string> = { OOS: "#c62828", ISO: "#4a148c", EMG: "#e65100" };

function tag(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, h: number, fill: string, align: "left" | "right" = "left") {
  ctx.font = `700 ${Math.max(8, Math.round(h * 0.72))}px system-ui, sans-serif`;
  const w = Math.ceil(ctx.measureText(text).width) + 4;
  const left = align === "left" ? x : x - w;
  ctx.fillStyle = fill;
  ctx.fillRect(left, y, w, h);
  ctx.lineWidth = 1;
  ctx.strokeStyle = "#ffffff";
  ctx.strokeRect(left + 0.5, y + 0.5, w - 1, h - 1);
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, left + w / 2, y + h / 2 + 0.5);
}

/** The top counter's Advanced markers, in screen space, around the counter of side `side` centred at x, y. */
export function drawCounterAdvanced(ctx: CanvasRenderingContext2D, top: CounterView, x: number, y: number, side: number) {
  const m = top.adv;
  if (!m) return;
  const h = Math.max(10, Math.round(side * 0.26));
  const left = x - side / 2;
  const right = x + side / 2;
  const topY = y - side / 2;
  const bottom = y + side / 2;
  // Supply [19.5–19.7]: bottom left, over the counter's edge so it reads at any zoom.
  if (m.badge) tag(ctx, m.badge, left - 3, bottom - h + 3, h, BADGE_COLOUR[m.badge] ?? "#c62828");
  // Strike markers [27.3]: top right.
  if (m.strike) tag(ctx, `S${m.strike}`, right + 3, topY - 3, h, "#b71c1c", "right");
  // Detected [21.0] and designated [20.2.3]: bottom right.
  const marks = [m.detected ? "D" : "", m.targeted !== undefined ? `T${m.targeted}` : ""].filter(Boolean).join(" ");
  if (marks) tag(ctx, marks, right + 3, bottom - h + 3, h, "#1565c0", "right");
  // A depot or an MSU [19.4]: the supply counter's kind across its top.
  if (m.supplyUnit) tag(ctx, m.supplyUnit === "depot" ? "DEP" : "MSU", left - 3, topY - 3, h, m.supplyUnit === "depot" ? "#33691e" : "#827717");
  // An HQ's combat uses left this turn, as pips down its right edge [18.2].
  if (m.usesLeft !== undefined) {
    const r = Math.max(2, side * 0.07);
    for (let i = 0; i < 2; i += 1) {
      ctx.beginPath();
      ctx.arc(right - r - 2, topY + side * 0.35 + i * (2 * r + 2), r, 0, Math.PI * 2);
      ctx.fillStyle = i < m.usesLeft ? "#ffd600" : "rgba(0,0,0,0.35)";
      ctx.fill();
      ctx.lineWidth = 1;
      ctx.strokeStyle = "#111";
      ctx.stroke();
    }
  }
}

/** The hovered unit's supply line [19.2] and CW markers [18.2.4], in map units (hex radius 1). */
export function drawAdvancedMap(ctx: CanvasRenderingContext2D, spec: GridSpec, marks: { supplyLine?: readonly number[]; cw?: readonly { hex: number; colour: string }[] }, px: number) {
  const line = marks.supplyLine ?? [];
  if (line.length > 1) {
    ctx.beginPath();
    line.forEach((h, i) => {
      const c = indexCentre(spec, h);
      if (i === 0) ctx.moveTo(c.x, c.y);
      else ctx.lineTo(c.x, c.y);
    });
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.strokeStyle = "rgba(255,255,255,0.9)";
    ctx.lineWidth = 7 / px;
    ctx.stroke();
    ctx.strokeStyle = "rgba(21, 101, 192, 0.95)";
    ctx.lineWidth = 4 / px;
    ctx.setLineDash([2 / px, 6 / px]);
    ctx.stroke();
    ctx.setLineDash([]);
    // The source (or supplying HQ) end: a ring.
    const end = indexCentre(spec, line[line.length - 1]!);
    ctx.beginPath();
    ctx.arc(end.x, end.y, 0.3, 0, Math.PI * 2);
    ctx.lineWidth = 4 / px;
    ctx.strokeStyle = "rgba(21, 101, 192, 0.95)";
    ctx.stroke();
    ctx.lineCap = "butt";
    ctx.lineJoin = "miter";
  }
  for (const m of marks.cw ?? []) {
    const c = indexCentre(spec, m.hex);
    ctx.beginPath();
    ctx.arc(c.x + 0.5, c.y + 0.45, 0.22, 0, Math.PI * 2);
    ctx.fillStyle = "#f9a825";
    ctx.fill();
    ctx.lineWidth = 0.06;
    ctx.strokeStyle = m.colour;
    ctx.stroke();
    ctx.fillStyle = "#111";
    ctx.font = "700 0.2px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText("CW", c.x + 0.5, c.y + 0.46);
  }
}
