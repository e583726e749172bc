"use client";

import type { ReactNode } from "react";
import type { AaAction, AaBundle } from "@/lib/engine";
import { AreaPlaytest } from "../area-playtest/area-playtest";
import type { ScenarioDraft } from "./draft";
import { Playtest, type PlaytestProps } from "./playtest";

/** What every playtest screen is handed: the hex screen's props, with the draft the entry read. */
export type ScreenProps = Omit<PlaytestProps, "draft"> & { draft: ScenarioDraft | null };

/**
 * The playtest screen of each engine ruleset, by its id in the registry
 * (lib/engine/rulesets) [#27]: the hex board plays Next War, the area board
 * A&A 1942. Both share the saved games and aids.
 */
export const PLAYTEST_SCREENS: Readonly<Record<string, (props: ScreenProps) => ReactNode>> = {
  nextwar: (props) => <Playtest {...props} />,
  aa1942: (props) => <AreaPlaytest {...props} bundle={props.bundle as unknown as AaBundle} initialActions={props.initialActions as unknown as AaAction[]} />,
};

/** The screen of a ruleset id (a render function, not a component: the screen it returns is the component), or undefined when the studio has none for it. */
export function playtestScreen(ruleset: string): ((props: ScreenProps) => ReactNode) | undefined {
  return Object.prototype.hasOwnProperty.call(PLAYTEST_SCREENS, ruleset) ? PLAYTEST_SCREENS[ruleset] : undefined;
}
