import { describe, expect, it } from "vitest";
import type { BalanceJobView } from "../../_lib/balance-jobs";
import { byTestId, render, textOf } from "../render-kit";
import { RunProgress, WAITING_FOR_WORKER, durationText, etaText, progressText } from "./run-progress";

/** A balance run's progress as the Balance tab shows it [#31 item 2]: on the queue's workers and on the server. */

const job = (over: Partial<BalanceJobView> = {}): BalanceJobView => ({
  id: "run-1", documentId: "doc", revisionNumber: 3, games: 200, botCheck: 10, total: 220, done: 0, bots: ["greedy", "greedy"], seed: 1,
  status: "queued", where: "queue", playing: 0, needsWorker: false, startedAt: "2026-01-01T00:00:00.000Z", seconds: 0, etaSeconds: null,
  reportId: null, error: null, ...over,
});
const shown = (j: BalanceJobView) => render(<RunProgress job={j} />);

describe("RunProgress", () => {
  it("a run playing on the queue: games, workers playing, time so far and time left", () => {
    const html = shown(job({ status: "running", done: 110, playing: 2, seconds: 41.6, etaSeconds: 40.4 }));
    expect(byTestId(html, "balance-progress")).toContain('data-status="running"');
    expect(textOf(byTestId(html, "balance-progress"))).toBe("110 of 220 games · 2 workers playing · 42 s · about 40 s left");
    expect(html).toContain('aria-valuenow="110"');
    expect(html).toContain('aria-valuemax="220"');
    expect(html).toContain("width:50%");
    expect(progressText(job({ status: "running", done: 5, playing: 1, seconds: 3, etaSeconds: null }))).toBe("5 of 220 games · 1 worker playing · 3 s");
  });

  it("a run on the single-user studio's server says nothing of workers", () => {
    expect(progressText(job({ status: "running", where: "server", playing: null, done: 20, seconds: 10, etaSeconds: 80 }))).toBe("20 of 220 games · 10 s · about 80 s left");
  });

  it("a queued run waits for a worker, and says how to start one when the studio plays none", () => {
    expect(progressText(job())).toBe("Queued: 0 of 220 games, waiting for a worker to take it");
    const html = shown(job({ needsWorker: true }));
    expect(textOf(byTestId(html, "balance-progress"))).toBe(WAITING_FOR_WORKER);
    expect(WAITING_FOR_WORKER).toBe("Queued — waiting for a worker (start `npx warbench worker` on any machine that reaches the database).");
  });

  it("how a run ended", () => {
    expect(progressText(job({ status: "done", done: 220, seconds: 54.26 }))).toBe("Done: 220 of 220 games in 54.3 s");
    expect(progressText(job({ status: "cancelled", done: 64, seconds: 12 }))).toBe("Cancelled: 64 of 220 games in 12.0 s");
    expect(shown(job({ status: "done", done: 220 }))).not.toContain('role="alert"');
  });

  it("a failed run's reason is said once, as text", () => {
    const html = shown(job({ status: "failed", done: 40, error: 'the unit "<b>Guards</b>" has no type' }));
    expect(html.match(/has no type/g)).toHaveLength(1);
    expect(textOf(byTestId(html, "balance-failure"))).toBe('The run failed: the unit "<b>Guards</b>" has no type');
    expect(html).not.toMatch(/<b>/);
    expect(textOf(byTestId(html, "balance-progress"))).toMatch(/^Failed after 40 of 220 games/);
  });

  it("the bar never runs past its end", () => {
    expect(shown(job({ status: "running", done: 230 }))).toContain("width:100%");
  });
});

describe("durations as people say them", () => {
  it.each([
    [0.4, "0 s"],
    [42, "42 s"],
    [60, "1 min"],
    [200, "3 min 20 s"],
    [3600, "1 h"],
    [7500, "2 h 5 min"],
  ])("%s s is %s", (s, text) => expect(durationText(s)).toBe(text));

  it.each([
    [0.2, "about 1 s left"],
    [40, "about 40 s left"],
    [89, "about 89 s left"],
    [95, "about 2 min left"],
    [45 * 60, "about 45 min left"],
    [3 * 3600, "about 3 h left"],
    [5000, "about 83 min left"],
    [8000, "about 2.2 h left"],
  ])("ETA %s s is %s", (s, text) => expect(etaText(s)).toBe(text));
});
