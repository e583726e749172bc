import { type GameState } from "@/lib/engine";
import type { MapEditor } from "@/lib/painter/editor";
import { indexCentre, regionOutline } from "@/lib/painter/geometry";
import { toScreen } from "@/lib/painter/view";
import { beachheads, cargoByAmph } from "@/lib/playtest/amphibious";
import { shownCargo } from "@/lib/playtest/fog";
import { counterSide, READABLE_COUNTER_PX } from "@/lib/playtest/board-view";
import type { PickKind } from "@/lib/playtest/map-picks";
import type { CounterView } from "@/lib/playtest/view-model";
import { kindsOf, PICK_FILL } from "./board-picks";
import { drawStack } from "../board-canvas/counters";
import type { CounterPictures } from "../board-canvas/counter-images";
import { drawAdvancedMap, drawCounterAdvanced } from "./board-advanced";
import { hexPath } from "../board-canvas/hex-vectors";

/**
 * What the playtest board draws over the map on its second canvas: shaded
 * hexes (reach, ranges, picks, beaches), paths, markers and the counters.
 */
export interface BoardMarks {
  selectedHex: number | null;
  selectedUnits: string[];
  /** Reachable hexes (index → MP cost). */
  reachable: Map<number, number>;
  path: number[];
  attackTarget: number | null;
  attackers: string[];
  hoverHex: number | null;
  /** A selected helicopter's reach for a mission [6.5.3] and its rebase targets [6.5.1.2]. */
  range?: ReadonlySet<number>;
  rebase?: ReadonlySet<number>;
  /** Destinations picked on the board — a ship's naval move, a stack's airlift, paradrop, airmobile or sea transport — each shaded by its kind, and the one pointed at [8.5.2–8.5.7.1, 8.5.6.4]. */
  picks?: ReadonlyMap<number, { kind: PickKind }>;
  pickFocus?: number | null;
  /** Beach hexes the side's marines aboard AMPHs in assault position may attack or land on this combat segment [8.5.8.1]. */
  beaches?: ReadonlySet<number>;
  /** Sea hexes the picked AMPH may sail to that put it in assault position, with the beach hexes each faces [8.5.8.1]. */
  assault?: ReadonlyMap<number, readonly number[]>;
  /** Under fog of war, the side whose view the board shows: what an enemy AMPH carries stays hidden [13.2]. */
  fogViewer?: string | null;
  /** Advanced game: the hovered unit's supply line (hex indices, unit first) [19.2] and the CW markers [18.2.4]. */
  supplyLine?: readonly number[];
  cw?: readonly { hex: number; colour: string }[];
}

