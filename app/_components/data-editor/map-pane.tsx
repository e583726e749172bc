"use client";
/**
 * The map beside the text. For a scenario it is where units are set up, the
 * way TOAW and VASSAL designers work: drag a unit from the list of units to
 * place (or from the OOB table) onto a hex, drag counters between hexes,
 * right-click a counter to show it in the JSON, send it to another hex or take
 * it off the map. Each of those is one edit of the JSON text (one undo step).
 * Stacks show their stacking points against the hex's limit; the hex the
 * cursor is on in the text is ringed; a reinforcement's entry hex is picked
 * here with a click.
 */
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { isObj, list, str } from "@/lib/editor-intel";
import type { HexMap } from "@/lib/model/map-hex";
import { MapEditor } from "@/lib/painter/editor";
import { indexCentre } from "@/lib/painter/geometry";
import { toScreen, zoomAt } from "@/lib/painter/view";
import { type TextEdit, fitToHexes, placeUnitsEdits, removeFromSetupEdits } from "@/lib/scenario-setup";
import { SetupBoard } from "./setup-board";
import { StackMenu } from "./stack-menu";
import { UnitTray } from "./unit-tray";
import { setUnitDrag } from "./unit-drag";
import { useSetupStacks } from "./use-setup-stacks";

/** Someone (the reinforcement timeline) waiting for a hex to be clicked. */
export interface HexPick {
  prompt: string;
  /** The picked hex label, or null when cancelled. */
  done: (label: string | null) => void;
}

export interface MapPaneProps {
  map: unknown;
  scenario: unknown;
  game: unknown;
  highlight: string | null;
  onReveal: (pointer: string) => void;
  /** Present for a scenario: the set-up edits go through these. */
  getText?: () => string;
  onEdits?: (edits: TextEdit[]) => void;
  pick?: HexPick | null;
  /** Clicking a counter shows its setup entry (only while the JSON is in front: the table and timeline stay put). */
  revealOnClick?: boolean;
}

function buildEditor(mapKey: string): MapEditor | null {
  if (!mapKey) return null;
  try {
    return new MapEditor(JSON.parse(mapKey) as HexMap);
  } catch {
    // A map half-typed in the JSON view: keep showing the message until it reads again.
    return null;
  }
}

