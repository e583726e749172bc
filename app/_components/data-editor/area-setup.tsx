"use client";
/**
 * The set-up of an area scenario as a form and a list: pick a territory or
 * sea zone, a nation (its owner to begin with), a unit type that may start
 * there and a count, Add; the list shows every space's units by nation with
 * their counts to change or take away. Each action is one edit of the JSON
 * text (one undo step), as the OOB table's are.
 */
import { memo, useMemo, useState } from "react";
import { isObj, list, str } from "@/lib/editor-intel/values";
import { AREA_COUNT_MAX, type TextEdit, addAreaUnitsEdits, nationColours, setAreaCountEdits } from "@/lib/scenario-setup";

interface Space {
  id: string;
  name: string;
  sea: boolean;
  owner?: string;
}

interface UnitType {
  id: string;
  name: string;
  domain: string;
  cost: number;
}

export interface AreaSetupProps {
  value: unknown;
  game: unknown;
  map: unknown;
  getText: () => string;
  onEdits: (edits: TextEdit[]) => void;
  onReveal: (pointer: string) => void;
}

/** Land units, aircraft and structures start in territories; ships and aircraft at sea (as lib/validate says). */
const fits = (type: UnitType, space: Space | undefined) => !space || (space.sea ? type.domain === "sea" || type.domain === "air" : type.domain !== "sea");

