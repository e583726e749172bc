"use client";

import type { ReactNode } from "react";
import type { AaAction, AaEvent, AaState } from "@/lib/engine";
import { aaActionTitle, describeAaEvent } from "@/lib/playtest/area-log";
import type { AreaTrack } from "@/lib/playtest/area-view-model";
import type { PlayerKind } from "../playtest/bots";
import type { LogEntry } from "../playtest/use-game";
import type { SaveState } from "../playtest/use-playtest-save";
import styles from "./area-playtest.module.css";

/** Turn track [AA:turn-order]: round, power, phase; banks and income; victory cities against the target [AA:victory]. */
export function AreaTrackPanel(props: { track: AreaTrack; saveState: SaveState; seed: number; seedWasRandom: boolean; canEnd: boolean; endLabel: string; onEnd: () => void; children?: ReactNode }) {
  const { track } = props;
  return (
    <div className="painter-panel" data-testid="track">
      <div className={styles.row}>
        <strong data-testid="round">
          Round {track.round} of {track.roundLimit}
        </strong>
        <span data-testid="phase">{track.phase}</span>
      </div>
      <div className={styles.row}>
        <span>To move</span>
        <strong data-testid="power">
          <span className={styles.swatch} style={{ background: track.colour }} /> {track.powerName}
        </strong>
      </div>
      {track.acting !== track.power && (
        <div className={styles.row}>
          <span>Deciding</span>
          <strong data-testid="acting">{track.powers.find((p) => p.id === track.acting)?.name ?? track.acting}</strong>
        </div>
      )}
      <table className={styles.powers}>
        <tbody>
          {track.powers.map((p) => (
            <tr key={p.id} className={p.toMove ? styles.toMove : undefined} data-testid={`bank-${p.id}`}>
              <td>
                <span className={styles.swatch} style={{ background: p.colour }} /> {p.name}
              </td>
              <td className="muted">{p.sideName}</td>
              <td>bank {p.bank}</td>
              <td>income {p.income}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.row} data-testid="victory-cities">
        {track.sides.map((s) => (
          <span key={s.id}>
            {s.name}: <strong>{s.cities}</strong>/{track.target} VC
          </span>
        ))}
      </div>
      {track.result && (
        <div className="banner warn" data-testid="result">
          Game over: {track.resultText}
        </div>
      )}
      <div className="panel-actions">
        <button type="button" className="btn primary" disabled={!props.canEnd} onClick={props.onEnd} data-testid="end-phase">
          {props.endLabel}
        </button>
        <span className="muted" data-testid="game-save-state">
          {props.saveState === "saved" ? "Game saved" : props.saveState === "saving" ? "Saving…" : props.saveState === "blocked" ? "Not saved (see the message)" : "Not saved yet"}
        </span>
      </div>
      <div className="muted" data-testid="seed">
        Seed {props.seed} {props.seedWasRandom ? "(random)" : "(fixed)"}
      </div>
      {props.children}
    </div>
  );
}

/** Who plays each power: a person at this screen, or a bot; and how fast bots move. */
export function AreaPlayersPanel(props: { state: AaState; players: Record<string, PlayerKind>; onPlayers: (p: Record<string, PlayerKind>) => void; speed: number; onSpeed: (ms: number) => void }) {
  return (
    <div className="painter-panel">
      <h3>Players</h3>
      {props.state.bundle.game.turnOrder.map((id) => (
        <div className="field" key={id}>
          <label htmlFor={`player-${id}`}>{props.state.bundle.game.nations.find((n) => n.id === id)?.name ?? id}</label>
          <select id={`player-${id}`} value={props.players[id] ?? "human"} onChange={(e) => props.onPlayers({ ...props.players, [id]: e.target.value as PlayerKind })}>
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
}

/** The log: each action with the events it caused and their rules; dice stay on the battle board. */
export function AreaLogPanel({ state, log }: { state: AaState; log: LogEntry<AaAction, AaEvent>[] }) {
  const recent = log.slice(-40).reverse();
  return (
    <div className="painter-panel">
      <h3>Log</h3>
      <ol className="game-log" data-testid="game-log" reversed>
        {recent.map((entry) => (
          <li key={entry.index}>
            <div>
              <span className="mono muted">#{entry.index + 1}</span> <strong>{aaActionTitle(state, entry.action)}</strong> <span className="muted">by {entry.by}</span>
            </div>
            {entry.events
              .map((ev) => [ev, describeAaEvent(state, ev)] as const)
              .filter(([, text]) => text !== null)
              .slice(0, 14)
              .map(([ev, text], i) => (
                <div key={i} className="event">
                  {text}
                  {ev.rule && <span className="rule"> [{ev.rule}]</span>}
                </div>
              ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
