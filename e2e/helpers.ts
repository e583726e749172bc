import { expect, type Page } from "@playwright/test";

/** Creates a project from the library and lands on its page. */
export async function newProject(page: Page, name: string): Promise<string> {
  await page.goto("/");
  await page.getByRole("button", { name: "New project" }).click();
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

/** Replaces the JSON editor's text and saves with a message. */
export async function editAndSave(page: Page, documentName: string, content: unknown, message: string) {
  await page.getByLabel(`${documentName} as JSON`).fill(JSON.stringify(content, null, 2));
  await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
  await page.getByLabel("Revision message").fill(message);
  await page.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByTestId("save-state")).toHaveText("All changes saved");
}
