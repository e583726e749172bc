import { type Browser, expect, type Page, test } from "@playwright/test";
import { TeamStudio, throwawayPostgres } from "./team-studio";

/*
 * The Balance tab of a team studio on PostgreSQL [#31 item 2]: runs go to the
 * job queue and the studio's own `warbench worker` plays them; a second studio
 * process on the same database sees the same run and cancels it. Starting the
 * worker and its threads takes a few seconds on a busy 2-core machine: the
 * tests give runs minutes.
 */
let pg: { url: string; stop: () => void };
let studio: TeamStudio;
let other: TeamStudio;
const PASSWORD = "plum orchard 42";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  pg = await throwawayPostgres();
  studio = new TeamStudio(20, { databaseUrl: pg.url });
  other = studio.another(21);
  studio.addUser("ann", PASSWORD, true);
  await studio.start();
  await other.start();
});

test.afterAll(() => {
  other?.stop();
  studio?.stop();
  pg?.stop();
});

async function openBalance(browser: Browser, on: TeamStudio): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await on.signedIn(page, "ann", PASSWORD);
  await page.getByRole("link", { name: "Next War sample" }).click();
  await page.getByRole("link", { name: "Sample scenario" }).click();
  await page.getByRole("link", { name: "Balance", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Balance: Sample scenario" })).toBeVisible();
  return page;
}

async function submit(page: Page, games: number) {
  await page.getByRole("textbox", { name: "Games" }).fill(String(games));
  await page.getByRole("textbox", { name: /^Bot check/ }).fill("0");
  await page.getByRole("button", { name: /^Run/ }).click();
}

test("a run on the job queue: queued, played by the studio's worker, then its report", async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const page = await openBalance(browser, studio);
  await submit(page, 20);
  const progress = page.getByTestId("balance-progress");
  await expect(progress).toHaveAttribute("data-status", /^(queued|running|done)$/);
  await expect(progress).toContainText(/^(Queued: 0 of 20 games|\d+ of 20 games|Done: 20 of 20 games)/);
  await expect(progress).toHaveAttribute("data-status", "done", { timeout: 4 * 60_000 });
  await expect(progress).toContainText(/^Done: 20 of 20 games in \d+\.\d s$/);
  await expect(page.getByTestId("balance-report")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("balance-headline")).toContainText("20 games");
  await expect(page.getByTestId("balance-reports").locator("tbody tr")).toHaveCount(1);
  await page.context().close();
});

test("another studio process follows the same run and cancels it: the games played are kept as a partial report", async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const page = await openBalance(browser, studio);
  await submit(page, 5000);
  const progress = page.getByTestId("balance-progress");
  await expect(progress).toHaveAttribute("data-status", "running", { timeout: 3 * 60_000 });
  await expect(progress).toContainText(/^[1-9]\d* of 5000 games · [1-9]\d* workers? playing · /, { timeout: 3 * 60_000 });
  // Past 200 games some batch of 50 has landed (the worker plays two at a time on this machine): the partial report has games.
  await expect(progress).toContainText(/^([2-9]\d\d|\d{4}) of 5000 games/, { timeout: 3 * 60_000 });

  // The same run from the second process: its progress, and Cancel there.
  const there = await openBalance(browser, other);
  const followed = there.getByTestId("balance-progress");
  await expect(followed).toHaveAttribute("data-status", "running");
  await expect(followed).toContainText(/^[1-9]\d* of 5000 games/);
  await there.getByRole("button", { name: /^Cancel/ }).click();
  await expect(followed).toHaveAttribute("data-status", "cancelled", { timeout: 60_000 });

  // The first process's tab sees it end too, with the partial report.
  await expect(progress).toHaveAttribute("data-status", "cancelled", { timeout: 60_000 });
  await expect(progress).toContainText(/^Cancelled: \d+ of 5000 games/);
  await expect(page.getByTestId("balance-headline")).toContainText(/partial: \d+ of 5000/, { timeout: 30_000 });
  await expect(page.getByTestId("balance-reports")).toContainText("(partial)");
  await there.context().close();
  await page.context().close();
});
