"use client";

import { type AdvancedView, recordCounts } from "@/lib/playtest/advanced";
import type { Namer } from "@/lib/playtest/names";
import { UnTrack } from "./un-panel";

/** The Advanced record track under the turn track: each side's supply points [19.3], CW points [18.2.4] and SOF markers [20.1.1], each nation's air-defence tracks [24.1] and theatre weapons [20.2.1.2], and the UN track [28]. */
export function AdvancedTrack(props: { adv: AdvancedView; sides: readonly { id: string; name: string; colour: string }[]; names: Namer }) {
  return (
    <div className="painter-panel" data-testid="advanced-track">
      {props.sides.map((s) => {
        const c = recordCounts(props.adv, s.id);
        return (
          <div key={s.id} className="track-row" data-testid={`record-${s.id}`}>
            <span style={{ borderLeft: `4px solid ${s.colour}`, paddingLeft: 4 }}>{s.name}</span>
            <span>
              <strong data-testid={`sp-${s.id}`}>{c.sp}</strong> SP · {c.cw} CW · SOF {c.sof.available}
              {c.sof.used > 0 && ` (+${c.sof.used} back)`}
              {c.sof.eliminated > 0 && ` (${c.sof.eliminated} lost)`}
            </span>
          </div>
        );
      })}
      {props.adv.tracks.map((t) => (
        <div key={t.nation} className="track-row" data-testid={`tracks-${t.nation}`}>
          <span>{props.names.nation(t.nation)} air defence [24.1]</span>
          <span>
            detection {t.detection} · SAM {t.sam} · AAA {t.aaa}
          </span>
        </div>
      ))}
      {props.adv.weapons.map((w) => (
        <div key={w.id} className="track-row" data-testid={`weapon-${w.id}`}>
          <span>{w.name} [20.2.1.2]</span>
          <span>{w.points} points</span>
        </div>
      ))}
      <UnTrack un={props.adv.un} names={props.names} />
    </div>
  );
}
