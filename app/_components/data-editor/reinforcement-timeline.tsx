"use client";
/**
 * Reinforcements on a turn track: one column per game turn, the entries
 * arriving that turn (where they enter, which units). Drag a unit — or a
 * whole entry by its header — to another turn; with the keyboard, focus a
 * unit and press Alt+← / Alt+→. Each move is one edit of the JSON text.
 */
import { memo, useMemo, useState } from "react";
import { type TextEdit, moveReinforcementEntry, moveReinforcementUnit, reinforcementEntries, turnRange } from "@/lib/editor-intel";

const DRAG_TYPE = "application/x-warbench-reinforcement";

type Drag = { entry: number; unit?: string };

export const ReinforcementTimeline = memo(function ReinforcementTimeline(props: { value: unknown; getText: () => string; onEdits: (edits: TextEdit[]) => void; onReveal: (pointer: string) => void }) {
  const entries = useMemo(() => reinforcementEntries(props.value), [props.value]);
  const { first, last } = useMemo(() => turnRange(props.value), [props.value]);
  const [over, setOver] = useState<number | null>(null);
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
      <p className="muted de-hint">Drag a unit (or an entry by its header) to another turn. Keyboard: focus a unit, Alt+← / Alt+→. Double-click to show it in the JSON.</p>
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
                    at <strong>{entry.at || "?"}</strong> <span className="muted">{entry.units.length}</span>
                  </header>
                  <ul>
                    {entry.units.map((unit) => (
                      <li
                        key={unit}
                        draggable
                        tabIndex={0}
                        className="de-chip"
                        data-unit={unit}
                        aria-label={`${unit}, turn ${turn}, at ${entry.at}`}
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
                        {unit}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
          </section>
        ))}
      </div>
    </div>
  );
});