export const MapPane = memo(function MapPane(props: MapPaneProps) {
  // Editing a map as JSON re-parses it every pause: rebuild only when the map itself changed.
  const mapKey = useMemo(() => (isObj(props.map) && props.map.layout === "hex" ? JSON.stringify(props.map) : ""), [props.map]);
  const editor = useMemo(() => buildEditor(mapKey), [mapKey]);
  const [selected, setSelected] = useState<number | null>(null);
  const paneRef = useRef<HTMLElement>(null);
  const [menu, setMenu] = useState<{ hex: number; x: number; y: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Until the text's next snapshot arrives, moved units are drawn where they were dropped.
  const [pending, setPending] = useState<{ units: ReadonlySet<string>; to: number } | null>(null);
  useEffect(() => setPending(null), [props.scenario]);
  const { getText, onEdits, pick } = props;
  const editable = !!(props.scenario && getText && onEdits);

  const { units, byId, unplaced, stacks, arrivals } = useSetupStacks(editor, props.scenario, props.game, props.map, pending);

  const highlight = props.highlight && editor ? editor.indexOfLabel(props.highlight) : null;
  // Bring the cursor's hex into view when it is off screen.
  useEffect(() => {
    if (!editor || highlight === null) return;
    const s = toScreen(editor.view, indexCentre(editor.map.spec, highlight));
    const { width, height } = editor.viewport;
    if (s.x < 20 || s.y < 20 || s.x > width - 20 || s.y > height - 20) editor.centreOnHex(highlight);
  }, [editor, highlight]);

  // Escape gives up a pick.
  useEffect(() => {
    if (!pick) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") pick.done(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [pick]);

  const setupHexes = () => [...stacks.keys()];

  const place = (ids: string[], hex: number) => {
    if (!editor || !getText || !onEdits) return;
    const edits = placeUnitsEdits(getText(), ids.map((unit) => ({ unit, at: editor.labelOf(hex) })));
    if (!edits) return setMessage("The setup in the JSON is not a list: fix it there first.");
    setMessage(null);
    setSelected(hex);
    if (edits.length === 0) return;
    onEdits(edits);
    setPending({ units: new Set(ids), to: hex });
  };

  const remove = (ids: string[]) => {
    if (!getText || !onEdits) return;
    const edits = removeFromSetupEdits(getText(), ids);
    if (edits.length > 0) onEdits(edits);
    setMenu(null);
  };

  const moveTo = (ids: string[], label: string): string | null => {
    if (!editor) return "No map.";
    const hex = editor.indexOfLabel(label);
    if (hex === null) return `There is no hex ${label} on this map.`;
    place(ids, hex);
    return null;
  };

  const reveal = (pointer: string) => {
    setMenu(null);
    props.onReveal(pointer);
  };
  const revealSetup = (id: string) => {
    const u = byId.get(id);
    if (u?.placement.kind === "setup") reveal(`/setup/${u.placement.setupIndex}`);
  };

  if (!editor) return <div className="de-map empty">The map has no usable hex grid yet.</div>;

  const here = selected !== null ? stacks.get(selected) : undefined;
  const hereArrivals = selected !== null ? list(props.scenario, "reinforcements").flatMap((r, i) => (str(r.at) === editor.labelOf(selected) ? [{ r, i }] : [])) : [];
  const terrainName = (hex: number) => {
    const t = editor.map.terrain[hex] ?? 0;
    const type = t > 0 ? editor.map.meta.terrainTypes[t - 1] : undefined;
    return type?.name ?? type?.id;
  };
  const menuStack = menu ? stacks.get(menu.hex) : undefined;
  const counted = [...stacks.values()].reduce((n, s) => n + s.units.length, 0);
  const zoomBy = (factor: number) => editor.setView(zoomAt(editor.view, editor.viewport.width / 2, editor.viewport.height / 2, factor));

  return (
    <section
      ref={paneRef}
      className="de-map"
      aria-label="Map"
      data-testid="map-pane"
      data-highlight={props.highlight ?? ""}
      data-counters={counted}
      onContextMenu={(e) => e.target === e.currentTarget && e.preventDefault()}
    >
      <header>
        <strong>Map</strong>
        {props.highlight && (
          <span className="muted" data-testid="map-highlight">
            cursor at {props.highlight}
          </span>
        )}
        <span className="grow" />
        <button type="button" className="btn small ghost" title="Fit the view to the set-up units" onClick={() => editor.setView(fitToHexes(editor.map.spec, setupHexes(), editor.viewport.width, editor.viewport.height))}>
          Units
        </button>
        <button type="button" className="btn small ghost" title="Show the whole map" onClick={() => editor.fit()}>
          Fit
        </button>
        <button type="button" className="btn small ghost" aria-label="Zoom out" onClick={() => zoomBy(1 / 1.4)}>
          −
        </button>
        <button type="button" className="btn small ghost" aria-label="Zoom in" onClick={() => zoomBy(1.4)}>
          +
        </button>
      </header>
      {pick && (
        <div className="de-pick banner" role="status" data-testid="map-pick">
          {pick.prompt} <span className="muted">(Esc to cancel)</span>
          <button type="button" className="btn small ghost" onClick={() => pick.done(null)}>
            Cancel
          </button>
        </div>
      )}
      {editable && !pick && <UnitTray units={unplaced} total={units.length} targetLabel={selected !== null ? editor.labelOf(selected) : null} onPlace={(ids) => selected !== null && place(ids, selected)} />}
      {message && (
        <div className="banner error de-inline-error" role="alert">
          {message}
        </div>
      )}
      <SetupBoard
        editor={editor}
        stacks={stacks}
        arrivals={arrivals}
        selected={selected}
        highlight={highlight}
        picking={!!pick}
        editable={editable && !pick}
        openView={(w, h) => fitToHexes(editor.map.spec, setupHexes(), w, h)}
        onDropUnits={place}
        onHexClick={(hex) => {
          if (pick) return pick.done(editor.labelOf(hex));
          setSelected(hex);
          const top = stacks.get(hex)?.units[0];
          if (top && props.revealOnClick !== false) revealSetup(top.id);
        }}
        onMenu={(hex, x, y) => {
          const pane = paneRef.current?.getBoundingClientRect();
          setSelected(hex);
          setMenu({ hex, x: x - (pane?.left ?? 0), y: y - (pane?.top ?? 0) });
        }}
      />
      {menu && menuStack && (
        <StackMenu
          stack={menuStack}
          x={menu.x}
          y={menu.y}
          terrain={terrainName(menu.hex)}
          onClose={() => setMenu(null)}
          onShowUnit={(id) => {
            const u = byId.get(id);
            if (u) reveal(`/units/${u.index}`);
          }}
          onShowSetup={revealSetup}
          onRemove={remove}
          onMove={moveTo}
        />
      )}
      {selected !== null && (
        <div className="de-map-here" data-testid="map-here">
          <strong>{editor.labelOf(selected)}</strong>
          {terrainName(selected) ? ` · ${terrainName(selected)}` : ""}
          {editor.featuresAtIndex(selected).map((f, i) => (
            <span key={i} className="muted">
              {" "}
              · {f.kind}
              {"name" in f && f.name ? ` ${f.name}` : ""}
            </span>
          ))}
          {here && (
            <span className={here.status.over > 0 ? "bad" : "muted"} data-testid="map-here-stacking">
              {" "}
              · {here.status.sp}/{here.status.limit} SP{here.status.exempt && here.status.sp > here.status.limit ? " (one division: no limit)" : here.status.over > 0 ? ` — ${here.status.over} over the limit` : ""}
            </span>
          )}
          {!here && hereArrivals.length === 0 ? (
            <div className="muted">Nothing set up here{editable ? " — drag a unit onto it" : ""}.</div>
          ) : (
            <ul>
              {here?.units.map((u) => (
                <li key={u.id} draggable={editable} data-unit={u.id} onDragStart={(e) => setUnitDrag(e.dataTransfer, [u.id])} title="Drag onto another hex to move it">
                  <button type="button" className="btn small ghost" onClick={() => revealSetup(u.id)}>
                    <span className="de-swatch" style={{ background: u.colour }} aria-hidden="true" /> {u.name}
                  </button>
                </li>
              ))}
              {hereArrivals.map(({ r, i }) => (
                <li key={`r${i}`}>
                  <button type="button" className="btn small ghost" onClick={() => props.onReveal(`/reinforcements/${i}`)}>
                    turn {String(r.turn)}: {(Array.isArray(r.units) ? r.units : []).map((id) => (typeof id === "string" ? byId.get(id)?.name ?? id : "?")).join(", ")}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
});
