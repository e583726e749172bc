"use client";
/**
 * The map beside the text, read-only: terrain from the map document, the
 * scenario's set-up units as counters, and the hex the cursor is on
 * highlighted. Clicking a hex lists what is set up or enters there and jumps
 * to the first in the JSON.
 */
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { HexLookup, isObj, list, str } from "@/lib/editor-intel";
import { labelOnGrid, formatLabel, pixelToHex, onGrid } from "@/lib/hex";
import { type CounterUnit, drawStack, symbolFor } from "./counters";
import { centre, drawTerrain, hexPath, layoutFor, prepare } from "./map-draw";

const SIZES = [6, 9, 12, 16, 20, 26];

/** What is set up at, or enters at, a location — with pointers to jump to. */
function placedAt(scenario: unknown, label: string): { unit: string; pointer: string; turn?: number }[] {
  const out: { unit: string; pointer: string; turn?: number }[] = [];
  if (!isObj(scenario)) return out;
  const setup = Array.isArray(scenario.setup) ? scenario.setup : [];
  setup.forEach((s, i) => {
    if (isObj(s) && s.at === label && typeof s.unit === "string") out.push({ unit: s.unit, pointer: `/setup/${i}` });
  });
  const reinforcements = Array.isArray(scenario.reinforcements) ? scenario.reinforcements : [];
  reinforcements.forEach((r, i) => {
    if (!isObj(r) || r.at !== label || !Array.isArray(r.units)) return;
    r.units.forEach((u, j) => {
      if (typeof u === "string") out.push({ unit: u, pointer: `/reinforcements/${i}/units/${j}`, turn: typeof r.turn === "number" ? r.turn : undefined });
    });
  });
  return out;
}

function useStudioDark(): boolean {
  const [dark, setDark] = useState(() => document.documentElement.dataset.theme === "dark");
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(document.documentElement.dataset.theme === "dark"));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

