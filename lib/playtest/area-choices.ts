import type { AaState } from "@/lib/engine";
import type { AaBattle, AaCasualtyDecision, AaRetreatDecision } from "@/lib/engine/rulesets/aa1942/queries";
import { BATTLE_KINDS } from "./area-battles";
import { namerFor } from "./names";

/**
 * The headings and choice labels of the area playtest's panels, in the
 * documents' words (pure, no React): casualties [AA:conduct-combat], retreat
 * [AA:retreat], repairs [AA:purchase] and placement sites [AA:mobilise]. The
 * panels show these strings as they are; the tests scan them for ids.
 */

/** "Borealis: choose 3 casualties in West Russia". */
export function casualtyHeading(state: AaState, d: AaCasualtyDecision): string {
  const n = namerFor(state.bundle);
  return `${n.nation(d.nation)}: choose ${d.hits} casualt${d.hits === 1 ? "y" : "ies"} in ${n.place(d.space)}`;
}

/** "Aurelia: press on or retreat from Saltpan". */
export function retreatHeading(state: AaState, d: AaRetreatDecision): string {
  const n = namerFor(state.bundle);
  return `${n.nation(d.nation)}: press on or retreat from ${n.place(d.space)}`;
}

/** A retreat button: "Retreat to Lynx March". */
export function retreatLabel(state: AaState, to: string): string {
  return `Retreat to ${namerFor(state.bundle).place(to)}`;
}

/** A damaged complex to repair: "Repair Castra Vell (3 damage, 1 IPC each)". */
export function repairLabel(state: AaState, d: { territory: string; damage: number }): string {
  return `Repair ${namerFor(state.bundle).place(d.territory)} (${d.damage} damage, 1 IPC each)`;
}

/** A placement site: "Karelia (room for 2)". */
export function placementLabel(state: AaState, site: { at: string; room: number }): string {
  return `${namerFor(state.bundle).place(site.at)} (room for ${site.room})`;
}

/** The battle board's heading: "Battle in West Russia — General combat, round 2". */
export function battleHeading(spaceName: string | null, battle: { kind: AaBattle["kind"]; round: number } | null): string {
  return `${spaceName ? `Battle in ${spaceName}` : "Battles"}${battle ? ` — ${BATTLE_KINDS[battle.kind]}, round ${battle.round}` : ""}`;
}
