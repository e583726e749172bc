"use client";

import { useState } from "react";
import { type EngineBundle, RULESETS } from "@/lib/engine";
import { validateProject } from "@/lib/validate";
import { readDraft, type ScenarioDraft } from "./draft";
import type { PlaytestProps } from "../playtest/playtest";
import { playtestScreen } from "./screens";


/** `ruleset`, the engine ruleset's id in the registry, picks the game and its screen (screens.tsx): the hex playtest, or the area playtest (same saved games and aids). */
export type PlaytestEntryProps = Omit<PlaytestProps, "seed"> & { seed: number | null; errors: LintSummary[]; useDraft: boolean; ruleset: string };

function randomSeed(): number {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return word[0]! & 0x7fffffff;
}

function loadDraft(documentId: string, saved: EngineBundle): { value: ScenarioDraft; bundle: EngineBundle; errors: LintSummary[] } | null {
  const stored = readDraft(documentId);
  let scenario: unknown = null;
  try {
    scenario = stored ? JSON.parse(stored.text) : null;
  } catch {
    scenario = null;
  }
  if (!stored || !scenario || typeof scenario !== "object") return null;
  const bundle = { ...saved, scenario } as EngineBundle;
  return { value: stored, bundle, errors: errorsOf(bundle) };
}

export interface LintSummary {
  document: string;
  code: string;
  message: string;
  pointer: string;
}

/** The lint errors of a bundle, as the gate lists them. */
function errorsOf(bundle: EngineBundle): LintSummary[] {
  const found = validateProject({ game: { value: bundle.game }, map: { value: bundle.map }, scenario: { value: bundle.scenario } });
  return (["game", "map", "scenario"] as const).flatMap((kind) =>
    (found[kind] ?? []).filter((f) => f.severity === "error").map((f) => ({ document: kind, code: f.code, message: f.message, pointer: f.pointer })),
  );
}

/**
 * Validate before play: a scenario with errors opens with them listed and a
 * choice to play anyway. With `draft`, the scenario is the unsaved text the
 * data editor handed over, checked here in the browser.
 */
export default function PlaytestEntry(props: PlaytestEntryProps) {
  const { errors: savedErrors, useDraft: wantsDraft, seed: givenSeed, ruleset, ...rest } = props;
  const screen = playtestScreen(ruleset);
  const [seed] = useState(() => givenSeed ?? randomSeed());
  // This module only ever runs in the browser (loaded with ssr: false), so the draft is read at once.
  const [draft] = useState(() => (wantsDraft ? loadDraft(props.documentId, props.bundle) : null));
  // A game is played on the documents it started with, even if the page re-renders after a save.
  const [bundle] = useState(() => (draft ? draft.bundle : rest.bundle));
  const errors = draft ? draft.errors : savedErrors;
  const [go, setGo] = useState(false);
  // Data the engine cannot start from (the lint gate lists why) must not take the page down.
  const [startError] = useState(() => {
    try {
      // An unknown ruleset is the registry's one error.
      RULESETS.get(ruleset).create(bundle, { seed });
      if (!screen) throw new Error(`The studio has no playtest screen for ${RULESETS.get(ruleset).name}.`);
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  });
  if (!screen || (startError && (go || errors.length === 0))) {
    return (
      <div className="panel pad" data-testid="start-error">
        <h2>The engine cannot start this scenario</h2>
        <p>{startError}</p>
        <p className="muted">Fix the scenario in the editor; its problems panel shows where the data is wrong.</p>
      </div>
    );
  }
  const ready = go || errors.length === 0 || props.initialActions.length > 0;
  if (!ready) {
    return (
      <div className="panel pad" data-testid="lint-gate">
        <h2>This scenario has {errors.length} error{errors.length === 1 ? "" : "s"}</h2>
        <p className="muted">The engine may refuse moves or play oddly where the data is wrong. Fix them in the editor, or play anyway to see what happens.</p>
        <ul className="findings">
          {errors.slice(0, 50).map((f, i) => (
            <li key={i} className="finding error">
              <span className="code">{f.code}</span> {f.document}
              {f.pointer}: {f.message}
            </li>
          ))}
        </ul>
        <div className="actions" style={{ marginTop: 12 }}>
          <button type="button" className="btn primary" onClick={() => setGo(true)}>
            Play anyway
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      {wantsDraft && !draft && <div className="banner warn">The unsaved scenario was not found in this tab; playing the saved revision.</div>}
      {rest.copyOf != null && (
        <div className="banner warn" data-testid="copy-banner">
          {rest.copyOf ? `This game is ${rest.copyOf}'s` : "This game is not yours"}: your moves are saved as a new game of your own, and {rest.copyOf ? "theirs" : "it"} stays as it was.
        </div>
      )}
      {draft && (
        <div className="banner warn" data-testid="draft-banner">
          Playing unsaved changes. Saving the game first saves the scenario as a new revision.
        </div>
      )}
      {screen({ ...rest, seed, bundle, draft: draft ? draft.value : null })}
    </>
  );
}
