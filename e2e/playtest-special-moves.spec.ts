import { expect, type Page, test } from "@playwright/test";
import { clickHex, endSegment, openSamplePlaytest, selectOnly } from "./helpers";

/**
 * Airlift as a move mode in the playtest [8.5.2]: a foot unit walks onto an
 * airbase in the initiative move, and in its side's next movement segment the
 * player picks "Airlift", sees the destinations shaded and the ADF line and
 * DRM of the one pointed at [6.6, 6.2.2], commits by clicking the hex, and the
 * log says it in words; undo takes it back.
 */

/** Points at the playtest board's hex `label`. */
async function hover(page: Page, label: string) {
  const p = await page.evaluate((l) => window.__warbenchPlaytest!.pointOf(l), label);
  expect(p, `hex ${label} on the board`).not.toBeNull();
  await page.mouse.move(p!.x, p!.y);
}

test("airlift as a move mode: destinations shaded, the ADF line shown, committed by a click, in the log in words", async ({ page }) => {
  test.setTimeout(150_000);
  await openSamplePlaytest(page, 11);

  // A foot unit of the side to move that can walk onto one of its airfields now [8.5.2: airlift starts at one].
  const walk = await page.evaluate(() => {
    const pt = window.__warbenchPlaytest!;
    const s = pt.state();
    const side = s.initiative;
    const nationSide = new Map(s.bundle.scenario.nations.map((n) => [n.id, n.side]));
    const fields = new Set(((s.bundle.map as { features?: { kind: string; hex: string }[] }).features ?? []).filter((f) => /^(hardened-)?air(base|field)$/.test(f.kind)).map((f) => f.hex));
    const foot = new Set(s.bundle.game.unitTypes.filter((t) => (t as { mobility?: string }).mobility === "foot" || (t as { mobility?: string }).mobility === "airmobile").map((t) => t.id));
    // A field under a friendly stack would select that stack on the click, so only an empty one.
    for (const u of Object.values(s.units)) if (u.status === "map" && u.hex >= 0) fields.delete(pt.label(u.hex));
    for (const id of Object.keys(s.units).sort()) {
      const def = (s.bundle.scenario.units ?? []).find((u) => u.id === id)!;
      if (nationSide.get(def.nation) !== side || !foot.has(def.type) || s.units[id]!.status !== "map") continue;
      const r = pt.reachable([id]);
      if ("error" in r) continue;
      const to = r.hexes.find((h) => fields.has(h.hex));
      if (to) return { id, name: def.name, side, from: pt.label(s.units[id]!.hex), to: to.hex };
    }
    return null;
  });
  expect(walk, "a foot unit of the side to move can reach an airfield").not.toBeNull();
  await selectOnly(page, walk!.from, walk!.name);
  await clickHex(page, walk!.to);
  await expect(page.getByTestId("game-log")).toContainText(`Move to hex ${walk!.to}`);

  // On to that side's next movement segment, where the unit may fly [8.5.2].
  let targets: { to: string }[] = [];
  for (let i = 0; i < 40 && (targets.length === 0 || !/move/i.test(await page.getByTestId("segment").innerText()) || /reaction/i.test(await page.getByTestId("segment").innerText())); i++) {
    await endSegment(page);
    targets = await page.evaluate(
      ({ id }) => {
        const t = window.__warbenchPlaytest!.specialTargets([id]);
        return "error" in t ? [] : t.airlift;
      },
      { id: walk!.id },
    );
  }
  expect(targets.length, "the unit has somewhere to airlift to").toBeGreaterThan(0);
  await expect(page.getByTestId("segment")).toHaveText(/move/i);

  await selectOnly(page, walk!.to, walk!.name);
  const mode = page.getByTestId("move-mode");
  await expect(mode.getByRole("radio", { name: "Land" })).toBeChecked();
  await mode.getByRole("radio", { name: /Airlift/ }).check();
  const list = page.getByTestId("special-targets");
  // The destinations are shaded on the board, each one the engine lists, and counted in the panel.
  await expect.poll(() => page.evaluate(() => [...(window.__warbenchBoard?.picks?.airlift ?? [])].sort())).toEqual([...new Set(targets.map((t) => t.to))].sort());
  await expect(list.getByTestId("special-summary")).toContainText(`${targets.length} destination${targets.length === 1 ? "" : "s"} — where it may fly to, shaded purple on the board`);
  // Pointing at a destination shows its ADF line and DRM before committing [6.6, 8.5.2].
  const dest = targets[0]!.to;
  await hover(page, dest);
  const risk = page.getByTestId("special-risk");
  await expect(risk).toContainText(`To ${dest}`);
  await expect(risk).toContainText(/(no ADF roll, exempt \[6\.6\] \(otherwise ADF on the .+ line|ADF on the .+ line \[6\.6\]), DRM \+\d/);
  await expect(risk).toContainText(/own or allied country|turns back|loses a step|No roll can stop it/);
  // The escort picker is keyboard-reachable and moves the DRM when the side has air points [6.2.2].
  const escort = list.getByLabel("Airlift escort air points");
  await expect(escort).toBeVisible();
  await page.waitForFunction(() => window.__warbenchBoard?.mapComplete === true);
  await page.screenshot({ path: "test-results/special-moves-airlift.png" });

  await clickHex(page, dest);
  const log = page.getByTestId("game-log");
  await expect(log).toContainText(`Airlift to hex ${dest}`);
  await expect(log).toContainText(new RegExp(`(airlifted from hex ${walk!.to} to hex ${dest}|The airlift of .+ turns back)`));
  const landed = await page.evaluate(({ id }) => window.__warbenchPlaytest!.label(window.__warbenchPlaytest!.state().units[id]!.hex), { id: walk!.id });
  expect([dest, walk!.to]).toContain(landed);

  // The existing undo takes the airlift back.
  await page.getByTestId("aids").getByRole("button", { name: "Undo" }).click();
  await expect(log).not.toContainText(`Airlift to hex ${dest}`);
  expect(await page.evaluate(({ id }) => window.__warbenchPlaytest!.label(window.__warbenchPlaytest!.state().units[id]!.hex), { id: walk!.id })).toBe(walk!.to);
});

test("sea transport as a move mode: ports shaded, the contested-move roll or none shown, committed on the board by keyboard", async ({ page }) => {
  test.setTimeout(150_000);
  await openSamplePlaytest(page, 11);
  // On to a movement segment where a unit of the side to move can sail [8.5.7.1] (not the elite reaction [SOP]).
  let plan: { id: string; name: string; from: string; to: string } | null = null;
  for (let i = 0; i < 40 && plan === null; i++) {
    const seg = await page.getByTestId("segment").innerText();
    if (/move/i.test(seg) && !/elite/i.test(seg)) {
      plan = await page.evaluate(() => {
        const pt = window.__warbenchPlaytest!;
        const s = pt.state();
        const nationSide = new Map(s.bundle.scenario.nations.map((n) => [n.id, n.side]));
        for (const id of Object.keys(s.units).sort()) {
          const u = s.units[id]!;
          const def = (s.bundle.scenario.units ?? []).find((x) => x.id === id)!;
          if (u.status !== "map" || u.hex < 0 || nationSide.get(def.nation) !== pt.active()) continue;
          const t = pt.specialTargets([id]);
          if ("error" in t || t.seaTransport.length === 0) continue;
          return { id, name: def.name, from: pt.label(u.hex), to: t.seaTransport[0]!.to };
        }
        return null;
      });
    }
    if (plan === null) await endSegment(page);
  }
  expect(plan, "a unit can sail somewhere").not.toBeNull();
  await selectOnly(page, plan!.from, plan!.name);
  const mode = page.getByTestId("move-mode");
  await mode.getByRole("radio", { name: /Sea transport/ }).check();
  // The arrow keys on the board step through the shaded ports (the mouse kept off the board); the risk of the one stepped to shows.
  await page.mouse.move(0, 0);
  await page.getByTestId("board").focus();
  const risk = page.getByTestId("special-risk");
  const ports = await page.evaluate(() => (window.__warbenchBoard?.picks?.["sea-transport"] ?? []).length);
  for (let i = 0; i < Math.max(1, ports) && !(await risk.isVisible() && (await risk.innerText()).startsWith(`To ${plan!.to}:`)); i++) await page.keyboard.press("ArrowRight");
  await expect(risk).toContainText(`To ${plan!.to}`);
  await expect(risk).toContainText(/No roll: the route is not contested|Contested-move roll, DRM [+-]\d/);
  await expect(risk).toContainText(/half MA left after landing|no further move this segment/);
  await page.keyboard.press("Enter");
  const log = page.getByTestId("game-log");
  await expect(log).toContainText(`Sea transport to hex ${plan!.to}`);
  await expect(log).toContainText(new RegExp(`(sail from hex ${plan!.from} to hex ${plan!.to}|The sea transport of .+ fails)`));
});

test("airmobile as a move mode: landing hexes shaded, the ADF risk shown, committed by a click [8.5.4, 6.6]", async ({ page }) => {
  test.setTimeout(150_000);
  await openSamplePlaytest(page, 11);
  // Eastern Pact's airmobile brigade, in the initiative move of turn 1: the airmobile class carries itself [8.5.4.1].
  const unit = await page.evaluate(() => {
    const pt = window.__warbenchPlaytest!;
    const s = pt.state();
    const def = (s.bundle.scenario.units ?? []).find((u) => u.id === "os-airmobile-inf-1")!;
    return { id: def.id, name: def.name, at: pt.label(s.units[def.id]!.hex) };
  });
  await selectOnly(page, unit.at, unit.name);
  const mode = page.getByTestId("move-mode");
  await mode.getByRole("radio", { name: /Airmobile/ }).check();
  const list = page.getByTestId("special-targets");
  await expect(list).toContainText("where it may land, shaded purple on the board");
  await expect.poll(() => page.evaluate(() => (window.__warbenchBoard?.picks?.airmobile ?? []).length)).toBeGreaterThan(0);
  const dest = await page.evaluate(() => window.__warbenchBoard!.picks!.airmobile![0]!);
  await hover(page, dest);
  await expect(page.getByTestId("special-risk")).toContainText(new RegExp(`To ${dest}: (no ADF roll, exempt|ADF on the .+ line)`));
  await clickHex(page, dest);
  const log = page.getByTestId("game-log");
  await expect(log).toContainText(/Airmobile/);
  const landed = await page.evaluate(({ id }) => window.__warbenchPlaytest!.label(window.__warbenchPlaytest!.state().units[id]!.hex), { id: unit.id });
  expect([dest, unit.at]).toContain(landed);
});
