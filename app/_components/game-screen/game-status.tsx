"use client";

import { type SaveState, saveStateText } from "@/lib/playtest/save-policy";

/** Whether the game is saved, in words (use-playtest-save.ts). */
export function SaveIndicator({ state }: { state: SaveState }) {
  return (
    <span className="muted" data-testid="game-save-state">
      {saveStateText(state)}
    </span>
  );
}

/** The game's seed, and whether it was drawn at random or given. */
export function SeedLine({ seed, random }: { seed: number; random: boolean }) {
  return (
    <div className="muted" data-testid="seed">
      Seed {seed} {random ? "(random)" : "(fixed)"}
    </div>
  );
}
