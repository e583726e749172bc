import { expect, test } from "@playwright/test";
import { editAndSave, newDocument, newProject, setEditorText } from "./helpers";
import { TeamStudio, postSignIn, throwawayPostgres } from "./team-studio";

/**
 * Two studio processes on one PostgreSQL serve a team as one [#31 item 1]: a
 * throwaway PostgreSQL server, and two team-mode studios (`next start`, the same
 * build) on it, each on its own port, as two processes behind a load balancer
 * would be. Ann works through process A and Bob through process B: each sees the
 * other in "Also open", a save across processes is refused naming the colleague,
 * and failed sign-ins made through both count against one limit.
 */
let postgres: { url: string; stop: () => void } | null = null;
let a: TeamStudio;
let b: TeamStudio;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await throwawayPostgres();
  a = new TeamStudio(20, { databaseUrl: postgres.url });
  b = a.another(21);
  a.addUser("ann", "plum orchard 42", true);
  a.addUser("bob", "north ridge 19");
  await a.start();
  await b.start();
});

test.afterAll(() => {
  b?.stop();
  a?.stop();
  postgres?.stop();
});

test("presence and conflicts cross processes: each sees the other, the later save is refused naming the first", async ({ browser }) => {
  test.setTimeout(150_000);
  const annContext = await browser.newContext({ baseURL: a.base });
  const ann = await annContext.newPage();
  await a.signedIn(ann, "ann", "plum orchard 42");
  await newProject(ann, "Theatre on two processes");
  await ann.getByRole("button", { name: "Share…" }).click();
  const share = ann.getByRole("dialog", { name: "Share project" });
  await share.getByLabel("Add a user by name").fill("bob");
  await share.getByLabel("Role", { exact: true }).selectOption("editor");
  await share.getByRole("button", { name: "Add", exact: true }).click();
  await expect(share.getByTestId("share-row").filter({ hasText: "bob" })).toBeVisible();
  await share.getByRole("button", { name: "Cancel" }).click();
  const path = new URL(await newDocument(ann, "Shared OOB", "scenario")).pathname;

  const bobContext = await browser.newContext({ baseURL: b.base });
  const bob = await bobContext.newPage();
  await b.signedIn(bob, "bob", "north ridge 19");
  await bob.goto(`${b.base}${path}`);
  await expect(bob.getByTestId("save-state")).toHaveText("All changes saved");
  // Bob's page asked process B; Ann's tab checked in through process A.
  await expect(bob.getByTestId("presence")).toHaveText("Also open: ann (editing)");
  await expect(ann.getByTestId("presence")).toHaveText("Also open: bob (editing)", { timeout: 20_000 });

  await editAndSave(ann, "Shared OOB", { schemaVersion: 1, from: "ann" }, "ann's pass on A");
  await setEditorText(bob, "Shared OOB", JSON.stringify({ schemaVersion: 1, from: "bob" }));
  await bob.getByRole("button", { name: /^Save/ }).click();
  await expect(bob.getByTestId("save-state")).toHaveText("Not saved: conflict");
  await expect(bob.getByTestId("editor-problem")).toContainText("ann saved this document since you opened it, so yours was not saved.");

  // Bob keeps his as a copy, which leaves the page: he says so through B, and Ann's next check-in on A finds her alone.
  await bob.getByRole("button", { name: "Save mine as a copy" }).click();
  await expect(bob.getByRole("heading", { level: 1 })).toContainText("Shared OOB (my copy)");
  await expect(ann.getByTestId("presence")).toHaveCount(0, { timeout: 20_000 });
  await annContext.close();
  await bobContext.close();
});


const REFUSED = /Too many failed sign-ins from your address; try again in \d+ s\./;

test("failed sign-ins made through both processes count against one limit: the 31st is refused on either", async ({ page }) => {
  test.setTimeout(150_000);
  // 30 failures from 127.0.0.7, alternating A and B, each under a name of its own (so no account is held up).
  // Counted per process, each would have seen 15 and let the next try through.
  for (let i = 0; i < 30; i++) {
    const html = await postSignIn((i % 2 ? b : a).base, `nobody-${i}`, "wrong password here", "127.0.0.7");
    expect(html).toContain("The name or password is not right.");
    expect(html).not.toMatch(REFUSED);
  }
  expect(await postSignIn(a.base, "ann", "plum orchard 42", "127.0.0.7")).toMatch(REFUSED);
  expect(await postSignIn(b.base, "ann", "plum orchard 42", "127.0.0.7")).toMatch(REFUSED);
  // Only that address: Ann's browser on 127.0.0.1 signs in through either process.
  await b.signedIn(page, "ann", "plum orchard 42");
});
