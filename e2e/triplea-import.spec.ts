import path from "node:path";
import { expect, test } from "@playwright/test";

const fixtures = path.resolve(import.meta.dirname, "..", "..", "shared", "fixtures", "triplea", "world_war_ii_v3");

test("imports the TripleA 1942 fixture from the library and opens its map", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await page.getByRole("button", { name: "Import TripleA game…" }).click();
  const dialog = page.getByRole("dialog", { name: "Import TripleA game" });
  await dialog.getByTestId("triplea-xml").setInputFiles(path.join(fixtures, "WW2v3-1942.xml"));
  await dialog.getByTestId("triplea-polygons").setInputFiles(path.join(fixtures, "polygons.txt"));
  await dialog.getByTestId("triplea-centers").setInputFiles(path.join(fixtures, "centers.txt"));
  await dialog.getByTestId("triplea-properties").setInputFiles(path.join(fixtures, "map.properties"));
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByRole("status")).toContainText("Imported “World War II v3 1942”", { timeout: 60_000 });
  await expect(dialog.getByRole("list", { name: "Import report" })).toContainText('unit "fighter" option canIntercept');
  await dialog.getByRole("link", { name: "Open its map" }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/documents\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: /^map\b/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "World War II v3 1942" })).toBeVisible();
});

test("a file that is not a TripleA game is refused with one line and nothing is created", async ({ page }) => {
  await page.goto("/");
  const before = await page.getByTestId("project-card").count();
  await page.getByRole("button", { name: "Import TripleA game…" }).click();
  const dialog = page.getByRole("dialog", { name: "Import TripleA game" });
  await dialog.getByTestId("triplea-xml").setInputFiles({ name: "evil.xml", mimeType: "text/xml", buffer: Buffer.from('<?xml version="1.0"?><!DOCTYPE game [<!ENTITY x SYSTEM "file:///etc/passwd">]><game>&x;</game>') });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("evil.xml: refused: its DOCTYPE declares entities (entity expansion is never performed). Nothing was imported.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.reload();
  await expect(page.getByTestId("project-card")).toHaveCount(before);
});
