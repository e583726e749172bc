import { expect, type Page, test } from "@playwright/test";
import { newProjectFromTemplate } from "./helpers";

/** Trashes every project in the library, as a new user clearing the samples away would. */
async function emptyLibrary(page: Page) {
  await page.goto("/");
  const cards = page.getByTestId("project-card");
  while ((await cards.count()) > 0) {
    const before = await cards.count();
    // The first card's own menu: earlier tests may have left two projects of one name.
    await cards.first().getByLabel(/^Actions for /).click();
    await page.getByRole("menuitem", { name: "Move to trash" }).click();
    await expect(cards).toHaveCount(before - 1);
  }
}


/** Opens a document of the project page in the data editor and waits for the lint worker's answer. */
async function expectNoProblems(page: Page, document: string) {
  await page.getByRole("link", { name: document, exact: true }).click();
  await expect(page.getByLabel(`${document} as JSON`)).toBeAttached({ timeout: 30_000 });
  const problems = page.locator(".de-problems");
  await expect(problems).toContainText("checked in", { timeout: 30_000 });
  await expect(problems).toContainText("No problems found.");
  await expect(page.getByTestId("problem-errors")).toHaveText("0 errors");
}

test("a Next War theatre from the template validates clean and plays", async ({ page }) => {
  test.setTimeout(120_000);
  await emptyLibrary(page);
  await page.screenshot({ path: "test-results/starters-empty-library.png" });
  await newProjectFromTemplate(page, "Frontier 1990", "nextwar");
  const rows = page.getByTestId("document-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: "game" })).toContainText("Game");
  await page.screenshot({ path: "test-results/starters-template-project.png" });
  const project = page.url();

  await expectNoProblems(page, "Game");
  await page.goto(project);
  await page.getByRole("link", { name: "Map", exact: true }).click();
  await expect(page.getByText("The map validates clean.")).toBeVisible({ timeout: 30_000 });
  await page.goto(project);
  await expectNoProblems(page, "Scenario");
  await page.screenshot({ path: "test-results/starters-scenario.png" });

  await page.getByRole("link", { name: /Playtest/ }).click();
  await expect(page).toHaveURL(/\/playtest$/);
  await page.waitForFunction(() => (window as { __warbenchPlaytest?: unknown }).__warbenchPlaytest !== undefined, undefined, { timeout: 30_000 });
  await expect(page.getByTestId("board")).toBeVisible();
  await expect(page.locator('[data-testid="play-message"].error')).toHaveCount(0);
  await page.screenshot({ path: "test-results/starters-playtest.png" });
});

test("copy a game into another project from the document menu; a new scenario picks it", async ({ page }) => {
  await newProjectFromTemplate(page, "Inland Sea", "area");
  await page.goto("/");
  await page.getByRole("button", { name: "New project", exact: true }).click();
  const create = page.getByRole("dialog", { name: "New project" });
  await create.getByLabel("Name").fill("Second front");
  await create.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Second front" })).toBeVisible();
  const second = page.url();

  await page.goto("/");
  await page.getByRole("link", { name: "Inland Sea" }).first().click();
  await page.getByLabel("Actions for Game").click();
  await page.getByRole("menuitem", { name: "Copy to project…" }).click();
  const dialog = page.getByRole("dialog", { name: /Copy “Game” to another project/ });
  await dialog.getByLabel("Project").selectOption({ label: "Second front" });
  await page.screenshot({ path: "test-results/starters-copy-dialog.png" });
  await dialog.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(page.getByText("Copied “Game” to “Second front”.")).toBeVisible();
  await expect(page.getByTestId("document-row")).toHaveCount(3);

  await page.goto(second);
  await expect(page.getByTestId("document-row")).toHaveCount(1);
  await page.getByRole("link", { name: "1", exact: true }).click();
  await expect(page.getByTestId("revision-row").first()).toContainText("Copied from “Game” in project “Inland Sea”");

  // The scenario wizard offers the copied game here and the map from the other project (copied in).
  await page.goto(second);
  await page.getByRole("button", { name: "New scenario…" }).click();
  const wizard = page.getByRole("dialog", { name: "New scenario" });
  await wizard.getByLabel("Name", { exact: true }).fill("Opening round");
  await expect(wizard.getByLabel("Game")).toContainText("Game");
  await wizard.getByLabel("Game").selectOption({ index: 1 });
  await wizard.getByLabel("Map").selectOption({ index: 1 });
  await page.screenshot({ path: "test-results/starters-scenario-wizard.png" });
  await wizard.getByRole("button", { name: "Create scenario" }).click();
  await expect(page.getByLabel("Opening round as JSON")).toBeAttached({ timeout: 30_000 });
  await expect(page.locator(".de-problems")).toContainText("checked in", { timeout: 30_000 });
  await expect(page.getByTestId("problem-errors")).toHaveText("0 errors");
  await page.goto(second);
  await expect(page.getByTestId("document-row")).toHaveCount(3);
});
