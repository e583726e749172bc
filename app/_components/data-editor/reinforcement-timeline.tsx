"use client";
/**
 * Reinforcements on a turn track: one column per game turn, the entries
 * arriving that turn (where they enter, which units — by name, in their
 * nation's colour). *+* on a turn adds an entry: tick units not placed yet,
 * pick the entry hex on the map (or type it, or take a map edge), Add. Drag a
 * unit — or a whole entry by its header — to another turn; with the keyboard,
 * focus a unit and press Alt+← / Alt+→. Each action is one edit of the JSON
 * text, one undo step.
 */
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { type TextEdit, moveReinforcementEntry, moveReinforcementUnit, reinforcementEntries, turnRange } from "@/lib/editor-intel";
import { isObj, list, str } from "@/lib/editor-intel/values";
import { type RosterUnit, addReinforcementEdits, nationColours, roster } from "@/lib/scenario-setup";

const DRAG_TYPE = "application/x-warbench-reinforcement";
const EDGES = ["north", "east", "south", "west"] as const;

type Drag = { entry: number; unit?: string };

export interface ReinforcementTimelineProps {
  value: unknown;
  game: unknown;
  map: unknown;
  getText: () => string;
  onEdits: (edits: TextEdit[]) => void;
  onReveal: (pointer: string) => void;
  /** Asks the map pane for a hex (returns how to give up asking); absent when no map is shown. */
  onPickHex?: (prompt: string, then: (label: string | null) => void) => () => void;
}

/** "edge:west" → "west edge"; anything else as written. */
function placeText(at: string): string {
  const edge = /^edge:(\w+)$/.exec(at);
  return edge ? `${edge[1]} edge` : at || "?";
}

