"use client";
/**
 * Monaco from the local package, never a CDN (the studio runs offline): the
 * slim editor, its contributions and the JSON language, with workers the app
 * itself serves. Imported only from client components that load with
 * `ssr: false`, because Monaco touches `window` as soon as it loads.
 */
import { loader } from "@monaco-editor/react";
import * as monaco from "monaco-editor/editor";
import "monaco-editor/features/register.all";
import * as json from "monaco-editor/languages/features/json/register";

globalThis.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === "json") return new Worker(new URL("./json.worker.ts", import.meta.url), { type: "module", name: "monaco-json" });
    return new Worker(new URL("./editor.worker.ts", import.meta.url), { type: "module", name: "monaco-editor" });
  },
};

// @monaco-editor/react would otherwise fetch Monaco from jsdelivr.
loader.config({ monaco: monaco as unknown as Parameters<typeof loader.config>[0]["monaco"] });

// Themes that sit on the studio's own panel colours (globals.css).
monaco.editor.defineTheme("warbench-light", {
  base: "vs",
  inherit: true,
  rules: [],
  colors: { "editor.background": "#ffffff", "editorGutter.background": "#f7f8f5", "editor.lineHighlightBackground": "#f0f1ed" },
});
monaco.editor.defineTheme("warbench-dark", {
  base: "vs-dark",
  inherit: true,
  rules: [],
  colors: { "editor.background": "#1d2024", "editorGutter.background": "#1a1d21", "editor.lineHighlightBackground": "#24282d" },
});

export function studioTheme(): "warbench-light" | "warbench-dark" {
  return document.documentElement.dataset.theme === "dark" ? "warbench-dark" : "warbench-light";
}

/** Follows the studio's ☾/☀ toggle, which sets data-theme on <html>. */
export function followStudioTheme(): () => void {
  monaco.editor.setTheme(studioTheme());
  const observer = new MutationObserver(() => monaco.editor.setTheme(studioTheme()));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

export { json, monaco };
export type Monaco = typeof monaco;
