"use client";

import { useMemo, useState } from "react";
import type { GameState } from "@/lib/engine";
import { hqSupportOptions } from "@/lib/playtest/advanced-choices";
import type { Namer } from "@/lib/playtest/names";

export interface HqPick {
  hq?: string;
  cw?: string;
}

/** The attack's HQ combat support [18.2.1] and CW marker [18.2.4]: only the HQs the engine takes for this attack, one click each. */
export function HqSupportPicker(props: { options: { hq: string[]; cw: string[] }; value: HqPick; names: Namer; onChange: (p: HqPick) => void }) {
  const { options, value, names } = props;
  if (options.hq.length === 0 && options.cw.length === 0) return null;
  const row = (what: "hq" | "cw", ids: string[], label: string, rule: string) =>
    ids.length > 0 && (
      <div data-testid={`attack-${what}`}>
        <div className="muted">
          {label} <span className="rule">[{rule}]</span>
        </div>
        <div className="panel-actions" role="radiogroup" aria-label={label}>
          {[undefined, ...ids].map((id) => (
            <button key={id ?? "none"} type="button" role="radio" aria-checked={value[what] === id} className={`btn small${value[what] === id ? " primary" : ""}`} data-testid={`attack-${what}-${id ?? "none"}`} onClick={() => props.onChange({ ...value, [what]: id })}>
              {id ? names.unit(id) : "None"}
            </button>
          ))}
        </div>
      </div>
    );
  return (
    <>
      {row("hq", options.hq, "HQ combat support", "18.2.1")}
      {row("cw", options.cw, "Chemical weapons (an HQ places the marker)", "18.2.4")}
    </>
  );
}

export type HqSupport = ReturnType<typeof useHqSupport>;

/** The HQ / CW pick of the attack being declared, and the options for it; the pick is dropped when the attack changes. */
export function useHqSupport(p: { state: GameState; live: boolean; side: string | null; target: string | null; attackers: readonly string[] }) {
  const { state, live, side, target, attackers } = p;
  const key = `${target}|${attackers.join(",")}`;
  const [pick, setPick] = useState<{ key: string; value: HqPick }>({ key, value: {} });
  const options = useMemo(() => (live && side && target && state.adv ? hqSupportOptions(state, side, { attackers: [...attackers], defender: target }) : NONE), [live, side, target, attackers, state]);
  const value = pick.key === key ? pick.value : NO_PICK;
  const valid = useMemo<HqPick>(
    () => (value.hq || value.cw ? { ...(value.hq && options.hq.includes(value.hq) ? { hq: value.hq } : {}), ...(value.cw && options.cw.includes(value.cw) ? { cw: value.cw } : {}) } : NO_PICK),
    [value, options],
  );
  return { options, value: valid, setValue: (v: HqPick) => setPick({ key, value: v }) };
}

const NONE = { hq: [], cw: [] };
const NO_PICK: HqPick = {};
