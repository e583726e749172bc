import fs from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import { expectEditorText, newDocument, newHexMap, newProject, setEditorText } from "./helpers";

/**
 * Issue #26 item 1: with autosave off, leaving the editor by a breadcrumb,
 * Back or "▶ Playtest unsaved" used to lose the edit without a word. Now the
 * text is kept in the browser and offered back when the document opens again.
 */
const kept = (page: Page) => page.getByTestId("kept-draft");
const saveState = (page: Page) => page.getByTestId("save-state");

async function editUnsaved(page: Page, name: string, content: unknown) {
  await page.getByLabel("Autosave").uncheck();
  await setEditorText(page, name, JSON.stringify(content, null, 2));
  await expect(saveState(page)).toHaveText("Unsaved changes");
}

test("an edit left by a breadcrumb is offered back on return, restored as unsaved changes, and saved", async ({ page }) => {
  await newProject(page, "Kept Drafts");
  const url = await newDocument(page, "Charts", "game");
  await editUnsaved(page, "Charts", { schemaVersion: 1, name: "Charts", crt: "typed before leaving" });
  await page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "Kept Drafts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kept Drafts" })).toBeVisible();

  await page.goto(url);
  await expect(kept(page)).toContainText(/Unsaved changes from .* were kept when you left this page\. Restore them/);
  await page.screenshot({ path: "test-results/kept-draft-offer.png" });
  await expect(saveState(page)).toHaveText("All changes saved");
  await kept(page).getByRole("button", { name: "Restore them" }).click();
  await expect(kept(page)).toHaveCount(0);
  await expectEditorText(page, /"crt": "typed before leaving"/);
  await expect(saveState(page)).toHaveText("Unsaved changes");
  // Undo goes back to the saved text: restoring is an edit like any other.
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(saveState(page)).toHaveText("All changes saved");
  // Saved: nothing is offered any more.
  await page.reload();
  await expectEditorText(page, /"crt": "typed before leaving"/);
  await expect(kept(page)).toHaveCount(0);
});

test("Back and Forward keep the edit too; Discard drops it for good", async ({ page }) => {
  await newProject(page, "Back And Forth");
  await newDocument(page, "Charts", "game");
  await editUnsaved(page, "Charts", { schemaVersion: 1, name: "Charts", crt: "before Back" });
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Back And Forth" })).toBeVisible();
  await page.goForward();
  await expect(kept(page)).toBeVisible();
  await kept(page).getByRole("button", { name: "Discard" }).click();
  await expect(kept(page)).toHaveCount(0);
  await expectEditorText(page, /"name": "Charts"/);
  expect(await page.locator(".de-text").innerText()).not.toContain("before Back");
  await page.reload();
  await expect(saveState(page)).toHaveText("All changes saved");
  await expect(kept(page)).toHaveCount(0);
});

test("▶ Playtest unsaved and back: the edit is offered back", async ({ page }) => {
  const scenario = JSON.parse(fs.readFileSync("lib/samples/nextwar-sample/scenario.json", "utf8")) as { units: { id: string; name: string }[] };
  scenario.units.find((u) => u.id === "nl-inf-1")!.name = "Draft Brigade";
  await page.goto("/");
  await page.getByRole("link", { name: "Next War sample" }).click();
  await page.getByRole("link", { name: "Sample scenario" }).click();
  await editUnsaved(page, "Sample scenario", scenario);
  await page.getByTitle("Play this scenario now, unsaved changes included").click();
  await expect(page.getByTestId("draft-banner")).toBeVisible();
  await page.goBack();
  await expect(kept(page)).toContainText("Restore them to go on where you left off");
  await kept(page).getByRole("button", { name: "Restore them" }).click();
  await expect(saveState(page)).toHaveText("Unsaved changes");
  await page.getByRole("tab", { name: "OOB table" }).click();
  await expect(page.getByTestId("oob-table").locator('.de-grid-row[data-unit="nl-inf-1"] [data-col="name"]')).toHaveText("Draft Brigade");
});

test("a draft of a document saved elsewhere since says that saving it will ask how to resolve the conflict", async ({ page, context }) => {
  await newProject(page, "Saved Since");
  const url = await newDocument(page, "Charts", "game");
  await editUnsaved(page, "Charts", { schemaVersion: 1, name: "Charts", crt: "mine, left behind" });
  await page.goto("/");

  const other = await context.newPage();
  await other.goto(url);
  // The other tab is the same browser: it is offered the draft too, and leaves it.
  await expect(other.getByTestId("kept-draft")).toBeVisible();
  await setEditorText(other, "Charts", JSON.stringify({ schemaVersion: 1, name: "Charts", crt: "theirs, saved" }, null, 2));
  await other.getByRole("button", { name: /^Save/ }).click();
  await expect(other.getByTestId("save-state")).toHaveText("All changes saved");
  await other.close();

  await page.goto(url);
  await expect(kept(page)).toContainText("The document has been saved since: saving them will ask how to resolve the conflict.");
  await kept(page).getByRole("button", { name: "Restore them" }).click();
  await expectEditorText(page, /mine, left behind/);
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(saveState(page)).toHaveText("Not saved: conflict");
});

test("the map painter saves an edit it had not autosaved yet when a breadcrumb takes the designer away", async ({ page }) => {
  await newProject(page, "Painted Away");
  await newHexMap(page, "Quick", 8, 6);
  const url = page.url();
  await page.getByRole("radio", { name: /Forest/ }).click();
  const p = await page.evaluate(() => window.__warbenchPainter!.pointOf("0303"));
  await page.mouse.click(p!.x, p!.y);
  await expect(saveState(page)).toHaveText("Unsaved changes");
  // Away at once, long before the idle autosave (4 s). The save goes on the way out, and the project page may show
  // before it has landed: wait for it (none would time out), then open the map again.
  const savedOnTheWayOut = page.waitForResponse((r) => r.request().method() === "POST" && /\/api\/documents\/[^/]+\/revisions/.test(r.url()) && r.ok());
  await page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "Painted Away" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Painted Away" })).toBeVisible();
  await savedOnTheWayOut;
  await page.goto(url);
  await page.waitForFunction(() => window.__warbenchPainter !== undefined);
  const terrain = await page.evaluate(() => {
    const doc = window.__warbenchPainter!.editor.document();
    const forest = doc.terrain.legend.find((e) => e.value === "forest")?.char;
    return { forest, row: doc.terrain.rows[2] };
  });
  expect(terrain.row![2]).toBe(terrain.forest);
});
