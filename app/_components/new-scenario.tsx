"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { PickableDocument } from "@/lib/db/starters";
import { gameRuleset } from "@/lib/starters/rulesets";
import { createScenario } from "../_actions/starters";
import { FormDialog } from "./form-dialog";
import { usePickable } from "./use-pickable";

interface Option {
  doc: PickableDocument;
  project: string;
  here: boolean;
}

/** The board a picked game plays on (a ruleset the studio does not know is taken for a hex one). */
const boardOf = (game: PickableDocument) => gameRuleset(game.ruleset)?.board ?? "hex";
/** Maps a game can be played on: hex maps for Next War, area maps for 1942-style games. */
const fits = (game: PickableDocument | undefined, map: PickableDocument) => !game?.ruleset || (boardOf(game) === "area") === (map.layout === "area");

/**
 * *New scenario…*: pick a game and a map (this project's first; one from
 * another project is copied in), the last turn and who has the initiative.
 * The scenario takes its sides and nations from the game and starts empty.
 */
export function NewScenarioButton({ projectId }: { projectId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { projects, error } = usePickable(open, ["game", "map"]);
  const [gameId, setGameId] = useState("");
  const [mapId, setMapId] = useState("");
  const [side, setSide] = useState("");
  const [name, setName] = useState("");
  // Picking a game resets it to that ruleset's usual length (rounds for an area game, turns for Next War).
  const [turns, setTurns] = useState("8");

  // This project's documents first, then every other project's, each group named.
  const ordered = [...(projects ?? [])].sort((a, b) => Number(b.id === projectId) - Number(a.id === projectId));
  const options = (kind: string): Option[] => ordered.flatMap((p) => p.documents.filter((d) => d.kind === kind).map((doc) => ({ doc, project: p.name, here: p.id === projectId })));
  const games = options("game");
  const game = games.find((g) => g.doc.id === gameId)?.doc;
  const maps = options("map").filter((m) => fits(game, m.doc));
  const info = gameRuleset(game?.ruleset);
  const groups = (list: Option[]) => [...new Set(list.map((o) => `${o.here ? "1" : "2"}${o.project}`))];

  const picker = (id: string, label: string, list: Option[], value: string, set: (v: string) => void, what: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => set(e.target.value)} disabled={!projects}>
        <option value="">{projects ? (list.length ? `Pick a ${what}…` : `No ${what}s yet: create one first`) : "Loading…"}</option>
        {groups(list).map((g) => (
          <optgroup key={g} label={g.startsWith("1") ? `This project (${g.slice(1)})` : `${g.slice(1)} — copied into this project`}>
            {list
              .filter((o) => `${o.here ? "1" : "2"}${o.project}` === g)
              .map((o) => (
                <option key={o.doc.id} value={o.doc.id}>
                  {o.doc.name}
                  {o.doc.ruleset ? ` (${o.doc.ruleset})` : o.doc.layout ? ` (${o.doc.layout})` : ""}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        New scenario…
      </button>
      <FormDialog
        open={open}
        title="New scenario"
        submitLabel="Create scenario"
        fields={[]}
        onClose={() => {
          setOpen(false);
          setGameId("");
          setMapId("");
          setSide("");
          setName("");
          setTurns("8");
        }}
        onSubmit={async () => {
          if (!gameId || !mapId) return "Pick the scenario's game and map.";
          const lastTurn = Number(turns);
          if (!Number.isInteger(lastTurn) || lastTurn < 1 || lastTurn > 999) return "The number of turns must be a whole number from 1 to 999.";
          const result = await createScenario(projectId, { name, gameId, mapId, lastTurn, initiativeSide: side || undefined });
          if (!result.ok) return result.error;
          router.push(`/projects/${projectId}/documents/${result.value.id}`);
          return null;
        }}
      >
        <div className="field">
          <label htmlFor="ns-name">Name</label>
          <input id="ns-name" type="text" value={name} onChange={(e) => setName(e.target.value)} required autoFocus autoComplete="off" />
        </div>
        {picker("ns-game", "Game", games, gameId, (v) => {
          setGameId(v);
          setSide("");
          const next = games.find((g) => g.doc.id === v)?.doc;
          setTurns(String(gameRuleset(next?.ruleset)?.lastTurn ?? 8));
          if (mapId && !options("map").some((m) => m.doc.id === mapId && fits(next, m.doc))) setMapId("");
        }, "game")}
        {picker("ns-map", "Map", maps, mapId, setMapId, "map")}
        <div className="field">
          <label htmlFor="ns-turns">{info?.turnName === "round" ? "Rounds" : "Turns"}</label>
          <input id="ns-turns" type="number" min={1} max={999} value={turns} onChange={(e) => setTurns(e.target.value)} />
        </div>
        {game && (info?.initiative ?? true) && (game.sides?.length ?? 0) > 0 && (
          <div className="field">
            <label htmlFor="ns-side">Initiative on turn 1</label>
            <select id="ns-side" value={side || game.sides?.[0]?.id} onChange={(e) => setSide(e.target.value)}>
              {game.sides?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {error && <div className="error-text">{error}</div>}
      </FormDialog>
    </>
  );
}
