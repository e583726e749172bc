import { describe, expect, it } from "vitest";
import { type DraftStorage, draftToOffer, dropDraft, keepDraft, keptKey, readKeptDraft } from "./kept-draft-store";

function memory(quota = Infinity): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > quota) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      items.set(k, v);
    },
    removeItem: (k) => void items.delete(k),
  };
}

describe("unsaved text kept while away from the editor [#26 item 1]", () => {
  it("keeps and reads back a draft per document", () => {
    const storage = memory();
    expect(keepDraft(storage, "d1", { text: '{"a": 1}', baseRevisionId: "r1", at: 5 })).toBe(true);
    expect(readKeptDraft(storage, "d1")).toEqual({ text: '{"a": 1}', baseRevisionId: "r1", at: 5 });
    expect(readKeptDraft(storage, "d2")).toBeNull();
    dropDraft(storage, "d1");
    expect(readKeptDraft(storage, "d1")).toBeNull();
  });

  it("offers a draft only when it differs from what the document opens with, and drops one equal to it", () => {
    const storage = memory();
    keepDraft(storage, "d1", { text: '{\n  "a": 1\n}', baseRevisionId: "r1", at: 5 });
    // The document as stored (compact): the same, whatever the draft's indentation.
    expect(draftToOffer(storage, "d1", '{"a":1}')).toBeNull();
    expect(storage.items.has(keptKey("d1"))).toBe(false);
    keepDraft(storage, "d1", { text: '{"a": 2', baseRevisionId: "r1", at: 6 });
    expect(draftToOffer(storage, "d1", '{"a":1}')).toMatchObject({ text: '{"a": 2' });
  });

  it("says when the browser would not hold a draft, and leaves no older one behind", () => {
    const storage = memory(60);
    expect(keepDraft(storage, "d1", { text: "{}", baseRevisionId: null, at: 1 })).toBe(true);
    expect(keepDraft(storage, "d1", { text: "x".repeat(100), baseRevisionId: null, at: 2 })).toBe(false);
    expect(readKeptDraft(storage, "d1")).toBeNull();
  });

  it("ignores what is not a draft", () => {
    const storage = memory();
    storage.setItem(keptKey("d1"), "not json");
    expect(readKeptDraft(storage, "d1")).toBeNull();
    storage.setItem(keptKey("d1"), '{"text": 3}');
    expect(readKeptDraft(storage, "d1")).toBeNull();
  });

});