export const AreaSetup = memo(function AreaSetup(props: AreaSetupProps) {
  const spaces = useMemo<Space[]>(() => {
    const land = list(props.map, "territories")
      .filter((t) => t.impassable !== true)
      .flatMap((t) => (str(t.id) ? [{ id: t.id as string, name: str(t.name) ?? (t.id as string), sea: false, owner: str(t.originalOwner) }] : []));
    const sea = list(props.map, "seaZones").flatMap((z) => (str(z.id) ? [{ id: z.id as string, name: str(z.name) ?? (z.id as string), sea: true }] : []));
    return [...land, ...sea];
  }, [props.map]);
  const types = useMemo<UnitType[]>(
    () => list(props.game, "unitTypes").flatMap((t) => (str(t.id) ? [{ id: t.id as string, name: str(t.name) ?? (t.id as string), domain: str(t.domain) ?? "", cost: typeof t.cost === "number" ? t.cost : 0 }] : [])),
    [props.game],
  );
  const nations = useMemo(() => list(props.value, "nations").flatMap((n) => (str(n.id) ? [{ id: n.id as string, name: str(n.name) ?? (n.id as string) }] : [])), [props.value]);
  const colours = useMemo(() => nationColours(props.value, props.game, props.map), [props.value, props.game, props.map]);
  const entries = useMemo(
    () =>
      list(props.value, "areaSetup").map((e, index) => ({
        index,
        territory: str(e.territory) ?? "",
        nation: str(e.nation) ?? "",
        units: (Array.isArray(e.units) ? e.units : []).map((u: unknown) => (isObj(u) ? { type: str(u.type) ?? "", count: typeof u.count === "number" ? u.count : 0 } : { type: "", count: 0 })),
      })),
    [props.value],
  );

  const spaceById = useMemo(() => new Map(spaces.map((s) => [s.id, s])), [spaces]);
  const typeById = useMemo(() => new Map(types.map((t) => [t.id, t])), [types]);
  const nationName = (id: string) => nations.find((n) => n.id === id)?.name ?? id;
  const ownerOf = (space: Space | undefined) => (space?.owner && nations.some((n) => n.id === space.owner) ? space.owner : nations[0]?.id ?? "");

  const [spaceId, setSpaceId] = useState("");
  const [nation, setNation] = useState("");
  const [typeId, setTypeId] = useState("");
  const [count, setCount] = useState("1");
  const [error, setError] = useState<string | null>(null);
  const space = spaceById.get(spaceId) ?? spaces[0];
  const fitting = types.filter((t) => fits(t, space));
  const pickedNation = nations.some((n) => n.id === nation) ? nation : ownerOf(space);
  const pickedType = fitting.some((t) => t.id === typeId) ? typeId : fitting[0]?.id ?? "";

  function add() {
    const result = addAreaUnitsEdits(props.getText(), { territory: space?.id ?? "", nation: pickedNation, type: pickedType, count: Number(count) });
    if (!result.ok) return setError(result.reason);
    setError(null);
    props.onEdits(result.edits);
  }

  function setCountAt(entry: number, unit: number, raw: string, was: number) {
    const n = Number(raw);
    if (raw.trim() === "" || n === was) return;
    const result = setAreaCountEdits(props.getText(), entry, unit, n);
    if (!result.ok) return setError(result.reason);
    setError(null);
    props.onEdits(result.edits);
  }

  // Spaces in map order (then any the map does not hold, as written), each with its nations' entries.
  const order = new Map(spaces.map((s, i) => [s.id, i]));
  const bySpace = [...new Set(entries.map((e) => e.territory))].sort((a, b) => (order.get(a) ?? 1e9) - (order.get(b) ?? 1e9));
  const totals = nations.map((n) => {
    const mine = entries.filter((e) => e.nation === n.id).flatMap((e) => e.units);
    return { ...n, units: mine.reduce((s, u) => s + u.count, 0), ipc: mine.reduce((s, u) => s + u.count * (typeById.get(u.type)?.cost ?? 0), 0) };
  });

  return (
    <div className="de-area" data-testid="area-setup">
      <p className="muted de-hint">The units each nation starts with, by territory and sea zone. Land units, aircraft and structures start in territories; ships and aircraft at sea.</p>
      {spaces.length === 0 ? (
        <p className="muted de-hint">The scenario&apos;s map has no territories or sea zones yet: draw them in the area painter first.</p>
      ) : (
        <form
          className="de-area-add"
          aria-label="Add units"
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <label>
            Where{" "}
            <select
              aria-label="Territory or sea zone"
              value={space?.id ?? ""}
              onChange={(e) => {
                setSpaceId(e.target.value);
                // A territory's units are its owner's to begin with; a sea zone keeps the nation last picked.
                setNation(spaceById.get(e.target.value)?.owner ? "" : pickedNation);
              }}
            >
              {[false, true].map((sea) => (
                <optgroup key={String(sea)} label={sea ? "Sea zones" : "Territories"}>
                  {spaces
                    .filter((s) => s.sea === sea)
                    .map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </label>
          <label>
            Nation{" "}
            <select aria-label="Nation" value={pickedNation} onChange={(e) => setNation(e.target.value)}>
              {nations.map((n) => (
                <option key={n.id} value={n.id}>
                  {n.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Units{" "}
            <input aria-label="How many" type="number" min={1} max={AREA_COUNT_MAX} value={count} onChange={(e) => setCount(e.target.value)} style={{ width: 56 }} />{" "}
            <select aria-label="Unit type" value={pickedType} onChange={(e) => setTypeId(e.target.value)}>
              {fitting.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.domain})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn small primary" disabled={!space || !pickedNation || !pickedType}>
            Add
          </button>
        </form>
      )}
      {error && (
        <div className="banner error de-inline-error" role="alert">
          {error}
        </div>
      )}
      <div className="de-area-totals" data-testid="area-totals">
        {totals.map((t) => (
          <span key={t.id}>
            <span className="de-swatch" style={{ background: colours.get(t.id) }} aria-hidden="true" /> {t.name}: {t.units} unit{t.units === 1 ? "" : "s"}, {t.ipc} IPC
          </span>
        ))}
      </div>
      <div className="de-area-list">
        {bySpace.length === 0 && <p className="muted de-hint">Nothing set up yet: add units above.</p>}
        {bySpace.map((id) => {
          const where = spaceById.get(id);
          return (
            <section key={id} className="de-area-space" aria-label={where?.name ?? id}>
              <h3>
                {where?.name ?? <span className="bad">{id} (not on the map)</span>} {where && <span className="muted">{where.sea ? "sea zone" : "territory"}</span>}
              </h3>
              {entries
                .filter((e) => e.territory === id)
                .map((e) => (
                  <div key={e.index} className="de-area-entry">
                    <button type="button" className="btn small ghost" title="Show in JSON" onClick={() => props.onReveal(`/areaSetup/${e.index}`)}>
                      <span className="de-swatch" style={{ background: colours.get(e.nation) }} aria-hidden="true" /> {nationName(e.nation)}
                    </button>
                    <ul>
                      {e.units.map((u, j) => {
                        const label = `${typeById.get(u.type)?.name ?? u.type} of ${nationName(e.nation)} in ${where?.name ?? id}`;
                        return (
                          <li key={`${j}:${u.type}`}>
                            <input
                              key={u.count}
                              type="number"
                              min={0}
                              max={AREA_COUNT_MAX}
                              aria-label={label}
                              defaultValue={u.count}
                              style={{ width: 52 }}
                              onBlur={(ev) => setCountAt(e.index, j, ev.currentTarget.value, u.count)}
                              onKeyDown={(ev) => ev.key === "Enter" && setCountAt(e.index, j, ev.currentTarget.value, u.count)}
                            />{" "}
                            {typeById.get(u.type)?.name ?? <span className="bad">{u.type}</span>}
                            <button type="button" className="btn small ghost" aria-label={`Remove ${label}`} title="Take these units away" onClick={() => setCountAt(e.index, j, "0", u.count)}>
                              ×
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                ))}
            </section>
          );
        })}
      </div>
    </div>
  );
});
