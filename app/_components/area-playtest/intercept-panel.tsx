"use client";

import { useState } from "react";
import type { AaAction, AaState } from "@/lib/engine";
import { type AaInterceptDecision, boardOf, raidOdds } from "@/lib/engine/rulesets/aa1942/queries";
import { nationName, unitName } from "@/lib/playtest/area-view-model";
import { namerFor } from "@/lib/playtest/names";
import styles from "./area-playtest.module.css";

/**
 * The defender's interceptors [AA:strategic-bombing]: before a raid's air
 * battle the raided territory's controller sends up any number of its
 * fighters there, or none. The suggested number is pre-selected; the exact
 * odds of the raid follow the count as it changes.
 */
export function InterceptPanel({ state, decision, onAct }: { state: AaState; decision: AaInterceptDecision; onAct: (a: AaAction) => void }) {
  const [count, setCount] = useState(decision.suggested.length);
  const chosen = [...decision.suggested, ...decision.eligible.filter((id) => !decision.suggested.includes(id))].slice(0, count);
  const raiders = Object.values(state.units).filter((u) => u.at === decision.space && u.raid === true && !u.aboard);
  const isBomber = (type: string) => state.bundle.game.unitTypes.find((t) => t.id === type)?.strategicBomber === true;
  const bombers = raiders.filter((u) => isBomber(u.type)).length;
  const ipc = boardOf(state.bundle.map).spaces.get(decision.space)?.ipc ?? 0;
  const odds = raidOdds(state.bundle.game.unitTypes, { bombers: Math.max(1, bombers), escorts: raiders.length - bombers, interceptors: count, ipc, damage: state.damage[decision.space] ?? 0 });
  const types = [...new Set(decision.eligible.map((id) => state.units[id]?.type ?? "?"))];
  const place = namerFor(state.bundle).place(decision.space);
  return (
    <div className="painter-panel" data-testid="intercept-panel">
      <h3>
        {nationName(state, decision.nation)}: intercept the raid on {place}?
      </h3>
      <p className="muted">
        {bombers} bomber{bombers === 1 ? "" : "s"} and {raiders.length - bombers} escort{raiders.length - bombers === 1 ? "" : "s"} attack the complex. Interceptors fight one round (they hit on {odds.hitOn.interceptor}, bombers on {odds.hitOn.bomber}, escorts on {odds.hitOn.escort}) and no other battle this turn, {place}&apos;s own included [AA:strategic-bombing].
      </p>
      <div className={styles.row}>
        <span>
          {types.map((t) => unitName(state, t)).join(", ")} <span className="muted">of {decision.eligible.length}</span>
        </span>
        <span className={styles.counter}>
          <button type="button" className="btn small" aria-label="Fewer interceptors" disabled={count <= 0} onClick={() => setCount(count - 1)}>
            −
          </button>
          <span className="mono" data-testid="intercept-count">
            {count}
          </span>
          <button type="button" className="btn small" aria-label="More interceptors" disabled={count >= decision.eligible.length} onClick={() => setCount(count + 1)}>
            +
          </button>
        </span>
      </div>
      <p className="muted" data-testid="intercept-odds">
        Expected damage {odds.expectedDamage.toFixed(2)}; bombers lost {odds.expectedBombersLost.toFixed(2)}, escorts lost {odds.expectedEscortsLost.toFixed(2)}, interceptors lost {odds.expectedInterceptorsLost.toFixed(2)} (exact).
      </p>
      <div className="panel-actions">
        <button type="button" className="btn primary" data-testid="send-interceptors" onClick={() => onAct({ type: "intercept", units: chosen })}>
          {count === 0 ? "Send none" : `Send ${count} up`}
        </button>
        {count !== 0 && (
          <button type="button" className="btn" data-testid="no-interceptors" onClick={() => onAct({ type: "intercept", units: [] })}>
            Send none
          </button>
        )}
      </div>
    </div>
  );
}
