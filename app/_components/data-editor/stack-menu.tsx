"use client";
/**
 * What a right-click on a counter offers: each unit of the stack by name,
 * with its JSON (the unit, or its setup entry) and a way off the map; the
 * whole stack to another hex by label, or off the map. Escape or a click
 * elsewhere closes it.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { SetupStack } from "./setup-board";
import { setUnitDrag } from "./unit-drag";

export interface StackMenuProps {
  stack: SetupStack;
  /** Where it opens, relative to the map pane. */
  x: number;
  y: number;
  terrain?: string;
  onClose: () => void;
  onShowUnit: (unit: string) => void;
  onShowSetup: (unit: string) => void;
  onRemove: (units: string[]) => void;
  /** Moves units to a hex label; returns why not, or null when done. */
  onMove: (units: string[], label: string) => string | null;
}

export function StackMenu(props: StackMenuProps) {
  const { stack } = props;
  const ref = useRef<HTMLDivElement>(null);
  const [to, setTo] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = stack.units.map((u) => u.id);
  const close = useRef(props.onClose);
  useEffect(() => {
    close.current = props.onClose;
  });

  // Beside the pointer rather than over the stack, and inside the pane.
  useLayoutEffect(() => {
    const el = ref.current;
    const pane = el?.offsetParent as HTMLElement | null;
    if (!el || !pane) return;
    const gap = 18;
    el.style.left = `${Math.max(4, Math.min(props.x + gap, pane.clientWidth - el.offsetWidth - 4))}px`;
    const below = props.y + gap;
    el.style.top = `${below + el.offsetHeight <= pane.clientHeight - 4 ? below : Math.max(4, props.y - gap - el.offsetHeight)}px`;
  }, [props.x, props.y, stack.units.length]);

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("button")?.focus();
    const away = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close.current();
    };
    window.addEventListener("pointerdown", away, true);
    return () => window.removeEventListener("pointerdown", away, true);
  }, []);

  const move = () => {
    const why = props.onMove(ids, to.trim());
    if (why) setError(why);
    else props.onClose();
  };

  return (
    <div
      ref={ref}
      className="de-stack-menu"
      role="dialog"
      aria-label={`Stack at ${stack.label}`}
      data-testid="stack-menu"
      style={{ left: props.x, top: props.y }}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          e.stopPropagation();
          props.onClose();
        }
      }}
      onContextMenu={(e) => e.preventDefault()}
    >
      <header>
        <strong>{stack.label}</strong>
        {props.terrain && <span className="muted"> · {props.terrain}</span>}
        <span className={stack.status.over > 0 ? "bad" : "muted"} title={stack.status.exempt ? "One division alone: no stacking limit [8.1.1.1]" : "Stacking points against the hex's limit [8.1.1.1]"}>
          {" "}
          · {stack.status.sp}/{stack.status.limit} SP{stack.status.exempt && stack.status.sp > stack.status.limit ? " (one division: no limit)" : stack.status.over > 0 ? ` — ${stack.status.over} over` : ""}
        </span>
      </header>
      <ul>
        {stack.units.map((u) => (
          <li
            key={u.id}
            draggable
            data-unit={u.id}
            title="Drag onto another hex to move this unit alone"
            onDragStart={(e) => setUnitDrag(e.dataTransfer, [u.id])}
            onDragEnd={() => props.onClose()}
          >
            <span className="de-swatch" style={{ background: u.colour }} aria-hidden="true" />
            <span className="de-tray-name">{u.name}</span>
            <span className="muted">
              {u.strengths} · {u.sp} SP
            </span>
            <button type="button" className="btn small ghost" aria-label={`Show ${u.name} in JSON`} title="Show the unit in the JSON" onClick={() => props.onShowUnit(u.id)}>
              {"{}"}
            </button>
            <button type="button" className="btn small ghost" aria-label={`Show the setup of ${u.name}`} title="Show its setup entry (the hex) in the JSON" onClick={() => props.onShowSetup(u.id)}>
              @
            </button>
            <button type="button" className="btn small ghost" aria-label={`Remove ${u.name} from the setup`} title="Take it off the map" onClick={() => props.onRemove([u.id])}>
              ✕
            </button>
          </li>
        ))}
      </ul>
      <form
        className="de-stack-move"
        onSubmit={(e) => {
          e.preventDefault();
          move();
        }}
      >
        <label>
          Move {stack.units.length > 1 ? "all" : ""} to hex{" "}
          <input aria-label="Move to hex" value={to} onChange={(e) => setTo(e.target.value)} placeholder="e.g. 0512" size={8} />
        </label>
        <button type="submit" className="btn small" disabled={!to.trim()}>
          Move
        </button>
      </form>
      {error && (
        <div className="bad" role="alert">
          {error}
        </div>
      )}
      {stack.units.length > 1 && (
        <button type="button" className="btn small ghost" onClick={() => props.onRemove(ids)}>
          Remove all {stack.units.length} from the setup
        </button>
      )}
    </div>
  );
}
