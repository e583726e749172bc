"use client";
/**
 * The distribution of attacker units left as a chart.js bar chart. chart.js
 * touches the DOM, so it is imported inside the effect (never on the server)
 * and only the parts a bar chart needs are registered.
 */
import { useEffect, useRef } from "react";
import styles from "./battle-calculator.module.css";

/** `counts`: battles by units left out of `runs`, or (`exact`) probabilities adding up to 1. */
export function LeftChart({ counts, runs, exact = false }: { counts: readonly number[]; runs: number; exact?: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let gone = false;
    void import("chart.js").then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip }) => {
      const el = canvas.current;
      if (gone || !el) return;
      Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
      const css = getComputedStyle(el);
      const colour = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
      const text = colour("--muted", "#5d6456");
      const grid = colour("--border", "#d9dcd3");
      const share = counts.map((c) => (exact ? c : c / Math.max(1, runs)) * 100);
      chart = new Chart(el, {
        type: "bar",
        data: { labels: counts.map((_, i) => String(i)), datasets: [{ label: "Battles", data: share, backgroundColor: colour("--accent", "#4b6b2e"), barPercentage: 0.9, categoryPercentage: 1 }] },
        options: {
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          scales: {
            x: { title: { display: true, text: "Attacker units left", color: text }, ticks: { color: text, maxRotation: 0, autoSkipPadding: 10 }, grid: { display: false } },
            y: { beginAtZero: true, title: { display: true, text: "% of battles", color: text }, ticks: { color: text }, grid: { color: grid } },
          },
          plugins: {
            tooltip: {
              callbacks: {
                title: (items) => `${items[0]?.label ?? ""} left`,
                label: (item) => (exact ? `${share[item.dataIndex]!.toFixed(2)}%` : `${share[item.dataIndex]!.toFixed(1)}% (${(counts[item.dataIndex] ?? 0).toLocaleString("en")} battles)`),
              },
            },
          },
        },
      });
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [counts, runs, exact]);

  const most = counts.reduce((best, c, i) => (c > (counts[best] ?? 0) ? i : best), 0);
  return (
    <div className={styles.chart}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Distribution of attacker units left ${exact ? "(exact)" : `over ${runs.toLocaleString("en")} battles`}; most often ${most} left`}
        data-testid="calculator-chart"
      />
    </div>
  );
}
