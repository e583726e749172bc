"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type AaAction, type AaBundle, type AaEvent, type AaState, aaStateHash, actingNation, applyAa, createAaGame, makeGameLog } from "@/lib/engine";
import { boardOf } from "@/lib/engine/rulesets/aa1942/board";
import { actionFor, bombardView, dropText, landingReach, legalDestinations, movableGroups, pickUnits } from "@/lib/playtest/area-moves";
import { battleCounts, battleList, currentBattle, diceSteps } from "@/lib/playtest/area-battles";
import { areaTrackOf, canalViews, spaceViews } from "@/lib/playtest/area-view-model";
import { BattleCalculator } from "../battle-calculator/battle-calculator";
import { AidsPanel } from "../playtest/aids-panel";
import type { PlayerKind } from "../playtest/bots";
import { type PlayEngine, useEngineGame } from "../playtest/use-game";
import { type PlaytestSaveTarget, usePlaytestSave } from "../playtest/use-playtest-save";
import { AreaBoard } from "./area-board";
import { runAreaBots } from "./area-bots";
import styles from "./area-playtest.module.css";
import { BattleBoardPanel, CasualtyPanel, RetreatPanel } from "./battle-panel";
import type { BoardMarks } from "./draw-board";
import { PurchasePanel } from "./economy-panels";
import { MobilisePanel, useUnplacedConfirm } from "./mobilise-panel";
import { MovePanel } from "./move-panel";
import { AreaLogPanel, AreaPlayersPanel, AreaTrackPanel } from "./track-panel";

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

