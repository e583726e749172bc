import path from "node:path";
import { expect, type Page } from "@playwright/test";
import type { AaState } from "../lib/engine";

/** Screenshots for a person to look at, when AREA_SHOTS names a folder. */
export async function shot(page: Page, name: string) {
  const dir = process.env.AREA_SHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** The area sample's playtest from the library, with the dice seeded as given. */
export async function openAreaPlaytest(page: Page, seed: number) {
  await page.goto("/");
  await page.getByRole("link", { name: "Area sample" }).click();
  await page.getByRole("link", { name: "Area scenario" }).click();
  await page.getByRole("link", { name: /Playtest/ }).click();
  await expect(page).toHaveURL(/\/playtest$/);
  await page.goto(`${page.url()}?seed=${seed}`);
  await page.waitForFunction(() => window.__warbenchAreaPlaytest !== undefined);
  await expect(page.getByTestId("area-board")).toBeVisible();
}

/** The open area playtest's state, read in the page and handed to Node (planners run the engine's own functions on it). */
export async function pageState(page: Page): Promise<AaState> {
  return (await page.evaluate(() => window.__warbenchAreaPlaytest!.state())) as AaState;
}

/** A space's label point on screen. */
export async function pointOf(page: Page, id: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((s) => window.__warbenchAreaPlaytest!.pointOf(s), id);
  expect(p, `space ${id} on the board`).not.toBeNull();
  return p!;
}

/** Fits the whole map in view first, so every space can be aimed at. */
export async function fit(page: Page) {
  await page.getByRole("button", { name: "Fit", exact: true }).click();
}

export async function clickSpace(page: Page, id: string) {
  const p = await pointOf(page, id);
  await page.mouse.click(p.x, p.y);
}

export async function hoverSpace(page: Page, id: string) {
  const p = await pointOf(page, id);
  await page.mouse.move(p.x, p.y);
}

/** Presses on one space and drops on another, moving through a few points as a hand would. */
export async function dragSpace(page: Page, from: string, to: string) {
  const a = await pointOf(page, from);
  const b = await pointOf(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i += 1) await page.mouse.move(a.x + ((b.x - a.x) * i) / 6, a.y + ((b.y - a.y) * i) / 6);
  await expect(page.getByTestId("drag-ghost")).toBeVisible();
  await page.mouse.up();
  await expect(page.getByTestId("drag-ghost")).toHaveCount(0);
}

/** Queues forced dice with the testing aid, all at once. */
export async function forceDice(page: Page, faces: number[]) {
  if (faces.length === 0) return;
  await page.getByLabel(/Force the next die roll/).fill(faces.join(" "));
  await page.getByRole("button", { name: "Force", exact: true }).click();
  await expect(page.getByTestId("forced-queue")).toContainText(faces.join(", "));
}

/** Ends the phase (or buys nothing) with the track's button. */
export async function endPhase(page: Page, expectPhase?: string) {
  await page.getByTestId("end-phase").click();
  if (expectPhase) await expect(page.getByTestId("phase")).toHaveText(expectPhase);
}

/** Plays a power's turn that does nothing: buy nothing, end both moves (mobilise and income are automatic then). */
export async function passTurn(page: Page, nationName: string) {
  await expect(page.getByTestId("power")).toContainText(nationName);
  await endPhase(page, "Combat move");
  await endPhase(page, "Non-combat move");
  await page.getByTestId("end-phase").click();
  await expect(page.getByTestId("power")).not.toContainText(nationName);
}

/** Sets the counts of the selected space's units in the move panel: none of any type, then `counts`. */
export async function chooseUnits(page: Page, counts: Record<string, number>) {
  const panel = page.getByTestId("move-panel");
  await panel.getByRole("button", { name: "None", exact: true }).click();
  for (const [type, n] of Object.entries(counts)) for (let i = 0; i < n; i += 1) await panel.getByRole("button", { name: `More ${type}`, exact: true }).click();
}
