"use client";

import { memo, type ReactNode } from "react";
import type { AreaTrack } from "@/lib/playtest/area-view-model";
import type { SaveState } from "@/lib/playtest/save-policy";
import { TrackFooter } from "../game-screen/track-footer";
import styles from "./area-playtest.module.css";

/** Turn track [AA:turn-order]: round, power, phase; banks and income; victory cities against the target [AA:victory]. */
export const AreaTrackPanel = memo(function AreaTrackPanel(props: { track: AreaTrack; saveState: SaveState; seed: number; seedWasRandom: boolean; canEnd: boolean; endLabel: string; onEnd: () => void; children?: ReactNode }) {
  const { track, children, ...footer } = props;
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
      <TrackFooter {...footer} track={track} endTestId="end-phase" />
      {children}
    </div>
  );
});
