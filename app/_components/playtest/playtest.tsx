"use client";

import { memo, useCallback, useMemo } from "react";
import { type Action, apply, createGame, currentSegment, type EngineBundle, type GameEvent, type GameState, stateHash } from "@/lib/engine";
import type { HexMap } from "@/lib/model/map-hex";
import { MapEditor } from "@/lib/painter/editor";
import { actionTitle, describeEvent, lastCombat } from "@/lib/playtest/combat-words";
import { fogViewer } from "@/lib/playtest/fog";
import { namerFor } from "@/lib/playtest/names";
import { placeNames as placeNamesOf } from "@/lib/playtest/naval-choices";
import { trackOf } from "@/lib/playtest/view-model";
import { AidsPanel } from "../game-screen/aids-panel";
import { downloadGameLog } from "../game-screen/export-log";
import { GameScreen, ReplayBar } from "../game-screen/game-screen";
import { LogPanel } from "../game-screen/log-panel";
import { PlayersPanel } from "../game-screen/players-panel";
import { type GameScreenRuleset, useGameScreen } from "../game-screen/use-game-screen";
import { useStableCallback } from "../game-screen/use-stable-callback";
import { Board, type BoardMarks } from "./board";
import { runBots } from "./bots";
import { clickHex } from "./hex-click";
import { HoverLine } from "./hover-line";
import { NO_NAVAL_PICK, type NavalPickState } from "./naval-panel";
import { PlayPanels } from "./play-panels";
import { TrackPanel } from "./track-panel";
import { AdvancedPanels } from "./advanced-panels";
import { AdvancedTrack } from "./advanced-track";
import { SupplyPanel } from "./supply-panel";
import { useAdvancedBoard } from "./use-advanced-board";
import { useHqSupport } from "./hq-support-picker";
import { useBoardView } from "./use-board-view";
import { useMapPick } from "./use-map-pick";
import { useNavalPick } from "./use-naval-pick";
import { useSelection } from "./use-selection";
import { useSpecialMoves } from "./use-special-moves";
import { useTestHandle } from "./use-test-handle";
import { refusalWords } from "@/lib/playtest/refusal-words";

export interface PlaytestProps {
  projectId: string;
  documentId: string;
  scenarioName: string;
  scenarioRevisionId: string;
  gameRevisionId: string;
  mapRevisionId: string;
  bundle: EngineBundle;
  seed: number;
  seedWasRandom: boolean;
  playtestId: string | null;
  /** Resumed from someone else's saved game (its creator's name): moves are saved as a new game (use-playtest-save.ts). */
  copyOf?: string | null;
  initialActions: Action[];
  /** Set when the scenario is unsaved text from the data editor. */
  draft?: { text: string; baseRevisionId: string | null } | null;
}

/** Next War for the game screen's shell: its engine, who acts, its bots. */
function nextWarScreen(bundle: EngineBundle): GameScreenRuleset<GameState, Action, GameEvent> {
  return {
    engine: { create: (seed) => createGame(bundle, { seed }), apply },
    actor: (s) => currentSegment(s).active,
    finished: (s) => s.result !== null,
    refusalWords: (s, text) => refusalWords(s.bundle, text),
    runBots,
  };
}

