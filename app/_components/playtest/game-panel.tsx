"use client";

import type { ReactNode } from "react";
import type { TrackView } from "@/lib/playtest/view-model";
import { actionTitle, describeEvent } from "@/lib/playtest/combat-words";
import type { Namer } from "@/lib/playtest/names";
import { type SaveState, saveStateText } from "@/lib/playtest/save-policy";
import type { PlayerKind } from "./bots";
import type { LogEntry } from "./use-game";

/** Turn track, whose move it is, VP, players, and the log of what happened with its rules and dice. */
export function GamePanel(props: {
  track: TrackView;
  segmentKind: string;
  players: Record<string, PlayerKind>;
  onPlayers: (p: Record<string, PlayerKind>) => void;
  speed: number;
  onSpeed: (ms: number) => void;
  sides: { id: string; name: string; colour: string }[];
  log: LogEntry[];
  /** The namer of the documents (names.ts), so the log reads in words. */
  names: Namer;
  canEnd: boolean;
  onEndSegment: () => void;
  saveState: SaveState;
  seed: number;
  seedWasRandom: boolean;
  /** What the player is doing now (selection, combat, a decision): shown right under the track. */
  children?: ReactNode;
}) {
  const { track } = props;
  const recent = props.log.slice(-40).reverse();
  return (
    <>
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
        {track.result && (
          <div className="banner warn" data-testid="result">
            Game over: {track.resultText}
          </div>
        )}
        <div className="panel-actions">
          <button type="button" className="btn primary" disabled={!props.canEnd} onClick={props.onEndSegment} data-testid="end-segment">
            End {props.segmentKind === "combat" ? "combat" : props.segmentKind === "move" ? "movement" : "segment"}
          </button>
          <span className="muted" data-testid="game-save-state">
            {saveStateText(props.saveState)}
          </span>
        </div>
        <div className="muted" data-testid="seed">
          Seed {props.seed} {props.seedWasRandom ? "(random)" : "(fixed)"}
        </div>
      </div>
      {props.children}
      <div className="painter-panel">
        <h3>Players</h3>
        {props.sides.map((s) => (
          <div className="field" key={s.id}>
            <label htmlFor={`player-${s.id}`}>{s.name}</label>
            <select id={`player-${s.id}`} value={props.players[s.id]} onChange={(e) => props.onPlayers({ ...props.players, [s.id]: e.target.value as PlayerKind })}>
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
      <div className="painter-panel">
        <h3>Log</h3>
        <ol className="game-log" data-testid="game-log" reversed>
          {recent.map((entry) => (
            <li key={entry.index}>
              <div>
                <span className="mono muted">#{entry.index + 1}</span> <strong>{actionTitle(entry.action, props.names)}</strong> <span className="muted">by {entry.by}</span>
              </div>
              {entry.events.slice(0, 12).map((ev, i) => {
                const d = describeEvent(ev, props.names);
                return (
                  <div key={i} className={d.dice ? "event dice" : "event"}>
                    {d.text}
                    {d.rule && <span className="rule"> [{d.rule}]</span>}
                  </div>
                );
              })}
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
