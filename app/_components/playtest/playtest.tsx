"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Action, airView, currentSegment, specialMoveTargets, navalMoveTargets, navalView, type EngineBundle, type GameState, explainCombat, hexesWithin, legalActions, makeGameLog, reachableHexes, rebaseTargetsOf, stateHash, supportChoices } from "@/lib/engine";
import { areAdjacent, type GridSpec } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map-hex";
import { indexCentre } from "@/lib/painter/geometry";
import { MapEditor } from "@/lib/painter/editor";
import { choiceLabel } from "@/lib/playtest/choice-words";
import { lastCombat } from "@/lib/playtest/combat-words";
import { namerFor } from "@/lib/playtest/names";
import { placeNames as placeNamesOf, withRule } from "@/lib/playtest/naval-choices";
import { countersByHex, trackOf } from "@/lib/playtest/view-model";
import { fogViewer, withFog } from "@/lib/playtest/fog";
import { amphibiousTargetsByHex, beachheads as beachheadsOf, beachheadWords } from "@/lib/playtest/amphibious";
import { AidsPanel } from "./aids-panel";
import { AmphibiousPanel } from "./amphibious-panel";
import { AirPanel, type SupportPick, SupportPicker } from "./air-panel";
import { Board, type BoardMarks } from "./board";
import { runBots, type PlayerKind } from "./bots";
import { CombatBreakdown, CombatResult } from "./combat-panel";
import { DecisionPanel } from "./decision-panel";
import { GamePanel } from "./game-panel";
import { NavalPanel, type NavalPickState, NO_NAVAL_PICK } from "./naval-panel";
import { AdvancePanel } from "./advance-panel";
import { useGame } from "./use-game";
import { usePlaytestSave } from "./use-playtest-save";
import { SpecialMovePanel } from "./special-move-panel";
import { useSpecialMoves } from "./use-special-moves";
import { useMapPick } from "./use-map-pick";
import { useNavalPick } from "./use-naval-pick";

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

declare global {
  interface Window {
    /** The open playtest, for end-to-end tests and benchmarks to read and aim with. */
    __warbenchPlaytest?: {
      state: () => GameState;
      hash: () => string;
      pointOf: (label: string) => { x: number; y: number } | null;
      reachable: (units: string[]) => ReturnType<typeof reachableHexes>;
      rebaseTargets: (unit: string) => ReturnType<typeof rebaseTargetsOf>;
      specialTargets: (units: string[]) => ReturnType<typeof specialMoveTargets>;
      active: () => string | null;
      adjacent: (a: string, b: string) => boolean;
      lastEvents: () => import("@/lib/engine").GameEvent[];
      label: (index: number) => string;
      navalTargets: (unit: string) => ReturnType<typeof navalMoveTargets>;
      /** Whether hex `b` is within `range` hexes of hex `a` (labels). */
      within: (a: string, b: string, range: number) => boolean;
    };
  }
}

