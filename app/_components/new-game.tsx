"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { GAME_STARTER_LABELS } from "@/lib/starters/templates";
import { createGame } from "../_actions/starters";
import { FormDialog } from "./form-dialog";
import { usePickable } from "./use-pickable";

type Choice = keyof typeof GAME_STARTER_LABELS | "copy";

/** *New game…*: a starter game (Next War standard, 1942-style) or a copy of any game in any project. */
export function NewGameButton({ projectId }: { projectId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<Choice>("nextwar-standard");
  const [source, setSource] = useState("");
  const { projects, error } = usePickable(open && choice === "copy", ["game"]);
  const withGames = (projects ?? []).filter((p) => p.documents.length > 0);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        New game…
      </button>
      <FormDialog
        open={open}
        title="New game"
        submitLabel="Create game"
        fields={[{ name: "name", label: "Name", required: true }]}
        onClose={() => setOpen(false)}
        onSubmit={async ({ name }) => {
          if (choice === "copy" && !source) return "Pick the game to copy.";
          const result = await createGame(projectId, choice === "copy" ? { name: name ?? "", copyFrom: source } : { name: name ?? "", starter: choice });
          if (!result.ok) return result.error;
          router.push(`/projects/${projectId}/documents/${result.value.id}`);
          return null;
        }}
      >
        <fieldset className="field layout-choice">
          <legend>Start from</legend>
          {(Object.entries(GAME_STARTER_LABELS) as [Choice, string][]).map(([id, label]) => (
            <label className="check" key={id}>
              <input type="radio" name="starter" value={id} checked={choice === id} onChange={() => setChoice(id)} /> {label}
            </label>
          ))}
          <label className="check">
            <input type="radio" name="starter" value="copy" checked={choice === "copy"} onChange={() => setChoice("copy")} /> A copy of a game from any project
          </label>
        </fieldset>
        {choice === "copy" && (
          <div className="field">
            <label htmlFor="ng-source">Game to copy</label>
            <select id="ng-source" value={source} onChange={(e) => setSource(e.target.value)} disabled={!projects}>
              <option value="">{projects ? (withGames.length ? "Pick a game…" : "No games yet") : "Loading…"}</option>
              {withGames.map((p) => (
                <optgroup key={p.id} label={p.name}>
                  {p.documents.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                      {d.ruleset ? ` (${d.ruleset})` : ""}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {error && <div className="error-text">{error}</div>}
          </div>
        )}
      </FormDialog>
    </>
  );
}