/** The aa1942 playtest: the area board, the turn track, a panel per phase, bots, and the Next War playtest's saved games and aids. */
export function AreaPlaytest(props: AreaPlaytestProps) {
  const engine = useMemo<PlayEngine<AaState, AaAction, AaEvent>>(() => ({ create: (seed) => createAaGame(props.bundle, seed), apply: applyAa }), [props.bundle]);
  const game = useEngineGame(engine, props.seed, props.initialActions);
  const { saveState, setSaveState } = usePlaytestSave(props, game.log, game.state.result !== null);
  const [replayAt, setReplayAt] = useState<number | null>(null);
  const shown = replayAt === null ? game.state : game.states[replayAt]!;
  const live = replayAt === null;
  const track = useMemo(() => areaTrackOf(shown), [shown]);
  const views = useMemo(() => spaceViews(shown), [shown]);
  const names = useCallback((id: string) => views.get(id)?.name ?? id, [views]);
  const cities = useMemo(() => new Set(props.bundle.scenario.victoryCities?.cities ?? props.bundle.map.territories.filter((t) => t.victoryCity).map((t) => t.id)), [props.bundle]);

  const [players, setPlayers] = useState<Record<string, PlayerKind>>(() => Object.fromEntries(props.bundle.game.turnOrder.map((n) => [n, "human" as PlayerKind])));
  const [speed, setSpeed] = useState(400);
  const [selected, setSelected] = useState<string | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [raid, setRaid] = useState(false);
  const [message, setMessage] = useState<{ text: string; rule?: string } | null>(null);
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

  const act = useCallback(
    (action: AaAction) => {
      const r = game.act(action);
      if (!r.ok) {
        setMessage({ text: r.error, rule: r.rule });
        return false;
      }
      setMessage(null);
      setSaveState((s) => (s === "blocked" ? s : "unsaved"));
      return true;
    },
    [game, setSaveState],
  );

  // A mobilisation that would leave bought units unplaced asks first (they stay bought) [AA:mobilise].
  const { actOrAsk, dialog: unplacedDialog } = useUnplacedConfirm(shown, live, act);

  const acting = actingNation(shown);
  const humanTurn = players[acting] === "human";

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

  // Bots play their powers at the chosen speed (0 = at once, in one render).
  useEffect(() => {
    if (!live || shown.result || players[acting] === "human") return;
    const timer = setTimeout(
      () => {
        const { steps, error } = runAreaBots(game.latest(), players, { max: speed === 0 ? 20000 : 1 });
        game.commit(steps);
        if (steps.length > 0) setSaveState("unsaved");
        if (error) setMessage({ text: error });
      },
      speed === 0 ? 0 : speed,
    );
    return () => clearTimeout(timer);
  }, [live, shown, acting, players, speed, game, setSaveState]);

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

  const exportLog = () => {
    const log = makeGameLog(props.bundle, props.seed, game.log.map((l) => l.action), { finalStateHash: aaStateHash(game.state) });
    const blob = new Blob([JSON.stringify(log, null, 2)], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${props.scenarioName.replace(/[^\p{L}\p{N}._-]+/gu, "-")}-seed-${props.seed}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };

  const decision = shown.decision;
  const calcSpace = selected ?? battle?.space ?? shown.battles[0]?.space ?? null;
  return (
    <div className="playtest" data-testid="area-playtest">
      <div className="playtest-main">
        {message && (
          <div className="banner error" role="alert" data-testid="play-message">
            <span className="grow">
              {message.rule && !message.text.includes(`[${message.rule}`) && <strong>[{message.rule}] </strong>}
              {message.text}
            </span>
            <button type="button" className="btn small" onClick={() => setMessage(null)}>
              Dismiss
            </button>
          </div>
        )}
        {!live && (
          <div className="banner warn" data-testid="replay-banner">
            <span className="grow">
              Replaying: after action {replayAt} of {game.log.length}. The board is read-only.
            </span>
            <button type="button" className="btn small" onClick={() => setReplayAt(null)}>
              Back to the game
            </button>
          </div>
        )}
        <AreaBoard
          map={props.bundle.map}
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
        <div className="replay-bar">
          <label htmlFor="replay">Replay</label>
          <input
            id="replay"
            type="range"
            min={0}
            max={game.log.length}
            value={replayAt ?? game.log.length}
            onChange={(e) => {
              const v = Number(e.target.value);
              setReplayAt(v === game.log.length ? null : v);
              clearSelection();
            }}
            aria-label="Replay position"
          />
          <span className="mono">
            {replayAt ?? game.log.length}/{game.log.length}
          </span>
          <button type="button" className="btn small" data-testid="open-calculator" disabled={!calcSpace} onClick={() => calcSpace && setCalculator((c) => ({ key: (c?.key ?? 0) + 1, space: calcSpace }))}>
            Calculator{calcSpace ? `: ${names(calcSpace)}` : ""}
          </button>
        </div>
      </div>
      <aside className="playtest-side">
        <AreaTrackPanel
          track={track}
          saveState={saveState}
          seed={props.seed}
          seedWasRandom={props.seedWasRandom}
          canEnd={live && humanTurn && !shown.result && !decision}
          endLabel={END_LABELS[shown.phase]}
          onEnd={() => {
            clearSelection();
            actOrAsk({ type: "end-phase" });
          }}
        />
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
        {((battleSpace && (shown.phase === "conduct-combat" || steps.length > 0)) || (battles && battles.length > 0)) && (
          <BattleBoardPanel state={shown} battle={battle} steps={steps} space={battleSpace ? names(battleSpace) : null} list={battles} />
        )}
        <AreaPlayersPanel state={shown} players={players} onPlayers={setPlayers} speed={speed} onSpeed={setSpeed} />
        <AreaLogPanel state={shown} log={game.log} />
        <AidsPanel
          log={game.log}
          onUndoTo={(n) => {
            clearSelection();
            game.undoTo(n);
            setSaveState("unsaved");
          }}
          onJumpToTurn={(round) => {
            const { steps: done, error } = runAreaBots(game.latest(), players, { max: 50000, everyone: "greedy", stop: (s) => s.round >= round });
            game.commit(done);
            setSaveState("unsaved");
            if (error) setMessage({ text: error });
          }}
          turns={track.roundLimit}
          state={shown}
          onExport={exportLog}
          onForceDie={(value) => act({ type: "force-die", value })}
          forcedQueue={shown.dice.forced ?? []}
          hash={aaStateHash(shown)}
        />
      </aside>
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
            <BattleCalculator key={calculator.key} game={props.bundle.game} initial={battleCounts(shown, calculator.space)} />
          </div>
        </div>
      )}
    </div>
  );
}
