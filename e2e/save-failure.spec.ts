import { expect, type Page, type Request, test } from "@playwright/test";
import { expectEditorText, newDocument, newHexMap, newProject, setEditorText } from "./helpers";

/** A document save: a POST of the document's text to its revisions (app/api/documents/[documentId]/revisions). */
function isSave(request: Request): boolean {
  return request.method() === "POST" && /\/api\/documents\/[^/]+\/revisions(\?|$)/.test(request.url());
}

/** Drops the connection of the first `count` saves from now on (all of them when no count). */
async function dropSaves(page: Page, count = Infinity) {
  let dropped = 0;
  const handler = async (route: import("@playwright/test").Route) => {
    if (isSave(route.request()) && dropped < count) {
      dropped += 1;
      await route.abort("connectionfailed");
      return;
    }
    await route.fallback();
  };
  await page.route("**/*", handler);
  return { dropped: () => dropped, stop: () => page.unroute("**/*", handler) };
}

const saveState = (page: Page) => page.getByTestId("save-state");
const problem = (page: Page) => page.getByTestId("editor-problem");

async function revisionRows(page: Page) {
  await page.getByRole("link", { name: /History/ }).click();
  await expect(page.getByRole("heading", { name: /History of/ })).toBeVisible();
  return page.getByTestId("revision-row");
}

test("data editor: a save whose connection drops says why, keeps the text, and the next save goes through", async ({ page }) => {
  await newProject(page, "Dropped Save");
  const url = await newDocument(page, "Charts", "game");
  const drop = await dropSaves(page);
  await setEditorText(page, "Charts", JSON.stringify({ schemaVersion: 1, name: "Charts", crt: "after the drop" }, null, 2));
  await expect(saveState(page)).toHaveText("Unsaved changes");
  await page.getByLabel("Revision message").fill("kept through a dropped connection");
  await page.keyboard.press("ControlOrMeta+S");

  await expect(problem(page)).toContainText("Save failed: Could not reach the studio — the connection dropped.");
  await expect(problem(page)).toContainText(/Your changes are kept · retrying in \d+ s/);
  await expect(problem(page).getByRole("button", { name: "Retry now" })).toBeVisible();
  await expect(saveState(page)).toHaveText("Not saved");
  await expectEditorText(page, /"crt": "after the drop"/);
  // Not stuck: the button is usable again.
  await expect(page.getByRole("button", { name: /^Save/ })).toBeEnabled();
  await page.screenshot({ path: "/tmp/save-failure-data-editor.png" });

  expect(drop.dropped()).toBeGreaterThanOrEqual(1);
  await drop.stop();
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(saveState(page)).toHaveText("All changes saved");
  await expect(problem(page)).toHaveCount(0);

  const rows = await revisionRows(page);
  // Created, then saved (an automatic retry may have got there first: both carry the message).
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  await expect(rows.first()).toContainText("kept through a dropped connection");
  await page.goto(url);
  await expectEditorText(page, /"crt": "after the drop"/);
});

