import { expect, test } from "@playwright/test";
import { openSampleScenarioOob } from "./helpers";

/**
 * Issue #26 item 7: typing invalid JSON used to empty the other views — the
 * OOB table said "0 of 0 units" with + Unit still active, the map pane went
 * and the status bar said `game "" not found`. They keep the last text that
 * parsed, greyed and switched off, until the JSON is fixed.
 */
test("while the JSON is broken the OOB table and the map keep the last valid text, greyed, and nothing edits them", async ({ page }) => {
  const table = await openSampleScenarioOob(page);
  const count = table.getByText(/^\d+ of \d+ units$/);
  await expect(count).not.toHaveText("0 of 0 units");
  const before = await count.innerText();
  await expect(page.getByTestId("map-pane")).toBeVisible();

  // Break the JSON: a stray brace at the very start.
  await page.getByRole("tab", { name: "JSON" }).click();
  const input = page.getByLabel("Sample scenario as JSON");
  await input.focus();
  await page.keyboard.press("ControlOrMeta+Home");
  await page.keyboard.type("{");
  await page.getByRole("tab", { name: "OOB table" }).click();
  await expect(page.getByTestId("stale-views")).toHaveText("The JSON has a syntax error: this shows the last text that parsed. Fix the JSON to edit here.");
  await expect(count).toHaveText(before);
  await expect(table.getByRole("button", { name: "+ Unit" })).toBeDisabled();
  await expect(page.getByTestId("map-pane")).toBeVisible();
  await expect(page.locator(".editor-status")).not.toContainText('not found');
  await page.screenshot({ path: "test-results/broken-json-views.png" });

  // Fixed: the views are live again.
  await page.getByRole("tab", { name: "JSON" }).click();
  await input.focus();
  await page.keyboard.press("ControlOrMeta+Z");
  await page.getByRole("tab", { name: "OOB table" }).click();
  await expect(page.getByTestId("stale-views")).toHaveCount(0);
  await expect(table.getByRole("button", { name: "+ Unit" })).toBeEnabled();
  await expect(count).toHaveText(before);
});
