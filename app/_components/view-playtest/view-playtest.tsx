"use client";

import { useCallback, useMemo } from "react";
import type { AnyRuleset, RulesetView } from "@/lib/engine/core/ruleset";
import { GameScreen, ReplayBar } from "../game-screen/game-screen";
import { SaveIndicator, SeedLine } from "../game-screen/game-status";
import { type LogLine, LogPanel } from "../game-screen/log-panel";
import { PlayersPanel } from "../game-screen/players-panel";
import { useGameScreen } from "../game-screen/use-game-screen";
import type { PlaytestSaveTarget } from "../game-screen/use-playtest-save";
import { actionLabel, contractScreen } from "./contract-screen";
import { ViewBoard } from "./view-board";

export interface ViewPlaytestProps extends PlaytestSaveTarget {
  ruleset: AnyRuleset;
  bundle: unknown;
  seedWasRandom: boolean;
  initialActions: unknown[];
}

/**
 * The playtest of a ruleset the studio has no screen of its own for [#27]:
 * the game-screen shell (log, replay, bots, saved games) over the ruleset's
 * view model and legal actions, so a newly registered ruleset plays in the
 * studio before anyone draws its board. Everything here comes through the
 * contract; nothing names a ruleset.
 */
export function ViewPlaytest(props: ViewPlaytestProps) {
  const { ruleset: rules, bundle, seed } = props;
  const ruleset = useMemo(() => contractScreen<unknown, unknown, unknown>(rules, bundle, seed), [rules, bundle, seed]);
  const first = useMemo(() => rules.create(bundle, { seed }), [rules, bundle, seed]);
  const seats = useMemo(() => (rules.sides(first) as string[]).map((id) => ({ id, name: id })), [rules, first]);
  const screen = useGameScreen({ ruleset, seed, initialActions: props.initialActions, target: props, seats: seats.map((s) => s.id) });
  const { game, shown, live, replayAt, players, act } = screen;
  const actor = rules.actingSide(shown) as string | null;
  const human = live && actor !== null && (players[actor] ?? "human") === "human";
  // A person at the table sees what their side sees; with bots at every seat the onlooker sees all.
  const view = useMemo(() => viewOf(rules, shown, human ? actor : null), [rules, shown, human, actor]);
  const actions = useMemo(() => (human && rules.legalActions ? (rules.legalActions(shown) as unknown[]) : []), [human, rules, shown]);
  const lines = useCallback((events: readonly unknown[]): LogLine[] => events.map((e) => ({ text: rules.words ? (rules.words(shown, e) as string) : actionLabel(e) })), [rules, shown]);
  const onReplay = useCallback((at: number | null) => screen.setReplayAt(at), [screen]);
  const sideName = useCallback((id: string) => id, []);

  return (
    <GameScreen
      testId="view-playtest"
      message={screen.message}
      onDismiss={screen.dismiss}
      replay={live ? null : { at: replayAt!, length: game.log.length, onBack: () => screen.setReplayAt(null) }}
      board={view ? <ViewBoard view={view} sideName={sideName} /> : <p className="muted">{rules.name} gives no view of its games.</p>}
      bar={<ReplayBar at={replayAt} length={game.log.length} onChange={onReplay} />}
      side={
        <>
          <div className="painter-panel">
            <h3>{rules.name}</h3>
            <SaveIndicator state={screen.saveState} />
            <SeedLine seed={seed} random={props.seedWasRandom} />
          </div>
          {human && (
            <div className="painter-panel" data-testid="view-actions">
              <h3>Your move, {actor}</h3>
              {actions.length === 0 && <p className="muted">{rules.name} lists no actions here: let a bot play this seat.</p>}
              {actions.map((a, i) => (
                <button key={i} type="button" className="btn small" onClick={() => act(a)}>
                  {actionLabel(a)}
                </button>
              ))}
            </div>
          )}
          <PlayersPanel seats={seats} players={players} onPlayers={screen.setPlayers} speed={screen.speed} onSpeed={screen.setSpeed} />
          <LogPanel log={game.log} title={actionLabel} lines={lines} />
        </>
      }
    />
  );
}

function viewOf(rules: AnyRuleset, state: unknown, viewer: string | null): RulesetView | null {
  return rules.view ? (rules.view(state, viewer) as RulesetView) : null;
}
