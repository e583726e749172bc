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