export function Playtest(props: PlaytestProps) {
  const game = useGame(props.bundle, props.seed, props.initialActions);
  const editor = useMemo(() => {
    const e = new MapEditor(props.bundle.map as HexMap);
    e.setTool("pan");
    return e;
  }, [props.bundle.map]);
  const [replayAt, setReplayAt] = useState<number | null>(null);
  const shown = replayAt === null ? game.state : game.states[replayAt]!;
  const live = replayAt === null;
  const track = trackOf(shown);
  const seg = currentSegment(shown);
  const spec = editor.map.spec;
  const label = useCallback((i: number) => editor.labelOf(i), [editor]);
  const [players, setPlayers] = useState<Record<string, PlayerKind>>(() => Object.fromEntries(props.bundle.game.sides.map((s) => [s.id, "human" as PlayerKind])));
  // Fog of war [13.2]: enemy stacks show their top counter only, to whoever sits at the table.
  const viewer = props.bundle.scenario.optionalRules?.fogOfWar === true ? fogViewer(players, seg.active, shown.pendingDecision?.side ?? null) : null;
  const allCounters = useMemo(() => countersByHex(shown), [shown]);
  const counters = useMemo(() => withFog(allCounters, viewer), [allCounters, viewer]);
  const [speed, setSpeed] = useState(400);
  const [selectedUnits, setSelectedUnits] = useState<string[]>([]);
  const [selectedHex, setSelectedHex] = useState<number | null>(null);
  const [hoverHex, setHoverHex] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [attackers, setAttackers] = useState<string[]>([]);
  // An empty beach hex clicked in the combat segment: its Land button comes first [8.5.8.1].
  const [beach, setBeach] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; rule?: string; tone: "error" | "info" } | null>(null);
  const [retreatPreview, setRetreatPreview] = useState<string[] | null>(null);
  const [support, setSupport] = useState<SupportPick>({ air: 0, helicopters: [] });
  const [helicopter, setHelicopter] = useState<string | null>(null);
  const [escort, setEscort] = useState(0);
  const names = useMemo(() => Object.fromEntries((props.bundle.scenario.units ?? []).map((u) => [u.id, u.name])), [props.bundle]);
  // Sea and coastal boxes by name too, so the log and the naval display read in the documents' words [7.1].
  const placeNames = useMemo(() => placeNamesOf(props.bundle), [props.bundle]);
  const sideNames = useMemo(() => Object.fromEntries(props.bundle.game.sides.map((s) => [s.id, s.name])), [props.bundle]);
  const namer = namerFor(props.bundle);
  // What the segment's last roll did, in words: it stays in the combat panel until the next attack is picked.
  const outcome = useMemo(() => lastCombat(replayAt === null ? game.log : game.log.slice(0, replayAt), namer), [game.log, replayAt, namer]);
  const { saveState, setSaveState } = usePlaytestSave(props, game.log, Boolean(game.state.result));

  // Airlift / sea transport as move modes of the selected stack [8.5.2, 8.5.7.1].
  const special = useSpecialMoves({ live, moving: seg.kind === "move" && helicopter === null, state: shown, side: seg.active, units: selectedUnits, editor, names });

  const clearSelection = () => {
    special.reset();
    setSelectedUnits([]);
    setSelectedHex(null);
    setTarget(null);
    setAttackers([]);
    setSupport({ air: 0, helicopters: [] });
    setHelicopter(null);
    setBeach(null);
    ship.setPick(NO_NAVAL_PICK);
  };

  // Reachable hexes of the selected stack, recomputed only when it or the state changes.
  const reachable = useMemo(() => {
    if (!live || selectedUnits.length === 0 || seg.kind !== "move" || special.mode !== "land") return null;
    const r = reachableHexes(shown, selectedUnits);
    return r;
  }, [live, selectedUnits, seg.kind, shown, special.mode]);
  const reachableMap = useMemo(() => {
    const m = new Map<number, number>();
    if (reachable && !("error" in reachable)) for (const h of reachable.hexes) {
      const i = editor.indexOfLabel(h.hex);
      if (i !== null) m.set(i, h.cost);
    }
    return m;
  }, [reachable, editor]);
  const path = useMemo(() => {
    if (retreatPreview && shown.pendingDecision?.kind === "retreat") return [shown.pendingDecision.from, ...retreatPreview.map((l) => editor.indexOfLabel(l)!).filter((i) => i !== null)];
    if (!reachable || "error" in reachable || hoverHex === null) return [];
    const h = reachable.hexes.find((x) => x.hex === label(hoverHex));
    return h ? h.path.map((l) => editor.indexOfLabel(l)!).filter((i) => i !== null) : [];
  }, [reachable, hoverHex, label, editor, retreatPreview, shown.pendingDecision]);

  // The air war's track and helicopters, when the scenario fights one [6].
  const air = useMemo(() => (shown.air ? airView(shown) : null), [shown]);
  // The naval display, when the map has sea zones [7.1].
  const naval = useMemo(() => (props.bundle.map.seaZones.length > 0 ? navalView(shown) : null), [props.bundle, shown]);
  const supportOptions = useMemo(() => {
    if (!live || (!air && !naval) || target === null || attackers.length === 0) return null;
    return supportChoices(shown, { attackers, defender: label(target) });
  }, [live, air, naval, target, attackers, shown, label]);
  const explanation = useMemo(() => {
    if (!live || target === null || attackers.length === 0) return null;
    const declared = support.air > 0 || support.helicopters.length > 0 || (support.naval?.length ?? 0) > 0 ? { support: { attacker: support } } : {};
    return explainCombat(shown, { attackers, defender: label(target), segment: seg.segment === "breakthrough-combat" ? "breakthrough" : "normal", ...declared });
  }, [live, target, attackers, shown, label, seg.segment, support]);

  // A picked helicopter shows its mission range and, in its side's movement, where it may rebase [6.5.1.2, 6.5.3].
  const heli = air?.helicopters.find((h) => h.id === helicopter) ?? null;
  const range = useMemo(() => (heli ? new Set(hexesWithin(shown, heli.hex, heli.range)) : undefined), [heli, shown]);
  const rebaseTargets = useMemo(() => (heli && live && seg.kind === "move" ? rebaseTargetsOf(shown, heli.id) : null), [heli, live, seg.kind, shown]);
  const rebaseHexes = useMemo(() => {
    if (!rebaseTargets || "error" in rebaseTargets) return undefined;
    return new Set(rebaseTargets.map((t) => editor.indexOfLabel(t)).filter((i): i is number => i !== null));
  }, [rebaseTargets, editor]);

  // Beach hexes the side's marines aboard AMPHs in assault position may attack or land on [8.5.8.1], and the beachheads [8.5.8.2].
  const amphTargets = useMemo(() => (live && seg.kind === "combat" ? amphibiousTargetsByHex(shown, seg.active) : new Map<string, never>()), [live, seg.kind, seg.active, shown]);
  const beaches = useMemo(() => new Set([...amphTargets.keys()].map((l) => editor.indexOfLabel(l)).filter((i): i is number => i !== null)), [amphTargets, editor]);
  const beachheads = useMemo(() => beachheadsOf(shown), [shown]);
  const hoverBeachhead = hoverHex !== null ? beachheads.find((b) => b.hex === label(hoverHex)) : undefined;

  const legal = useMemo(() => (live && !shown.result ? legalActions(shown) : []), [live, shown]);
  const humanTurn = seg.active !== null && players[seg.active] === "human";
  const navalActing = live && humanTurn && !shown.pendingDecision && !shown.pendingAdvance;
  // The ship picked in the naval display: its destinations shaded on the board, assault positions marked [8.5.6.4, 8.5.8.1]; none of an enemy's under fog [13.2].
  const ship = useNavalPick({ acting: navalActing, moving: seg.kind === "move", state: shown, legal, viewer, editor });
  const pickNaval = (p: NavalPickState) => {
    if (p.unit !== ship.pick.unit) clearSelection();
    ship.pickUnit(p);
  };
  // Whichever destinations are armed — the ship's, or the selected stack's special mode — are picked on the board: hover for the risk, a click (or Enter) chooses, Esc cancels.
  const picking = ship.armed ? ship.hexes : special.picks;
  const mapPick = useMapPick({
    picks: picking,
    hoverHex,
    editor,
    onChoose: (hex) => onHexClick(hex),
    onCancel: clearSelection,
  });

  const marks: BoardMarks = { beaches, assault: ship.assaultHexes, fogViewer: viewer, selectedHex, selectedUnits, reachable: reachableMap, path, attackTarget: target, attackers, hoverHex, range, rebase: rebaseHexes, picks: picking, pickFocus: mapPick.focus };

  const act = useCallback(
    (action: Action) => {
      const r = game.act(action);
      if (!r.ok) {
        setMessage({ text: r.error, rule: r.rule, tone: "error" });
        return false;
      }
      setMessage(null);
      setSaveState((s) => (s === "blocked" ? s : "unsaved"));
      return true;
    },
    [game, setSaveState],
  );

  // Clicking the board: select a friendly stack, move it, or pick an enemy hex to attack.
  const onHexClick = (hex: number) => {
    if (!live || shown.result) return;
    const here = counters.get(hex) ?? [];
    const active = seg.active;
    const mine = here.filter((c) => c.side === active);
    if (seg.kind === "move" && heli && rebaseHexes?.has(hex)) {
      if (act({ type: "rebase", unit: heli.id, to: label(hex), ...(escort > 0 ? { escort } : {}) })) clearSelection();
      return;
    }
    const sail = seg.kind === "move" ? ship.actionAt(hex) : null;
    if (sail) {
      // A shaded hex sails the picked ship there, as a click moves a land stack [8.5.6.4, 8.5.8.1].
      if (act(sail)) clearSelection();
      return;
    }
    if (seg.kind === "move") {
      // In a special mode a click on a purple hex commits; elsewhere the engine's refusal names the rule [8.5.2, 8.5.7.1].
      const flight = selectedUnits.length > 0 && (special.picks.has(hex) || mine.length === 0) ? special.action(label(hex)) : null;
      if (flight) {
        if (act(flight)) clearSelection();
        return;
      }
      if (selectedUnits.length > 0 && mine.length === 0) {
        const to = label(hex);
        const r = reachable && !("error" in reachable) ? reachable.hexes.find((h) => h.hex === to) : undefined;
        if (act({ type: "move", units: selectedUnits, to, ...(r ? { path: r.path } : {}) })) clearSelection();
        return;
      }
      if (mine.length > 0) {
        const moved = shown.seg.moved;
        const free = mine.filter((c) => !moved[c.id]).map((c) => c.id);
        ship.setPick(NO_NAVAL_PICK);
        setSelectedHex(hex);
        setSelectedUnits(free.length > 0 ? free : mine.map((c) => c.id));
        // A helicopter alone in its base is picked for a rebase rather than moved [6.5.1.2].
        const helos = mine.filter((c) => air?.helicopters.some((h) => h.id === c.id));
        setHelicopter(helos.length > 0 && helos.length === mine.length ? helos[0]!.id : null);
        return;
      }
      clearSelection();
      return;
    }
    if (seg.kind === "combat") {
      const enemy = here.filter((c) => c.side && c.side !== active);
      if (enemy.length === 0 && amphTargets.get(label(hex))?.kind === "landing") {
        setBeach(label(hex));
        return;
      }
      if (enemy.length === 0) {
        if (mine.length > 0 && target !== null) {
          const ids = mine.map((c) => c.id);
          setAttackers((a) => (ids.every((id) => a.includes(id)) ? a.filter((id) => !ids.includes(id)) : [...new Set([...a, ...ids])]));
        }
        return;
      }
      setTarget(hex);
      setSelectedHex(null);
      setBeach(null);
      setSupport({ air: 0, helicopters: [] });
      // Every friendly unit next to the target that has not attacked yet, as a start, and the marines aboard AMPHs in assault position next to a beach [8.5.8.1].
      const near = [...counters.entries()].filter(([h]) => h !== hex && isAdjacent(spec, h, hex)).flatMap(([, list]) => list.filter((c) => c.side === active && !shown.seg.attacked[c.id]).map((c) => c.id));
      const aboard = amphTargets.get(label(hex))?.kind === "assault" ? (amphTargets.get(label(hex))?.units ?? []) : [];
      setAttackers([...near, ...aboard]);
    }
  };

  // Bots play their sides at the chosen speed (0 = at once).
  const botTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!live || shown.result) return;
    const side = seg.active;
    if (!side || players[side] === "human") return;
    const step = () => {
      const { steps, error } = runBots(game.latest(), players, { max: speed === 0 ? 20000 : 1 });
      game.commit(steps);
      if (steps.length > 0) setSaveState("unsaved");
      if (error) setMessage({ text: error, tone: "error" });
    };
    botTimer.current = setTimeout(step, speed === 0 ? 0 : speed);
    return () => {
      if (botTimer.current) clearTimeout(botTimer.current);
    };
  }, [live, shown, seg.active, players, speed, game, setSaveState]);

  useEffect(() => {
    window.__warbenchPlaytest = {
      state: () => game.latest(),
      hash: () => stateHash(game.latest()),
      reachable: (units) => reachableHexes(game.latest(), units),
      rebaseTargets: (unit) => rebaseTargetsOf(game.latest(), unit),
      specialTargets: (units) => specialMoveTargets(game.latest(), units),
      active: () => currentSegment(game.latest()).active,
      adjacent: (a, b) => {
        const x = editor.indexOfLabel(a);
        const y = editor.indexOfLabel(b);
        return x !== null && y !== null && isAdjacent(editor.map.spec, x, y);
      },
      label: (i) => editor.labelOf(i),
      navalTargets: (unit) => navalMoveTargets(game.latest(), unit),
      within: (a, b, range) => {
        const x = editor.indexOfLabel(a);
        const y = editor.indexOfLabel(b);
        return x !== null && y !== null && hexesWithin(game.latest(), x, range).includes(y);
      },
      lastEvents: () => game.lastEvents(),
      pointOf: (l: string) => {
        const i = editor.indexOfLabel(l);
        const canvas = document.querySelector('[data-testid="board"]');
        if (i === null || !canvas) return null;
        const rect = canvas.getBoundingClientRect();
        const at = () => {
          const c = indexCentre(editor.map.spec, i);
          return { x: c.x * editor.view.scale + editor.view.x, y: c.y * editor.view.scale + editor.view.y };
        };
        // A hex off screen (or under the zoom buttons) is brought to the middle first, as a player would scroll to it.
        let p = at();
        if (p.x < 40 || p.y < 56 || p.x > rect.width - 40 || p.y > rect.height - 40) {
          editor.centreOnHex(i);
          p = at();
        }
        return { x: rect.left + p.x, y: rect.top + p.y };
      },
    };
    return () => {
      delete window.__warbenchPlaytest;
    };
  }, [game, editor]);

  const choices = legal.filter((a) => a.type === "choose-weather" || a.type === "restore-step" || a.type === "rebuild");

  const exportLog = () => {
    const log = makeGameLog(props.bundle, props.seed, game.log.map((l) => l.action), { finalStateHash: stateHash(game.state) });
    const blob = new Blob([JSON.stringify(log, null, 2)], { type: "application/json" });
    const a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = `${props.scenarioName.replace(/[^\p{L}\p{N}._-]+/gu, "-")}-seed-${props.seed}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };

  return (
    <div className="playtest">
      <div className="playtest-main">
        {message && (
          <div className={`banner ${message.tone === "error" ? "error" : "warn"}`} role="alert" data-testid="play-message">
            <span className="grow">
              {message.rule && !message.text.startsWith("[") && <strong>[{message.rule}] </strong>}
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
        <Board editor={editor} state={shown} counters={counters} marks={marks} onHexClick={onHexClick} onHexHover={setHoverHex} onKey={mapPick.onKey} />
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
          {hoverHex !== null && (
            <span className="muted mono" data-testid="hover-hex">
              {label(hoverHex)} {editor.map.terrainTypeAt(hoverHex)?.name}
              {reachableMap.has(hoverHex) && ` · ${reachableMap.get(hoverHex)} MP`}
              {(counters.get(hoverHex) ?? []).length > 0 && ` · ${(counters.get(hoverHex) ?? []).map((c) => `${c.name}${c.outOfSupply ? " (out of supply)" : ""}`).join(", ")}`}
              {hoverBeachhead && ` · ${beachheadWords(hoverBeachhead, sideNames[hoverBeachhead.side] ?? hoverBeachhead.side)}`}
              {mapPick.words(hoverHex) && ` · ${mapPick.words(hoverHex)}`}
              {amphTargets.has(label(hoverHex)) && ` · beach: ${amphTargets.get(label(hoverHex))!.kind === "assault" ? "amphibious assault" : "landing"} [8.5.8.1]`}
            </span>
          )}
        </div>
      </div>
      <aside className="playtest-side">
        <GamePanel
          track={track}
          segmentKind={seg.kind}
          players={players}
          onPlayers={setPlayers}
          speed={speed}
          onSpeed={setSpeed}
          sides={props.bundle.game.sides.map((s) => ({ ...s, colour: s.colour ?? "#777777" }))}
          log={game.log}
          names={namer}
          canEnd={live && humanTurn && !shown.result && legal.some((a) => a.type === "end-segment")}
          onEndSegment={() => {
            clearSelection();
            act({ type: "end-segment" });
          }}
          saveState={saveState}
          seed={props.seed}
          seedWasRandom={props.seedWasRandom}
        >
        {live && choices.length > 0 && humanTurn && (
          <div className="painter-panel" data-testid="choices">
            <h3>Choose</h3>
            <div className="panel-actions">
              {choices.map((a, i) => (
                <button key={i} type="button" className="btn small" onClick={() => act(a)}>
                  {choiceLabel(a, namer)}
                </button>
              ))}
            </div>
          </div>
        )}
        {air && (
          <AirPanel
            air={air}
            sides={props.bundle.game.sides.map((s) => ({ ...s, colour: s.colour ?? "#777777" }))}
            names={names}
            active={seg.active}
            selected={helicopter}
            canPick={live && humanTurn}
            onPick={(id) => {
              clearSelection();
              setHelicopter(id);
              // Bring its base into view: the range and the blue rebase targets are drawn around it.
              const base = air.helicopters.find((h) => h.id === id)?.hex ?? -1;
              if (base >= 0) editor.centreOnHex(base);
            }}
          />
        )}
        {naval && (
          <NavalPanel
            view={naval}
            state={shown}
            legal={legal}
            sides={props.bundle.game.sides.map((s) => ({ ...s, colour: s.colour ?? "#777777" }))}
            names={placeNames}
            active={seg.active}
            segmentKind={seg.kind}
            viewer={viewer}
            canAct={navalActing}
            pick={{ unit: ship.pick.unit, to: ship.armed && mapPick.focus !== null ? label(mapPick.focus) : ship.pick.to }}
            onPick={pickNaval}
            picks={ship.armed ? ship.picks : undefined}
            onAct={(a) => {
              clearSelection();
              return act(a);
            }}
            onPickCargo={(unit) => {
              // A marine aboard flies from its AMPH: the move panel opens on it in airmobile mode [8.5.5].
              clearSelection();
              setSelectedUnits([unit]);
              special.setMode("airmobile");
            }}
          />
        )}
        {heli && live && humanTurn && seg.kind === "move" && (
          <div className="painter-panel" data-testid="rebase-panel">
            <h3>
              Rebase {names[heli.id] ?? heli.id} <span className="rule">[6.5.1.2]</span>
            </h3>
            {rebaseTargets && "error" in rebaseTargets ? (
              <p className="bad">
                {withRule(rebaseTargets)}
              </p>
            ) : (
              <>
                <p className="muted">
                  Blue hexes are bases within {2 * heli.range} hexes with room; the shaded area is its mission range ({heli.range}). Click a blue hex to rebase; the flight faces an ADF roll [6.6].
                </p>
                <label className="check">
                  Escort
                  <select value={escort} aria-label="Escort air points" onChange={(e) => setEscort(Number(e.target.value))}>
                    {[0, 1, 2].filter((n) => n <= (air?.sides.find((s) => s.side === heli.side)?.points ?? 0)).map((n) => (
                      <option key={n} value={n}>
                        {n === 0 ? "none" : `${n} AP (+${n} ADF DRM)`}
                      </option>
                    ))}
                  </select>
                </label>
              </>
            )}
          </div>
        )}
        {live && selectedUnits.length > 0 && seg.kind === "move" && !heli && (
          <div className="painter-panel" data-testid="selection">
            <h3>{selectedHex !== null ? `Moving from ${label(selectedHex)}` : `Moving ${selectedUnits.map((id) => names[id] ?? id).join(", ")} from aboard ${placeNames[shown.units[selectedUnits[0]!]?.at?.replace(/^amph:/, "") ?? ""] ?? "an AMPH"}`}</h3>
            {(counters.get(selectedHex ?? -1) ?? []).filter((c) => c.side === seg.active).map((c) => (
              <label key={c.id} className="check">
                <input type="checkbox" checked={selectedUnits.includes(c.id)} onChange={(e) => setSelectedUnits((u) => (e.target.checked ? [...u, c.id] : u.filter((x) => x !== c.id)))} />
                {c.name} <span className="muted mono">{c.strengths}</span>
                {shown.seg.moved[c.id] && <span className="muted"> (moved)</span>}
                {c.outOfSupply && <span className="bad"> out of supply [13.1.4]</span>}
              </label>
            ))}
            {special.modes.length > 1 && (
              <SpecialMovePanel
                modes={special.modes}
                mode={special.mode}
                onMode={special.setMode}
                picks={[...special.picks.values()]}
                focused={special.targetAt(mapPick.focus)}
                escort={special.escort}
                maxEscort={special.maxEscort}
                onEscort={special.setEscort}
                left={special.left}
                points={special.points}
                adfLine={special.adfLine}
                names={names}
              />
            )}
            {special.mode !== "land" ? null : reachable && "error" in reachable ? (
              <p className="bad">
                {withRule(reachable)}
              </p>
            ) : (
              <p className="muted">Green hexes can be reached; the number is the MP cost. Click one to move there.</p>
            )}
          </div>
        )}
        {((seg.kind === "combat" && live && humanTurn) || (outcome && COMBAT_KINDS.has(seg.kind))) && (
          <div className="painter-panel" data-testid="combat-panel">
            <h3>Combat {target !== null && <>against {label(target)}</>}</h3>
            {outcome && target === null && <CombatResult outcome={outcome} />}
            {seg.kind !== "combat" || !live || !humanTurn ? null : target === null ? (
              <p className="muted">Click an enemy hex to attack it. Click your stacks next to it to add or remove attackers.</p>
            ) : (
              <>
                {attackers.length === 0 && <p className="muted">No attackers chosen.</p>}
                {attackers.map((id) => (
                  <label key={id} className="check">
                    <input type="checkbox" checked onChange={() => setAttackers((a) => a.filter((x) => x !== id))} /> {(props.bundle.scenario.units ?? []).find((u) => u.id === id)?.name ?? id}
                  </label>
                ))}
                {supportOptions && <SupportPicker choices={supportOptions.attacker} value={support} names={names} onChange={setSupport} />}
                {explanation && ("error" in explanation ? <p className="bad">{withRule(explanation)}</p> : <CombatBreakdown explanation={explanation} />)}
                <div className="panel-actions">
                  <button
                    type="button"
                    className="btn primary"
                    disabled={!explanation || "error" in explanation}
                    onClick={() => {
                      const flown = {
                        ...(support.air > 0 ? { air: support.air } : {}),
                        ...(support.helicopters.length > 0 ? { helicopters: support.helicopters } : {}),
                        ...(support.naval && support.naval.length > 0 ? { naval: support.naval } : {}),
                      };
                      if (act({ type: "attack", attackers, defender: label(target), ...flown })) {
                        setTarget(null);
                        setAttackers([]);
                        setSupport({ air: 0, helicopters: [] });
                      }
                    }}
                  >
                    Roll
                  </button>
                  <button type="button" className="btn" onClick={() => (setTarget(null), setAttackers([]))}>
                    Cancel
                  </button>
                </div>
              </>
            )}
          </div>
        )}
        {live && humanTurn && !shown.pendingDecision && !shown.pendingAdvance && (seg.kind === "combat" || seg.kind === "move") && (
          <AmphibiousPanel
            segmentKind={seg.kind}
            legal={legal}
            targets={amphTargets}
            beachheads={beachheads}
            active={seg.active}
            focus={beach}
            names={names}
            onAct={(a) => {
              clearSelection();
              return act(a);
            }}
          />
        )}
        {live && shown.pendingDecision && humanTurn && <DecisionPanel state={shown} legal={legal} names={namer} onChoose={act} onPreview={setRetreatPreview} />}
        {live && shown.pendingAdvance && humanTurn && (
          <AdvancePanel
            attackers={shown.pendingAdvance.attackers.filter((id) => shown.units[id]?.status === "map")}
            hex={label(shown.pendingAdvance.hex)}
            names={names}
            canStay={legal.some((a) => a.type === "advance" && a.units.length === 0)}
            onAdvance={(units) => act({ type: "advance", units })}
          />
        )}
        </GamePanel>
        <AidsPanel
          log={game.log}
          onUndoTo={(n) => {
            clearSelection();
            game.undoTo(n);
            setSaveState("unsaved");
          }}
          onJumpToTurn={(turn) => {
            const { steps, error } = runBots(game.latest(), players, { max: 50000, everyone: "greedy", stop: (s) => s.turn >= turn });
            game.commit(steps);
            setSaveState("unsaved");
            if (error) setMessage({ text: error, tone: "error" });
          }}
          turns={track.turns}
          state={shown}
          onExport={exportLog}
          onForceDie={(value) => act({ type: "force-die", value })}
          forcedQueue={shown.dice.forced ?? []}
          hash={stateHash(shown)}
        />
      </aside>
    </div>
  );
}

/** Segment kinds of a combat and what follows its roll (losses, retreat, advance), while the result stays shown. */
const COMBAT_KINDS = new Set(["combat", "losses", "retreat", "advance"]);

function isAdjacent(spec: GridSpec, a: number, b: number): boolean {
  return areAdjacent(spec, { col: a % spec.columns, row: Math.floor(a / spec.columns) }, { col: b % spec.columns, row: Math.floor(b / spec.columns) });
}
