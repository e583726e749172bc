"use client";

import dynamic from "next/dynamic";
import type { PlaytestEntryProps } from "./playtest-entry";

// The board is canvas, the engine runs in the browser and a draft lives in
// sessionStorage: the whole playtest is client only.
const PlaytestEntry = dynamic(() => import("./playtest-entry"), {
  ssr: false,
  loading: () => <div className="panel empty">Setting up the game…</div>,
});

export type { LintSummary } from "./playtest-entry";

export function PlaytestLoader(props: PlaytestEntryProps) {
  return <PlaytestEntry {...props} />;
}