test("data editor: autosave tries again by itself after a transient failure", async ({ page }) => {
  await newProject(page, "Retried Autosave");
  await newDocument(page, "Charts", "game");
  const drop = await dropSaves(page, 1);
  await setEditorText(page, "Charts", JSON.stringify({ schemaVersion: 1, name: "Charts", crt: "retried" }, null, 2));
  await expect(saveState(page)).toHaveText("Unsaved changes");
  // The idle autosave (8 s) is dropped; the retry 2 s later goes through without a touch.
  await expect(problem(page)).toContainText("retrying in", { timeout: 20_000 });
  await expect(saveState(page)).toHaveText("All changes saved", { timeout: 20_000 });
  await expect(problem(page)).toHaveCount(0);
  expect(drop.dropped()).toBe(1);

  const rows = await revisionRows(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Autosave");
});

test("data editor: a save that landed but whose answer was lost is not taken for a conflict", async ({ page }) => {
  await newProject(page, "Lost Answer");
  await newDocument(page, "Charts", "game");
  let lost = 0;
  await page.route("**/*", async (route) => {
    if (!isSave(route.request()) || lost > 0) return route.fallback();
    lost += 1;
    await route.fetch(); // the studio saves it...
    await route.abort("connectionfailed"); // ...and the answer never arrives
  });
  await setEditorText(page, "Charts", JSON.stringify({ schemaVersion: 1, name: "Charts", crt: "landed" }, null, 2));
  await page.keyboard.press("ControlOrMeta+S");
  await expect(problem(page)).toContainText("Could not reach the studio");
  // The retry finds its own revision current (a "conflict" with itself) and takes it as saved.
  await expect(saveState(page)).toHaveText("All changes saved", { timeout: 20_000 });
  await expect(problem(page)).toHaveCount(0);
  expect(lost).toBe(1);
  await expect(await revisionRows(page)).toHaveCount(2);
});

test("data editor: a save the studio refuses shows its reason and is not retried by itself", async ({ page, context }) => {
  const projectUrl = await newProject(page, "Refused Save");
  await newDocument(page, "Charts", "game");
  // Another tab moves the document to the trash: the studio will refuse to save it.
  const other = await context.newPage();
  await other.goto(projectUrl);
  const row = other.getByTestId("document-row").filter({ hasText: "Charts" });
  await row.getByLabel("Actions for Charts").click();
  await row.getByRole("menuitem", { name: "Move to trash" }).click();
  await expect(other.getByTestId("document-row")).toHaveCount(0);
  await other.close();

  let saves = 0;
  page.on("request", (request) => void (isSave(request) && (saves += 1)));
  await setEditorText(page, "Charts", JSON.stringify({ schemaVersion: 1, name: "Charts", crt: "refused" }, null, 2));
  await page.keyboard.press("ControlOrMeta+S");
  await expect(problem(page)).toContainText(/Save failed: No document with id .*Your changes are kept · not retried automatically/);
  await expect(problem(page).getByRole("button", { name: "Retry now" })).toHaveCount(0);
  await expect(saveState(page)).toHaveText("Not saved");
  // A retry would have gone after 2 s.
  await page.waitForTimeout(4000);
  expect(saves).toBe(1);
  await expectEditorText(page, /"crt": "refused"/);
});

test("data editor: leaving while a save failed still warns that changes are unsaved", async ({ page }) => {
  await newProject(page, "Leave Failed");
  await newDocument(page, "Charts", "game");
  await dropSaves(page);
  await setEditorText(page, "Charts", JSON.stringify({ schemaVersion: 1, name: "Charts", crt: "unsaved" }, null, 2));
  await page.keyboard.press("ControlOrMeta+S");
  await expect(problem(page)).toContainText("Could not reach the studio");
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.accept();
});

test("map painter: a dropped save says why, keeps the map, and the automatic retry saves it", async ({ page }) => {
  await newProject(page, "Painter Drop");
  await newHexMap(page, "Dropped Theatre", 8, 6);

  const drop = await dropSaves(page);
  await page.getByRole("radio", { name: /Forest/ }).click();
  const hex = await page.evaluate(() => window.__warbenchPainter!.pointOf("0303"));
  await page.mouse.click(hex!.x, hex!.y);
  await expect(saveState(page)).toHaveText("Unsaved changes");
  const forest = () =>
    page.evaluate(() => {
      const doc = window.__warbenchPainter!.editor.document();
      const char = doc.terrain.legend.find((e) => e.value === "forest")?.char;
      return doc.terrain.rows[2]?.[2] === char;
    });
  expect(await forest()).toBe(true);
  await page.keyboard.press("Control+s");

  await expect(problem(page)).toContainText("Save failed: Could not reach the studio — the connection dropped.");
  await expect(problem(page)).toContainText(/retrying in \d+ s/);
  await expect(saveState(page)).toHaveText("Not saved");
  expect(await forest()).toBe(true);
  await page.screenshot({ path: "/tmp/save-failure-painter.png" });

  // Still dropped: the retry fails too and waits longer; Ctrl+S is not stuck either.
  const before = drop.dropped();
  await page.keyboard.press("Control+s");
  await expect.poll(drop.dropped).toBeGreaterThan(before);
  await expect(problem(page)).toContainText(/retrying in \d+ s/);
  await drop.stop();
  await expect(saveState(page)).toHaveText("All changes saved", { timeout: 20_000 });
  await expect(problem(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.__warbenchPainter!.editor.dirty)).toBe(false);

  const rows = await revisionRows(page);
  await expect(rows).toHaveCount(2);
});
