import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { newDocument, newProject, newProjectFromTemplate, openSampleScenarioOob, setEditorText } from "./helpers";

/**
 * Issue #26 item 10, the small surprises: the header's History count follows
 * saves; + Unit says whose nation and type it took; a refused IPC says why;
 * the OOB table has the reduced side's columns the lints ask for.
 */

test("History (n) in the header counts the revisions saved on the page", async ({ page }) => {
  await newProject(page, "Counted");
  await newDocument(page, "Charts", "game");
  const history = page.getByTestId("history-link");
  await expect(history).toHaveText("History (1)");
  for (const [n, crt] of [[2, "one"], [3, "two"]] as const) {
    await setEditorText(page, "Charts", JSON.stringify({ schemaVersion: 2, kind: "game", name: "Charts", crt }, null, 2));
    await page.getByRole("button", { name: /^Save/ }).click();
    await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
    await expect(history).toHaveText(`History (${n})`);
  }
  await history.click();
  await expect(page.getByTestId("revision-row")).toHaveCount(3);
});

test("+ Unit says whose nation and type the new unit took; the reduced side has its columns", async ({ page }) => {
  const table = await openSampleScenarioOob(page);
  await table.getByLabel("Select nl-inf-2").check();
  await table.getByRole("button", { name: "+ Unit" }).click();
  await expect(table).toContainText(/Added \S+: Nordland .+, as the selected row, nl-inf-2 \(change them in their cells\)\./);
  // The reduced side: rAS and rDS, read from the units and written back.
  await expect(table.getByRole("columnheader", { name: "rAS" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "rDS" })).toBeVisible();
  await page.screenshot({ path: "test-results/oob-reduced-columns.png" });
});

test("an IPC the area painter will not take is put back with the reason beside the field", async ({ page }) => {
  await newProjectFromTemplate(page, "Refused IPC", "area");
  await page.getByRole("link", { name: "Map", exact: true }).click();
  await page.waitForFunction(() => window.__warbenchArea !== undefined);
  await page.evaluate(() => {
    const { editor } = window.__warbenchArea!;
    editor.select(editor.document().territories[0]!.id);
  });
  const ipc = page.getByLabel("IPC value");
  await expect(ipc).toHaveValue("10");
  await ipc.fill("-3");
  await ipc.press("Enter");
  const refused = page.getByRole("alert").filter({ hasText: "was not taken" });
  await expect(refused).toHaveText("“-3” was not taken: IPC must be a whole number from 0 to 99.");
  await expect(ipc).toHaveValue("10");
  await ipc.fill("7");
  await ipc.press("Enter");
  await expect(refused).toHaveCount(0);
  await expect(ipc).toHaveValue("7");
});

test("saving a game without a unit type its scenario uses asks first, naming the scenario and its units [#26 item 2]", async ({ page }) => {
  const name = "Game Removal Copy";
  await page.goto("/");
  const card = page.getByTestId("project-card").filter({ has: page.getByRole("link", { name: "Next War sample", exact: true }) });
  await card.getByLabel("Actions for Next War sample").click();
  await card.getByRole("menuitem", { name: "Duplicate" }).click();
  const copy = page.getByTestId("project-card").filter({ has: page.getByRole("link", { name: "Next War sample (copy)", exact: true }) });
  await copy.getByLabel("Actions for Next War sample (copy)").click();
  await copy.getByRole("menuitem", { name: "Rename…" }).click();
  const rename = page.getByRole("dialog", { name: "Rename project" });
  await rename.getByLabel("Name").fill(name);
  await rename.getByRole("button", { name: "Save" }).click();
  await page.getByRole("link", { name, exact: true }).click();
  const gameName = "Next War module";
  await page.getByRole("link", { name: gameName, exact: true }).click();
  await page.getByLabel("Autosave").uncheck();
  const game = JSON.parse(fs.readFileSync("lib/samples/nextwar-sample/game.json", "utf8")) as { unitTypes: { id: string }[] };
  game.unitTypes = game.unitTypes.filter((t) => t.id !== "armour");
  await setEditorText(page, gameName, JSON.stringify(game, null, 2));
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
  await page.getByRole("button", { name: /^Save/ }).click();
  const dialog = page.getByRole("dialog", { name: "Save without what scenarios use?" });
  await expect(dialog).toContainText("This save removes unit type armour.");
  await expect(dialog.getByTestId("game-uses")).toContainText(/Sample scenario.*units? of type armour/);
  await page.screenshot({ path: "test-results/game-removal-dialog.png" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
  await page.getByRole("button", { name: /^Save/ }).click();
  await dialog.getByRole("button", { name: "Save anyway" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
});
