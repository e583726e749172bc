import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENT_TEXT_BYTES } from "@/lib/model/json-input";
import { StudioRefusal } from "./save-requests";
import {
  IDLE,
  RETRY_MAX_MS,
  SAVE_LIMIT_BYTES,
  attemptFailed,
  attemptSucceeded,
  beginAttempt,
  failureFromResult,
  failureFromThrown,
  failureLine,
  mayHaveLanded,
  oversize,
  retryDelayMs,
  sameContent,
  waitsForUser,
  type RetryState,
  type SaveFailure,
} from "./save-retry";

const network: SaveFailure = { kind: "network", reason: "Could not reach the studio — the connection dropped.", retry: true };

describe("failureFromThrown", () => {
  it("a fetch that never got an answer is a dropped connection, retried", () => {
    for (const message of ["Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed", "fetch failed"]) {
      expect(failureFromThrown(new TypeError(message))).toEqual(network);
    }
  });

  it("a non-action answer (a proxy's page, a restart) is a server failure, retried", () => {
    const failure = failureFromThrown(new Error("An unexpected response was received from the server."));
    expect(failure).toMatchObject({ kind: "server", retry: true });
    expect(failure.reason).toMatch(/not a save's/);
  });

  it("an error thrown on the server (hidden behind a digest in production) is retried", () => {
    const error = Object.assign(new Error("An error occurred in the Server Components render. The specific message is omitted…"), { digest: "123" });
    expect(failureFromThrown(error)).toMatchObject({ kind: "server", retry: true, reason: expect.stringMatching(/server error/) });
  });

  it("a text/plain error answer keeps its first line as the reason", () => {
    const failure = failureFromThrown(new Error("Internal Server Error\nat something"));
    expect(failure).toEqual({ kind: "server", reason: "The studio answered with an error: Internal Server Error.", retry: true });
  });

  it("a save refused at the door for a missing session (team mode's gate) says so and waits for the designer [#25 item 5]", () => {
    const failure = failureFromThrown(new Error("Sign in first: this studio runs in team mode (WARBENCH_AUTH=on), and a request body over 64 KB is read only for a signed-in session."));
    expect(failure).toEqual({ kind: "refused", reason: "Your session has ended: sign in again (in another tab, so these changes stay here), then save.", retry: false });
  });

  it("the body limit is too large and is never retried", () => {
    const failure = failureFromThrown(new StudioRefusal(413, "Request Entity Too Large: Refused: the request body is 70 MB"));
    expect(failure).toMatchObject({ kind: "too-large", retry: false });
    expect(failure.reason).toBe("The document is larger than the studio takes in one save (64 MB).");
  });

  it("a request refused before it reached the save keeps the studio's reason and is not retried", () => {
    const failure = failureFromThrown(new StudioRefusal(403, "Refused: a change requested from another origin (\"http://evil.example\"); only the studio's own pages may change anything."));
    expect(failure).toEqual({ kind: "refused", retry: false, reason: "Refused: a change requested from another origin (\"http://evil.example\"); only the studio's own pages may change anything." });
  });

  it("an action the running studio does not know means the page is outdated, never retried", () => {
    const error = Object.assign(new Error('Server Action "abc" was not found on the server.'), { name: "UnrecognizedActionError" });
    expect(failureFromThrown(error)).toMatchObject({ kind: "outdated", retry: false });
  });

  it("anything else thrown is shown on one line", () => {
    expect(failureFromThrown("boom").reason).toBe("The studio answered with an error: boom.");
    expect(failureFromThrown(new Error("")).reason).toBe("The studio answered with an error: No reason was given.");
  });
});

describe("failureFromResult", () => {
  it("a conflict keeps the server's message and waits for the designer", () => {
    const failure = failureFromResult({ error: "This document was saved elsewhere (another tab or person) since you opened it.", conflict: { currentRevisionId: "r2", currentRevisionAt: null, currentRevisionAuthor: "" } });
    expect(failure).toEqual({ kind: "conflict", reason: "This document was saved elsewhere (another tab or person) since you opened it.", retry: false });
  });

  it("a refusal (invalid, too large, not found) shows the server's own message and is never retried", () => {
    expect(failureFromResult({ error: "A document must be a JSON object; it was not saved." })).toEqual({
      kind: "refused",
      reason: "A document must be a JSON object; it was not saved.",
      retry: false,
    });
    expect(failureFromResult({ error: "No document with id \"x\"" }).reason).toBe('No document with id "x".');
  });
});

describe("oversize", () => {
  it("passes anything clearly under the limit without measuring it", () => {
    expect(oversize({ content: "x".repeat(1000), message: "m" })).toBeNull();
  });

  it("measures near the limit: the text is sent as it is, multi-byte characters count", () => {
    const limit = 10_000;
    expect(oversize({ content: "a".repeat(10_000) }, limit)).toBeNull();
    expect(oversize({ content: '"'.repeat(5000) + "é".repeat(2500) }, limit)).toBeNull();
    // 5,001 "é" are 10,002 bytes of UTF-8.
    expect(oversize({ content: "é".repeat(5001) }, limit)).toMatchObject({ kind: "too-large", retry: false });
  });

  it("names the sizes in MB", () => {
    const mb = 1024 * 1024;
    expect(oversize({ content: "x".repeat(mb + 1) }, mb)?.reason).toBe("The document is 1 MB as sent; the studio takes at most 1 MB in one save.");
    expect(oversize({ content: "x".repeat(3 * mb) }, 2 * mb)?.reason).toBe("The document is 3 MB as sent; the studio takes at most 2 MB in one save.");
  });

  it("is the save route's limit, and server actions take no more than 1 MB (next.config.js)", () => {
    expect(SAVE_LIMIT_BYTES).toBe(DOCUMENT_TEXT_BYTES);
    // React decodes an action's body on the request thread before any check runs: a document never goes that way [#25 item 1].
    const config = fs.readFileSync(path.resolve(import.meta.dirname, "../../next.config.js"), "utf8");
    const limit = /bodySizeLimit:\s*"(\d+)(kb|mb)"/i.exec(config);
    expect(limit).not.toBeNull();
    expect(Number(limit![1]) * (limit![2]!.toLowerCase() === "mb" ? 1024 * 1024 : 1024)).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe("back-off", () => {
  it("waits 2, 4, 8, 16, 32 s, then 60 s at most", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, RETRY_MAX_MS]);
    expect(retryDelayMs(0)).toBe(2000);
  });

  it("each failure in a row pushes the next automatic attempt further; a manual save starts over", () => {
    let state: RetryState = IDLE;
    const waits: number[] = [];
    let now = 1000;
    for (let i = 0; i < 7; i += 1) {
      state = attemptFailed(beginAttempt(state, false), network, now);
      waits.push(state.retryAt! - now);
      now = state.retryAt!;
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    state = beginAttempt(state, true);
    expect(state).toMatchObject({ failures: 0, retryAt: null, attempting: true, failure: network });
    state = attemptFailed(state, network, now);
    expect(state.retryAt! - now).toBe(2000);
  });

  it("a refusal is not scheduled again, and autosave waits for the designer", () => {
    const refused: SaveFailure = { kind: "refused", reason: "Nope.", retry: false };
    const state = attemptFailed(beginAttempt(IDLE, false), refused, 0);
    expect(state.retryAt).toBeNull();
    expect(waitsForUser(state)).toBe(true);
    expect(waitsForUser(attemptFailed(IDLE, network, 0))).toBe(false);
  });

  it("a success clears everything", () => {
    expect(attemptSucceeded()).toEqual(IDLE);
  });

  it("only a lost answer can mean the last save landed", () => {
    expect(mayHaveLanded(attemptFailed(IDLE, network, 0))).toBe(true);
    expect(mayHaveLanded(attemptFailed(IDLE, { kind: "server", reason: "x.", retry: true }, 0))).toBe(true);
    expect(mayHaveLanded(attemptFailed(IDLE, { kind: "refused", reason: "x.", retry: false }, 0))).toBe(false);
    expect(mayHaveLanded(IDLE)).toBe(false);
  });
});

describe("failureLine", () => {
  const failed = attemptFailed(IDLE, network, 10_000); // retry due at 12,000

  it("counts down to the next attempt", () => {
    expect(failureLine(failed, 10_000, true)).toBe("Save failed: Could not reach the studio — the connection dropped. Your changes are kept · retrying in 2 s");
    expect(failureLine(failed, 11_500, true)).toMatch(/retrying in 1 s$/);
    expect(failureLine(failed, 12_000, true)).toMatch(/retrying now…$/);
    expect(failureLine(beginAttempt(failed, false), 12_000, true)).toMatch(/retrying now…$/);
  });

  it("with autosave off, the designer retries", () => {
    expect(failureLine(failed, 10_000, false)).toMatch(/Your changes are kept · save again to retry$/);
  });

  it("a refusal says it is not retried; a conflict keeps its own message", () => {
    const refused = attemptFailed(IDLE, failureFromResult({ error: "Too big" }), 0);
    expect(failureLine(refused, 0, true)).toBe("Save failed: Too big. Your changes are kept · not retried automatically");
    const conflict = attemptFailed(IDLE, failureFromResult({ error: "Saved elsewhere.", conflict: {} }), 0);
    expect(failureLine(conflict, 0, true)).toBe("Saved elsewhere.");
    expect(failureLine(IDLE, 0, true)).toBeNull();
  });
});

describe("sameContent", () => {
  it("compares editor text with the stored compact JSON", () => {
    expect(sameContent('{\n  "a": 1,\n  "b": [1, 2]\n}', '{"a":1,"b":[1,2]}')).toBe(true);
    expect(sameContent('{"a":2}', '{"a":1}')).toBe(false);
    expect(sameContent("{oops", '{"a":1}')).toBe(false);
  });
});
