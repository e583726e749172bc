import { expect, test } from "@playwright/test";
import { clickHex, openSamplePlaytest, selectOnly } from "./helpers";

/**
 * The air war in the playtest [6]: the air point track with the AS level, a
 * helicopter picked on its display and rebased on the map [6.5.1.2], and an
 * attack with air points and a helicopter chosen before the roll, whose DRM
 * shows in the breakdown and whose missions show in the log [6.2.1, 6.5.3, 6.6].
 */
test("the air point track, a helicopter rebase on the map, and an attack with air support", async ({ page }) => {
  test.setTimeout(120_000);
  await openSamplePlaytest(page, 11);
  const panel = page.getByTestId("air-panel");
  await expect(panel).toBeVisible();
  const view = await page.evaluate(() => {
    const s = window.__warbenchPlaytest!.state();
    return { points: s.air!.points, level: s.air!.level, side: s.initiative };
  });
  // The track shows what the engine rolled: points left of those received, and the AS level in words [6.1, 6.4].
  for (const [side, points] of Object.entries(view.points)) await expect(panel.getByTestId(`air-points-${side}`)).toHaveText(new RegExp(`^${points} / \\d+$`));
  expect(Object.keys(view.level).length).toBe(2);

  // A helicopter of the side to move, with somewhere to go.
  const plan = await page.evaluate((side) => {
    const pt = window.__warbenchPlaytest!;
    const s = pt.state();
    const nationSide = new Map(s.bundle.scenario.nations.map((n) => [n.id, n.side]));
    for (const id of Object.keys(s.units).sort()) {
      const def = (s.bundle.scenario.units ?? []).find((u) => u.id === id)!;
      if (nationSide.get(def.nation) !== side || !/helo/.test(def.type) || s.units[id]!.status !== "map") continue;
      const targets = pt.rebaseTargets(id);
      if (!("error" in targets) && targets.some((t) => /^\d{4}$/.test(t))) return { id, name: def.name, from: pt.label(s.units[id]!.hex), to: targets.find((t) => /^\d{4}$/.test(t))! };
    }
    return null;
  }, view.side);
  expect(plan, "a helicopter of the side to move can rebase").not.toBeNull();
  await panel.getByRole("button", { name: plan!.name }).click();
  const rebase = page.getByTestId("rebase-panel");
  await expect(rebase).toContainText(`Rebase ${plan!.name}`);
  await expect(rebase).toContainText("[6.5.1.2]");
  await page.screenshot({ path: "test-results/air-rebase.png" });
  await clickHex(page, plan!.to);
  // The flight faces ADF unless exempt; either way the log says what happened to it [6.6, 6.5.1.2].
  await expect(page.getByTestId("game-log")).toContainText(`Rebase ${plan!.name} to hex ${plan!.to}`);
  await expect(page.getByTestId("game-log")).toContainText(new RegExp(`${plan!.name} (rebases from hex ${plan!.from} to hex ${plan!.to}|turns back)`));
  await expect(page.getByTestId(`helicopter-${plan!.id}`)).toContainText(/rebased|missions/);

  // Move a unit next to an enemy, then attack it with air points.
  const move = await page.evaluate(() => {
    const pt = window.__warbenchPlaytest!;
    const s = pt.state();
    const nationSide = new Map(s.bundle.scenario.nations.map((n) => [n.id, n.side]));
    const sideOf = (id: string) => nationSide.get((s.bundle.scenario.units ?? []).find((u) => u.id === id)!.nation);
    const onMap = Object.entries(s.units).filter(([, u]) => u.status === "map" && u.hex >= 0);
    const enemies = onMap.filter(([id]) => sideOf(id) !== s.initiative).map(([, u]) => pt.label(u.hex));
    for (const [id, u] of onMap.filter(([uid]) => sideOf(uid) === s.initiative)) {
      const r = pt.reachable([id]);
      if ("error" in r) continue;
      for (const h of r.hexes) {
        const enemy = enemies.find((e) => pt.adjacent(e, h.hex));
        if (enemy && !enemies.includes(h.hex)) return { unit: id, from: pt.label(u.hex), to: h.hex, enemy };
      }
    }
    return null;
  });
  expect(move).not.toBeNull();
  const name = await page.evaluate((u) => (window.__warbenchPlaytest!.state().bundle.scenario.units ?? []).find((x) => x.id === u)!.name, move!.unit);
  await selectOnly(page, move!.from, name);
  await clickHex(page, move!.to);
  await expect(page.getByTestId("game-log")).toContainText(`Move to hex ${move!.to}`);
  await page.getByTestId("end-segment").click();
  await expect(page.getByTestId("segment")).toContainText(/combat/i);
  await clickHex(page, move!.enemy);
  const picker = page.getByTestId("support-picker");
  await expect(picker).toBeVisible();
  const before = await page.getByTestId("combat-drm").innerText();
  const points = await page.evaluate(() => window.__warbenchPlaytest!.state().air!.points[window.__warbenchPlaytest!.state().initiative]!);
  expect(points, "the side to move has air points to commit").toBeGreaterThan(0);
  const air = Math.min(2, points);
  await picker.getByLabel("Air points for this attack").fill(String(air));
  // The breakdown explains the support before it is committed [6.2.1, 9.6.1]: the DRM moves and a line says why.
  await expect(page.getByTestId("combat-breakdown")).toContainText(`Combat support (defender 0 − attacker ${air})`);
  await expect(page.getByTestId("combat-drm")).not.toHaveText(before);
  await page.screenshot({ path: "test-results/air-support.png" });
  await page.getByRole("button", { name: "Roll" }).click();
  await expect(page.getByTestId("game-log")).toContainText(`Attack on hex ${move!.enemy} with ${air} AP`);
  await expect(page.getByTestId("game-log")).toContainText(new RegExp(`commits ${air} air points? to`));
});
