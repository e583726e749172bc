import { expect, type Page } from "@playwright/test";

/** Creates a project from the library and lands on its page. */
export async function newProject(page: Page, name: string): Promise<string> {
  await page.goto("/");
  await page.getByRole("button", { name: "New project", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New project" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return page.url();
}

/** Creates a document in the open project and lands in its editor. */
export async function newDocument(page: Page, name: string, kind: "game" | "map" | "scenario"): Promise<string> {
  await page.getByRole("button", { name: "New document" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New document" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Kind").selectOption(kind);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  return page.url();
}

/**
 * Replaces the data editor's whole text. Monaco auto-indents and auto-closes
 * what is typed, so a whole document goes in the way a designer would put it
 * there: select all, then paste.
 */
export async function setEditorText(page: Page, documentName: string, text: string) {
  const input = page.getByLabel(`${documentName} as JSON`);
  await expect(input).toBeAttached({ timeout: 30_000 });
  await input.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The data editor's text as Monaco shows it (the lines in view; enough for small documents). */
export async function editorText(page: Page): Promise<string> {
  const lines = page.locator(".de-text .monaco-editor .view-lines");
  await expect(lines).toBeVisible({ timeout: 30_000 });
  return (await lines.innerText()).replace(/\u00a0/g, " ");
}

/** Waits until the data editor shows text matching `pattern`. */
export async function expectEditorText(page: Page, pattern: RegExp) {
  await expect.poll(() => editorText(page), { timeout: 15_000 }).toMatch(pattern);
}

/** Replaces the JSON editor's text and saves with a message. */
export async function editAndSave(page: Page, documentName: string, content: unknown, message: string) {
  await setEditorText(page, documentName, JSON.stringify(content, null, 2));
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
  await page.getByLabel("Revision message").fill(message);
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
}

/**
 * Opens the Next War sample's playtest with a fixed seed and waits for its
 * test hook. The sample's mined coastal box may open the turn with a
 * mine-sweep segment [7.5.2]: it is passed unless `passSweeps` is false, so
 * the initiative side is to move.
 */
export async function openSamplePlaytest(page: Page, seed: number, { passSweeps = true } = {}) {
  await page.addInitScript({ content: "window.__name = (f) => f;" });
  await page.goto("/");
  await page.getByRole("link", { name: "Next War sample" }).click();
  await page.getByRole("link", { name: "Sample scenario" }).click();
  const href = await page.getByRole("link", { name: /Playtest/ }).getAttribute("href");
  await page.goto(`${href}?seed=${seed}`);
  await page.waitForFunction(() => window.__warbenchPlaytest !== undefined);
  if (passSweeps) await passMineSweeps(page);
}

/** Ends the mine-sweep segments in front of the playtest, if any [7.5.2]. */
export async function passMineSweeps(page: Page) {
  for (let i = 0; i < 4 && /sweep/i.test(await page.getByTestId("segment").innerText()); i++) await endSegment(page);
}

/** Ends the playtest's segment and waits until the game has moved on. */
export async function endSegment(page: Page) {
  const before = await page.evaluate(() => window.__warbenchPlaytest!.state().step);
  await page.getByTestId("end-segment").click();
  await expect.poll(() => page.evaluate(() => window.__warbenchPlaytest!.state().step)).not.toBe(before);
}

/** Clicks the playtest board's hex `label`. */
export async function clickHex(page: Page, label: string) {
  const p = await page.evaluate((l) => window.__warbenchPlaytest!.pointOf(l), label);
  expect(p, `hex ${label} on the board`).not.toBeNull();
  await page.mouse.click(p!.x, p!.y);
}

/** Selects the stack at `from` on the playtest board and leaves only the unit called `name` checked. */
export async function selectOnly(page: Page, from: string, name: string) {
  await clickHex(page, from);
  const boxes = page.getByTestId("selection").getByRole("checkbox");
  await expect(boxes.first()).toBeVisible();
  for (let i = 0; i < (await boxes.count()); i++) {
    const text = await boxes.nth(i).locator("xpath=..").innerText();
    if (text.includes(name)) await boxes.nth(i).check();
    else await boxes.nth(i).uncheck();
  }
}

/** A new project from one of the theatre templates (*New project from template…*), landing on its page. */
export async function newProjectFromTemplate(page: Page, name: string, template: "nextwar" | "area") {
  await page.goto("/");
  await page.getByRole("button", { name: "New project from template…" }).click();
  const dialog = page.getByRole("dialog", { name: "New project from template" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Template").selectOption(template);
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** Opens the Next War sample's scenario in the data editor with autosave off, on the OOB table. */
export async function openSampleScenarioOob(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: "Next War sample" }).click();
  await page.getByRole("link", { name: "Sample scenario" }).click();
  await page.getByLabel("Autosave").uncheck();
  await page.getByRole("tab", { name: "OOB table" }).click();
  return page.getByTestId("oob-table");
}

/** *New map…* on the open project: a blank hex map of `columns` × `rows`, open in the painter once it is saved. */
export async function newHexMap(page: Page, name: string, columns: number, rows: number) {
  await page.getByRole("button", { name: "New map…" }).click();
  const dialog = page.getByRole("dialog", { name: "New hex map" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Columns").fill(String(columns));
  await dialog.getByLabel("Rows").fill(String(rows));
  await dialog.getByRole("button", { name: "Create map" }).click();
  await expect(page.getByTestId("map-canvas")).toBeVisible();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
  await page.waitForFunction(() => window.__warbenchPainter !== undefined);
}

/**
 * Empties the library the way a user would (Move to trash), for a spec that
 * starts as a new user does; answers the trashed projects' names for
 * restoreLibrary. The e2e server seeds the samples and later specs play them.
 */
export async function emptyLibrary(page: Page): Promise<string[]> {
  const trashed: string[] = [];
  await page.goto("/");
  const cards = page.getByTestId("project-card");
  while ((await cards.count()) > 0) {
    const before = await cards.count();
    const name = (await cards.first().getByRole("link").first().innerText()).trim();
    await cards.first().getByLabel(/^Actions for /).click();
    await page.getByRole("menuitem", { name: "Move to trash" }).click();
    await expect(cards).toHaveCount(before - 1);
    trashed.push(name);
  }
  return trashed;
}

/** Restores the projects emptyLibrary trashed: one trash row fewer each, since earlier specs may trash projects of the same name. */
export async function restoreLibrary(page: Page, trashed: readonly string[]) {
  await page.goto("/trash");
  for (const name of trashed) {
    // The name cell reads "<name> (<n> documents)": exactly this name, not one that contains it.
    const cell = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(\\d+ documents?\\)$`);
    const rows = page.getByTestId("trash-row").filter({ has: page.getByRole("cell", { name: cell }) });
    const before = await rows.count();
    expect(before, `"${name}" is in the trash`).toBeGreaterThan(0);
    await rows.first().getByRole("button", { name: "Restore" }).click();
    await expect(page.getByText(`“${name}” restored.`)).toBeVisible();
    await page.reload();
    await expect(rows).toHaveCount(before - 1);
  }
}
