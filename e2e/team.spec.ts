import { expect, test } from "@playwright/test";
import { editorText } from "./helpers";
import { TeamStudio } from "./team-studio";

/**
 * Team mode [issue #17 items 4-5], end to end: its own studio with
 * WARBENCH_AUTH=on on a throwaway library (e2e/team-studio.ts). Users come
 * from the CLI; everything else from a browser.
 */
const studio = new TeamStudio(1);
const base = studio.base;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  studio.addUser("ann", "plum orchard 42", true);
  studio.addUser("vic", "quiet harbour 7");
  await studio.start();
});

test.afterAll(() => studio.stop());

const signIn = (page: import("@playwright/test").Page, name: string, password: string) => studio.signIn(page, name, password);

test("nothing is served without a session; a wrong password says nothing about the name", async ({ page, request }) => {
  expect((await request.get(`${base}/api/projects/x/export`, { maxRedirects: 0 })).status()).toBe(401);
  await signIn(page, "ann", "wrong password!!");
  await expect(page.getByRole("form", { name: "Sign in" }).getByRole("alert")).toHaveText("The name or password is not right.");
  await signIn(page, "nobody", "wrong password!!");
  await expect(page.getByRole("form", { name: "Sign in" }).getByRole("alert")).toHaveText("The name or password is not right.");
});

test("signing in gives a new HttpOnly cookie; a viewer sees only the project shared with them, without its Share button", async ({ browser }) => {
  const annContext = await browser.newContext();
  const ann = await annContext.newPage();
  await annContext.addCookies([{ name: "warbench_session", value: "F".repeat(43), url: base }]);
  await signIn(ann, "ann", "plum orchard 42");
  await expect(ann.getByTestId("signed-in-as")).toHaveText("ann");
  const cookie = (await annContext.cookies(base)).find((c) => c.name === "warbench_session")!;
  expect(cookie.value).not.toBe("F".repeat(43)); // rotated: a planted cookie is never the session
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe("Lax");

  // Ann creates a project (she owns it) and shares it with Vic as a viewer.
  await expect(ann.getByTestId("project-card").filter({ hasText: "Next War sample" })).toBeVisible(); // admins see everything
  await ann.getByRole("button", { name: "New project", exact: true }).click();
  const dialog = ann.getByRole("dialog", { name: "New project" });
  await dialog.getByLabel("Name").fill("Shared theatre");
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(ann.getByRole("heading", { level: 1, name: "Shared theatre" })).toBeVisible();
  const projectUrl = ann.url();
  await ann.getByRole("button", { name: "Share…" }).click();
  await ann.getByLabel("Add a user by name").fill("vic");
  await ann.getByRole("dialog", { name: "Share project" }).getByRole("button", { name: "Add", exact: true }).click();
  await expect(ann.getByTestId("share-row")).toHaveCount(2);

  const vicContext = await browser.newContext();
  const vic = await vicContext.newPage();
  await signIn(vic, "vic", "quiet harbour 7");
  await expect(vic.getByTestId("project-card").filter({ hasText: "Shared theatre" })).toBeVisible();
  await expect(vic.getByTestId("project-card").filter({ hasText: "Next War sample" })).toHaveCount(0);
  await vic.goto(projectUrl);
  await expect(vic.getByRole("button", { name: "Share…" })).toHaveCount(0);

  // Vic signs out; the page is gone again.
  await vic.getByRole("button", { name: "Sign out" }).click();
  await expect(vic).toHaveURL(/\/signin/);
  await vic.goto(projectUrl);
  await expect(vic).toHaveURL(/\/signin/);
  await annContext.close();
  await vicContext.close();
});

test("a viewer opens a scenario read-only: the note, no Save, Monaco refuses typing, playtest and export stay [#17 item 5]", async ({ browser }) => {
  const annContext = await browser.newContext();
  const ann = await annContext.newPage();
  await signIn(ann, "ann", "plum orchard 42");
  await ann.getByTestId("project-card").filter({ hasText: "Next War sample" }).getByRole("link").first().click();
  await expect(ann.getByRole("heading", { level: 1, name: "Next War sample" })).toBeVisible();
  const projectUrl = ann.url();
  await ann.getByRole("button", { name: "Share…" }).click();
  await ann.getByLabel("Add a user by name").fill("vic");
  await ann.getByRole("dialog", { name: "Share project" }).getByRole("button", { name: "Add", exact: true }).click();
  await expect(ann.getByTestId("share-row").filter({ hasText: "vic" })).toBeVisible();
  await annContext.close();

  const vicContext = await browser.newContext();
  const vic = await vicContext.newPage();
  await signIn(vic, "vic", "quiet harbour 7");
  await expect(vic.getByTestId("signed-in-as")).toHaveText("vic");
  await vic.goto(projectUrl);
  // The project page offers a viewer nothing that changes it.
  await expect(vic.getByRole("link", { name: "Sample scenario", exact: true })).toBeVisible();
  await expect(vic.getByRole("button", { name: "New document" })).toHaveCount(0);
  await vic.getByLabel("Actions for Next War sample").click();
  await expect(vic.getByRole("menuitem", { name: "Duplicate" })).toBeVisible();
  await expect(vic.getByRole("menuitem", { name: /Rename|Move to trash/ })).toHaveCount(0);

  await vic.getByRole("link", { name: "Sample scenario", exact: true }).click();
  await expect(vic.getByText("View only — your role on this project is viewer; ask an owner for editor access.")).toBeVisible();
  await expect(vic.getByRole("button", { name: /^Save/ })).toHaveCount(0);
  await expect(vic.getByLabel("Autosave")).toHaveCount(0);
  await expect(vic.getByRole("link", { name: /Playtest/ })).toBeVisible();
  const input = vic.getByLabel("Sample scenario as JSON");
  await expect(input).toBeAttached({ timeout: 30_000 });
  const before = await editorText(vic);
  await vic.locator(".de-text .monaco-editor .view-lines").click();
  await vic.keyboard.press("ControlOrMeta+Home");
  await vic.keyboard.type("typed by a viewer");
  await vic.keyboard.press("Enter");
  await vic.keyboard.press("ControlOrMeta+S");
  expect(await editorText(vic)).toBe(before);
  expect(await editorText(vic)).not.toContain("typed by a viewer");
  await vicContext.close();
});