export const ReinforcementTimeline = memo(function ReinforcementTimeline(props: ReinforcementTimelineProps) {
  const entries = useMemo(() => reinforcementEntries(props.value), [props.value]);
  const { first, last } = useMemo(() => turnRange(props.value), [props.value]);
  const colours = useMemo(() => nationColours(props.value, props.game, props.map), [props.value, props.game, props.map]);
  const units = useMemo(() => roster(props.value, colours), [props.value, colours]);
  const byId = useMemo(() => new Map(units.map((u) => [u.id, u])), [units]);
  const [over, setOver] = useState<number | null>(null);
  const [adding, setAdding] = useState<number | null>(null);
  const turns = useMemo(() => {
    const maxTurn = Math.max(last, ...entries.map((e) => e.turn));
    return Array.from({ length: maxTurn - first + 1 }, (_, i) => first + i);
  }, [first, last, entries]);

  function move(drag: Drag, turn: number) {
    const text = props.getText();
    props.onEdits(drag.unit ? moveReinforcementUnit(text, drag.entry, drag.unit, turn) : moveReinforcementEntry(text, drag.entry, turn));
  }

  return (
    <div className="de-timeline" data-testid="timeline">
      <p className="muted de-hint">+ on a turn adds units arriving then. Drag a unit (or an entry by its header) to another turn; keyboard: focus a unit, Alt+← / Alt+→. Double-click to show it in the JSON.</p>
      {adding !== null && (
        <NewEntry
          key={adding}
          turn={adding}
          units={units.filter((u) => u.placement.kind === "unplaced")}
          value={props.value}
          map={props.map}
          onPickHex={props.onPickHex}
          onCancel={() => setAdding(null)}
          onAdd={(unitIds, at) => {
            const edits = addReinforcementEdits(props.getText(), { turn: adding, units: unitIds, at });
            if (!edits) return "The reinforcements in the JSON are not a list: fix them there first.";
            props.onEdits(edits);
            setAdding(null);
            return null;
          }}
        />
      )}
      <div className="de-turns">
        {turns.map((turn) => (
          <section
            key={turn}
            className="de-turn"
            data-turn={turn}
            data-over={over === turn}
            aria-label={`Turn ${turn}`}
            onDragOver={(e) => {
              if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = "move";
              setOver(turn);
            }}
            onDragLeave={() => setOver((o) => (o === turn ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              setOver(null);
              const raw = e.dataTransfer.getData(DRAG_TYPE);
              if (raw) move(JSON.parse(raw) as Drag, turn);
            }}
          >
            <h3>
              Turn {turn}
              {turn > last && <span className="bad"> (after the last turn)</span>}
              <button type="button" className="btn small ghost de-add" aria-label={`Add reinforcements on turn ${turn}`} aria-pressed={adding === turn} title="Add units arriving this turn" onClick={() => setAdding(adding === turn ? null : turn)}>
                +
              </button>
            </h3>
            {entries
              .filter((e) => e.turn === turn)
              .map((entry) => (
                <div key={entry.index} className="de-entry">
                  <header
                    draggable
                    title="Drag the whole entry to another turn"
                    onDragStart={(e) => {
                      e.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ entry: entry.index } satisfies Drag));
                      e.dataTransfer.effectAllowed = "move";
                    }}
                    onDoubleClick={() => props.onReveal(`/reinforcements/${entry.index}`)}
                  >
                    at <strong>{placeText(entry.at)}</strong> <span className="muted">{entry.units.length}</span>
                  </header>
                  <ul>
                    {entry.units.map((unit) => {
                      const u = byId.get(unit);
                      return (
                        <li
                          key={unit}
                          draggable
                          tabIndex={0}
                          className="de-chip"
                          data-unit={unit}
                          style={{ borderLeftColor: u?.colour }}
                          title={`${unit}${u ? ` · ${u.nation} ${u.type}` : " — not in the OOB"}`}
                          aria-label={`${u?.name ?? unit}, turn ${turn}, at ${placeText(entry.at)}`}
                          onDragStart={(e) => {
                            e.stopPropagation();
                            e.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ entry: entry.index, unit } satisfies Drag));
                            e.dataTransfer.effectAllowed = "move";
                          }}
                          onDoubleClick={() => props.onReveal(`/reinforcements/${entry.index}/units/${entry.units.indexOf(unit)}`)}
                          onKeyDown={(e) => {
                            if (!e.altKey || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
                            e.preventDefault();
                            const to = turn + (e.key === "ArrowLeft" ? -1 : 1);
                            if (to >= first) move({ entry: entry.index, unit }, to);
                          }}
                        >
                          {u?.name ?? <span className="bad">{unit}</span>}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
          </section>
        ))}
      </div>
    </div>
  );
});

/** The form behind a turn's *+*: which units, where they enter. */
function NewEntry(props: {
  turn: number;
  units: RosterUnit[];
  value: unknown;
  map: unknown;
  onPickHex?: (prompt: string, then: (label: string | null) => void) => () => void;
  onCancel: () => void;
  onAdd: (units: string[], at: string) => string | null;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [at, setAt] = useState("");
  const [filter, setFilter] = useState("");
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A pick still open when the form goes (cancelled, or the view switched) is given up.
  const stopPicking = useRef<(() => void) | null>(null);
  useEffect(() => () => stopPicking.current?.(), []);

  // Which side each edge is friendly to, from the map [9.8.1].
  const friendly = useMemo(() => {
    const sideName = new Map(list(props.value, "sides").map((s) => [str(s.id) ?? "", str(s.name) ?? str(s.id) ?? ""]));
    const out = new Map<string, string[]>();
    for (const f of list(props.map, "friendlyEdges")) {
      for (const edge of Array.isArray(f.edges) ? f.edges : []) if (typeof edge === "string") out.set(edge, [...(out.get(edge) ?? []), sideName.get(str(f.side) ?? "") ?? str(f.side) ?? ""]);
    }
    return out;
  }, [props.value, props.map]);
  const hasEdges = isObj(props.map) && props.map.layout === "hex";

  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return words.length ? props.units.filter((u) => words.every((w) => `${u.id} ${u.name} ${u.nation} ${u.type}`.toLowerCase().includes(w))) : props.units;
  }, [props.units, filter]);

  const toggle = (id: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <form
      className="de-new-entry"
      aria-label={`New reinforcement on turn ${props.turn}`}
      data-testid="new-reinforcement"
      onSubmit={(e) => {
        e.preventDefault();
        setError(props.onAdd([...chosen], at.trim()));
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && !picking) {
          e.preventDefault();
          props.onCancel();
        }
      }}
    >
      <header>
        <strong>New reinforcement on turn {props.turn}</strong>
        <span className="muted"> — units not placed yet</span>
      </header>
      {props.units.length === 0 ? (
        <p className="muted">Every unit is set up or arriving already: take one off the map, or add units to the OOB.</p>
      ) : (
        <>
          <input type="search" aria-label="Filter units not placed" placeholder="Filter: name, nation, type…" value={filter} onChange={(e) => setFilter(e.target.value)} />
          <ul className="de-pick-units" aria-label="Units not placed">
            {shown.map((u) => (
              <li key={u.id}>
                <label>
                  <input type="checkbox" checked={chosen.has(u.id)} onChange={(e) => toggle(u.id, e.target.checked)} />
                  <span className="de-swatch" style={{ background: u.colour }} aria-hidden="true" />
                  {u.name} <span className="muted">{u.type}</span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="de-entry-at">
        <label>
          Enters at{" "}
          <input aria-label="Entry hex or edge" value={at} onChange={(e) => setAt(e.target.value)} placeholder="hex, e.g. 0512" size={12} />
        </label>
        {props.onPickHex && (
          <button
            type="button"
            className="btn small"
            aria-pressed={picking}
            onClick={() => {
              setPicking(true);
              stopPicking.current =
                props.onPickHex?.(`Click the hex where the turn ${props.turn} reinforcements enter.`, (label) => {
                  stopPicking.current = null;
                  setPicking(false);
                  if (label) setAt(label);
                }) ?? null;
            }}
          >
            {picking ? "Click a hex on the map…" : "Pick on map"}
          </button>
        )}
        {hasEdges &&
          EDGES.map((edge) => (
            <button key={edge} type="button" className="btn small ghost" aria-pressed={at === `edge:${edge}`} onClick={() => setAt(`edge:${edge}`)} title={friendly.has(edge) ? `Friendly to ${friendly.get(edge)?.join(", ")}` : undefined}>
              {edge} edge{friendly.has(edge) ? ` (${friendly.get(edge)?.join(", ")})` : ""}
            </button>
          ))}
      </div>
      {error && (
        <div className="bad" role="alert">
          {error}
        </div>
      )}
      <footer>
        <button type="submit" className="btn small primary" disabled={chosen.size === 0 || !at.trim()}>
          Add {chosen.size || ""} unit{chosen.size === 1 ? "" : "s"} on turn {props.turn}
        </button>
        <button type="button" className="btn small ghost" onClick={props.onCancel}>
          Cancel
        </button>
      </footer>
    </form>
  );
}
