import type { SequenceOfPlay } from "../../../core/flow";
import { NEXTWAR_STANDARD_SOP } from "../sop";

/**
 * The Advanced game's sequence of play [16.0] as data. The rulebook's SOP card
 * for the Advanced game is not in the text; this is the standard sequence
 * [3.0] with the phases the Advanced rules name put where they need to be
 * (RULINGS.md, "Sequence of play"):
 * - the first supply phase after the weather: MSUs made and supply converted
 *   [19.4], supply checked [19.0], then emergency supply [19.6];
 * - UN mediation in the initiative phase [28.0] and the vetoes [28.1];
 * - electronic detection [21.3], SOF missions [20.1] and the strike phase
 *   (HQ support attacks [18.2.2]) before any movement;
 * - the second supply check of an initiative turn after the initiative
 *   movement/combat phase [19.0];
 * - the reorganisation phase clears the turn's markers [18.2, 20.2.3, 27.9.1];
 * - the isolation/surrender phase [19.7] before reinforcements;
 * - the replacement segments also recover and rebuild HQs [18.4, 18.5];
 * - a passed UN resolution is accepted or refused before the victory check [28.2].
 */
const std = (id: string) => {
  const p = NEXTWAR_STANDARD_SOP.phases.find((x) => x.id === id);
  if (!p) throw new Error(`no standard phase ${id}`);
  return p;
};

export const NEXTWAR_ADVANCED_SOP: SequenceOfPlay = {
  phases: [
    std("weather"),
    {
      id: "supply",
      rule: "19.0",
      segments: [
        { id: "logistics-first", rule: "19.4", kind: "logistics", actor: "first" },
        { id: "logistics-second", rule: "19.4", kind: "logistics", actor: "second" },
        { id: "advanced-supply", rule: "19.0", kind: "auto" },
        { id: "emergency-first", rule: "19.6", kind: "emergency", actor: "first" },
        { id: "emergency-second", rule: "19.6", kind: "emergency", actor: "second" },
      ],
    },
    {
      ...std("initiative-air-naval"),
      segments: [
        ...std("initiative-air-naval").segments,
        { id: "un-mediation", rule: "28.0", kind: "auto", when: "un-track" },
        { id: "un-veto-first", rule: "28.1", kind: "un", actor: "first", when: "un-proposed" },
        { id: "un-veto-second", rule: "28.1", kind: "un", actor: "second", when: "un-proposed" },
      ],
    },
    {
      id: "detection-sof-strike",
      rule: "21.0",
      segments: [
        { id: "electronic-detection-first", rule: "21.3", kind: "detect", actor: "first" },
        { id: "electronic-detection-second", rule: "21.3", kind: "detect", actor: "second" },
        { id: "sof-first", rule: "20.1", kind: "sof", actor: "first" },
        { id: "sof-second", rule: "20.1", kind: "sof", actor: "second" },
        { id: "strike-first", rule: "18.2.2", kind: "strike", actor: "first" },
        { id: "strike-second", rule: "18.2.2", kind: "strike", actor: "second" },
      ],
    },
    std("initiative-movement-combat"),
    { id: "supply-second", rule: "19.0", when: "initiative-turn", segments: [{ id: "advanced-supply-second", rule: "19.0", kind: "auto" }] },
    std("basic-movement-combat"),
    { ...std("reorganisation"), segments: [...std("reorganisation").segments, { id: "advanced-reorganisation", rule: "27.9.1", kind: "auto" }] },
    { id: "isolation-surrender", rule: "19.7", segments: [{ id: "isolation", rule: "19.7", kind: "auto" }] },
    { ...std("reinforcement-replacement"), segments: [{ id: "reinforcements", rule: "10.0", kind: "auto" }, { id: "advanced-reinforcements", rule: "19.3", kind: "auto" }, ...std("reinforcement-replacement").segments.slice(1)] },
    {
      id: "victory",
      rule: "12.0",
      segments: [
        { id: "un-ceasefire-first", rule: "28.2", kind: "un", actor: "gt1-initiative", when: "un-passed" },
        { id: "un-ceasefire-second", rule: "28.2", kind: "un", actor: "gt1-other", when: "un-passed" },
        { id: "victory", rule: "12.0", kind: "auto" },
      ],
    },
    std("record"),
  ],
};
