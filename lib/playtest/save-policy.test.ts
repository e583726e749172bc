import { describe, expect, it } from "vitest";
import { MAX_WAIT_MS, RETRY_MS, SAVE_DELAY_MS, saveDelay, saveStateText, shownSaveState } from "./save-policy";

describe("when a playtest saves itself", () => {
  it("waits a moment after a change, so a burst of moves is one save", () => {
    expect(saveDelay({ finished: false, dirtySince: 1000, now: 1000 })).toBe(SAVE_DELAY_MS);
  });

  it("never waits longer than the maximum while bots keep changing the game", () => {
    expect(saveDelay({ finished: false, dirtySince: 1000, now: 1000 + MAX_WAIT_MS - 100 })).toBe(100);
    expect(saveDelay({ finished: false, dirtySince: 1000, now: 1000 + MAX_WAIT_MS + 5000 })).toBe(0);
  });

  it("saves a game that has just ended at once", () => {
    expect(saveDelay({ finished: true, dirtySince: 1000, now: 1000 })).toBe(0);
  });

  it("retries a failed save no sooner than RETRY_MS after, finished or not", () => {
    expect(saveDelay({ finished: true, dirtySince: 0, now: 10_000, failedAt: 10_000 })).toBe(RETRY_MS);
    expect(saveDelay({ finished: false, dirtySince: 0, now: 10_000, failedAt: 9_000 })).toBe(RETRY_MS - 1000);
    expect(saveDelay({ finished: true, dirtySince: 0, now: 10_000, failedAt: 1_000 })).toBe(0);
  });

  it("a finished game never shows “Not saved yet”: its save is under way", () => {
    expect(saveStateText(shownSaveState("unsaved", true))).toBe("Saving…");
    expect(saveStateText(shownSaveState("saved", true))).toBe("Game saved");
    expect(saveStateText(shownSaveState("unsaved", false))).toBe("Not saved yet");
    expect(saveStateText(shownSaveState("blocked", true))).toBe("Not saved (see the message)");
  });
});
