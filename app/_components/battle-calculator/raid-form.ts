/**
 * The calculator's raid mode as plain data [AA:strategic-bombing]: the form as
 * typed, and the check that turns it into the engine's raid — the same
 * refusals `warbench odds --raid` makes, in the same words. Pure (tested
 * without a browser).
 */
import type { AreaGame } from "@/lib/model";
import { type RaidOdds, type RaidSpec, raidOdds, raidProblem } from "@/lib/engine/rulesets/aa1942/queries";

export interface RaidForm {
  bombers: string;
  escorts: string;
  interceptors: string;
  ipc: string;
  damage: string;
}

/** Two bombers on a complex worth 8 IPCs: a typical first question. */
export const INITIAL_RAID: RaidForm = { bombers: "2", escorts: "0", interceptors: "0", ipc: "8", damage: "0" };

const FIELDS: [keyof RaidForm, string][] = [
  ["bombers", "bombers"],
  ["escorts", "escorts"],
  ["interceptors", "interceptors"],
  ["ipc", "the territory's IPC value"],
  ["damage", "the complex's damage"],
];

/** The raid's exact odds, or the one-line reason the form is not a raid. */
export function raidFromForm(game: AreaGame, form: RaidForm): { ok: true; spec: RaidSpec; odds: RaidOdds } | { ok: false; message: string } {
  const n: Partial<Record<keyof RaidForm, number>> = {};
  for (const [key, name] of FIELDS) {
    const text = form[key].trim();
    if (text === "") n[key] = 0;
    else if (!/^[0-9]+$/.test(text)) return { ok: false, message: `${name} must be a whole number of at least 0, not "${form[key]}"` };
    else n[key] = Number(text);
  }
  const spec: RaidSpec = { bombers: n.bombers!, escorts: n.escorts!, interceptors: n.interceptors!, ipc: n.ipc!, damage: n.damage! };
  const problem = raidProblem(spec);
  if (problem) return { ok: false, message: problem };
  return { ok: true, spec, odds: raidOdds(game.unitTypes, spec) };
}
