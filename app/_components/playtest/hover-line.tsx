"use client";

import type { AmphibiousTarget } from "@/lib/engine";
import { type BeachheadView, beachheadWords } from "@/lib/playtest/amphibious";
import type { CounterView } from "@/lib/playtest/view-model";

// The Advanced game's supply markers [19.5–19.7].
const BADGE_WORDS = { OOS: "out of supply", ISO: "isolated", EMG: "emergency supply" } as const;

/** What the replay bar says of the hex under the pointer: its label and terrain, the MP to it, its counters, a beachhead, the risk of a pick, a beach. */
export function HoverLine(props: {
  label: string;
  terrain: string | undefined;
  cost: number | undefined;
  counters: readonly CounterView[];
  beachhead: BeachheadView | undefined;
  sideName: (side: string) => string;
  pickWords: string | null;
  beach: AmphibiousTarget | undefined;
}) {
  const { beachhead, beach } = props;
  return (
    <span className="muted mono" data-testid="hover-hex">
      {props.label} {props.terrain}
      {props.cost !== undefined && ` · ${props.cost} MP`}
      {props.counters.length > 0 && ` · ${props.counters.map((c) => `${c.name}${c.adv?.badge ? ` (${BADGE_WORDS[c.adv.badge]})` : c.outOfSupply ? " (out of supply)" : ""}`).join(", ")}`}
      {beachhead && ` · ${beachheadWords(beachhead, props.sideName(beachhead.side))}`}
      {props.pickWords && ` · ${props.pickWords}`}
      {beach && ` · beach: ${beach.kind === "assault" ? "amphibious assault" : "landing"} [8.5.8.1]`}
    </span>
  );
}
