"use client";

import { withFogShips } from "@/lib/playtest/fog";
import { useMemo, useState } from "react";
import { type Action, type GameState, type NavalUnitView, type NavalView, navalMoveTargets, specialMoveTargets, sweepOdds } from "@/lib/engine";
import { faceWords, inWords, navalActors, navalChoices, percent, withRule } from "@/lib/playtest/naval-choices";
import { AmphFlip } from "./amph-flip";
import { type NavalPicks, navalPicks, navalRiskWords, pickLegend, pickSummary } from "@/lib/playtest/map-picks";
import { amphsInPosition, assaultPositions, assaultWords, boardingByAmph, boardingWords, cargoByAmph, cargoView, cargoWords } from "@/lib/playtest/amphibious";

type Names = Record<string, string>;
type Side = { id: string; name: string; colour: string };

/**
 * The naval display [7.1–7.5]: each zone's sea box and coastal box with its
 * control marker and ships, the ships in its sea hexes and ports, the mines
 * in its waters, and each side's ASW and submarine threat levels. On the
 * human side's turn it offers exactly the naval actions the engine lists as
 * legal: sweeping a marker with its chance [7.5.2], moving a ship — its
 * destinations picked on the board, the contested-move risk of the one
 * pointed at shown [8.5.6.4.1] — laying a mine by ship or submarine
 * [7.5.1.1, 7.5.1.2]. Units that may not act say which rule stops them.
 * Each AMPH lists the units aboard and its room left; a picked AMPH offers
 * the embarking and disembarking the engine lists, and marks the sea hexes
 * that put it in assault position [8.5.8.1, 8.5.8.3]. Each ship says which
 * side of its counter it shows; an empty AMPH with a SAG back may flip to it
 * for good [7.3.2.1].
 */
/** The ship picked in the naval movement and the destination pointed at (a hovered hex or a box button; "" for none), whose risk the panel shows. */
export interface NavalPickState {
  unit: string | null;
  to: string;
}

export const NO_NAVAL_PICK: NavalPickState = { unit: null, to: "" };

