"use client";

import type { SpecialMoveTarget } from "@/lib/engine";
import { type MapPick, pickLegend, pickSummary } from "@/lib/playtest/map-picks";
import { AIR_MODES, adfRisk, afterWords, contestedRisk, MODE_RULES, MODE_WORDS, type MoveMode } from "@/lib/playtest/special-moves";

/** Where each mode goes, for the panel's hint [8.5.2, 8.5.3, 8.5.4, 8.5.7.1]. */
const PLACES: Record<MoveMode, string> = {
  land: "",
  airlift: "where it may fly to",
  paradrop: "where it may drop",
  airmobile: "where it may land",
  "sea-transport": "where it may sail to (ports and friendly beachheads [8.5.7.2])",
};
import { LEVEL_WORDS } from "./air-panel";
import { EscortSelect } from "./escort-select";

/**
 * Move mode for the selected stack [8.5.2–8.5.7.1]: land (the default), or
 * airlift, paradrop, airmobile or sea transport when the engine lists
 * somewhere to go. In a special mode the destinations are shaded on the
 * board and picked there, as a land move is; this panel says only how many
 * there are, what is left to carry them (whose airmobile points fly
 * [8.5.4.1, 8.5.5]), the escort, and the risk of the one pointed at — the
 * ADF chart line and DRM of a flight, or a sea transport's contested-move
 * roll — before it is committed.
 */
export function SpecialMovePanel(props: {
  modes: MoveMode[];
  mode: MoveMode;
  onMode: (m: MoveMode) => void;
  /** The destinations shaded on the board, one a hex. */
  picks: readonly MapPick[];
  /** The destination pointed at on the board, whose risk is shown. */
  focused: SpecialMoveTarget | undefined;
  escort: number;
  maxEscort: number;
  onEscort: (n: number) => void;
  /** SP the side may still carry by the mode [8.5.2.1, 8.5.3.1, 8.5.7.4]. */
  left: number;
  /** Airmobile: whose points the flights spend, in words [8.5.4.1, 8.5.5]. */
  points?: string | null;
  adfLine: (level: string) => readonly string[] | null;
  /** Unit names, for the AMPH that flies a USMC airmobile move [8.5.5]. */
  names?: Record<string, string>;
}) {
  const { mode, focused } = props;
  const carry = mode === "airmobile" ? props.points : `${props.left} SP left ${mode === "airlift" ? "this segment" : "this turn"}`;
  return (
    <fieldset className="special-moves" data-testid="move-mode" style={{ minWidth: 0 }}>
      <legend>Move mode</legend>
      <div role="radiogroup" aria-label="Move mode" className="panel-actions">
        {props.modes.map((m) => (
          <label key={m} className="check">
            <input type="radio" name="move-mode" value={m} checked={mode === m} onChange={() => props.onMode(m)} /> {MODE_WORDS[m]}
            {m !== "land" && <span className="rule"> [{MODE_RULES[m]}]</span>}
          </label>
        ))}
      </div>
      {mode !== "land" && (
        <div data-testid="special-targets">
          <p data-testid="special-summary">
            {pickSummary(props.picks)} — {PLACES[mode]}, shaded {pickLegend(props.picks).map((l) => l.shade).join(" and ")} on the board{carry ? ` (${carry})` : ""}.
          </p>
          <p className="muted">Point at one for its risk; click it (or Enter after the arrow keys on the board) to commit. Esc cancels.</p>
          {AIR_MODES.includes(mode) && (
            <EscortSelect value={props.escort} max={props.maxEscort} label={`${MODE_WORDS[mode]} escort air points`} onChange={props.onEscort} />
          )}
          {focused ? <TargetRisk mode={mode} target={focused} escort={props.escort} adfLine={props.adfLine} names={props.names} /> : null}
        </div>
      )}
    </fieldset>
  );
}

function TargetRisk(props: { mode: MoveMode; target: SpecialMoveTarget; escort: number; adfLine: (level: string) => readonly string[] | null; names?: Record<string, string> }) {
  const { target } = props;
  if (props.mode === "sea-transport") {
    return (
      <div className="special-risk" data-testid="special-risk">
        <strong>To {target.to}</strong>: {contestedRisk(target)}; {afterWords(target)}.
      </div>
    );
  }
  const risk = adfRisk(target, props.escort, target.adf ? props.adfLine(target.adf.level) : null);
  if (!risk) return null;
  const level = LEVEL_WORDS[risk.level] ?? risk.level;
  return (
    <div className="special-risk" data-testid="special-risk">
      <p>
        <strong>To {target.to}</strong>
        {target.base ? ` (USMC airmobile by ${props.names?.[target.base] ?? target.base}: the AMPH's own point, not the side's [8.5.5])` : ""}: {risk.exempt ? "no ADF roll, exempt [6.6] (otherwise " : ""}ADF on the {level} line{risk.exempt ? "" : " [6.6]"}, DRM{" "}
        {risk.drm >= 0 ? `+${risk.drm}` : risk.drm}
        {risk.terms.length > 0 && <> ({risk.terms.join(", ")})</>}
        {risk.exempt ? ")" : ""}; {afterWords(target)}.
      </p>
      <p className={risk.exempt ? "muted" : undefined}>{risk.summary}.</p>
      {!risk.exempt && risk.byRoll.length > 0 && (
        <div style={{ overflowX: "auto" }}>
          <table className="adf-line" aria-label="ADF result for each roll">
            <tbody>
              <tr>
                <th scope="row">Roll</th>
                {risk.byRoll.map((_, i) => (
                  <td key={i} className="mono">
                    {i}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">Result</th>
                {risk.byRoll.map((r, i) => (
                  <td key={i} className="mono">
                    {r}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