export const MapPane = memo(function MapPane(props: { map: unknown; scenario: unknown; game: unknown; highlight: string | null; onReveal: (pointer: string) => void }) {
  // Editing a map as JSON re-parses it every pause: rebuild (and redraw the terrain) only when what is drawn changed.
  const mapKey = useMemo(() => {
    if (!isObj(props.map)) return "";
    const m = props.map;
    return JSON.stringify({ layout: m.layout, grid: m.grid, terrain: m.terrain, terrainTypes: m.terrainTypes, borders: m.borders, features: m.features, seaZones: m.seaZones });
  }, [props.map]);
  const lookup = useMemo(() => (mapKey ? HexLookup.from(JSON.parse(mapKey) as Record<string, unknown>, "map") : null), [mapKey]);
  const colours = useMemo(() => lookup?.colours() ?? [], [lookup]);
  // Big enough to read the counters on a sample-sized map; smaller on a 200×150 theatre.
  const [sizeIndex, setSizeIndex] = useState(() => (!lookup ? 3 : lookup.spec.columns * lookup.spec.rows > 20000 ? 1 : lookup.spec.columns * lookup.spec.rows > 5000 ? 3 : 4));
  const [selected, setSelected] = useState<string | null>(null);
  const dark = useStudioDark();
  const base = useRef<HTMLCanvasElement>(null);
  const counters = useRef<HTMLCanvasElement>(null);
  const overlay = useRef<HTMLCanvasElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const layout = useMemo(() => (lookup ? layoutFor(lookup.spec, SIZES[sizeIndex] as number) : null), [lookup, sizeIndex]);

  // Counters per hex label, from the setup (reinforcements are not on the map yet).
  const stacks = useMemo(() => {
    const out = new Map<string, CounterUnit[]>();
    if (!props.scenario) return out;
    const units = new Map(list(props.scenario, "units").map((u) => [str(u.id) ?? "", u]));
    const typeOf = new Map<string, Record<string, unknown>>(list(props.game, "unitTypes").map((t) => [str(t.id) ?? "", t]));
    const sideColour = new Map(list(props.scenario, "sides").map((s) => [str(s.id), str(s.colour)]));
    const colours = new Map<string, string>();
    const nationColour = (nation: string) => {
      const known = colours.get(nation);
      if (known) return known;
      const n = list(props.scenario, "nations").find((m) => m.id === nation);
      const fromMap = list(props.map, "nations").find((m) => m.id === nation);
      const fromGame = list(props.game, "nations").find((m) => m.id === nation);
      const colour = str(n?.colour) ?? str(fromGame?.colour) ?? str(fromMap?.colour) ?? sideColour.get(str(n?.side) ?? str(fromGame?.side)) ?? "#8a8f84";
      colours.set(nation, colour);
      return colour;
    };
    for (const s of list(props.scenario, "setup")) {
      const unit = str(s.unit);
      const at = str(s.at);
      if (!unit || !at || !/^[0-9]+$/.test(at)) continue;
      const u = units.get(unit) ?? {};
      const n = (k: string) => (typeof u[k] === "number" ? String(u[k]) : "–");
      const counter = { id: unit, symbol: symbolFor(typeOf.get(str(u.type) ?? ""), str(u.type) ?? ""), colour: nationColour(str(u.nation) ?? ""), strengths: `${n("attack")}-${n("defence")}-${n("ma")}` };
      const stack = out.get(at);
      if (stack) stack.push(counter);
      else out.set(at, [counter]);
    }
    return out;
  }, [props.game, props.scenario, props.map]);

  useEffect(() => {
    if (!layout || !base.current) return;
    const ctx = prepare(base.current, layout.width, layout.height);
    if (ctx) drawTerrain(ctx, layout, colours, dark);
  }, [layout, colours, dark]);

  // Redraw counters only when what they show changed (typing a unit's name changes nothing on the map).
  const stacksKey = useMemo(() => [...stacks].map(([at, units]) => `${at}:${units.map((u) => `${u.symbol}/${u.colour}/${u.strengths}`).join(",")}`).join(";"), [stacks]);
  const drawnStacks = useMemo(() => stacks, [stacksKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // Counters and the highlight on separate canvases: a cursor move redraws one ring, not 2,000 counters.
  useEffect(() => {
    if (!layout || !counters.current || !lookup) return;
    const ctx = prepare(counters.current, layout.width, layout.height);
    if (!ctx) return;
    const side = Math.round(layout.size * 1.2);
    for (const [label, units] of drawnStacks) {
      const hex = labelOnGrid(lookup.spec, label);
      if (!hex) continue;
      const c = centre(layout, hex);
      drawStack(ctx, units, c.x, c.y, side);
    }
  }, [layout, lookup, drawnStacks]);

  useEffect(() => {
    if (!layout || !overlay.current || !lookup) return;
    const ctx = prepare(overlay.current, layout.width, layout.height);
    if (!ctx) return;
    const ring = (label: string | null, colour: string, width: number) => {
      const hex = label ? labelOnGrid(lookup.spec, label) : null;
      if (!hex) return;
      hexPath(ctx, layout, hex, 1.02);
      ctx.lineWidth = width;
      ctx.strokeStyle = colour;
      ctx.stroke();
    };
    ring(selected, dark ? "#7aa7ff" : "#2f6fdb", 2.5);
    ring(props.highlight, "#ff2d2d", 3.5);
  }, [layout, lookup, props.highlight, selected, dark]);

  // Bring the highlighted hex into view.
  useEffect(() => {
    const hex = props.highlight && lookup ? labelOnGrid(lookup.spec, props.highlight) : null;
    const el = scroller.current;
    if (!hex || !layout || !el) return;
    const c = centre(layout, hex);
    if (c.x < el.scrollLeft + 20 || c.x > el.scrollLeft + el.clientWidth - 20 || c.y < el.scrollTop + 20 || c.y > el.scrollTop + el.clientHeight - 20) {
      el.scrollTo({ left: c.x - el.clientWidth / 2, top: c.y - el.clientHeight / 2 });
    }
  }, [props.highlight, layout, lookup]);

  if (!lookup || !layout) return <div className="de-map empty">The map has no usable hex grid yet.</div>;

  const here = selected ? placedAt(props.scenario, selected) : [];
  const info = selected ? lookup.info(selected) : null;

  return (
    <section className="de-map" aria-label="Map" data-testid="map-pane" data-highlight={props.highlight ?? ""} data-counters={[...stacks.values()].reduce((n, s) => n + s.length, 0)}>
      <header>
        <strong>Map</strong>
        {props.highlight && (
          <span className="muted" data-testid="map-highlight">
            cursor at {props.highlight}
          </span>
        )}
        <span className="grow" />
        <button type="button" className="btn small ghost" aria-label="Zoom out" disabled={sizeIndex === 0} onClick={() => setSizeIndex(sizeIndex - 1)}>
          −
        </button>
        <button type="button" className="btn small ghost" aria-label="Zoom in" disabled={sizeIndex === SIZES.length - 1} onClick={() => setSizeIndex(sizeIndex + 1)}>
          +
        </button>
      </header>
      <div ref={scroller} className="de-map-scroll">
        <div className="de-map-canvas" style={{ width: layout.width, height: layout.height }}>
          <canvas ref={base} />
          <canvas ref={counters} />
          <canvas
            ref={overlay}
            data-testid="map-canvas"
            onClick={(e) => {
              const rect = e.currentTarget.getBoundingClientRect();
              const hex = pixelToHex(lookup.spec, e.clientX - rect.left - layout.originX, e.clientY - rect.top - layout.originY, layout.size);
              if (!onGrid(lookup.spec, hex)) return;
              const label = formatLabel(lookup.spec, hex);
              setSelected(label);
              const first = placedAt(props.scenario, label)[0];
              if (first) props.onReveal(first.pointer);
            }}
          />
        </div>
      </div>
      {selected && (
        <div className="de-map-here" data-testid="map-here">
          <strong>{selected}</strong> {info?.terrain ? `· ${info.terrain.name ?? info.terrain.id}` : ""}
          {info?.features.map((f, i) => (
            <span key={i} className="muted">
              {" "}
              · {str(f.kind)}
              {str(f.name) ? ` ${str(f.name)}` : ""}
            </span>
          ))}
          {here.length === 0 ? (
            <div className="muted">Nothing set up here.</div>
          ) : (
            <ul>
              {here.map((h) => (
                <li key={h.pointer}>
                  <button type="button" className="btn small ghost" onClick={() => props.onReveal(h.pointer)}>
                    {h.unit}
                    {h.turn ? ` (turn ${h.turn})` : ""}
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
