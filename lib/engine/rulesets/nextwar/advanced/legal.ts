import type { FlatSegment } from "../../../core/flow";
import type { Board } from "../board";
import type { Action } from "../types";
import { emergencyOptions, logisticsOptions } from "./supply-options";
import { strikeOptions } from "./hq-attack";
import { hqReplacementOptions } from "./hq-replacements";
import { detectOptions } from "./electronic-detection";
import { sofOptions } from "./sof-options";
import { unOptions } from "./un";

/**
 * The Advanced game's legal actions in its own segments [16.0] (logistics,
 * emergency supply, UN, electronic detection, SOF, strikes); legal.ts adds
 * `end-segment`. Each list comes from the module of its rule.
 */
export function advancedOptions(b: Board, side: string, seg: FlatSegment): Action[] {
  const out: Action[] = [];
  if (seg.kind === "logistics") out.push(...logisticsOptions(b, side));
  if (seg.kind === "emergency") out.push(...emergencyOptions(b, side));
  if (seg.kind === "strike") out.push(...strikeOptions(b, side));
  if (seg.kind === "replace") out.push(...hqReplacementOptions(b, side));
  if (seg.kind === "detect") out.push(...detectOptions(b, side));
  if (seg.kind === "sof") out.push(...sofOptions(b, side));
  if (seg.kind === "un") out.push(...unOptions(b, side));
  return out;
}
