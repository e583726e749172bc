import { expect, test } from "@playwright/test";
import { editAndSave, expectEditorText, newDocument, newProject, setEditorText } from "./helpers";

test("first start shows the sample projects", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("project-card").filter({ hasText: "Next War sample" })).toBeVisible();
  await expect(page.getByTestId("project-card").filter({ hasText: "Area sample" })).toBeVisible();
});

test("create a project and a document, save twice, see both revisions, restore the first", async ({ page }) => {
  await newProject(page, "Baltic Flank");
  await newDocument(page, "Main map", "game");
  await editAndSave(page, "Main map", { schemaVersion: 1, name: "Main map", version: "first" }, "first pass");
  await editAndSave(page, "Main map", { schemaVersion: 1, name: "Main map", version: "second" }, "second pass");

  await page.getByRole("link", { name: /History/ }).click();
  const rows = page.getByTestId("revision-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("second pass");
  await expect(rows.nth(0)).toContainText("current");
  await expect(rows.nth(1)).toContainText("first pass");
  await expect(page.getByTestId("diff")).toContainText('"version": "first"');
  await expect(page.getByTestId("diff")).toContainText('"version": "second"');
  await expect(page.getByTestId("diff-summary")).toHaveText("1 line added, 1 removed");

  await page.getByRole("button", { name: "Restore revision #2" }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText("Restored revision");
  await expect(rows.nth(0)).toContainText("current");

  await page.getByRole("link", { name: "Open editor" }).click();
  await expectEditorText(page, /"version": "first"/);
});

test("a second tab saving a stale revision gets the conflict message and can save a copy", async ({ page, context }) => {
  await newProject(page, "Two Tabs");
  const url = await newDocument(page, "Shared OOB", "scenario");
  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByTestId("save-state")).toHaveText("All changes saved");

  await editAndSave(page, "Shared OOB", { schemaVersion: 1, from: "tab one" }, "tab one");

  await setEditorText(other, "Shared OOB", JSON.stringify({ schemaVersion: 1, from: "tab two" }));
  await other.getByRole("button", { name: /^Save/ }).click();
  await expect(other.getByTestId("editor-problem")).toContainText("saved elsewhere");
  await expect(other.getByTestId("save-state")).toHaveText("Not saved: conflict");

  // Nothing was overwritten: the first tab's save is still current.
  await page.reload();
  await expectEditorText(page, /tab one/);

  await other.getByRole("button", { name: "Save mine as a copy" }).click();
  await expect(other.getByRole("heading", { level: 1 })).toContainText("Shared OOB (my copy)");
  await expect(other.getByLabel("Shared OOB (my copy) as JSON")).toBeAttached({ timeout: 30_000 });
  await expectEditorText(other, /tab two/);
});

test("the conflicted tab can reload the newer revision and save on top of it", async ({ page, context }) => {
  await newProject(page, "Reload Tabs");
  const url = await newDocument(page, "Charts", "game");
  const other = await context.newPage();
  await other.goto(url);
  await editAndSave(page, "Charts", { schemaVersion: 1, crt: "v2" }, "newer");
  await setEditorText(other, "Charts", JSON.stringify({ schemaVersion: 1, crt: "stale" }));
  await other.keyboard.press("Control+s");
  await expect(other.getByTestId("save-state")).toHaveText("Not saved: conflict");
  await other.getByRole("button", { name: "Reload (discard mine)" }).click();
  await expectEditorText(other, /"crt": "v2"/);
  await editAndSave(other, "Charts", { schemaVersion: 1, crt: "v3" }, "on top");
});

test("invalid JSON is never saved and the reason names the line", async ({ page }) => {
  await newProject(page, "Broken JSON");
  await newDocument(page, "Game", "game");
  await setEditorText(page, "Game", '{\n  "schemaVersion": 1,\n  oops\n}');
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByTestId("editor-problem")).toContainText("not valid JSON");
  await expect(page.getByTestId("editor-problem")).toContainText("Line 3");
  await page.getByRole("link", { name: /History/ }).click();
  await expect(page.getByTestId("revision-row")).toHaveCount(1);
});