/** The Next War playtest: the hex board, the turn track, the panels of the segment, and the game screen's log, players, replay and aids. */
export function Playtest(props: PlaytestProps) {
  const { bundle } = props;
  const ruleset = useMemo(() => nextWarScreen(bundle), [bundle]);
  const seats = useMemo(() => bundle.game.sides.map((s) => ({ id: s.id, name: s.name, colour: s.colour ?? "#777777" })), [bundle]);
  const screen = useGameScreen({ ruleset, seed: props.seed, initialActions: props.initialActions, target: props, seats: seats.map((s) => s.id) });
  const { game, shown, live, replayAt, players, act } = screen;
  const editor = useMemo(() => {
    const e = new MapEditor(bundle.map as HexMap);
    e.setTool("pan");
    return e;
  }, [bundle.map]);
  const track = useMemo(() => trackOf(shown), [shown]);
  const seg = useMemo(() => currentSegment(shown), [shown]);
  const sel = useSelection();
  // Fog of war [13.2]: enemy stacks show their top counter only, to whoever sits at the table.
  const viewer = bundle.scenario.optionalRules?.fogOfWar === true ? fogViewer(players, seg.active, shown.pendingDecision?.side ?? null) : null;
  const names = useMemo(() => Object.fromEntries((bundle.scenario.units ?? []).map((u) => [u.id, u.name])), [bundle]);
  // Sea and coastal boxes by name too, so the log and the naval display read in the documents' words [7.1].
  const placeNames = useMemo(() => placeNamesOf(bundle), [bundle]);
  const namer = useMemo(() => namerFor(bundle), [bundle]);
  // What the segment's last roll did, in words: it stays in the combat panel until the next attack is picked.
  const shownLog = useMemo(() => (replayAt === null ? game.log : game.log.slice(0, replayAt)), [game.log, replayAt]);
  const outcome = useMemo(() => lastCombat(shownLog, namer), [shownLog, namer]);

  // Airlift / sea transport as move modes of the selected stack [8.5.2, 8.5.7.1].
  const special = useSpecialMoves({ live, moving: seg.kind === "move" && sel.helicopter === null, state: shown, side: seg.active, units: sel.selectedUnits, editor, names });
  const humanTurn = seg.active !== null && players[seg.active] === "human";
  // Advanced game: the attack's HQ combat support and CW marker [18.2.1, 18.2.4].
  const hqSupport = useHqSupport({ state: shown, live: live && humanTurn && seg.kind === "combat", side: seg.active, target: sel.target === null ? null : editor.labelOf(sel.target), attackers: sel.attackers });
  const view = useBoardView({ shown, live, seg, editor, sel, viewer, specialMode: special.mode, hasSeaZones: bundle.map.seaZones.length > 0, advancedAttack: hqSupport.value });
  const navalActing = live && humanTurn && !shown.pendingDecision && !shown.pendingAdvance;
  // The ship picked in the naval display: its destinations shaded on the board, assault positions marked [8.5.6.4, 8.5.8.1]; none of an enemy's under fog [13.2].
  const ship = useNavalPick({ acting: navalActing, moving: seg.kind === "move", state: shown, legal: view.legal, viewer, editor });
  const { reset: resetSpecial } = special;
  const { setPick: setShipPick } = ship;
  const { clear } = sel;
  const clearSelection = useCallback(() => {
    resetSpecial();
    clear();
    setShipPick(NO_NAVAL_PICK);
  }, [resetSpecial, clear, setShipPick]);
  const pickNaval = useStableCallback((p: NavalPickState) => {
    if (p.unit !== ship.pick.unit) clearSelection();
    ship.pickUnit(p);
  });
  const onHexClick = useStableCallback((hex: number) => clickHex({ shown, live, seg, spec: editor.map.spec, view, sel, special, ship, act, clearSelection }, hex));
  // Whichever destinations are armed — the ship's, or the selected stack's special mode — are picked on the board: hover for the risk, a click (or Enter) chooses, Esc cancels.
  const picking = ship.armed ? ship.hexes : special.picks;
  const mapPick = useMapPick({ picks: picking, hoverHex: sel.hoverHex, editor, onChoose: onHexClick, onCancel: clearSelection });
  const onBoardKey = useStableCallback(mapPick.onKey);

  // The Advanced game [14–29]: supply lines on hover, CW markers, a selected HQ's range ring.
  const adv = useAdvancedBoard({ shown, viewer, counters: view.counters, editor, hoverHex: sel.hoverHex, selectedHex: sel.selectedHex });
  const range = view.range ?? adv.hqRange;
  const marks: BoardMarks = useMemo(
    () => ({ beaches: view.beaches, assault: ship.assaultHexes, fogViewer: viewer, selectedHex: sel.selectedHex, selectedUnits: sel.selectedUnits, reachable: view.reachableMap, path: view.path, attackTarget: sel.target, attackers: sel.attackers, hoverHex: sel.hoverHex, range, rebase: view.rebaseHexes, picks: picking, pickFocus: mapPick.focus, supplyLine: adv.supplyLine, cw: adv.cw }),
    [view.beaches, ship.assaultHexes, viewer, sel.selectedHex, sel.selectedUnits, view.reachableMap, view.path, sel.target, sel.attackers, sel.hoverHex, range, view.rebaseHexes, picking, mapPick.focus, adv.supplyLine, adv.cw],
  );
  const boardUnits = useMemo(() => (sel.selectedHex === null ? NO_UNITS : (view.counters.get(sel.selectedHex) ?? []).map((c) => c.id)), [sel.selectedHex, view.counters]);

  useTestHandle(game, editor);

  const onReplay = useStableCallback((at: number | null) => {
    screen.setReplayAt(at);
    clearSelection();
  });
  const onEndSegment = useStableCallback(() => {
    clearSelection();
    act({ type: "end-segment" });
  });
  const onUndoTo = useStableCallback((n: number) => {
    clearSelection();
    screen.undoTo(n);
  });
  const onJumpToTurn = useStableCallback((turn: number) => screen.playUntil((s) => s.turn >= turn));
  const onExport = useStableCallback(() => downloadGameLog({ bundle, seed: props.seed, actions: game.log.map((l) => l.action), finalStateHash: stateHash(game.state), scenarioName: props.scenarioName }));
  const onForceDie = useStableCallback((value: number) => act({ type: "force-die", value }));
  const logTitle = useCallback((a: Action) => actionTitle(a, namer), [namer]);
  const logLines = useCallback((events: readonly GameEvent[]) => events.slice(0, 12).map((ev) => describeEvent(ev, namer)), [namer]);
  const hash = useMemo(() => stateHash(shown), [shown]);
  const hover = sel.hoverHex;

  return (
    <GameScreen
      message={screen.message}
      onDismiss={screen.dismiss}
      replay={live ? null : { at: replayAt!, length: game.log.length, onBack: () => screen.setReplayAt(null) }}
      board={<MemoBoard editor={editor} state={shown} counters={view.counters} marks={marks} onHexClick={onHexClick} onHexHover={sel.setHoverHex} onKey={onBoardKey} />}
      bar={
        <ReplayBar at={replayAt} length={game.log.length} onChange={onReplay}>
          {hover !== null && (
            <HoverLine
              label={view.label(hover)}
              terrain={editor.map.terrainTypeAt(hover)?.name}
              cost={view.reachableMap.get(hover)}
              counters={view.counters.get(hover) ?? []}
              beachhead={view.beachheads.find((b) => b.hex === view.label(hover))}
              sideName={namer.side}
              pickWords={mapPick.words(hover)}
              beach={view.amphTargets.get(view.label(hover))}
            />
          )}
        </ReplayBar>
      }
      side={
        <>
          <TrackPanel track={track} canEnd={live && humanTurn && !shown.result && view.legal.some((a) => a.type === "end-segment")} onEndSegment={onEndSegment} saveState={screen.saveState} seed={props.seed} seedWasRandom={props.seedWasRandom} />
          {adv.adv && <AdvancedTrack adv={adv.adv} sides={seats} names={namer} />}
          <AdvancedPanels
            shown={shown}
            adv={adv.adv}
            hq={adv.hq}
            seg={seg}
            legal={view.legal}
            canAct={live && humanTurn && !shown.pendingDecision && !shown.pendingAdvance}
            boardUnits={boardUnits}
            boardHex={sel.selectedHex === null ? null : view.label(sel.selectedHex)}
            log={shownLog}
            names={namer}
            onAct={act}
          />
          <PlayPanels
            {...{ shown, live, seg, humanTurn, navalActing, view, sel, special, ship, mapPick, names, placeNames, namer, seats, outcome, editor, act, clearSelection, pickNaval, hqSupport }}
          />
          {/* The Supply panel of whoever's eyes the board shows [19.0–19.7]. */}
          {adv.adv && (viewer ?? seg.active) && <SupplyPanel adv={adv.adv} side={(viewer ?? seg.active)!} names={namer} />}
          <PlayersPanel seats={seats} players={players} onPlayers={screen.setPlayers} speed={screen.speed} onSpeed={screen.setSpeed} />
          <LogPanel log={game.log} title={logTitle} lines={logLines} />
          <MemoAids log={game.log} onUndoTo={onUndoTo} onJumpToTurn={onJumpToTurn} turns={track.turns} state={shown} onExport={onExport} onForceDie={onForceDie} forcedQueue={shown.dice.forced ?? NO_DICE} hash={hash} />
        </>
      }
    />
  );
}

const NO_DICE: number[] = [];
const NO_UNITS: string[] = [];
const MemoBoard = memo(Board);
const MemoAids = memo(AidsPanel);
