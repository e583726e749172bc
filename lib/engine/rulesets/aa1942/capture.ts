import { boardOfState, sameSide, unitsAt } from "./state";
import type { AaEvent, AaState } from "./types";
import { defOf, isStructure } from "./unit-table";

/**
 * Taking a territory [AA:capture] (published 1942 second-edition rules; the
 * seed stops before them). Control passes to the capturing power, or back to
 * its original owner when that is an ally of the capturer (liberation) whose
 * capital is in its side's hands — or when it is that ally's capital itself;
 * liberating a capital also hands the ally back its other original territories
 * its friends hold. Units that stand with the territory (AA guns and other
 * structures) change hands with it; industrial complexes are territory facts
 * and go with it, damage and all. Capturing an enemy's own capital takes the
 * unspent IPCs in its bank. The `captured` event names what changed hands
 * with the territory — its complex (with its damage) and the seized units by
 * type — so a log reads without the state. Rulings: RULINGS-combat.md.
 */
export function captureTerritory(draft: AaState, territory: string, by: string, events: AaEvent[]): void {
  const board = boardOfState(draft);
  const space = board.spaces.get(territory);
  if (!space || space.sea) return;
  const from = draft.control[territory];
  const original = space.originalOwner;
  const liberated = original !== undefined && original !== by && sameSide(draft, original, by) && (space.capital || holdsCapital(draft, original));
  const to = liberated ? (original as string) : by;
  draft.control[territory] = to;
  const seized = seizeStructures(draft, territory, to);
  events.push({
    type: "captured",
    rule: "AA:capture",
    territory,
    by,
    from: from ?? null,
    to,
    ...(liberated ? { liberated: true } : {}),
    ...seizedFields(draft, territory, seized),
  });
  if (from !== undefined && space.capital && original === from && !sameSide(draft, from, by)) {
    const ipc = draft.bank[from] ?? 0;
    draft.bank[by] = (draft.bank[by] ?? 0) + ipc;
    draft.bank[from] = 0;
    events.push({ type: "capital-captured", rule: "AA:capture", territory, by, from, ipc, bank: draft.bank[by] });
  }
  if (liberated && space.capital) returnOriginalTerritories(draft, to, events);
}

/** Whether a nation's side holds its capital (a nation without one on the map counts as holding it) [AA:capture]. */
export function holdsCapital(state: AaState, nation: string): boolean {
  const capital = [...boardOfState(state).spaces.values()].find((s) => s.capital && s.originalOwner === nation);
  if (!capital) return true;
  const holder = state.control[capital.id];
  return holder !== undefined && sameSide(state, holder, nation);
}

/** AA guns and structures in a captured territory pass to its new controller [AA:capture]. */
function seizeStructures(draft: AaState, territory: string, to: string): string[] {
  const seized: string[] = [];
  for (const [id, u] of unitsAt(draft, territory)) {
    if (u.aboard || sameSide(draft, u.owner, to)) continue;
    const d = defOf(draft, u.type);
    if (!d.antiAircraft && !isStructure(d)) continue;
    u.owner = to;
    seized.push(id);
  }
  return seized;
}

/**
 * What changed hands with a territory [AA:capture]: the seized units (ids, and
 * counts by type), and the industrial complex with its bombing damage.
 */
function seizedFields(draft: AaState, territory: string, seized: readonly string[]): { units?: string[]; unitTypes?: Record<string, number>; complex?: true; complexDamage?: number } {
  const unitTypes: Record<string, number> = {};
  for (const id of seized) {
    const type = draft.units[id]!.type;
    unitTypes[type] = (unitTypes[type] ?? 0) + 1;
  }
  return {
    ...(seized.length > 0 ? { units: [...seized], unitTypes } : {}),
    ...(draft.complexes[territory] ? { complex: true as const, complexDamage: draft.damage[territory] ?? 0 } : {}),
  };
}

/** A liberated capital's nation takes back its original territories held by its friends [AA:capture]. */
function returnOriginalTerritories(draft: AaState, nation: string, events: AaEvent[]): void {
  for (const s of boardOfState(draft).spaces.values()) {
    if (s.sea || s.originalOwner !== nation) continue;
    const holder = draft.control[s.id];
    if (holder === undefined || holder === nation || !sameSide(draft, holder, nation)) continue;
    draft.control[s.id] = nation;
    const seized = seizeStructures(draft, s.id, nation);
    events.push({ type: "captured", rule: "AA:capture", territory: s.id, by: nation, from: holder, to: nation, liberated: true, ...seizedFields(draft, s.id, seized) });
  }
}
