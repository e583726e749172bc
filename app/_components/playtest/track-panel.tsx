"use client";

import { memo } from "react";
import type { TrackView } from "@/lib/playtest/view-model";
import type { SaveState } from "@/lib/playtest/save-policy";
import { TrackFooter } from "../game-screen/track-footer";

/** Turn track, whose move it is, the weather, VP, the result, ending the segment, the save state and the seed. */
export const TrackPanel = memo(function TrackPanel(props: { track: TrackView; canEnd: boolean; onEndSegment: () => void; saveState: SaveState; seed: number; seedWasRandom: boolean }) {
  const { track, onEndSegment, ...footer } = props;
  const kind = track.segmentKind;
  return (
    <div className="painter-panel" data-testid="track">
      <div className="track-row">
        <strong data-testid="turn">
          Turn {track.turn} of {track.turns}
        </strong>
        <span className="muted">{track.turnKind === "contested" ? "contested turn" : `initiative: ${track.initiative}`}</span>
      </div>
      <div className="track-row">
        {/* A one-segment phase (Victory) is named once. */}
        <span>{track.phase === track.segment ? "" : track.phase}</span>
        <strong data-testid="segment">{track.segment}</strong>
      </div>
      <div className="track-row">
        <span>To act</span>
        <strong data-testid="active-side">{track.activeName}</strong>
      </div>
      <div className="track-row">
        <span>Weather</span>
        <span>{track.weather ?? "—"}</span>
      </div>
      <div className="vp-row">
        {track.vp.map((v) => (
          <span key={v.side} className="vp" style={{ borderColor: v.colour }} data-testid={`vp-${v.side}`}>
            {v.name}: <strong>{v.total}</strong> VP
          </span>
        ))}
      </div>
      <TrackFooter {...footer} track={track} endLabel={`End ${kind === "combat" ? "combat" : kind === "move" ? "movement" : "segment"}`} endTestId="end-segment" onEnd={onEndSegment} />
    </div>
  );
});
