"use client";

import { memo } from "react";
import type { PlayerKind } from "./run-bots";

/** Who plays each seat (a side, a power): a person at this screen, or a bot; and how fast bots move. */
export const PlayersPanel = memo(function PlayersPanel(props: {
  seats: readonly { id: string; name: string }[];
  players: Record<string, PlayerKind>;
  onPlayers: (p: Record<string, PlayerKind>) => void;
  speed: number;
  onSpeed: (ms: number) => void;
}) {
  return (
    <div className="painter-panel">
      <h3>Players</h3>
      {props.seats.map((s) => (
        <div className="field" key={s.id}>
          <label htmlFor={`player-${s.id}`}>{s.name}</label>
          <select id={`player-${s.id}`} value={props.players[s.id] ?? "human"} onChange={(e) => props.onPlayers({ ...props.players, [s.id]: e.target.value as PlayerKind })}>
            <option value="human">Person (hotseat)</option>
            <option value="random">Random bot</option>
            <option value="greedy">Greedy bot</option>
          </select>
        </div>
      ))}
      <div className="field">
        <label htmlFor="bot-speed">Bot speed: {props.speed === 0 ? "instant" : `${props.speed} ms a move`}</label>
        <input id="bot-speed" type="range" min={0} max={1500} step={100} value={props.speed} onChange={(e) => props.onSpeed(Number(e.target.value))} />
      </div>
    </div>
  );
});
