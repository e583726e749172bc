"use client";
/**
 * One report chart (lib/balance/charts.ts: a chart.js configuration as data)
 * drawn with chart.js. chart.js touches the DOM, so it is imported inside the
 * effect, never on the server; the studio's theme colours are laid over the
 * configuration here, the data stays as the standalone report draws it.
 */
import { useEffect, useRef } from "react";
import { type ChartSpec, legendFilter } from "@/lib/balance/charts";
import styles from "./balance.module.css";

export function ChartCanvas({ spec, testId }: { spec: ChartSpec; testId?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const key = JSON.stringify(spec);

  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let gone = false;
    void import("chart.js").then((cj) => {
      const el = canvas.current;
      if (gone || !el) return;
      cj.Chart.register(cj.BarController, cj.BarElement, cj.LineController, cj.LineElement, cj.PointElement, cj.CategoryScale, cj.LinearScale, cj.Tooltip, cj.Legend, cj.Title, cj.Filler);
      const css = getComputedStyle(el);
      const text = css.getPropertyValue("--muted").trim() || "#5d6456";
      const grid = css.getPropertyValue("--border").trim() || "#d9dcd3";
      const config = JSON.parse(key) as ChartSpec & { options: Record<string, Record<string, Record<string, unknown>>> };
      const options = config.options;
      const plugins = (options.plugins ??= {});
      plugins.legend = { ...plugins.legend, labels: { ...(plugins.legend?.labels as object), color: text, filter: legendFilter } };
      plugins.title = { ...plugins.title, color: text };
      const scales = (options.scales ??= {});
      for (const axis of ["x", "y"]) {
        const s = (scales[axis] ??= {}) as Record<string, Record<string, unknown>>;
        s.ticks = { ...s.ticks, color: text };
        s.grid = { ...s.grid, color: grid };
        if (s.title) s.title = { ...s.title, color: text };
      }
      chart = new cj.Chart(el, config as never);
      el.dataset.ready = "true";
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [key]);

  return (
    <div className={styles.chart}>
      <canvas ref={canvas} data-testid={testId} />
    </div>
  );
}
