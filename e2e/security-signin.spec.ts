import { expect, type Page, test } from "@playwright/test";
import { TeamStudio, postSignIn } from "./team-studio";

/**
 * Signing in against an attacker [issue #25 items 2 and 3], end to end: a
 * team-mode studio (e2e/team-studio.ts: the built studio, `next start`, a
 * throwaway library). The browser is the real user on 127.0.0.1; the attacker
 * posts the sign-in form from other loopback addresses (127.0.0.2, 127.0.0.3:
 * Linux routes all of 127/8 to this machine), writing X-Forwarded-For as it
 * pleases. The studio counts failures against the real peer it stamps on each
 * request (lib/auth/client-address.ts), which no header changes.
 */
const studio = new TeamStudio(5);
const base = studio.base;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  studio.addUser("ann", "plum orchard 42", true);
  await studio.start(); // asks for /signin until it answers: the stamp is in place before any try
});

test.afterAll(() => studio.stop());

async function signIn(page: Page, name: string, password: string) {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}


test("after signing in, next= goes only to a path on the studio: the tab trick lands on the studio itself [#25 item 2]", async ({ page }) => {
  await page.goto(`${base}/signin?next=/%09/evil.example/`);
  await signIn(page, "ann", "plum orchard 42");
  await expect(page.getByTestId("signed-in-as")).toHaveText("ann");
  expect(new URL(page.url()).origin).toBe(base);
  expect(new URL(page.url()).pathname).toBe("/");

  // A real path still takes you back where you were going.
  await page.context().clearCookies();
  await page.goto(`${base}/users`);
  await expect(page).toHaveURL(/\/signin\?next=%2Fusers$/);
  await signIn(page, "ann", "plum orchard 42");
  await expect(page).toHaveURL(`${base}/users`);
});

test("20 wrong passwords under forged X-Forwarded-For values do not keep the real user out [#25 item 3]", async ({ page }) => {
  test.setTimeout(150_000);
  // The attacker's tries, all at once from 127.0.0.3, each claiming another address.
  const pages = await Promise.all(
    Array.from({ length: 20 }, (_, i) => postSignIn(base, "ann", `wrong guess ${i}`, "127.0.0.3", { "x-forwarded-for": `203.0.113.${i + 1}` })),
  );
  for (const html of pages) expect(html).toContain("The name or password is not right.");
  // The real user's right password waits its turn (at most 30 s) and signs in.
  await page.goto(`${base}/signin`);
  await signIn(page, "ann", "plum orchard 42");
  await expect(page.getByTestId("signed-in-as")).toHaveText("ann", { timeout: 45_000 });
});

test("failures count against the real peer, not the forged header: that peer is refused, the browser is not [#25 item 3]", async ({ page }) => {
  test.setTimeout(120_000);
  await Promise.all(
    Array.from({ length: 30 }, (_, i) => postSignIn(base, `nobody-${i}`, "wrong password here", "127.0.0.2", { "x-forwarded-for": `198.51.100.${i + 1}` })),
  );
  const refused = await postSignIn(base, "ann", "plum orchard 42", "127.0.0.2", { "x-forwarded-for": "192.0.2.77" });
  expect(refused).toMatch(/Too many failed sign-ins from your address; try again in \d+ s\./);
  await page.goto(`${base}/signin`);
  await signIn(page, "ann", "plum orchard 42");
  await expect(page.getByTestId("signed-in-as")).toHaveText("ann", { timeout: 45_000 });
});
