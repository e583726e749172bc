import { expect, type Page, test } from "@playwright/test";

/**
 * The naval war in the playtest [7, 8.5.6]: the naval display (the sample's
 * sea and coastal boxes with their control markers and ships, its mined
 * coastal hex, the ASW and submarine threat levels), a mine swept by choice
 * with its chance shown and the roll in words in the log [7.5.2], the
 * segments ended, then a ship moved with the contested-move risk shown
 * before it sails [8.5.6.4.1], and undone.
 */
async function openSamplePlaytest(page: Page, seed: number) {
  await page.addInitScript({ content: "window.__name = (f) => f;" });
  await page.goto("/");
  await page.getByRole("link", { name: "Next War sample" }).click();
  await page.getByRole("link", { name: "Sample scenario" }).click();
  const href = await page.getByRole("link", { name: /Playtest/ }).getAttribute("href");
  await page.goto(`${href}?seed=${seed}`);
  await page.waitForFunction(() => window.__warbenchPlaytest !== undefined);
}

const naval = (page: Page) =>
  page.evaluate(() => {
    const s = window.__warbenchPlaytest!.state();
    return { naval: s.naval!, at: Object.fromEntries(Object.entries(s.units).filter(([, u]) => u.at !== undefined).map(([id, u]) => [id, u.at!])) };
  });

test("the naval display, a mine swept by choice, and a ship moved with its contested-move risk", async ({ page }) => {
  test.setTimeout(120_000);
  await openSamplePlaytest(page, 11);
  const panel = page.getByTestId("naval-panel");
  await expect(panel).toBeVisible();

  // The display shows what the state holds: each box's control marker, the ships by box, the mine, the levels [7.2, 7.4, 7.5].
  const start = await naval(page);
  const sideName: Record<string, string> = { blue: "Northern Coalition", red: "Eastern Pact" };
  for (const box of ["halvard-sea-box", "halvard-coastal"]) {
    const c = start.naval.control[box];
    await expect(panel.getByTestId(`naval-control-${box}`)).toHaveText(c ? sideName[c]! : "Contested");
  }
  await expect(panel.getByTestId("naval-box-halvard-sea-box")).toContainText("1st Carrier Group");
  await expect(panel.getByTestId("naval-box-halvard-coastal")).toContainText("1st Amphibious Group");
  // The enemy's ship is wherever the opening control roll left it: a sea hex, or its port after a withdrawal [7.2.1].
  const home = start.at["os-sag-1"]!;
  await expect(panel.getByTestId("naval-unit-os-sag-1")).toContainText(home);
  await expect(panel.getByTestId("naval-mines-halvard-sea")).toContainText("4804 Eastern Pact level 2");
  await expect(panel.getByTestId("naval-side-blue")).toContainText(`${start.naval.asw.blue}${start.naval.sub.blue}`);

  // The mine-sweeping step: the marker is offered with its chance; swept from the keyboard [7.5.2].
  await expect(page.getByTestId("segment")).toContainText(/sweep/i);
  const sweep = panel.getByTestId("naval-sweep").getByRole("button", { name: /Sweep the mine at 4804 \(level 2\): 40%/ });
  await sweep.focus();
  await panel.screenshot({ path: "test-results/naval-sweep.png" });
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("game-log")).toContainText("Sweep the mine at 4804");
  await expect(page.getByTestId("game-log")).toContainText(/Northern Coalition sweeps the mine at 4804: rolled \d.*\(needs 0–3\) → (success, (lowered to level 1|swept away)|failure, still level 2)/);
  const swept = await naval(page);
  const left = swept.naval.mines[Object.keys(start.naval.mines)[0] as unknown as number];
  await expect(panel.getByTestId("naval-mines-halvard-sea")).toContainText(left ? `4804 Eastern Pact level ${left.level}` : "none");

  // End segments until a side with a ship to move is to move; the mine-sweep path ends like any segment.
  for (let i = 0; i < 6 && !(await panel.getByTestId("naval-move").isVisible()); i++) {
    const before = await page.getByTestId("segment").innerText();
    await page.getByTestId("end-segment").click();
    await expect(page.getByTestId("segment")).not.toHaveText(before);
  }
  const move = panel.getByTestId("naval-move");
  await expect(move).toBeVisible();
  await move.getByRole("button", { name: "1st Surface Action Group" }).click();
  const pick = panel.getByTestId("naval-pick");
  // Into the enemy's coastal box: the contested-move roll is due, with its reasons, DRMs and chance [8.5.6.4.1].
  await pick.getByLabel("Naval destination").selectOption("halvard-coastal");
  await expect(pick.getByTestId("naval-risk")).toContainText(/Contested-move roll \[8\.5\.6\.4\.1\]: .*enemy-controlled Halvard coastal box.*\d+% to pass/);
  await panel.screenshot({ path: "test-results/naval-move.png" });
  await pick.getByRole("button", { name: "Sail to Halvard coastal box" }).click();
  await expect(page.getByTestId("game-log")).toContainText("Naval move os-sag-1 to halvard-coastal");
  await expect(page.getByTestId("game-log")).toContainText(/Contested move of 1st Surface Action Group \(.*\): rolled \d.* → (passes|fails)/);
  const moved = await naval(page);
  expect(["halvard-coastal", home]).toContain(moved.at["os-sag-1"]);
  await expect(page.getByTestId("game-log")).toContainText(moved.at["os-sag-1"] === "halvard-coastal" ? `1st Surface Action Group sails from ${home} to Halvard coastal box` : `1st Surface Action Group stays at ${home}`);
  await expect(panel.getByTestId("naval-unit-os-sag-1")).toContainText("moved");

  // Undo takes the move back: the ship is where it was and may sail again.
  await page.getByTestId("aids").getByRole("button", { name: "Undo" }).click();
  await expect.poll(async () => (await naval(page)).at["os-sag-1"]).toBe(home);
  await expect(move.getByRole("button", { name: "1st Surface Action Group" })).toBeVisible();
  await expect(panel.getByTestId("naval-unit-os-sag-1")).not.toContainText("moved");
});
