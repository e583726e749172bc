"use client";

import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type AaAction, type AaBundle, type AaEvent, type AaState, aaStateHash, actingNation, applyAa, createAaGame } from "@/lib/engine";
import { boardOf } from "@/lib/engine/rulesets/aa1942/queries";
import { actionFor, bombardView, dropText, landingReach, legalDestinations, movableGroups, pickUnits } from "@/lib/playtest/area-moves";
import { battleCounts, battleList, currentBattle, diceSteps } from "@/lib/playtest/area-battles";
import { aaActionTitle, describeAaEvent } from "@/lib/playtest/area-log";
import { areaTrackOf, canalViews, spaceViews } from "@/lib/playtest/area-view-model";
import { BattleCalculator } from "../battle-calculator/battle-calculator";
import { AidsPanel } from "../game-screen/aids-panel";
import { downloadGameLog } from "../game-screen/export-log";
import { GameScreen, ReplayBar } from "../game-screen/game-screen";
import { LogPanel } from "../game-screen/log-panel";
import { PlayersPanel } from "../game-screen/players-panel";
import { type GameScreenRuleset, useGameScreen } from "../game-screen/use-game-screen";
import type { PlaytestSaveTarget } from "../game-screen/use-playtest-save";
import { useStableCallback } from "../game-screen/use-stable-callback";
import { AreaBoard } from "./area-board";
import { runAreaBots } from "./area-bots";
import styles from "./area-playtest.module.css";
import { BattleBoardPanel, CasualtyPanel, RetreatPanel } from "./battle-panel";
import { InterceptPanel } from "./intercept-panel";
import type { BoardMarks } from "./draw-board";
import { PurchasePanel } from "./economy-panels";
import { MobilisePanel, useUnplacedConfirm } from "./mobilise-panel";
import { MovePanel } from "./move-panel";
import { AreaTrackPanel } from "./track-panel";
import { areaRefusalWords } from "@/lib/playtest/refusal-words";

export interface AreaPlaytestProps extends PlaytestSaveTarget {
  projectId: string;
  bundle: AaBundle;
  seedWasRandom: boolean;
  initialActions: AaAction[];
}

declare global {
  interface Window {
    /** The open area playtest, for end-to-end tests and benchmarks to read and aim with. */
    __warbenchAreaPlaytest?: {
      state: () => AaState;
      hash: () => string;
      pointOf: (space: string) => { x: number; y: number } | null;
      lastEvents: () => AaEvent[];
      log: () => number;
    };
  }
}

const END_LABELS: Record<AaState["phase"], string> = {
  purchase: "Buy nothing",
  "combat-move": "End combat move",
  "conduct-combat": "End combat",
  "noncombat-move": "End non-combat move",
  mobilise: "End mobilisation",
  "collect-income": "Collect income",
};

/** A&A 1942 for the game screen's shell: its engine, the power deciding, its bots. */
function aaScreen(bundle: AaBundle): GameScreenRuleset<AaState, AaAction, AaEvent> {
  return { engine: { create: (seed) => createAaGame(bundle, seed), apply: applyAa }, actor: actingNation, finished: (s) => s.result !== null, runBots: runAreaBots, refusalWords: areaRefusalWords };
}

const MemoAids = memo(AidsPanel);
const NO_DICE: number[] = [];

