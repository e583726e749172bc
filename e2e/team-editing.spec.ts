import { expect, test } from "@playwright/test";
import { editAndSave, expectEditorText, newDocument, newProject, setEditorText } from "./helpers";
import { TeamStudio } from "./team-studio";

/**
 * Two people editing one scenario in a team studio [issue #17 item 6]: each
 * page shows who else has it open; the second save from the same base is
 * refused naming the first user, and nothing is lost.
 */
const studio = new TeamStudio(2);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  studio.addUser("ann", "plum orchard 42", true);
  studio.addUser("bo", "north ridge 19");
  await studio.start();
});

test.afterAll(() => studio.stop());

test("two editors in two browsers: presence on both pages, the later save is refused naming the first, nothing lost", async ({ browser }) => {
  test.setTimeout(120_000);
  const annContext = await browser.newContext({ baseURL: studio.base });
  const ann = await annContext.newPage();
  await studio.signedIn(ann, "ann", "plum orchard 42");
  await newProject(ann, "Joint theatre");
  await ann.getByRole("button", { name: "Share…" }).click();
  const share = ann.getByRole("dialog", { name: "Share project" });
  await share.getByLabel("Add a user by name").fill("bo");
  await share.getByLabel("Role", { exact: true }).selectOption("editor");
  await share.getByRole("button", { name: "Add", exact: true }).click();
  await expect(share.getByTestId("share-row").filter({ hasText: "bo" })).toBeVisible();
  await share.getByRole("button", { name: "Cancel" }).click();
  const url = await newDocument(ann, "Joint OOB", "scenario");

  const boContext = await browser.newContext({ baseURL: studio.base });
  const bo = await boContext.newPage();
  await studio.signedIn(bo, "bo", "north ridge 19");
  await bo.goto(url);
  await expect(bo.getByTestId("save-state")).toHaveText("All changes saved");
  await expect(bo.getByTestId("presence")).toHaveText("Also open: ann (editing)");
  // Ann's page learns of Bo at its next check-in (every 10 s).
  await expect(ann.getByTestId("presence")).toHaveText("Also open: bo (editing)", { timeout: 20_000 });

  await editAndSave(ann, "Joint OOB", { schemaVersion: 1, from: "ann" }, "ann's pass");

  await setEditorText(bo, "Joint OOB", JSON.stringify({ schemaVersion: 1, from: "bo" }));
  await bo.getByRole("button", { name: /^Save/ }).click();
  await expect(bo.getByTestId("save-state")).toHaveText("Not saved: conflict");
  await expect(bo.getByTestId("editor-problem")).toContainText("ann saved this document since you opened it, so yours was not saved.");

  // Ann's revision stands; Bo's text is still in his editor, to reload over or save as a copy.
  await ann.reload();
  await expectEditorText(ann, /"from": "ann"/);
  await expectEditorText(bo, /"from":\s*"bo"/);
  await bo.getByRole("button", { name: "Save mine as a copy" }).click();
  await expect(bo.getByRole("heading", { level: 1 })).toContainText("Joint OOB (my copy)");
  await expectEditorText(bo, /"from":\s*"bo"/);

  // Leaving the page says so at once: Ann's next check-in finds her alone.
  await expect(ann.getByTestId("presence")).toHaveCount(0, { timeout: 20_000 });
  await annContext.close();
  await boContext.close();
});
