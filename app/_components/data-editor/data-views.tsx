"use client";

import type { TextEdit } from "@/lib/editor-intel";
import { AreaSetup } from "./area-setup";
import type { View } from "./data-commands";
import type { OobRequest } from "./oob-commands";
import { OobTable } from "./oob-table";
import { ReinforcementTimeline } from "./reinforcement-timeline";
import type { Snapshot } from "./snapshot";

/**
 * The views beside the text: an area scenario's setup, or a hex scenario's
 * OOB table and reinforcement timeline. A viewer sees them with every control
 * that would change the text switched off; so does anyone while the JSON is
 * broken (they then show the last text that parsed).
 */
export function DataViews(props: {
  view: View;
  readOnly: boolean;
  snapshot: Snapshot;
  isScenario: boolean;
  isArea: boolean;
  game: unknown;
  /** The hex map the timeline places entries on. */
  map: unknown;
  /** The area map the setup lists territories of. */
  areaMap: unknown;
  oobRequest: OobRequest | null;
  onOobRequestDone: () => void;
  onEdits: (edits: TextEdit[]) => void;
  getText: () => string;
  onReveal: (pointer: string) => void;
  onPickHex?: (prompt: string, then: (label: string | null) => void) => () => void;
}) {
  const { view, snapshot, isScenario, isArea } = props;
  return (
    <>
      {snapshot.broken && view !== "json" && (
        <p className="banner warn stale-note" role="status" data-testid="stale-views">
          The JSON has a syntax error: this shows the last text that parsed. Fix the JSON to edit here.
        </p>
      )}
      <fieldset className={`plain${snapshot.broken ? " stale" : ""}`} disabled={props.readOnly || snapshot.broken}>
        {view === "area" && isArea && <AreaSetup value={snapshot.value} game={props.game} map={props.areaMap} getText={props.getText} onEdits={props.onEdits} onReveal={props.onReveal} />}
        {view === "oob" && isScenario && !isArea && (
          <OobTable value={snapshot.value} game={props.game} request={props.oobRequest} onRequestDone={props.onOobRequestDone} onEdits={props.onEdits} getText={props.getText} onReveal={props.onReveal} />
        )}
        {view === "timeline" && isScenario && !isArea && (
          <ReinforcementTimeline value={snapshot.value} game={props.game} map={props.map} onEdits={props.onEdits} getText={props.getText} onReveal={props.onReveal} onPickHex={props.onPickHex} />
        )}
      </fieldset>
    </>
  );
}
