import { type FlatSegment, type SequenceOfPlay, flatten } from "../../core/flow";

/**
 * The Next War standard game's sequence of play [3.0 and the SOP at the end
 * of the rulebook]. Contested turns skip the initiative movement/combat
 * phase [3.0, 5.0]. The weather phase sends naval units to port in a storm
 * [8.5.6.5]; the initiative/air/naval phase rolls air points and sets air
 * superiority [6.1, 6.4], rolls naval control [7.2], then each player may
 * sweep mines [7.5.2] (the rulebook's "mine-sweeping step of the air/naval
 * phase", which its SOP card leaves out). With the optional supply rule, a
 * supply phase comes between the weather and the initiative phases [13.1.1].
 */
export const NEXTWAR_STANDARD_SOP: SequenceOfPlay = {
  phases: [
    {
      id: "weather",
      rule: "4.0",
      segments: [
        { id: "choose-weather", rule: "4.0", kind: "decision", actor: "initiative", when: "weather-to-choose" },
        { id: "weather", rule: "4.0", kind: "auto" },
        { id: "naval-storm", rule: "8.5.6.5", kind: "auto", when: "storm" },
      ],
    },
    // The optional supply rule's phase sits between the weather and initiative phases [13.1.1].
    { id: "supply", rule: "13.1.1", when: "supply-rule", segments: [{ id: "supply", rule: "13.1.1", kind: "auto" }] },
    {
      id: "initiative-air-naval",
      rule: "5.0",
      segments: [
        { id: "initiative", rule: "5.1", kind: "auto" },
        { id: "air-naval", rule: "6.1", kind: "auto" },
        { id: "naval-control", rule: "7.2", kind: "auto" },
        { id: "mine-sweep-first", rule: "7.5.2", kind: "sweep", actor: "first" },
        { id: "mine-sweep-second", rule: "7.5.2", kind: "sweep", actor: "second" },
      ],
    },
    {
      id: "initiative-movement-combat",
      rule: "3.0",
      when: "initiative-turn",
      segments: [
        { id: "initiative-move", rule: "3.0", kind: "move", actor: "initiative" },
        { id: "initiative-combat", rule: "9.0", kind: "combat", actor: "initiative", combat: "normal" },
        { id: "elite-reaction-move", rule: "3.0", kind: "move", actor: "non-initiative", restriction: "elite" },
        { id: "breakthrough-move", rule: "3.0", kind: "move", actor: "initiative", restriction: "not-in-ezoc" },
        { id: "breakthrough-combat", rule: "9.5.3", kind: "combat", actor: "initiative", combat: "breakthrough" },
        { id: "reaction-move", rule: "3.0", kind: "move", actor: "non-initiative" },
        { id: "reaction-combat", rule: "9.0", kind: "combat", actor: "non-initiative", combat: "normal" },
      ],
    },
    {
      id: "basic-movement-combat",
      rule: "3.0",
      segments: [
        { id: "first-move", rule: "3.0", kind: "move", actor: "first" },
        { id: "first-combat", rule: "9.0", kind: "combat", actor: "first", combat: "normal" },
        { id: "second-move", rule: "3.0", kind: "move", actor: "second" },
        { id: "second-combat", rule: "9.0", kind: "combat", actor: "second", combat: "normal" },
      ],
    },
    {
      id: "reorganisation",
      rule: "3.0",
      segments: [
        { id: "air-reset", rule: "6.5", kind: "auto" },
        { id: "mop-up", rule: "8.4.1", kind: "auto" },
        { id: "control", rule: "8.4", kind: "auto" },
      ],
    },
    {
      id: "reinforcement-replacement",
      rule: "10.0",
      segments: [
        { id: "reinforcements", rule: "10.0", kind: "auto" },
        { id: "replacements-first", rule: "11.0", kind: "replace", actor: "first" },
        { id: "replacements-second", rule: "11.0", kind: "replace", actor: "second" },
      ],
    },
    { id: "victory", rule: "12.0", segments: [{ id: "victory", rule: "12.0", kind: "auto" }] },
    { id: "record", rule: "3.0", segments: [{ id: "record", rule: "3.0", kind: "auto" }] },
  ],
};

export const SEGMENTS: readonly FlatSegment[] = flatten(NEXTWAR_STANDARD_SOP);

export function segmentAt(step: number): FlatSegment {
  const s = SEGMENTS[step];
  if (!s) throw new Error(`no segment at step ${step}`);
  return s;
}
