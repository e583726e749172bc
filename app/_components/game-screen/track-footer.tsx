"use client";

import type { SaveState } from "@/lib/playtest/save-policy";
import { SaveIndicator, SeedLine } from "./game-status";

/**
 * The foot of every playtest's track panel: the result once the game is over,
 * the button that ends the segment or phase, whether the game is saved, and
 * the seed — so both screens say these the same way, under the same test ids.
 */
export function TrackFooter(props: {
  track: { result: unknown; resultText: string | null };
  canEnd: boolean;
  endLabel: string;
  endTestId: string;
  onEnd: () => void;
  saveState: SaveState;
  seed: number;
  seedWasRandom: boolean;
}) {
  const { track } = props;
  return (
    <>
      {track.result ? (
        <div className="banner warn" data-testid="result">
          Game over: {track.resultText}
        </div>
      ) : null}
      <div className="panel-actions">
        <button type="button" className="btn primary" disabled={!props.canEnd} onClick={props.onEnd} data-testid={props.endTestId}>
          {props.endLabel}
        </button>
        <SaveIndicator state={props.saveState} />
      </div>
      <SeedLine seed={props.seed} random={props.seedWasRandom} />
    </>
  );
}
