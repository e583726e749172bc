"use client";

import { useState } from "react";
import type { AaAction, AaState } from "@/lib/engine";
import type { AaCasualtyDecision, AaRetreatDecision } from "@/lib/engine/rulesets/aa1942/types";
import type { BattleBoard, BattleListItem, BattleSide, DiceStep } from "@/lib/playtest/area-battles";
import { battleHeading, casualtyHeading, retreatHeading, retreatLabel } from "@/lib/playtest/area-choices";
import { nationName, unitName } from "@/lib/playtest/area-view-model";
import styles from "./area-playtest.module.css";

function Side({ title, side, state }: { title: string; side: BattleSide; state: AaState }) {
  return (
    <div className={styles.side} style={{ borderColor: side.colour }} data-testid={`battle-${title.toLowerCase()}`}>
      <strong>
        {title}: {side.nation ? nationName(state, side.nation) : "—"}
      </strong>
      {side.units.length === 0 && <div className="muted">none left</div>}
      {side.units.map((u) => (
        <div key={u.type}>
          {u.count} {u.name}
          {u.damaged > 0 && <span className="bad"> ({u.damaged} damaged)</span>}
        </div>
      ))}
    </div>
  );
}

/** The phase's battles in the order they are fought [AA:conduct-combat]: raids, amphibious assaults, general combat. */
function BattleList({ list }: { list: BattleListItem[] }) {
  if (list.length === 0) return <p className="muted">No battles this turn.</p>;
  return (
    <ol className={styles.battleList} data-testid="battle-list" aria-label="Battles in the order they are fought">
      {list.map((b) => (
        <li key={`${b.kind}-${b.space}`} className={b.status === "now" ? styles.now : b.status === "fought" ? styles.fought : undefined} data-status={b.status}>
          {b.kindName}: {b.name}
          {b.status === "now" && " — being fought"}
          {b.outcome && ` — ${b.outcome}`}
        </li>
      ))}
    </ol>
  );
}

/** The battle board [AA:conduct-combat]: the phase's battles in order, both sides by unit type, then each step's dice by type and value, hits in red. */
export function BattleBoardPanel({ state, battle, steps, space, list }: { state: AaState; battle: BattleBoard | null; steps: DiceStep[]; space: string | null; list: BattleListItem[] | null }) {
  return (
    <div className="painter-panel" data-testid="battle-board">
      <h3>{battleHeading(space, battle)}</h3>
      {list && <BattleList list={list} />}
      {battle && (
        <div className={styles.sides}>
          <Side title="Attacker" side={battle.attacker} state={state} />
          <Side title="Defender" side={battle.defender} state={state} />
        </div>
      )}
      {steps.map((s) => (
        <div key={s.key} className={styles.step} data-testid="dice-step">
          <strong>{s.title}</strong> <span className="muted">[{s.rule}]</span> — {s.damage ? `${s.damage.added} damage${s.damage.rolled !== s.damage.added ? ` (${s.damage.rolled} rolled; the complex holds no more)` : ""}` : `${s.hits} hit${s.hits === 1 ? "" : "s"}`}
          {s.groups.map((g) => (
            <div key={`${g.type}-${g.hitOn}`}>
              {g.name} {g.hitOn > 0 && <span className="muted">hits on ≤{g.hitOn}</span>}
              <span className={styles.dice}>
                {g.dice.map((d, i) => (
                  <span key={i} className={`${styles.die} ${d.hit ? styles.hit : ""} ${d.forced ? styles.forced : ""}`} title={d.forced ? "forced (testing aid)" : undefined}>
                    {d.value}
                  </span>
                ))}
              </span>
            </div>
          ))}
        </div>
      ))}
      {space && steps.length === 0 && <p className="muted">No dice rolled here yet.</p>}
    </div>
  );
}

/** Casualties [AA:conduct-combat]: the default pick is pre-selected; change counts per type or accept it in one click. */
export function CasualtyPanel({ state, decision, onAct }: { state: AaState; decision: AaCasualtyDecision; onAct: (a: AaAction) => void }) {
  const groups = new Map<string, string[]>();
  for (const id of decision.eligible) {
    const u = state.units[id];
    const key = `${u?.type ?? "?"}${u && u.damage > 0 ? "|damaged" : ""}`;
    groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  const initial = Object.fromEntries([...groups].map(([k, ids]) => [k, ids.filter((id) => decision.suggested.includes(id)).length]));
  const [counts, setCounts] = useState<Record<string, number>>(initial);
  const chosen = [...groups].flatMap(([k, ids]) => {
    const suggested = ids.filter((id) => decision.suggested.includes(id));
    const rest = ids.filter((id) => !decision.suggested.includes(id));
    return [...suggested, ...rest].slice(0, counts[k] ?? 0);
  });
  return (
    <div className="painter-panel" data-testid="casualty-panel">
      <h3>{casualtyHeading(state, decision)}</h3>
      <p className="muted">The default order is pre-selected [AA:conduct-combat].</p>
      {[...groups].map(([k, ids]) => {
        const [type, damaged] = k.split("|");
        return (
          <div key={k} className={styles.row}>
            <span>
              {unitName(state, type!)}
              {damaged ? " (damaged)" : ""} <span className="muted">of {ids.length}</span>
            </span>
            <span className={styles.counter}>
              <button type="button" className="btn small" aria-label={`Fewer ${type} casualties`} disabled={(counts[k] ?? 0) <= 0} onClick={() => setCounts((c) => ({ ...c, [k]: (c[k] ?? 0) - 1 }))}>
                −
              </button>
              <span className="mono">{counts[k] ?? 0}</span>
              <button type="button" className="btn small" aria-label={`More ${type} casualties`} disabled={(counts[k] ?? 0) >= ids.length} onClick={() => setCounts((c) => ({ ...c, [k]: (c[k] ?? 0) + 1 }))}>
                +
              </button>
            </span>
          </div>
        );
      })}
      <div className="panel-actions">
        <button type="button" className="btn primary" data-testid="accept-casualties" onClick={() => onAct({ type: "choose-casualties", units: decision.suggested })}>
          Accept the default
        </button>
        <button type="button" className="btn" data-testid="take-casualties" onClick={() => onAct({ type: "choose-casualties", units: chosen })}>
          Take these {chosen.length}
        </button>
      </div>
    </div>
  );
}

/** Retreat [AA:retreat]: press on, or all attackers withdraw to one space they came from. */
export function RetreatPanel({ state, decision, onAct }: { state: AaState; decision: AaRetreatDecision; onAct: (a: AaAction) => void }) {
  return (
    <div className="painter-panel" data-testid="retreat-panel">
      <h3>{retreatHeading(state, decision)}</h3>
      <div className="panel-actions">
        <button type="button" className="btn primary" data-testid="press-on" onClick={() => onAct({ type: "retreat", to: null })}>
          Press on
        </button>
        {decision.options.map((o) => (
          <button key={o} type="button" className="btn" onClick={() => onAct({ type: "retreat", to: o })}>
            {retreatLabel(state, o)}
          </button>
        ))}
      </div>
    </div>
  );
}
