"use client";
/**
 * The heat map of final control drawn on the scenario's map with a light
 * hex drawing (map-draw.ts: terrain per hex), faded under the heat:
 * each place that changed hands, and each objective (outlined), in the sides'
 * colours mixed by how often each held it at the end; circles where units
 * were eliminated. Area maps draw their spaces' outlines. Hovering a place
 * names its shares (lib/balance/heatmap.ts computes every colour and text).
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { sideColours } from "@/lib/balance/charts";
import { changedShare, controlFill, controlTitle, eliminationRadius } from "@/lib/balance/heatmap";
import type { BalanceReport } from "@/lib/model/balance-report";
import { HexLookup } from "@/lib/editor-intel/hexes";
import { formatLabel, labelOnGrid, onGrid, pixelToHex } from "@/lib/hex";
import type { AreaMap } from "@/lib/model";
import { centre, drawTerrain, hexPath, layoutFor, prepare } from "./map-draw";
import styles from "./balance.module.css";

type Props = { report: BalanceReport; map: Record<string, unknown> | null };

export function HeatMap({ report, map }: Props) {
  if (!map) return <p className="muted">The map these games were played on is no longer stored: no heat map.</p>;
  return (
    <>
      {map.layout === "area" ? <AreaHeatMap report={report} map={map as unknown as AreaMap} /> : <HexHeatMap report={report} map={map} />}
      <HeatLegend report={report} />
    </>
  );
}

function HeatLegend({ report }: { report: BalanceReport }) {
  const colours = sideColours(report);
  return (
    <div className={styles.legend} aria-label="Heat map legend">
      {report.sides.map((s) => (
        <span key={s.id}>
          <span className={styles.swatch} style={{ background: colours.get(s.id) }} />
          held by {s.name} at the end
        </span>
      ))}
      <span>
        <span className={styles.swatch} style={{ background: "rgb(150, 150, 150)" }} />
        by nobody
      </span>
      <span>mixed colours: shared between games · stronger: changed hands more often · outlined: objectives · circles: units eliminated</span>
    </div>
  );
}

function useDark(): boolean {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    const read = () => setDark(document.documentElement.dataset.theme === "dark");
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

function HexHeatMap({ report, map }: { report: BalanceReport; map: Record<string, unknown> }) {
  const lookup = useMemo(() => HexLookup.from(map, "map"), [map]);
  const layout = useMemo(() => {
    if (!lookup) return null;
    const cells = lookup.spec.columns * lookup.spec.rows;
    return layoutFor(lookup.spec, cells > 20_000 ? 5 : cells > 5_000 ? 8 : 11);
  }, [lookup]);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<string | null>(null);
  const dark = useDark();
  const byLabel = useMemo(() => new Map(report.control.map((c) => [c.at, c])), [report]);
  const elims = useMemo(() => new Map(report.eliminations.map((e) => [e.at, e])), [report]);

  useEffect(() => {
    if (!lookup || !layout || !canvas.current) return;
    const ctx = prepare(canvas.current, layout.width, layout.height);
    if (!ctx) return;
    ctx.globalAlpha = 0.35;
    drawTerrain(ctx, layout, lookup.colours(), dark);
    ctx.globalAlpha = 1;
    const colours = sideColours(report);
    for (const c of report.control) {
      const hex = labelOnGrid(lookup.spec, c.at);
      if (!hex) continue;
      hexPath(ctx, layout, hex);
      ctx.globalAlpha = c.key ? 0.95 : 0.35 + 0.6 * changedShare(c);
      ctx.fillStyle = controlFill(c, colours);
      ctx.fill();
      ctx.globalAlpha = 1;
      if (c.key) {
        ctx.lineWidth = 2;
        ctx.strokeStyle = dark ? "#f0f0f0" : "#111";
        ctx.stroke();
      }
    }
    ctx.lineWidth = 1.2;
    ctx.strokeStyle = dark ? "#f0f0f0" : "#111";
    for (const e of report.eliminations) {
      const hex = labelOnGrid(lookup.spec, e.at);
      if (!hex) continue;
      const p = centre(layout, hex);
      ctx.beginPath();
      ctx.arc(p.x, p.y, layout.size * eliminationRadius(e.total, report.games), 0, Math.PI * 2);
      ctx.stroke();
    }
    canvas.current.dataset.drawn = String(report.control.length);
  }, [lookup, layout, report, dark]);

  if (!lookup || !layout) return <p className="muted">The map has no usable hex grid: no heat map.</p>;
  const entry = hover ? byLabel.get(hover) : undefined;
  const elim = hover ? elims.get(hover) : undefined;
  return (
    <div className={styles.heat}>
      <div className={styles.heatScroll}>
        <canvas
          ref={canvas}
          data-testid="balance-heat-map"
          onMouseMove={(e) => {
            const rect = e.currentTarget.getBoundingClientRect();
            const hex = pixelToHex(lookup.spec, e.clientX - rect.left - layout.originX, e.clientY - rect.top - layout.originY, layout.size);
            setHover(onGrid(lookup.spec, hex) ? formatLabel(lookup.spec, hex) : null);
          }}
          onMouseLeave={() => setHover(null)}
        />
      </div>
      <p className={styles.heatInfo} data-testid="balance-heat-info">
        {hover ? `${entry ? controlTitle(report, entry) : `${hover}: never changed hands`}${elim ? ` · ${elim.total} units eliminated here` : ""}` : "Hover a hex to see who held it at the end."}
      </p>
    </div>
  );
}

function AreaHeatMap({ report, map }: { report: BalanceReport; map: AreaMap }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<string | null>(null);
  const dark = useDark();
  const scale = Math.min(1, 1000 / Math.max(1, map.size.width));
  const paths = useMemo(() => {
    const out: { id: string; name: string; sea: boolean; path: Path2D; label: { x: number; y: number } }[] = [];
    const add = (id: string, name: string, sea: boolean, polygons: number[][], label?: { x: number; y: number }) => {
      const path = new Path2D();
      let sx = 0;
      let sy = 0;
      let n = 0;
      for (const p of polygons) {
        for (let i = 0; i + 1 < p.length; i += 2) {
          if (i === 0) path.moveTo(p[i]!, p[i + 1]!);
          else path.lineTo(p[i]!, p[i + 1]!);
          if (p === polygons[0]) {
            sx += p[i]!;
            sy += p[i + 1]!;
            n += 1;
          }
        }
        path.closePath();
      }
      out.push({ id, name, sea, path, label: label ?? { x: sx / Math.max(1, n), y: sy / Math.max(1, n) } });
    };
    for (const z of map.seaZones) add(z.id, z.name, true, z.polygons, z.label);
    for (const t of map.territories) add(t.id, t.name, false, t.polygons, t.label);
    return out;
  }, [map]);

  useEffect(() => {
    if (!canvas.current) return;
    const ctx = prepare(canvas.current, map.size.width * scale, map.size.height * scale);
    if (!ctx) return;
    ctx.scale(scale, scale);
    const colours = sideColours(report);
    const byId = new Map(report.control.map((c) => [c.at, c]));
    for (const p of paths) {
      const c = byId.get(p.id);
      ctx.globalAlpha = c ? (c.key ? 0.95 : 0.35 + 0.6 * changedShare(c)) : 1;
      ctx.fillStyle = c ? controlFill(c, colours) : p.sea ? (dark ? "#1f2f3d" : "#dfe9f3") : dark ? "#2a2e33" : "#eeeeee";
      ctx.fill(p.path);
      ctx.globalAlpha = 1;
      ctx.lineWidth = c?.key ? 2.5 : 1;
      ctx.strokeStyle = c?.key ? (dark ? "#f0f0f0" : "#111") : "#888";
      ctx.stroke(p.path);
    }
    ctx.fillStyle = dark ? "#f0f0f0" : "#111";
    ctx.font = "12px system-ui, sans-serif";
    ctx.textAlign = "center";
    for (const p of paths) if (!p.sea) ctx.fillText(p.name, p.label.x, p.label.y);
    ctx.strokeStyle = dark ? "#f0f0f0" : "#111";
    for (const e of report.eliminations) {
      const p = paths.find((x) => x.id === e.at);
      if (!p) continue;
      ctx.beginPath();
      ctx.arc(p.label.x, p.label.y + 14, 30 * eliminationRadius(e.total, report.games), 0, Math.PI * 2);
      ctx.stroke();
    }
    canvas.current.dataset.drawn = String(report.control.length);
  }, [paths, report, map, scale, dark]);

  const entry = hover ? report.control.find((c) => c.at === hover) : undefined;
  const elim = hover ? report.eliminations.find((e) => e.at === hover) : undefined;
  const name = hover ? (paths.find((p) => p.id === hover)?.name ?? hover) : null;
  return (
    <div className={styles.heat}>
      <div className={styles.heatScroll}>
        <canvas
          ref={canvas}
          data-testid="balance-heat-map"
          onMouseMove={(e) => {
            const ctx = e.currentTarget.getContext("2d");
            const rect = e.currentTarget.getBoundingClientRect();
            // The context keeps the drawing's transform (device pixels × scale): test the point in device pixels.
            const dpr = e.currentTarget.width / Math.max(1, rect.width);
            const x = (e.clientX - rect.left) * dpr;
            const y = (e.clientY - rect.top) * dpr;
            const hit = ctx ? [...paths].reverse().find((p) => ctx.isPointInPath(p.path, x, y)) : undefined;
            setHover(hit?.id ?? null);
          }}
          onMouseLeave={() => setHover(null)}
        />
      </div>
      <p className={styles.heatInfo} data-testid="balance-heat-info">
        {hover ? `${entry ? controlTitle(report, entry).replace(hover, name ?? hover) : `${name}: never changed hands`}${elim ? ` · ${elim.total} units lost here` : ""}` : "Hover a space to see who held it at the end."}
      </p>
    </div>
  );
}
