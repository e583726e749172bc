import { describe, expect, it } from "vitest";
import { applyTextEdits, reducedFieldEdits } from "./edits";
import { oobRows } from "./scenario-views";

/** The OOB table's rAS and rDS cells [#26 item 10]: the reduced side a 2-step unit needs (W-UNIT-NO-REDUCED-SIDE). */
const scenario = (unit: Record<string, unknown>) => JSON.stringify({ units: [unit] }, null, 2);
const set = (text: string, field: "attack" | "defence", value: number | undefined) => {
  const row = oobRows(JSON.parse(text))[0]!;
  return JSON.parse(applyTextEdits(text, reducedFieldEdits(text, 0, field, value, row))) as { units: Record<string, unknown>[] };
};

describe("a unit's reduced side from the OOB table", () => {
  it("is read into the row", () => {
    expect(oobRows({ units: [{ id: "a", reduced: { attack: 2, defence: 3 } }] })[0]).toMatchObject({ reducedAttack: 2, reducedDefence: 3 });
    expect(oobRows({ units: [{ id: "a" }] })[0]).toMatchObject({ reducedAttack: undefined, reducedDefence: undefined });
  });

  it("a new side takes the full strength for the value not yet set", () => {
    const text = scenario({ id: "a", attack: 4, defence: 5, steps: 2 });
    expect(set(text, "attack", 2).units[0]!.reduced).toEqual({ attack: 2, defence: 5 });
    expect(set(text, "defence", 3).units[0]!.reduced).toEqual({ attack: 4, defence: 3 });
  });

  it("an existing side changes only the value set; clearing one removes the side", () => {
    const text = scenario({ id: "a", attack: 4, defence: 5, reduced: { attack: 2, defence: 3, er: 3 } });
    expect(set(text, "defence", 1).units[0]!.reduced).toEqual({ attack: 2, defence: 1, er: 3 });
    expect(set(text, "attack", undefined).units[0]).not.toHaveProperty("reduced");
  });
});