/** The aa1942 playtest: the area board, the turn track, a panel per phase, and the game screen's log, players, bots, replay, saved games and aids. */
export function AreaPlaytest(props: AreaPlaytestProps) {
  const { bundle } = props;
  const ruleset = useMemo(() => aaScreen(bundle), [bundle]);
  const screen = useGameScreen({ ruleset, seed: props.seed, initialActions: props.initialActions, target: props, seats: bundle.game.turnOrder });
  const { game, shown, live, replayAt, players, act } = screen;
  const track = useMemo(() => areaTrackOf(shown), [shown]);
  const views = useMemo(() => spaceViews(shown), [shown]);
  const names = useCallback((id: string) => views.get(id)?.name ?? id, [views]);
  const cities = useMemo(() => new Set(bundle.scenario.victoryCities?.cities ?? bundle.map.territories.filter((t) => t.victoryCity).map((t) => t.id)), [bundle]);
  const seats = useMemo(() => bundle.game.turnOrder.map((id) => ({ id, name: bundle.game.nations.find((n) => n.id === id)?.name ?? id })), [bundle]);

  const [selected, setSelected] = useState<string | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [raid, setRaid] = useState(false);
  const [calculator, setCalculator] = useState<{ key: number; space: string } | null>(null);
  const pointOf = useRef<(id: string) => { x: number; y: number } | null>(() => null);

  const moving = live && !shown.result && !shown.decision && (shown.phase === "combat-move" || shown.phase === "noncombat-move");
  const groups = useMemo(() => (moving && selected ? movableGroups(shown, selected) : []), [moving, selected, shown]);
  const chosen = useMemo(() => pickUnits(groups, counts), [groups, counts]);
  const destinations = useMemo(() => (chosen.length > 0 ? legalDestinations(shown, chosen, { raid }) : new Map()), [shown, chosen, raid]);
  const hovered = hover ? destinations.get(hover) : undefined;
  const landing = useMemo(() => (hovered ? landingReach(shown, chosen, hovered.to, hovered.cost) : []), [shown, chosen, hovered]);

  const bombard = useMemo(() => (moving && selected ? bombardView(shown, selected) : null), [moving, selected, shown]);

  const clearSelection = () => {
    setSelected(null);
    setCounts({});
    setRaid(false);
  };

  // A mobilisation that would leave bought units unplaced asks first (they stay bought) [AA:mobilise].
  const { actOrAsk, dialog: unplacedDialog } = useUnplacedConfirm(shown, live, act);

  const humanTurn = players[actingNation(shown)] === "human";

  // Units may leave the selected space: some are chosen, or it is a sea zone whose transports may unload.
  const canMove = moving && humanTurn && selected !== null && (chosen.length > 0 || boardOf(shown.bundle.map).spaces.get(selected)?.sea === true);
  /** A click on a space, a drop on it, or its button in the move panel: one action path [AA:combat-move]. */
  const moveTo = (id: string) => {
    if (!canMove || !selected || id === selected) return;
    if (act(actionFor(shown, chosen, id, { raid, from: selected }))) clearSelection();
  };

  const onSpaceClick = (id: string) => {
    if (!live || shown.result) return;
    if (canMove && selected !== id) {
      moveTo(id);
      return;
    }
    setSelected(selected === id ? null : id);
    setCounts({});
    setRaid(false);
  };

  // Escape drops the selection (and what it highlights), unless a field has the keys.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || (e.target instanceof HTMLElement && e.target.closest("input, select, textarea, [role=dialog]"))) return;
      setSelected(null);
      setCounts({});
      setRaid(false);
      setHover(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    window.__warbenchAreaPlaytest = {
      state: () => game.latest(),
      hash: () => aaStateHash(game.latest()),
      pointOf: (id) => pointOf.current(id),
      lastEvents: () => game.lastEvents(),
      log: () => game.log.length,
    };
    return () => {
      delete window.__warbenchAreaPlaytest;
    };
  }, [game]);

  // The battle on the board: the one being fought, else the one in the selected space, else where dice last fell.
  const battle = currentBattle(shown);
  // This turn's events (from the entry that began it), for the list of its battles.
  const turnEvents = useMemo(() => {
    const end = replayAt ?? game.log.length;
    let i = end - 1;
    while (i > 0 && !game.log[i]!.events.some((e) => e.type === "turn")) i -= 1;
    return game.log.slice(Math.max(0, i), end).flatMap((l) => l.events);
  }, [game.log, replayAt]);
  const battles = useMemo(() => battleList(shown, turnEvents), [shown, turnEvents]);
  const recentEvents = useMemo(() => game.log.slice(Math.max(0, (replayAt ?? game.log.length) - 60), replayAt ?? game.log.length).flatMap((l) => l.events), [game.log, replayAt]);
  const lastDiceSpace = [...recentEvents].reverse().find((e) => e.type === "die-roll" && typeof e.space === "string")?.space as string | undefined;
  const battleSpace = battle?.space ?? (shown.phase === "conduct-combat" ? lastDiceSpace : undefined) ?? lastDiceSpace;
  const steps = useMemo(() => (battleSpace ? diceSteps(shown, recentEvents, battleSpace) : []), [shown, recentEvents, battleSpace]);

  const marks: BoardMarks = {
    selected,
    hover,
    destinations: new Map([...destinations.values()].map((d) => [d.to, d.cost])),
    landing: new Set(landing),
    path: hovered && selected ? [selected, ...hovered.path] : [],
    battles: new Set(shown.battles.map((b) => b.space)),
    canals: canalViews(shown),
  };

  const onExport = useStableCallback(() => downloadGameLog({ bundle, seed: props.seed, actions: game.log.map((l) => l.action), finalStateHash: aaStateHash(game.state), scenarioName: props.scenarioName }));
  const onReplay = useStableCallback((at: number | null) => {
    screen.setReplayAt(at);
    clearSelection();
  });
  const onEnd = useStableCallback(() => {
    clearSelection();
    actOrAsk({ type: "end-phase" });
  });
  const onUndoTo = useStableCallback((n: number) => {
    clearSelection();
    screen.undoTo(n);
  });
  const onJumpToTurn = useStableCallback((round: number) => screen.playUntil((s) => s.round >= round));
  const onForceDie = useStableCallback((value: number) => act({ type: "force-die", value }));
  const logTitle = useCallback((a: AaAction) => aaActionTitle(shown, a), [shown]);
  const logLines = useCallback(
    (events: readonly AaEvent[]) =>
      events
        .flatMap((ev) => {
          const text = describeAaEvent(shown, ev);
          return text === null ? [] : [{ text, rule: ev.rule }];
        })
        .slice(0, 14),
    [shown],
  );
  const hash = useMemo(() => aaStateHash(shown), [shown]);

  const decision = shown.decision;
  const calcSpace = selected ?? battle?.space ?? shown.battles[0]?.space ?? null;
  return (
    <GameScreen
      testId="area-playtest"
      message={screen.message}
      onDismiss={screen.dismiss}
      replay={live ? null : { at: replayAt!, length: game.log.length, onBack: () => screen.setReplayAt(null) }}
      board={
        <AreaBoard
          map={bundle.map}
          views={views}
          victoryCities={cities}
          complexes={shown.complexes}
          marks={marks}
          onSpaceClick={onSpaceClick}
          dragFrom={canMove ? selected : null}
          onSpaceDrop={(from, to) => from === selected && moveTo(to)}
          dropLabel={(to) => dropText(shown, chosen, selected ?? "", to, destinations, names)}
          onSpaceHover={setHover}
          onPointOf={(f) => (pointOf.current = f)}
        />
      }
      bar={
        <ReplayBar at={replayAt} length={game.log.length} onChange={onReplay}>
          <button type="button" className="btn small" data-testid="open-calculator" disabled={!calcSpace} onClick={() => calcSpace && setCalculator((c) => ({ key: (c?.key ?? 0) + 1, space: calcSpace }))}>
            Calculator{calcSpace ? `: ${names(calcSpace)}` : ""}
          </button>
        </ReplayBar>
      }
      side={
        <>
          <AreaTrackPanel track={track} saveState={screen.saveState} seed={props.seed} seedWasRandom={props.seedWasRandom} canEnd={live && humanTurn && !shown.result && !decision} endLabel={END_LABELS[shown.phase]} onEnd={onEnd} />
          {live && humanTurn && !shown.result && !decision && shown.phase === "purchase" && <PurchasePanel key={game.log.length} state={shown} onAct={act} />}
          {live && humanTurn && !shown.result && !decision && shown.phase === "mobilise" && <MobilisePanel key={game.log.length} state={shown} onAct={actOrAsk} />}
          {moving && humanTurn && (
            <MovePanel
              state={shown}
              selected={selected}
              groups={groups}
              counts={counts}
              onCounts={setCounts}
              raid={raid}
              onRaid={setRaid}
              destinations={destinations}
              hovered={hovered}
              onHover={setHover}
              onMoveTo={moveTo}
              landing={landing}
              bombard={bombard}
              onAct={act}
              names={names}
            />
          )}
          {live && decision?.kind === "casualties" && humanTurn && <CasualtyPanel key={`${game.log.length}`} state={shown} decision={decision} onAct={act} />}
          {live && decision?.kind === "retreat" && humanTurn && <RetreatPanel state={shown} decision={decision} onAct={act} />}
          {live && decision?.kind === "intercept" && humanTurn && <InterceptPanel key={`${game.log.length}`} state={shown} decision={decision} onAct={act} />}
          {((battleSpace && (shown.phase === "conduct-combat" || steps.length > 0)) || (battles && battles.length > 0)) && (
            <BattleBoardPanel state={shown} battle={battle} steps={steps} space={battleSpace ? names(battleSpace) : null} list={battles} />
          )}
          <PlayersPanel seats={seats} players={players} onPlayers={screen.setPlayers} speed={screen.speed} onSpeed={screen.setSpeed} />
          <LogPanel log={game.log} title={logTitle} lines={logLines} />
          <MemoAids log={game.log} onUndoTo={onUndoTo} onJumpToTurn={onJumpToTurn} turns={track.roundLimit} state={shown} onExport={onExport} onForceDie={onForceDie} forcedQueue={shown.dice.forced ?? NO_DICE} hash={hash} />
        </>
      }
      overlay={
        <>
          {unplacedDialog}
          {calculator && (
            <div className={styles.overlay} role="dialog" aria-label="Battle calculator" data-testid="calculator-dialog">
              <div className={styles.dialog}>
                <div className={styles.row}>
                  <h3>Battle calculator: {names(calculator.space)}</h3>
                  <button type="button" className="btn small" onClick={() => setCalculator(null)}>
                    Close
                  </button>
                </div>
                <BattleCalculator key={calculator.key} game={bundle.game} initial={battleCounts(shown, calculator.space)} />
              </div>
            </div>
          )}
        </>
      }
    />
  );
}
