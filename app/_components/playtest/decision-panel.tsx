"use client";

import type { Action, GameState } from "@/lib/engine";
import { choiceLabel } from "@/lib/playtest/choice-words";
import type { Namer } from "@/lib/playtest/names";

/**
 * A decision the rules give the owning player in a combat: the defender's
 * combat support [9.2.4], which units lose the steps [9.7.1], and which way
 * each retreat goes [9.8.1]. Only the options the engine lists as legal are
 * offered.
 */
export function DecisionPanel(props: { state: GameState; legal: Action[]; names: Namer; onChoose: (a: Action) => void; onPreview: (path: string[] | null) => void }) {
  const d = props.state.pendingDecision;
  if (!d) return null;
  const n = props.names;
  const name = n.unit;
  if (d.kind === "losses") {
    const options = props.legal.filter((a): a is Extract<Action, { type: "allocate-losses" }> => a.type === "allocate-losses");
    return (
      <div className="painter-panel" data-testid="decision-losses">
        <h3>
          {d.role === "defender" ? "Defender" : "Attacker"} loses {d.steps} step{d.steps === 1 ? "" : "s"} <span className="rule">[{d.rule}]</span>
        </h3>
        {d.lead && <p className="muted">The lead unit, {name(d.lead)}, takes the first step.</p>}
        <div className="decision-options">
          {options.map((a, i) => (
            <button key={i} type="button" className="btn small" onClick={() => props.onChoose(a)}>
              {choiceLabel(a, n)}
            </button>
          ))}
        </div>
      </div>
    );
  }
  if (d.kind === "support") {
    const choices = props.legal.filter((a): a is Extract<Action, { type: "support" }> => a.type === "support");
    return (
      <div className="painter-panel" data-testid="decision-support">
        <h3>
          Defender&apos;s combat support at {n.place(d.attack.defender)} <span className="rule">[{d.rule}]</span>
        </h3>
        <p className="muted">
          The attacker sends {d.attacker.air} air point{d.attacker.air === 1 ? "" : "s"}
          {d.attacker.helicopters.length > 0 ? ` and ${d.attacker.helicopters.map(name).join(", ")}` : ""}
          {d.attacker.naval && d.attacker.naval.length > 0 ? `, with naval support from ${d.attacker.naval.map(name).join(", ")}` : ""}.
        </p>
        <div className="decision-options">
          {choices.map((a, i) => (
            <button key={i} type="button" className="btn small" onClick={() => props.onChoose(a)}>
              {choiceLabel(a, n)}
            </button>
          ))}
        </div>
      </div>
    );
  }
  const options = props.legal.filter((a): a is Extract<Action, { type: "retreat" }> => a.type === "retreat");
  return (
    <div className="painter-panel" data-testid="decision-retreat">
      <h3>
        Retreat {d.distance} hex{d.distance === 1 ? "" : "es"} <span className="rule">[{d.rule}]</span>
      </h3>
      <p className="muted">Units to retreat: {d.units.map(name).join(", ")}. Hover an option to see its path.</p>
      <div className="decision-options">
        {options.map((a, i) => (
          <button key={i} type="button" className="btn small" onMouseEnter={() => props.onPreview(a.path)} onMouseLeave={() => props.onPreview(null)} onClick={() => (props.onPreview(null), props.onChoose(a))}>
            {choiceLabel(a, n)}
          </button>
        ))}
      </div>
    </div>
  );
}
