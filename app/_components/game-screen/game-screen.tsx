"use client";

import { memo, type ReactNode } from "react";
import type { PlayMessage } from "./use-game-screen";

/**
 * The game screen's layout, the same for every ruleset: the message and the
 * replay banner over the board, the board, the replay bar under it, and the
 * panels beside it; `overlay` (dialogs) after them.
 */
export function GameScreen(props: {
  testId?: string;
  message: PlayMessage | null;
  onDismiss: () => void;
  /** Set while the replay slider is back in the log: the board is read-only. */
  replay: { at: number; length: number; onBack: () => void } | null;
  board: ReactNode;
  bar: ReactNode;
  side: ReactNode;
  overlay?: ReactNode;
}) {
  return (
    <div className="playtest" data-testid={props.testId}>
      <div className="playtest-main">
        {props.message && <MessageBanner message={props.message} onDismiss={props.onDismiss} />}
        {props.replay && <ReplayBanner {...props.replay} />}
        {props.board}
        {props.bar}
      </div>
      <aside className="playtest-side">{props.side}</aside>
      {props.overlay}
    </div>
  );
}

function MessageBanner({ message, onDismiss }: { message: PlayMessage; onDismiss: () => void }) {
  // The rule goes in front unless the text already names one.
  const named = message.text.startsWith("[") || (message.rule !== undefined && message.text.includes(`[${message.rule}`));
  return (
    <div className={`banner ${message.tone === "info" ? "warn" : "error"}`} role="alert" data-testid="play-message">
      <span className="grow">
        {message.rule && !named && <strong>[{message.rule}] </strong>}
        {message.text}
      </span>
      <button type="button" className="btn small" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

function ReplayBanner({ at, length, onBack }: { at: number; length: number; onBack: () => void }) {
  return (
    <div className="banner warn" data-testid="replay-banner">
      <span className="grow">
        Replaying: after action {at} of {length}. The board is read-only.
      </span>
      <button type="button" className="btn small" onClick={onBack}>
        Back to the game
      </button>
    </div>
  );
}

/** The replay slider under the board, from the start to the latest action; `children` follow it on the bar. */
export const ReplayBar = memo(function ReplayBar(props: { at: number | null; length: number; onChange: (at: number | null) => void; children?: ReactNode }) {
  const at = props.at ?? props.length;
  return (
    <div className="replay-bar">
      <label htmlFor="replay">Replay</label>
      <input
        id="replay"
        type="range"
        min={0}
        max={props.length}
        value={at}
        onChange={(e) => {
          const v = Number(e.target.value);
          props.onChange(v === props.length ? null : v);
        }}
        aria-label="Replay position"
      />
      <span className="mono">
        {at}/{props.length}
      </span>
      {props.children}
    </div>
  );
});
