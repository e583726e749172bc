"use client";

import type { SpecialMoveTarget } from "@/lib/engine";
import { AIR_MODES, adfRisk, afterWords, contestedRisk, MODE_RULES, MODE_WORDS, type MoveMode, targetKey } from "@/lib/playtest/special-moves";

/** Where each mode goes, for the panel's hint [8.5.2, 8.5.3, 8.5.4, 8.5.7.1]. */
const PLACES: Record<MoveMode, string> = {
  land: "",
  airlift: "the airfields and airbases it may fly to",
  paradrop: "the hexes it may drop on",
  airmobile: "the hexes it may land on",
  "sea-transport": "the ports (and friendly beachheads [8.5.7.2]) it may sail to",
};
import { LEVEL_WORDS } from "./air-panel";

/**
 * Move mode for the selected stack [8.5.2, 8.5.7.1]: land (the default), or
 * airlift or sea transport when the engine lists somewhere to go. In a
 * special mode the destinations are purple on the board and listed here as
 * buttons; the focused one (hovered on the board or in the list) shows its
 * risk — the ADF chart line and DRM of an airlift, with the escort picked
 * here, or a sea transport's contested-move roll — before it is committed.
 */
export function SpecialMovePanel(props: {
  modes: MoveMode[];
  mode: MoveMode;
  onMode: (m: MoveMode) => void;
  targets: SpecialMoveTarget[];
  /** The destination whose risk is shown (its target key): hovered on the board or focused in the list. */
  focus: string | null;
  onFocus: (to: string | null) => void;
  onCommit: (to: string) => void;
  escort: number;
  maxEscort: number;
  onEscort: (n: number) => void;
  /** SP the side may still carry by the mode [8.5.2.1, 8.5.7.4]. */
  left: number;
  adfLine: (level: string) => readonly string[] | null;
  /** Unit names, for the AMPH that flies a USMC airmobile move [8.5.5]. */
  names?: Record<string, string>;
}) {
  const { mode, targets } = props;
  const focused = targets.find((t) => targetKey(t) === props.focus) ?? null;
  return (
    <fieldset className="special-moves" data-testid="move-mode">
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
          <p className="muted">
            Purple hexes are {PLACES[mode]} ({props.left} {mode === "airmobile" ? "airmobile points" : "SP"} left {mode === "airlift" ? "this segment" : "this turn"}). Click one, or
            a button below, to commit.
          </p>
          {AIR_MODES.includes(mode) && (
            <label className="check">
              Escort
              <select value={props.escort} aria-label={`${MODE_WORDS[mode]} escort air points`} onChange={(e) => props.onEscort(Number(e.target.value))}>
                {[0, 1, 2]
                  .filter((n) => n <= props.maxEscort)
                  .map((n) => (
                    <option key={n} value={n}>
                      {n === 0 ? "none" : `${n} AP (+${n} ADF DRM)`}
                    </option>
                  ))}
              </select>
            </label>
          )}
          <ul className="special-target-list" aria-label={`${MODE_WORDS[mode]} destinations`}>
            {targets.map((t) => (
              <li key={targetKey(t)}>
                <button
                  type="button"
                  className="btn small"
                  data-selected={props.focus === targetKey(t) ? "true" : undefined}
                  onMouseEnter={() => props.onFocus(targetKey(t))}
                  onFocus={() => props.onFocus(targetKey(t))}
                  onClick={() => props.onCommit(targetKey(t))}
                >
                  {MODE_WORDS[mode]} to {t.to}
                  {t.base ? ` by ${props.names?.[t.base] ?? t.base} (USMC) [8.5.5]` : ""}
                </button>
              </li>
            ))}
          </ul>
          {focused ? <TargetRisk mode={mode} target={focused} escort={props.escort} adfLine={props.adfLine} /> : <p className="muted">Point at a destination to see the risk before committing.</p>}
        </div>
      )}
    </fieldset>
  );
}

function TargetRisk(props: { mode: MoveMode; target: SpecialMoveTarget; escort: number; adfLine: (level: string) => readonly string[] | null }) {
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
        {target.base ? " (USMC airmobile: the AMPH's own point, not the side's [8.5.5])" : ""}: {risk.exempt ? "no ADF roll, exempt [6.6] (otherwise " : ""}ADF on the {level} line{risk.exempt ? "" : " [6.6]"}, DRM{" "}
        {risk.drm >= 0 ? `+${risk.drm}` : risk.drm}
        {risk.terms.length > 0 && <> ({risk.terms.join(", ")})</>}
        {risk.exempt ? ")" : ""}; {afterWords(target)}.
      </p>
      <p className={risk.exempt ? "muted" : undefined}>{risk.summary}.</p>
      {!risk.exempt && risk.byRoll.length > 0 && (
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
      )}
    </div>
  );
}
