"use client";
/**
 * Units not placed yet — neither set up nor arriving — by name and nation
 * colour, to drag onto the map. Click to select several and drag them
 * together; with a hex selected on the map, Enter places the focused unit (or
 * the selection) there.
 */
import { memo, useMemo, useState } from "react";
import type { RosterUnit } from "@/lib/scenario-setup";
import { setUnitDrag } from "./unit-drag";

/** Enough to scroll through; a filter finds the rest. */
const SHOWN = 300;

export const UnitTray = memo(function UnitTray(props: {
  units: readonly RosterUnit[];
  /** Units in the OOB, placed or not: with none, the list says where units come from. */
  total: number;
  targetLabel: string | null;
  onPlace: (units: string[]) => void;
}) {
  const [filter, setFilter] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return words.length ? props.units.filter((u) => words.every((w) => `${u.id} ${u.name} ${u.nation} ${u.type}`.toLowerCase().includes(w))) : props.units;
  }, [props.units, filter]);
  const present = new Set(props.units.map((u) => u.id));
  const selection = [...chosen].filter((id) => present.has(id));

  const toggle = (id: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <details className="de-tray" open data-testid="unit-tray">
      <summary>
        To place <span className="muted">({props.units.length})</span>
        {selection.length > 0 && <span className="muted"> · {selection.length} selected</span>}
      </summary>
      {props.total === 0 ? (
        <p className="muted de-tray-empty">No units yet: add them in the OOB table (+ Unit), then drag them onto the map.</p>
      ) : props.units.length === 0 ? (
        <p className="muted de-tray-empty">Every unit is set up or arriving.</p>
      ) : (
        <>
          <input type="search" aria-label="Filter units to place" placeholder="Filter: name, nation, type…" value={filter} onChange={(e) => setFilter(e.target.value)} />
          <ul role="listbox" aria-multiselectable="true" aria-label="Units to place">
            {shown.slice(0, SHOWN).map((u) => (
              <li
                key={u.id}
                role="option"
                draggable
                tabIndex={0}
                data-unit={u.id}
                aria-selected={chosen.has(u.id)}
                title={`${u.name} (${u.id}) — drag onto a hex${props.targetLabel ? `, or Enter to place at ${props.targetLabel}` : ""}`}
                onClick={() => toggle(u.id)}
                onKeyDown={(e) => {
                  if (e.key === " ") {
                    e.preventDefault();
                    toggle(u.id);
                  } else if (e.key === "Enter" && props.targetLabel) {
                    e.preventDefault();
                    props.onPlace(chosen.has(u.id) ? selection : [u.id]);
                    setChosen(new Set());
                  }
                }}
                onDragStart={(e) => {
                  setUnitDrag(e.dataTransfer, chosen.has(u.id) ? selection : [u.id]);
                }}
                onDragEnd={(e) => {
                  if (e.dataTransfer.dropEffect !== "none") setChosen(new Set());
                }}
              >
                <span className="de-swatch" style={{ background: u.colour }} aria-hidden="true" />
                <span className="de-tray-name">{u.name}</span>
                <span className="muted">{u.placement.kind === "unplaced" && u.placement.box ? `${u.type} · held: ${u.placement.box}` : u.type}</span>
              </li>
            ))}
            {shown.length > SHOWN && <li className="muted">…and {shown.length - SHOWN} more: filter to find them.</li>}
          </ul>
        </>
      )}
    </details>
  );
});