export function NavalPanel(props: {
  view: NavalView;
  state: GameState;
  legal: Action[];
  sides: Side[];
  names: Names;
  active: string | null;
  segmentKind: string;
  canAct: boolean;
  onAct: (a: Action) => boolean;
  /** Whose eyes the display shows under fog of war [13.2]; null without it. */
  viewer?: string | null;
  /** Picks a unit aboard an AMPH to fly by USMC airmobile from it [8.5.5]. */
  onPickCargo?: (unit: string) => void;
  /** The picked ship and destination when the caller holds them, so the board can mark its assault positions [8.5.8.1]; else the panel keeps its own. */
  pick?: NavalPickState;
  onPick?: (pick: NavalPickState) => void;
  /** The picked ship's destinations as the board shades them (use-naval-pick.ts), so they are worked out once. */
  picks?: NavalPicks;
}) {
  const { view, names } = props;
  const fog = props.viewer ?? null;
  const side = (id: string | null) => props.sides.find((s) => s.id === id);
  const choices = useMemo(() => navalChoices(props.legal), [props.legal]);
  const boarding = useMemo(() => boardingByAmph(props.legal), [props.legal]);
  const acting = props.canAct && props.active !== null;
  const moving = acting && props.segmentKind === "move" && props.onPickCargo !== undefined;
  const cargo = useMemo(() => {
    const byAmph = cargoByAmph(props.state);
    // Units aboard that may fly by USMC airmobile now: the engine lists a landing hex for them with an AMPH as base [8.5.5].
    const flyable = new Set<string>();
    if (moving)
      for (const ids of byAmph.values())
        for (const id of ids) {
          const q = specialMoveTargets(props.state, [id]);
          if (!("error" in q) && q.airmobile.some((t) => t.base)) flyable.add(id);
        }
    return { state: props.state, byAmph, ready: amphsInPosition(props.state, props.active), flyable, onPick: props.onPickCargo };
  }, [props.state, props.active, moving, props.onPickCargo]);
  return (
    <div className="painter-panel" data-testid="naval-panel">
      <h3>
        Naval war <span className="rule">[7]</span>
        {view.storm && <span className="muted"> · storm: no naval moves nor control rolls [8.5.6.5]</span>}
      </h3>
      <table className="air-track">
        <thead>
          <tr>
            <th>Side</th>
            <th title={`ASW level, 0–${view.trackMax} [7.4.1]`}>ASW</th>
            <th title={`Submarine threat level, 0–${view.trackMax} [7.4.2]`}>Sub threat</th>
            <th title="Mine markers it may still put on the map [7.5]">Mines left</th>
          </tr>
        </thead>
        <tbody>
          {view.sides.map((s) => (
            <tr key={s.side} data-testid={`naval-side-${s.side}`}>
              <td>
                <span className="swatch" style={{ background: side(s.side)?.colour ?? "#777" }} /> {side(s.side)?.name ?? s.side}
                {view.rollingSide === s.side && <span className="muted" title="Rolls for naval control [7.2]"> (rolls)</span>}
              </td>
              <td className="mono" data-testid={`naval-asw-${s.side}`}>
                {s.asw}
              </td>
              <td className="mono" data-testid={`naval-sub-${s.side}`}>
                {s.submarineThreat}
              </td>
              <td className="mono" data-testid={`naval-markers-${s.side}`}>
                {s.markersLeft}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.zones.map((z) => (
        <section key={z.id} className="naval-zone" data-testid={`naval-zone-${z.id}`} aria-label={z.name}>
          <h4>{z.name}</h4>
          <ul className="naval-boxes">
            {[z.seaBox, z.coastalBox].map((b) => (
              <li key={b.id} data-testid={`naval-box-${b.id}`}>
                <div className="naval-box-head">
                  <strong>{b.name}</strong>
                  <span data-testid={`naval-control-${b.id}`} title="Control marker [7.2]">
                    {b.control === null ? (
                      <span className="naval-marker contested">Contested</span>
                    ) : (
                      <span className="naval-marker" style={{ borderColor: side(b.control)?.colour ?? "#777" }}>
                        {side(b.control)?.name ?? b.control}
                      </span>
                    )}
                  </span>
                </div>
                <Ships units={b.units} sides={props.sides} names={names} viewer={fog} cargo={cargo} />
              </li>
            ))}
            <li>
              <div className="naval-box-head">
                <strong>Sea hexes</strong> <span className="muted">control: the coastal box&apos;s</span>
              </div>
              <Ships units={z.seaHexes} sides={props.sides} names={names} showAt viewer={fog} cargo={cargo} />
            </li>
            <li>
              <div className="naval-box-head">
                <strong>Ports</strong>
              </div>
              <Ships units={z.ports} sides={props.sides} names={names} showAt viewer={fog} cargo={cargo} />
            </li>
          </ul>
          <div className="naval-mines" data-testid={`naval-mines-${z.id}`}>
            <span className="muted">Mines [7.5.3]: </span>
            {z.mines.length === 0
              ? "none"
              : z.mines.map((m, i) => (
                  <span key={m.hex}>
                    {i > 0 && ", "}
                    <span className="mono">{m.hex}</span> {side(m.side)?.name ?? m.side} level {m.level}
                    {m.coastal ? " (coastal)" : ""}
                  </span>
                ))}
          </div>
        </section>
      ))}
      {acting && props.segmentKind === "sweep" && <SweepChoices {...props} sweeps={choices.sweeps} />}
      {acting && props.segmentKind === "move" && <MoveChoices {...props} choices={choices} boarding={boarding} cargo={cargo.byAmph} actors={[...new Set([...navalActors(choices), ...boarding.keys()])].sort()} />}
    </div>
  );
}

/** What the naval display reads cargo from: the state, the units aboard each AMPH, the AMPHs in assault position [8.5.8.1]. */
type CargoInfo = { state: GameState; byAmph: Map<string, string[]>; ready: Set<string>; flyable: Set<string>; onPick?: (unit: string) => void };

function Ships({ units, sides, names, showAt, viewer, cargo }: { units: NavalUnitView[]; sides: Side[]; names: Names; showAt?: boolean; viewer: string | null; cargo: CargoInfo }) {
  if (units.length === 0) return <div className="muted naval-none">no ships</div>;
  return (
    <ul className="naval-ships">
      {withFogShips(units, viewer).map((u) =>
        "hidden" in u ? (
          <li key={u.key} data-testid="naval-unit-hidden">
            <span className="swatch" style={{ background: sides.find((s) => s.id === u.side)?.colour ?? "#777" }} /> Unknown ship (fog of war)
            {showAt ? <span className="muted mono"> · {u.at}</span> : null}
          </li>
        ) : (
        <li key={u.id} data-testid={`naval-unit-${u.id}`}>
          <span className="swatch" style={{ background: sides.find((s) => s.id === u.side)?.colour ?? "#777" }} /> {names[u.id] ?? u.id}{" "}
          <span className="muted mono" data-testid={`naval-face-${u.id}`}>
            {faceWords(u)} · CS {u.cs} · range {u.range}
            {showAt ? ` · ${u.at}` : ""}
            {u.moved ? " · moved" : ""}
            {u.supported ? " · supported" : ""}
            {cargo.ready.has(u.id) ? " · in assault position [8.5.8.1]" : ""}
          </span>
          {/* A flipped AMPH is a SAG: it carries nothing, so no hold is shown [7.3.2.1]. */}
          {!u.flipped && <Cargo amph={u.id} side={u.side} viewer={viewer} cargo={cargo} />}
        </li>
        ),
      )}
    </ul>
  );
}

/**
 * The units aboard an AMPH, by name, and its room left [8.5.8.1, 8.5.8.3];
 * an enemy AMPH's cargo stays hidden under fog of war [13.2]. Ships that
 * carry no land units (no capacity, nothing aboard) show nothing.
 */
function Cargo({ amph, side, viewer, cargo }: { amph: string; side: string; viewer: string | null; cargo: CargoInfo }) {
  const c = cargoView(cargo.state, amph, cargo.byAmph);
  if (c.capacity === null && c.units.length === 0) return null;
  if (viewer !== null && side !== viewer) return null;
  const fly = c.units.filter((u) => cargo.flyable.has(u.id));
  return (
    <>
      <div className="muted naval-cargo" data-testid={`naval-cargo-${amph}`}>
        {cargoWords(c)}
      </div>
      {fly.length > 0 && cargo.onPick && (
        <div className="panel-actions" data-testid={`naval-usmc-${amph}`}>
          {fly.map((u) => (
            <button key={u.id} type="button" className="btn small" onClick={() => cargo.onPick?.(u.id)}>
              Fly {u.name} by USMC airmobile [8.5.5]
            </button>
          ))}
        </div>
      )}
    </>
  );
}

/** The mine-sweeping step [7.5.2]: one button per enemy marker the side may try, with the chance. */
function SweepChoices(props: { state: GameState; active: string | null; sweeps: string[]; onAct: (a: Action) => boolean; sides: Side[] }) {
  const side = props.active as string;
  const tried = props.state.seg.sweeps ?? 0;
  return (
    <div className="naval-actions" data-testid="naval-sweep">
      <h4>
        Sweep mines <span className="rule">[7.5.2]</span>
      </h4>
      {props.sweeps.length === 0 ? (
        <p className="muted">
          {tried >= 2 ? "Both attempts of this step are made." : "No enemy marker in the waters of a coastal box you control."} End the segment to go on.
        </p>
      ) : (
        <>
          <p className="muted">A roll of 0–3 lowers the marker a level (−2 with an own naval unit in its area); {2 - tried} attempt{2 - tried === 1 ? "" : "s"} left this step.</p>
          <div className="panel-actions">
            {props.sweeps.map((hex) => {
              const odds = sweepOdds(props.state, side, hex);
              if ("error" in odds)
                return (
                  <p key={hex} className="bad">
                    {withRule(odds)}
                  </p>
                );
              return (
                <button key={hex} type="button" className="btn small" onClick={() => props.onAct({ type: "sweep-mine", hex })}>
                  Sweep the mine at {hex} (level {odds.level}): {percent(odds.chance)}
                  {odds.drm !== 0 ? ` (DRM ${odds.drm})` : ""}
                </button>
              );
            })}
          </div>
        </>
      )}
    </div>
  );
}

/** Naval moves and mine laying in a movement segment [8.5.6.4, 7.5.1]. */
function MoveChoices(props: {
  state: GameState;
  view: NavalView;
  active: string | null;
  names: Names;
  sides: Side[];
  choices: ReturnType<typeof navalChoices>;
  boarding: ReturnType<typeof boardingByAmph>;
  cargo: Map<string, string[]>;
  actors: string[];
  onAct: (a: Action) => boolean;
  pick?: NavalPickState;
  onPick?: (pick: NavalPickState) => void;
  picks?: NavalPicks;
}) {
  const [ownPick, setOwnPick] = useState<NavalPickState>(NO_NAVAL_PICK);
  const { unit, to } = props.pick ?? ownPick;
  const setPick = props.onPick ?? setOwnPick;
  const [mineHex, setMineHex] = useState("");
  const [subHex, setSubHex] = useState("");
  const name = (id: string) => props.names[id] ?? id;
  const words = useMemo(() => ({ ...Object.fromEntries(props.sides.map((s) => [s.id, s.name])), ...props.names }), [props.sides, props.names]);
  const own = props.view.zones
    .flatMap((z) => [...z.seaBox.units, ...z.coastalBox.units, ...z.seaHexes, ...z.ports])
    .filter((u, i, all) => u.side === props.active && all.findIndex((x) => x.id === u.id) === i);
  const picked = unit !== null && props.actors.includes(unit) ? unit : null;
  const reset = () => (setPick(NO_NAVAL_PICK), setMineHex(""));
  if (own.length === 0 && props.choices.layBySubmarine.length === 0) return null;
  return (
    <div className="naval-actions" data-testid="naval-move">
      <h4>
        Naval movement <span className="rule">[8.5.6.4, 7.5.1]</span>
      </h4>
      <ul className="naval-ships">
        {own.map((u) => {
          const can = props.actors.includes(u.id);
          const bar = can ? null : barOf(props.state, u.id);
          return (
            <li key={u.id}>
              {can ? (
                <button type="button" className="linkish" aria-pressed={picked === u.id} onClick={() => (picked === u.id ? reset() : (setPick({ unit: u.id, to: "" }), setMineHex("")))}>
                  {name(u.id)}
                </button>
              ) : (
                <span>{name(u.id)}</span>
              )}{" "}
              <span className="muted">at {props.names[u.at] ?? u.at}</span>
              {bar && (
                <span className="bad" data-testid={`naval-bar-${u.id}`}>
                  {" "}
                  {inWords(withRule(bar), words)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {picked && (
        <NavalPick
          state={props.state}
          unit={picked}
          destinations={props.choices.moves.get(picked) ?? []}
          picks={props.pick?.unit === picked ? props.picks : undefined}
          mines={props.choices.layByUnit.get(picked) ?? []}
          flip={props.choices.flips.includes(picked)}
          boarding={props.boarding.get(picked) ?? []}
          aboard={props.cargo.get(picked)?.length ?? 0}
          to={to}
          onTo={(t) => setPick({ unit: picked, to: t })}
          mineHex={mineHex}
          onMineHex={setMineHex}
          names={props.names}
          words={words}
          onAct={(a) => props.onAct(a) && (reset(), true)}
        />
      )}
      {props.choices.layBySubmarine.length > 0 && (
        <div className="panel-actions" data-testid="naval-submarine-mine">
          <label className="naval-field">
            Lay a level 1 mine by submarine at
            <select aria-label="Mine hex by submarine" value={subHex || props.choices.layBySubmarine[0]} onChange={(e) => setSubHex(e.target.value)}>
              {props.choices.layBySubmarine.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn small" onClick={() => props.onAct({ type: "lay-mine", hex: subHex || (props.choices.layBySubmarine[0] as string) })}>
            Lay mine (submarine threat −1) [7.5.1.2]
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The picked ship's choices [8.5.6.4, 7.5.1.1]: its legal destinations on
 * the map are shaded on the board and picked there with a click, as a land
 * move is (assault positions marked [8.5.8.1]); here a short summary, the
 * boxes (off the map [7.1]) as buttons, the contested-move risk of the
 * destination pointed at — its reasons, DRMs and chance to pass
 * [8.5.6.4.1] — and the hexes it may mine instead. Controlled: the pointed
 * destination and mine hex are the caller's.
 */
export function NavalPick(props: {
  state: GameState;
  unit: string;
  /** The legal destinations of `unit` now. */
  destinations: string[];
  /** Its destinations as the board shades them, when the caller has them; else worked out here. */
  picks?: NavalPicks;
  /** The hexes `unit` may lay a mine at now. */
  mines: string[];
  /** Whether `unit`, an empty AMPH, may flip to its SAG side now [7.3.2.1]. */
  flip?: boolean;
  /** The embark and disembark actions the engine lists for `unit`, an AMPH [8.5.8.3]. */
  boarding?: Extract<Action, { type: "embark" | "disembark" }>[];
  /** How many units are aboard `unit` now, so "all" is said when a button takes them all. */
  aboard?: number;
  /** The destination pointed at (a hovered hex's label or a box), "" for none. */
  to: string;
  onTo: (to: string) => void;
  mineHex: string;
  onMineHex: (hex: string) => void;
  names: Names;
  /** Ids to words for the engine's sentences: the names and the sides'. */
  words: Names;
  onAct: (a: Action) => boolean;
}) {
  const { unit, mines, names, state, destinations } = props;
  const own = useMemo(() => (props.picks ? null : navalPicks(navalMoveTargets(state, unit), destinations, assaultPositions(state, unit))), [props.picks, state, unit, destinations]);
  const picks = props.picks ?? own!;
  const chosen = picks.byKey.get(props.to);
  const mineHex = props.mineHex || mines[0];
  const assaultHere = chosen ? picks.hexes.find((h) => h.to === chosen.to && h.kind === "assault") : undefined;
  const beaches = assaultHere ? (assaultPositions(state, unit).get(assaultHere.to) ?? []) : [];
  const boarding = props.boarding ?? [];
  const ashore = Math.max(0, ...boarding.filter((a) => a.type === "embark").map((a) => a.units.length));
  const any = picks.byKey.size > 0;
  return (
    <div className="naval-pick" data-testid="naval-pick">
      {any && (
        <>
          <p data-testid="naval-pick-summary">
            Sail {names[unit] ?? unit}: {pickSummary(picks.hexes, picks.boxes.length)}
            {picks.hexes.length > 0 && <> — shaded {pickLegend(picks.hexes).map((l) => l.shade).join(", ")} on the board</>}.
          </p>
          <p className="muted">Point at a hex for its risk; click it to sail there. Esc cancels.</p>
          {picks.boxes.length > 0 && (
            <div className="panel-actions" data-testid="naval-boxes">
              {picks.boxes.map((t) => (
                <button key={t.to} type="button" className="btn small" style={{ whiteSpace: "normal", textAlign: "left" }} onMouseEnter={() => props.onTo(t.to)} onFocus={() => props.onTo(t.to)} onClick={() => props.onAct({ type: "naval-move", unit, to: t.to })}>
                  Sail to {names[t.to] ?? t.to}
                  {t.reasons.length > 0 ? ` — contested: ${percent(t.passChance)} to pass` : ""}
                </button>
              ))}
            </div>
          )}
          <p className="muted" data-testid="naval-risk">
            {chosen ? `${names[chosen.to] ?? chosen.to}: ${navalRiskWords(chosen, props.words)}` : "Point at a destination for its contested-move risk [8.5.6.4.1]."}
          </p>
          {assaultHere && (
            <p data-testid="naval-assault">
              {assaultWords(beaches)} [8.5.8.1]: the units aboard may attack {beaches.length > 1 ? "one of these beaches" : "the beach"} or land on it in the combat segment that follows (one assault per AMPH a game turn [8.5.8]).
            </p>
          )}
          {picks.hexes.some((h) => h.kind === "assault") && (
            <p className="muted" data-testid="naval-assault-legend">
              <span className="assault-swatch" aria-hidden="true" /> On the board a dashed teal outline with an arrow to the beach marks each assault position; click one to sail there [8.5.8.1].
            </p>
          )}
        </>
      )}
      {boarding.length > 0 && (
        <div className="panel-actions" data-testid="naval-boarding">
          <span className="muted">Marines [8.5.8.3]:</span>
          {boarding.map((a, i) => (
            <button key={i} type="button" className="btn small" onClick={() => props.onAct(a)}>
              {boardingWords(a, names, a.type === "embark" ? ashore : (props.aboard ?? 0))}
            </button>
          ))}
        </div>
      )}
      {props.flip && <AmphFlip unit={unit} name={names[unit] ?? unit} onAct={props.onAct} />}
      {mines.length > 0 && mineHex && (
        <div className="panel-actions">
          <label className="naval-field">
            Or lay a level 2 mine at
            <select aria-label="Mine hex for this ship" value={mineHex} onChange={(e) => props.onMineHex(e.target.value)}>
              {mines.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn small" onClick={() => props.onAct({ type: "lay-mine", hex: mineHex, unit })}>
            Lay mine [7.5.1.1]
          </button>
        </div>
      )}
    </div>
  );
}

/** Why an own naval unit has nothing to do now: the engine's refusal, else the segment's [8.5.6.4]. */
function barOf(state: GameState, unit: string): { error: string; rule: string } {
  const t = navalMoveTargets(state, unit);
  if ("error" in t) return t;
  if (t.length === 0) return { error: "no place to reach in one move", rule: "8.5.6.4" };
  return { error: "naval units do not move in this segment (the elite reaction segment is for ground units)", rule: "8.5.6.4" };
}
