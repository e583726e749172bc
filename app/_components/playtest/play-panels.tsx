"use client";

import { memo, useMemo } from "react";
import type { Action, GameState } from "@/lib/engine";
import type { MapEditor } from "@/lib/painter/editor";
import type { CombatOutcome } from "@/lib/playtest/combat-words";
import type { Namer } from "@/lib/playtest/names";
import { useStableCallback } from "../game-screen/use-stable-callback";
import { AdvancePanel } from "./advance-panel";
import { AirPanel } from "./air-panel";
import { AmphibiousPanel } from "./amphibious-panel";
import { AttackPanel, flownSupport } from "./attack-panel";
import { type HqSupport, HqSupportPicker } from "./hq-support-picker";
import { ChoicesPanel, segmentChoices } from "./choices-panel";
import { DecisionPanel } from "./decision-panel";
import { RebasePanel, SelectionPanel } from "./move-panels";
import { NavalPanel, type NavalPickState } from "./naval-panel";
import { SpecialMovePanel } from "./special-move-panel";
import type { BoardView } from "./use-board-view";
import type { useMapPick } from "./use-map-pick";
import type { useNavalPick } from "./use-naval-pick";
import type { Selection } from "./use-selection";
import type { useSpecialMoves } from "./use-special-moves";

/** Segment kinds of a combat and what follows its roll (losses, retreat, advance), while the result stays shown. */
const COMBAT_KINDS = new Set(["combat", "losses", "retreat", "advance"]);

const MemoAir = memo(AirPanel);
const MemoNaval = memo(NavalPanel);

/**
 * The panels of what the player is doing now, under the turn track: the
 * segment's choices, the air war and the naval display, a helicopter's
 * rebase, the stack picked to move, the attack, amphibious landings, a
 * decision (losses, retreat) and the advance after combat.
 */
