"use client";

import type { AirView, SupportChoices } from "@/lib/engine";

type Names = Record<string, string>;

export const LEVEL_WORDS: Record<string, string> = {
  supremacy: "Air supremacy",
  superiority: "Air superiority",
  favourable: "Favourable",
  contested: "Contested",
  unfavourable: "Unfavourable",
  denied: "Air denied",
};

/**
 * The air point track [6.1–6.4] and the helicopter display [6.5]: what each
 * side has left to allocate this turn, what it lost for good, its AS level,
 * and each helicopter's base and missions. A helicopter of the side to move
 * can be picked here (or on the map) to see its range and rebase it.
 */
export function AirPanel(props: {
  air: AirView;
  sides: { id: string; name: string; colour: string }[];
  names: Names;
  active: string | null;
  selected: string | null;
  canPick: boolean;
  onPick: (id: string | null) => void;
}) {
  return (
    <div className="painter-panel" data-testid="air-panel">
      <h3>
        Air war <span className="rule">[6]</span>
      </h3>
      <table className="air-track">
        <thead>
          <tr>
            <th>Side</th>
            <th title="Air points left to allocate this turn, of those received [6.2]">AP</th>
            <th title="Air points destroyed for good [6.3]">Lost</th>
            <th title="Air superiority level this turn [6.4]">AS</th>
          </tr>
        </thead>
        <tbody>
          {props.air.sides.map((s) => {
            const side = props.sides.find((x) => x.id === s.side);
            return (
              <tr key={s.side} data-testid={`air-side-${s.side}`}>
                <td>
                  <span className="swatch" style={{ background: side?.colour ?? "#777" }} /> {side?.name ?? s.side}
                </td>
                <td className="mono" data-testid={`air-points-${s.side}`}>
                  {s.points} / {s.received}
                </td>
                <td className="mono">{s.lost}</td>
                <td>{s.level ? (LEVEL_WORDS[s.level] ?? s.level) : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {props.air.helicopters.length > 0 && (
        <ul className="air-helicopters" aria-label="Helicopters">
          {props.air.helicopters.map((h) => {
            const mine = h.side === props.active && props.canPick;
            const status = h.rebased ? "rebased" : h.mustRebase ? "must rebase" : `${h.missions}/${h.maxMissions} missions`;
            return (
              <li key={h.id} data-testid={`helicopter-${h.id}`} data-selected={props.selected === h.id ? "true" : undefined}>
                {mine ? (
                  <button type="button" className="linkish" onClick={() => props.onPick(props.selected === h.id ? null : h.id)}>
                    {props.names[h.id] ?? h.id}
                  </button>
                ) : (
                  <span>{props.names[h.id] ?? h.id}</span>
                )}{" "}
                <span className="muted">
                  CS {h.cs} · range {h.range} · {h.base ?? `on ${props.names[h.amph ?? ""] ?? h.amph} (box)`} · {status}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export interface SupportPick {
  air: number;
  helicopters: string[];
  /** Naval units in sea hexes within range, any number [7.3.1]. */
  naval?: string[];
}

/** The attacker's combat support before the roll: up to 4 air points, 2 helicopters and any naval units in range [6.2.1, 6.5.3, 7.3.1]. */
export function SupportPicker(props: { choices: SupportChoices; value: SupportPick; names: Names; onChange: (v: SupportPick) => void }) {
  const { choices, value } = props;
  const naval = choices.naval ?? [];
  const ships = value.naval ?? [];
  if (choices.maxAir === 0 && choices.helicopters.length === 0 && naval.length === 0) return <p className="muted">No air points, helicopters or naval units can support this attack [6.2.1, 6.5.3, 7.3.1].</p>;
  return (
    <fieldset className="support-picker" data-testid="support-picker">
      <legend>
        Combat support <span className="rule">[6.2.1, 6.5.3, 7.3.1]</span>
      </legend>
      <label className="check">
        Air points
        <input
          type="number"
          min={0}
          max={choices.maxAir}
          value={value.air}
          aria-label="Air points for this attack"
          onChange={(e) => props.onChange({ ...value, air: Math.max(0, Math.min(choices.maxAir, Math.floor(Number(e.target.value) || 0))) })}
        />
        <span className="muted">of {choices.maxAir}</span>
      </label>
      {choices.helicopters.map((id) => {
        const on = value.helicopters.includes(id);
        const full = !on && value.helicopters.length >= choices.maxHelicopters;
        return (
          <label key={id} className="check">
            <input
              type="checkbox"
              checked={on}
              disabled={full}
              onChange={(e) => props.onChange({ ...value, helicopters: e.target.checked ? [...value.helicopters, id] : value.helicopters.filter((x) => x !== id) })}
            />{" "}
            {props.names[id] ?? id}
          </label>
        );
      })}
      {choices.helicopters.length > 0 && <span className="muted">At most {choices.maxHelicopters} helicopters. Each mission faces an ADF roll [6.6].</span>}
      {naval.map((id) => (
        <label key={id} className="check">
          <input type="checkbox" checked={ships.includes(id)} onChange={(e) => props.onChange({ ...value, naval: e.target.checked ? [...ships, id] : ships.filter((x) => x !== id) })} /> {props.names[id] ?? id}{" "}
          <span className="muted">(naval, once per combat segment [7.3.1])</span>
        </label>
      ))}
    </fieldset>
  );
}
