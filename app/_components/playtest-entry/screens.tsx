"use client";

import type { ReactNode } from "react";
import { type AaAction, type AaBundle, RULESETS, type RulesetRegistry } from "@/lib/engine";
import { AreaPlaytest } from "../area-playtest/area-playtest";
import { Playtest, type PlaytestProps } from "../playtest/playtest";
import { ViewPlaytest } from "../view-playtest/view-playtest";
import type { ScenarioDraft } from "./draft";

/** What every playtest screen is handed: the hex screen's props, with the draft the entry read. */
export type ScreenProps = Omit<PlaytestProps, "draft"> & { draft: ScenarioDraft | null };

/**
 * The playtest screen of each engine ruleset, by its id in the registry
 * (lib/engine/rulesets) [#27]: the hex board plays Next War, the area board
 * A&A 1942. Both share the saved games and aids. A registered ruleset with
 * no screen here plays on the generic one, drawn from its view model.
 */
export const PLAYTEST_SCREENS: Readonly<Record<string, (props: ScreenProps) => ReactNode>> = {
  nextwar: (props) => <Playtest {...props} />,
  aa1942: (props) => <AreaPlaytest {...props} bundle={props.bundle as unknown as AaBundle} initialActions={props.initialActions as unknown as AaAction[]} />,
};

/**
 * The screen of a ruleset id (a render function, not a component: the screen it returns is the component): its own,
 * or the generic screen for any other ruleset the registry knows; undefined for one it does not.
 */
export function playtestScreen(ruleset: string, registry: RulesetRegistry = RULESETS): ((props: ScreenProps) => ReactNode) | undefined {
  const found = registry.find(ruleset);
  if (!found) return undefined;
  if (Object.prototype.hasOwnProperty.call(PLAYTEST_SCREENS, found.id)) return PLAYTEST_SCREENS[found.id];
  return function GenericScreen(props) {
    return <ViewPlaytest {...props} ruleset={found} />;
  };
}