export function drawOverlay(canvas: HTMLCanvasElement, props: { editor: MapEditor; counters: Map<number, CounterView[]>; marks: BoardMarks; state: GameState }, pictures?: CounterPictures) {
  const { editor, counters, marks, state } = props;
  const dpr = window.devicePixelRatio || 1;
  const { width, height } = editor.viewport;
  if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
  }
  const ctx = canvas.getContext("2d")!;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const view = editor.view;
  const spec = editor.map.spec;
  // Map-unit drawing (hex shading, paths).
  ctx.setTransform(dpr * view.scale, 0, 0, dpr * view.scale, dpr * view.x, dpr * view.y);
  const px = view.scale;
  const shade = (hexes: ReadonlySet<number> | undefined, colour: string) => {
    if (!hexes || hexes.size === 0) return;
    ctx.beginPath();
    for (const hex of hexes) hexPath(ctx, spec, hex, 0.96);
    ctx.fillStyle = colour;
    ctx.fill();
  };
  // A helicopter's mission range [6.5.1.2]: shaded and outlined, so it reads over any terrain at any zoom [#26 item 10].
  shade(marks.range, "rgba(230, 140, 0, 0.24)");
  if (marks.range && marks.range.size > 0) {
    ctx.beginPath();
    for (const [a, b] of regionOutline(spec, marks.range)) {
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
    }
    ctx.strokeStyle = "rgba(190, 100, 0, 0.95)";
    ctx.lineWidth = 3 / px;
    ctx.setLineDash([8 / px, 5 / px]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  shade(marks.rebase, "rgba(40, 110, 220, 0.35)");
  for (const [kind, hexes] of kindsOf(marks.picks)) shade(hexes, PICK_FILL[kind]);
  shade(marks.beaches, "rgba(0, 150, 170, 0.35)");
  // Assault positions [8.5.8.1]: the beach shading's teal, lighter, in a dashed outline (arrows to the beaches are drawn on top below).
  if (marks.assault && marks.assault.size > 0) {
    ctx.beginPath();
    for (const hex of marks.assault.keys()) hexPath(ctx, spec, hex, 0.88);
    ctx.fillStyle = "rgba(0, 150, 170, 0.16)";
    ctx.fill();
    ctx.strokeStyle = ASSAULT_COLOUR;
    ctx.lineWidth = 3 / px;
    ctx.setLineDash([7 / px, 5 / px]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (marks.reachable.size > 0) {
    ctx.beginPath();
    for (const hex of marks.reachable.keys()) hexPath(ctx, spec, hex, 0.96);
    ctx.fillStyle = "rgba(60, 170, 90, 0.28)";
    ctx.fill();
  }
  if (marks.path.length > 1) {
    ctx.beginPath();
    marks.path.forEach((h, i) => {
      const c = indexCentre(spec, h);
      if (i === 0) ctx.moveTo(c.x, c.y);
      else ctx.lineTo(c.x, c.y);
    });
    ctx.strokeStyle = "rgba(20, 90, 40, 0.9)";
    ctx.lineWidth = 4 / px;
    ctx.setLineDash([6 / px, 4 / px]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  drawAdvancedMap(ctx, spec, marks, px);
  const outline = (hex: number, colour: string, width: number) => {
    ctx.beginPath();
    hexPath(ctx, spec, hex, 0.93);
    ctx.strokeStyle = colour;
    ctx.lineWidth = width / px;
    ctx.stroke();
  };
  for (const [hex, mark] of Object.entries(state.mopUp)) {
    const c = indexCentre(spec, Number(hex));
    ctx.beginPath();
    ctx.arc(c.x - 0.5, c.y + 0.45, 0.2, 0, Math.PI * 2);
    ctx.fillStyle = "#444";
    ctx.fill();
    ctx.fillStyle = "#fff";
    ctx.font = "700 0.22px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(mark.value), c.x - 0.5, c.y + 0.46);
  }
  // The naval war on the map [7.5, 8.5.6.3]: mine markers (side colour, level) and ships in sea hexes or ports.
  const sideColour = (side: string) => state.bundle.game.sides.find((s) => s.id === side)?.colour ?? "#999";
  for (const [hex, mine] of Object.entries(state.naval?.mines ?? {})) {
    const c = indexCentre(spec, Number(hex));
    ctx.beginPath();
    ctx.arc(c.x + 0.45, c.y - 0.42, 0.2, 0, Math.PI * 2);
    ctx.fillStyle = "#222";
    ctx.fill();
    ctx.lineWidth = 0.06;
    ctx.strokeStyle = sideColour(mine.side);
    ctx.stroke();
    ctx.fillStyle = "#fff";
    ctx.font = "700 0.2px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(`M${mine.level}`, c.x + 0.45, c.y - 0.41);
  }
  const units = state.bundle.scenario.units ?? [];
  const nations = state.bundle.scenario.nations;
  // Land units aboard each AMPH [8.5.8.1]: an AMPH at sea reads "AMPH+1" with one unit aboard.
  const cargo = cargoByAmph(state);
  for (const [id, u] of Object.entries(state.units)) {
    if (u.status !== "offmap" || u.steps <= 0 || !u.at || !/^[0-9]+$/.test(u.at)) continue;
    const hex = editor.indexOfLabel(u.at);
    const def = units.find((x) => x.id === id);
    if (hex === null || !def) continue;
    const side = nations.find((n) => n.id === def.nation)?.side ?? "";
    const c = indexCentre(spec, hex);
    const aboard = shownCargo(cargo.get(id)?.length ?? 0, side, props.marks.fogViewer);
    const text = `${def.type.toUpperCase()}${aboard > 0 ? `+${aboard}` : ""}`;
    ctx.font = "700 0.2px system-ui, sans-serif";
    const w = Math.max(0.8, ctx.measureText(text).width + 0.12);
    ctx.fillStyle = sideColour(side);
    // Below the ground counters, so a ship in port does not hide the stack there.
    ctx.fillRect(c.x - w / 2, c.y + 0.48, w, 0.3);
    ctx.strokeStyle = "#111";
    ctx.lineWidth = 0.03;
    ctx.strokeRect(c.x - w / 2, c.y + 0.48, w, 0.3);
    ctx.fillStyle = "#fff";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(text, c.x, c.y + 0.64);
  }
  for (const [hex, side] of Object.entries(state.control)) {
    const c = indexCentre(spec, Number(hex));
    const colour = state.bundle.game.sides.find((s) => s.id === side)?.colour ?? "#999";
    ctx.fillStyle = colour;
    ctx.fillRect(c.x + 0.3, c.y + 0.25, 0.28, 0.2);
    ctx.strokeStyle = "#111";
    ctx.lineWidth = 1 / px;
    ctx.strokeRect(c.x + 0.3, c.y + 0.25, 0.28, 0.2);
  }
  if (marks.attackTarget !== null) outline(marks.attackTarget, "#d32f2f", 4);
  if (marks.selectedHex !== null) outline(marks.selectedHex, "#f5c400", 4);
  if (marks.pickFocus != null) outline(marks.pickFocus, "#6a1b9a", 4);

  // Screen-space drawing (counters stay readable at any zoom).
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const side = counterSide(view.scale);
  const attackers = new Set(marks.attackers);
  const hovered = marks.hoverHex;
  for (const [hex, list] of counters) {
    if (hex === hovered) continue;
    const s = toScreen(view, indexCentre(spec, hex));
    if (s.x < -side || s.y < -side || s.x > width + side || s.y > height + side) continue;
    drawStackView(ctx, list, s.x, s.y, side, marks, attackers, pictures);
  }
  if (hovered !== null && counters.get(hovered)) {
    // The hovered stack fans out so every counter in it can be read.
    const list = counters.get(hovered)!;
    const s = toScreen(view, indexCentre(spec, hovered));
    const fan = Math.max(side, READABLE_COUNTER_PX);
    list.forEach((u, i) => drawStackView(ctx, [u], s.x + (i - (list.length - 1) / 2) * (fan + 4), s.y - (list.length > 1 ? fan * 0.6 : 0), fan, marks, attackers, pictures));
  }
  // Beachheads [8.5.8.2]: a side-coloured "BH" badge with the defence strength at the top left of the hex's counter, above it so a stack never hides it.
  for (const b of beachheads(state)) {
    const hex = editor.indexOfLabel(b.hex);
    if (hex === null) continue;
    const s = toScreen(view, indexCentre(spec, hex));
    const h = Math.max(13, Math.round(side * 0.32));
    ctx.font = `700 ${Math.round(h * 0.7)}px system-ui, sans-serif`;
    const text = `BH ${b.defence}`;
    const w = Math.ceil(ctx.measureText(text).width) + 8;
    const x = s.x - side / 2 - 6;
    const y = s.y - side / 2 - h / 2 - 2;
    if (x + w < 0 || y + h < 0 || x > width || y > height) continue;
    ctx.fillStyle = sideColour(b.side);
    ctx.fillRect(x, y, w, h);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = "#ffffff";
    ctx.strokeRect(x + 0.75, y + 0.75, w - 1.5, h - 1.5);
    ctx.lineWidth = 1;
    ctx.strokeStyle = "#111111";
    ctx.strokeRect(x, y, w, h);
    ctx.fillStyle = "#ffffff";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(text, x + w / 2, y + h / 2 + 0.5);
  }
  for (const [hex, beaches] of marks.assault ?? []) {
    const s = toScreen(view, indexCentre(spec, hex));
    if (s.x < -view.scale || s.y < -view.scale || s.x > width + view.scale || s.y > height + view.scale) continue;
    drawAssault(ctx, s, beaches.map((b) => toScreen(view, indexCentre(spec, b))), view.scale);
  }
  for (const [hex, cost] of marks.reachable) {
    const s = toScreen(view, indexCentre(spec, hex));
    if (s.x < 0 || s.y < 0 || s.x > width || s.y > height || counters.has(hex)) continue;
    ctx.font = `700 ${Math.max(10, Math.min(16, view.scale * 0.45))}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.lineWidth = 3;
    ctx.strokeStyle = "rgba(255,255,255,0.9)";
    ctx.strokeText(String(cost), s.x, s.y);
    ctx.fillStyle = "#14532d";
    ctx.fillText(String(cost), s.x, s.y);
  }
}

const ASSAULT_COLOUR = "#00838f";

/**
 * An assault position's glyph [8.5.8.1]: a dot at the sea hex's centre and an
 * arrow from it towards each beach it faces, stopping inside the hex, so the
 * beach the marines would land on reads off the board. White-haloed for sea
 * and land alike; an anchor would read as the map's port symbol.
 */
function drawAssault(ctx: CanvasRenderingContext2D, at: { x: number; y: number }, beaches: readonly { x: number; y: number }[], scale: number) {
  const reach = scale * 0.7;
  const head = Math.max(5, Math.min(12, scale * 0.22));
  const line = Math.max(2, Math.min(4, scale * 0.06));
  ctx.beginPath();
  for (const b of beaches) {
    const d = Math.hypot(b.x - at.x, b.y - at.y) || 1;
    const ux = (b.x - at.x) / d;
    const uy = (b.y - at.y) / d;
    const tip = { x: at.x + ux * reach, y: at.y + uy * reach };
    ctx.moveTo(at.x, at.y);
    ctx.lineTo(tip.x, tip.y);
    ctx.moveTo(tip.x - ux * head - uy * head * 0.6, tip.y - uy * head + ux * head * 0.6);
    ctx.lineTo(tip.x, tip.y);
    ctx.lineTo(tip.x - ux * head + uy * head * 0.6, tip.y - uy * head - ux * head * 0.6);
  }
  const dot = Math.max(3, Math.min(7, scale * 0.1));
  ctx.moveTo(at.x + dot, at.y);
  ctx.arc(at.x, at.y, dot, 0, Math.PI * 2);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.lineWidth = line + 3;
  ctx.strokeStyle = "rgba(255,255,255,0.95)";
  ctx.stroke();
  ctx.lineWidth = line;
  ctx.strokeStyle = ASSAULT_COLOUR;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(at.x, at.y, dot, 0, Math.PI * 2);
  ctx.fillStyle = ASSAULT_COLOUR;
  ctx.fill();
  ctx.lineCap = "butt";
  ctx.lineJoin = "miter";
}

function drawStackView(ctx: CanvasRenderingContext2D, list: CounterView[], x: number, y: number, side: number, marks: BoardMarks, attackers: Set<string>, pictures?: CounterPictures) {
  drawStack(ctx, list.map((u) => ({ id: u.id, symbol: u.symbol, colour: u.colour, strengths: u.strengths, face: u.face })), x, y, side, pictures);
  const top = list[0]!;
  if (top.reduced) {
    // A reduced counter carries a white band across its top edge.
    ctx.fillStyle = "rgba(255,255,255,0.9)";
    ctx.fillRect(x - side / 2 + 1, y - side / 2 + 1, side - 2, Math.max(2, side * 0.1));
  }
  drawCounterAdvanced(ctx, top, x, y, side);
  // The Advanced game's OOS / ISO / EMG badge stands in for the dot.
  if (top.outOfSupply && !top.adv?.badge) {
    // Out of supply [13.1.4]: a red dot in the top left corner (clear of the symbol and the strengths).
    ctx.fillStyle = "#d32f2f";
    ctx.strokeStyle = "#ffffff";
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.arc(x - side / 2 + side * 0.13, y - side / 2 + side * 0.13, Math.max(2.5, side * 0.09), 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  const selected = list.some((u) => marks.selectedUnits.includes(u.id));
  const attacking = list.some((u) => attackers.has(u.id));
  if (selected || attacking) {
    ctx.strokeStyle = selected ? "#f5c400" : "#ff7a00";
    ctx.lineWidth = 3;
    ctx.strokeRect(x - side / 2 - 2, y - side / 2 - 2, side + 4, side + 4);
  }
}