export function PlayPanels(p: {
  shown: GameState;
  live: boolean;
  seg: { kind: string; segment: string; active: string | null };
  humanTurn: boolean;
  navalActing: boolean;
  view: BoardView;
  sel: Selection;
  special: ReturnType<typeof useSpecialMoves>;
  ship: ReturnType<typeof useNavalPick>;
  mapPick: ReturnType<typeof useMapPick>;
  names: Readonly<Record<string, string>>;
  placeNames: Readonly<Record<string, string>>;
  namer: Namer;
  seats: { id: string; name: string; colour: string }[];
  outcome: CombatOutcome | null;
  editor: MapEditor;
  act: (a: Action) => boolean;
  clearSelection: () => void;
  pickNaval: (p: NavalPickState) => void;
  hqSupport: HqSupport;
}) {
  const { shown, live, seg, humanTurn, view, sel, special, ship, mapPick, names, act, clearSelection } = p;
  const { air, naval, heli, legal, label } = view;
  const choices = useMemo(() => segmentChoices(legal), [legal]);
  const actCleared = useStableCallback((a: Action) => {
    clearSelection();
    return act(a);
  });
  const pickHelicopter = useStableCallback((id: string | null) => {
    clearSelection();
    sel.setHelicopter(id);
    // Bring its base into view: the range and the blue rebase targets are drawn around it.
    const base = air?.helicopters.find((h) => h.id === id)?.hex ?? -1;
    if (base >= 0) p.editor.centreOnHex(base);
  });
  const pickCargo = useStableCallback((unit: string) => {
    // A marine aboard flies from its AMPH: the move panel opens on it in airmobile mode [8.5.5].
    clearSelection();
    sel.setSelectedUnits([unit]);
    special.setMode("airmobile");
  });
  const shipTo = ship.armed && mapPick.focus !== null ? label(mapPick.focus) : ship.pick.to;
  const navalPick = useMemo(() => ({ unit: ship.pick.unit, to: shipTo }), [ship.pick.unit, shipTo]);
  // Advanced game: an HQ's combat support and a CW marker [18.2.1, 18.2.4].
  const hq = p.hqSupport;
  const roll = useStableCallback(() => {
    if (sel.target === null) return;
    if (act({ type: "attack", attackers: sel.attackers, defender: label(sel.target), ...flownSupport(sel.support), ...hq.value })) {
      sel.setTarget(null);
      sel.setAttackers([]);
      sel.clearSupport();
    }
  });
  const moving = live && sel.selectedUnits.length > 0 && seg.kind === "move" && !heli;
  const reachable = view.reachable;
  return (
    <>
      {live && choices.length > 0 && humanTurn && <ChoicesPanel choices={choices} names={p.namer} onChoose={act} />}
      {air && <MemoAir air={air} sides={p.seats} names={names} active={seg.active} selected={sel.helicopter} canPick={live && humanTurn} onPick={pickHelicopter} />}
      {naval && (
        <MemoNaval
          view={naval}
          state={shown}
          legal={legal}
          sides={p.seats}
          names={p.placeNames}
          active={seg.active}
          segmentKind={seg.kind}
          viewer={view.viewer}
          canAct={p.navalActing}
          pick={navalPick}
          onPick={p.pickNaval}
          picks={ship.armed ? ship.picks : undefined}
          onAct={actCleared}
          onPickCargo={pickCargo}
        />
      )}
      {heli && live && humanTurn && seg.kind === "move" && (
        <RebasePanel heli={heli} name={names[heli.id] ?? heli.id} targets={view.rebaseTargets} escort={sel.escort} onEscort={sel.setEscort} airPoints={air?.sides.find((s) => s.side === heli.side)?.points ?? 0} />
      )}
      {moving && (
        <SelectionPanel
          title={sel.selectedHex !== null ? `Moving from ${label(sel.selectedHex)}` : `Moving ${sel.selectedUnits.map((id) => names[id] ?? id).join(", ")} from aboard ${p.placeNames[shown.units[sel.selectedUnits[0]!]?.at?.replace(/^amph:/, "") ?? ""] ?? "an AMPH"}`}
          stack={(view.counters.get(sel.selectedHex ?? -1) ?? []).filter((c) => c.side === seg.active)}
          selected={sel.selectedUnits}
          onSelected={sel.setSelectedUnits}
          moved={shown.seg.moved}
          special={
            special.modes.length > 1 && (
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
            )
          }
          landError={special.mode !== "land" ? undefined : reachable && "error" in reachable ? reachable : null}
        />
      )}
      {((seg.kind === "combat" && live && humanTurn) || (p.outcome && COMBAT_KINDS.has(seg.kind))) && (
        <AttackPanel
          target={sel.target === null ? null : label(sel.target)}
          canAttack={seg.kind === "combat" && live && humanTurn}
          outcome={p.outcome}
          attackers={sel.attackers}
          onDropAttacker={(id) => sel.setAttackers((a) => a.filter((x) => x !== id))}
          supportOptions={view.supportOptions}
          support={sel.support}
          onSupport={sel.setSupport}
          explanation={view.explanation}
          hqPicker={<HqSupportPicker options={hq.options} value={hq.value} names={p.namer} onChange={hq.setValue} />}
          names={names}
          onRoll={roll}
          onCancel={() => (sel.setTarget(null), sel.setAttackers([]))}
        />
      )}
      {live && humanTurn && !shown.pendingDecision && !shown.pendingAdvance && (seg.kind === "combat" || seg.kind === "move") && (
        <AmphibiousPanel segmentKind={seg.kind} legal={legal} targets={view.amphTargets} beachheads={view.beachheads} active={seg.active} focus={sel.beach} names={names} onAct={actCleared} />
      )}
      {live && shown.pendingDecision && humanTurn && <DecisionPanel state={shown} legal={legal} names={p.namer} onChoose={act} onPreview={sel.setRetreatPreview} />}
      {live && shown.pendingAdvance && humanTurn && (
        <AdvancePanel
          attackers={shown.pendingAdvance.attackers.filter((id) => shown.units[id]?.status === "map")}
          hex={label(shown.pendingAdvance.hex)}
          names={names}
          canStay={legal.some((a) => a.type === "advance" && a.units.length === 0)}
          onAdvance={(units) => act({ type: "advance", units })}
        />
      )}
    </>
  );
}
