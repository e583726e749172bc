import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { passMineSweeps, setEditorText } from "./helpers";

/**
 * The standard game's optional rules in the playtest [13]: the sample with
 * supply and fog of war switched on in unsaved scenario text. Units the supply
 * phase found cut off are marked [13.1.4]; an enemy stack shows its top unit
 * and blank counters for the rest, while the side's own stacks show whole [13.2].
 */
const SAMPLE = path.join(process.cwd(), "lib", "samples", "nextwar-sample", "scenario.json");

async function hoverHex(page: Page, hex: string) {
  const p = await page.evaluate((l) => window.__warbenchPlaytest!.pointOf(l), hex);
  expect(p, `hex ${hex} on the board`).not.toBeNull();
  await page.mouse.move(p!.x, p!.y);
  return page.getByTestId("hover-hex");
}

test("supply and fog of war, switched on in the scenario, show on the board", async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript({ content: "window.__name = (f) => f;" });
  const scenario = JSON.parse(fs.readFileSync(SAMPLE, "utf8")) as { setup: { unit: string; at: string }[]; units: { id: string; name: string }[]; optionalRules?: unknown };
  scenario.optionalRules = { supply: true, fogOfWar: true };
  // One stack of two units a side, so there is something to hide.
  const stacks: Record<string, { top: string; under: string; at: string }> = {};
  for (const prefix of ["nl-inf-", "os-inf-"]) {
    const [a, b] = scenario.setup.filter((s) => s.unit.startsWith(prefix));
    b!.at = a!.at;
    const name = (id: string) => scenario.units.find((u) => u.id === id)!.name;
    stacks[prefix] = { top: name(a!.unit), under: name(b!.unit), at: a!.at };
  }

  await page.goto("/");
  await page.getByTestId("project-card").filter({ hasText: "Next War sample" }).getByRole("link").first().click();
  await page.goto((await page.getByRole("link", { name: "Sample scenario", exact: true }).getAttribute("href"))!);
  await expect(page.getByLabel("Sample scenario as JSON")).toBeAttached({ timeout: 30_000 });
  await page.getByLabel("Autosave").uncheck();
  await setEditorText(page, "Sample scenario", JSON.stringify(scenario, null, 2));
  await page.getByRole("button", { name: "▶ Playtest unsaved" }).click();
  await page.waitForFunction(() => window.__warbenchPlaytest !== undefined, undefined, { timeout: 30_000 });
  // The sample's mined coastal box may give a side a mine-sweep segment first [7.5.2]: pass it, so the initiative side acts.
  await passMineSweeps(page);

  // The supply phase ran before the first segment [13.1.1]: a unit of the side to act it found cut off is marked.
  const cut = await page.evaluate(() => {
    const pt = window.__warbenchPlaytest!;
    const s = pt.state();
    const side = s.initiative;
    const nationSide = new Map(s.bundle.scenario.nations.map((n) => [n.id, n.side]));
    const defs = s.bundle.scenario.units ?? [];
    const id = Object.keys(s.supply?.out ?? {}).sort().find((u) => nationSide.get(defs.find((d) => d.id === u)!.nation) === side);
    return id ? { name: defs.find((d) => d.id === id)!.name, at: pt.label(s.units[id]!.hex), side } : null;
  });
  expect(cut, "the sample leaves some units of the side to act without a road to a source").not.toBeNull();
  await expect(await hoverHex(page, cut!.at)).toContainText(`${cut!.name} (out of supply)`);

  // Fog of war [13.2], hotseat: the side to act sees its own stack whole, the enemy's top unit only.
  const own = cut!.side === "red" ? stacks["os-inf-"]! : stacks["nl-inf-"]!;
  const enemy = cut!.side === "red" ? stacks["nl-inf-"]! : stacks["os-inf-"]!;
  const ownLine = await hoverHex(page, own.at);
  await expect(ownLine).toContainText(own.top);
  await expect(ownLine).toContainText(own.under);
  const enemyLine = await hoverHex(page, enemy.at);
  await expect(enemyLine).toContainText(enemy.top);
  await expect(enemyLine).toContainText("Unknown unit (fog of war)");
  await expect(enemyLine).not.toContainText(enemy.under);
  // At sea too: Eastern Pact (the initiative side on turn 1) sees one of the two Northern Coalition ships in the
  // Halvard sea box, the other as a blank [13.2].
  expect(cut!.side).toBe("red");
  const navalPanel = page.getByTestId("naval-panel");
  await expect(navalPanel.getByTestId("naval-unit-hidden")).toHaveCount(1);
  await expect(navalPanel.getByTestId("naval-unit-hidden")).toHaveText(/Unknown ship \(fog of war\)/);
  await page.screenshot({ path: test.info().outputPath("fog-and-supply.png") });
});