test("export a project as a bundle and import it back as a new project; schema errors need 'Import anyway'", async ({ page }) => {
  await newProject(page, "Round Trip");
  await newDocument(page, "Theatre", "game");
  await editAndSave(page, "Theatre", { schemaVersion: 1, terrain: "ccffmm" }, "painted");
  await page.getByRole("link", { name: "Round Trip" }).click();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export bundle" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Round-Trip.warbench.json");
  const file = await download.path();

  await page.goto("/");
  await page.getByTestId("import-input").setInputFiles(file);
  // The game is a bare {schemaVersion, terrain}: import lists its schema errors and waits for the designer's word.
  const dialog = page.getByRole("dialog", { name: "Import bundle with schema errors?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Schema errors" })).toContainText('the game "Theatre" at /terrain');
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Tick “Import anyway”");
  await dialog.getByLabel(/Import anyway/).check();
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Round Trip" })).toBeVisible();
  await page.getByRole("link", { name: "Theatre" }).click();
  await expectEditorText(page, /"terrain": "ccffmm"/);

  await page.goto("/");
  await expect(page.getByTestId("project-card").filter({ hasText: "Round Trip" })).toHaveCount(2);
});

test("a bad bundle is refused with a clear reason and nothing is created", async ({ page }) => {
  await page.goto("/");
  const before = await page.getByTestId("project-card").count();
  await page.getByTestId("import-input").setInputFiles({
    name: "broken.warbench.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"format":"warbench-bundle","schemaVersion":1,"project":{"name":"X"},"documents":[{"kind":"unit","name":"u","content":{}}]}'),
  });
  await expect(page.getByRole("status")).toContainText('broken.warbench.json: /documents/0/kind (line 1, column 91): must be one of "game", "map", "scenario" [E-SCHEMA]. Nothing was imported.');
  await page.reload();
  await expect(page.getByTestId("project-card")).toHaveCount(before);
});

test("a deleted project goes to the trash, can be undone, and restored from the trash", async ({ page }) => {
  await newProject(page, "Soft Delete");
  await page.goto("/");
  const card = page.getByTestId("project-card").filter({ hasText: "Soft Delete" });
  await card.getByLabel("Actions for Soft Delete").click();
  await card.getByRole("menuitem", { name: "Move to trash" }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole("status").getByRole("button", { name: "Undo" }).click();
  await expect(card).toHaveCount(1);

  await card.getByLabel("Actions for Soft Delete").click();
  await card.getByRole("menuitem", { name: "Move to trash" }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Trash" }).click();
  const row = page.getByTestId("trash-row").filter({ hasText: "Soft Delete" });
  await row.getByRole("button", { name: "Restore" }).click();
  await expect(row).toHaveCount(0);
  await page.goto("/");
  await expect(card).toHaveCount(1);
});

test("rename and duplicate a document from the project page", async ({ page }) => {
  const projectUrl = await newProject(page, "Renames");
  await newDocument(page, "Draft", "scenario");
  await page.goto(projectUrl);
  const row = page.getByTestId("document-row").filter({ hasText: "Draft" });
  await row.getByLabel("Actions for Draft").click();
  await row.getByRole("menuitem", { name: "Rename…" }).click();
  const dialog = page.getByRole("dialog", { name: "Rename document" });
  await dialog.getByLabel("Name").fill("Opening moves");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("document-row").filter({ hasText: "Opening moves" })).toHaveCount(1);
  const renamed = page.getByTestId("document-row").filter({ hasText: "Opening moves" });
  await renamed.getByLabel("Actions for Opening moves").click();
  await renamed.getByRole("menuitem", { name: "Duplicate" }).click();
  await expect(page.getByTestId("document-row")).toHaveCount(2);
  await expect(page.getByTestId("document-row").filter({ hasText: "Opening moves (copy)" })).toHaveCount(1);
});

test("the studio requests nothing outside its own origin", async ({ page, context, baseURL }) => {
  const outside: string[] = [];
  context.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL!) && !url.startsWith("data:") && !url.startsWith("blob:")) outside.push(url);
  });
  await page.goto("/");
  await page.getByRole("link", { name: "Next War sample" }).click();
  await page.getByRole("link", { name: "Sample scenario" }).click();
  await expect(page.getByTestId("save-state")).toBeVisible();
  await page.getByRole("button", { name: /Switch to (dark|light) theme/ }).click();
  expect(outside).toEqual([]);
});
