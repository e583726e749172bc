import { expect, type Page, test } from "@playwright/test";
import { clickHex, endSegment, openSamplePlaytest, selectOnly } from "./helpers";

/**
 * The naval war in the playtest [7, 8.5.6]: the naval display (the sample's
 * sea and coastal boxes with their control markers and ships, its mined
 * coastal hex, the ASW and submarine threat levels), a mine swept by choice
 * with its chance shown and the roll in words in the log [7.5.2], the
 * segments ended, then a ship moved with the contested-move risk shown
 * before it sails [8.5.6.4.1], and undone; a ship sails to a sea hex picked
 * on the board and supports an attack from there; an empty AMPH with a SAG
 * back turns to its SAG side for good [7.3.2.1].
 */

/** The naval state and where each ship is, as the engine holds them. */
const naval = (page: Page) =>
  page.evaluate(() => {
    const s = window.__warbenchPlaytest!.state();
    return { naval: s.naval!, at: Object.fromEntries(Object.entries(s.units).filter(([, u]) => u.at !== undefined).map(([id, u]) => [id, u.at!])) };
  });

test("the naval display, a mine swept by choice, and a ship moved with its contested-move risk", async ({ page }) => {
  test.setTimeout(120_000);
  // The mine-sweeping step is what this test plays first [7.5.2].
  await openSamplePlaytest(page, 11, { passSweeps: false });
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
  for (const side of ["blue", "red"]) {
    await expect(panel.getByTestId(`naval-asw-${side}`)).toHaveText(String(start.naval.asw[side]));
    await expect(panel.getByTestId(`naval-sub-${side}`)).toHaveText(String(start.naval.sub[side]));
  }

  // The mine-sweeping step: the marker is offered with its chance; swept from the keyboard [7.5.2].
  await expect(page.getByTestId("segment")).toContainText(/sweep/i);
  const sweep = panel.getByTestId("naval-sweep").getByRole("button", { name: /Sweep the mine at 4804 \(level 2\): 40%/ });
  await sweep.focus();
  await panel.screenshot({ path: "test-results/naval-sweep.png" });
  // The mine marker and the enemy's ship are drawn on the board too.
  await page.evaluate((h) => window.__warbenchPlaytest!.pointOf(h), home);
  await page.getByTestId("board").screenshot({ path: "test-results/naval-board.png" });
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("game-log")).toContainText("Sweep the mine at hex 4804");
  await expect(page.getByTestId("game-log")).toContainText(/Northern Coalition sweeps the mine at hex 4804: rolled \d.*\(needs 0–3\) → (success, (lowered to level 1|swept away)|failure, still level 2)/);
  const swept = await naval(page);
  const left = swept.naval.mines[Object.keys(start.naval.mines)[0] as unknown as number];
  await expect(panel.getByTestId("naval-mines-halvard-sea")).toContainText(left ? `4804 Eastern Pact level ${left.level}` : "none");

  // End segments until a side with a ship to move is to move; the mine-sweep path ends like any segment.
  for (let i = 0; i < 6 && !(await panel.getByTestId("naval-move").isVisible()); i++) await endSegment(page);
  const move = panel.getByTestId("naval-move");
  await expect(move).toBeVisible();
  await move.getByRole("button", { name: "1st Surface Action Group" }).click();
  const pick = panel.getByTestId("naval-pick");
  // Into the enemy's coastal box (off the map, so a button [7.1]): pointed at, the contested-move roll is due, with its reasons, DRMs and chance [8.5.6.4.1].
  const coastal = pick.getByRole("button", { name: /^Sail to Halvard coastal box — contested: \d+% to pass$/ });
  await coastal.hover();
  await expect(pick.getByTestId("naval-risk")).toContainText(/Contested-move roll \[8\.5\.6\.4\.1\]: .*enemy-controlled Halvard coastal box.*\d+% to pass/);
  await panel.screenshot({ path: "test-results/naval-move.png" });
  await coastal.click();
  await expect(page.getByTestId("game-log")).toContainText("Naval move 1st Surface Action Group to Halvard coastal box");
  await expect(page.getByTestId("game-log")).toContainText(/Contested move of 1st Surface Action Group \(.*\): rolled \d.* → (passes|fails)/);
  const moved = await naval(page);
  expect(["halvard-coastal", home]).toContain(moved.at["os-sag-1"]);
  await expect(page.getByTestId("game-log")).toContainText(moved.at["os-sag-1"] === "halvard-coastal" ? `1st Surface Action Group sails from hex ${home} to Halvard coastal box` : `1st Surface Action Group stays at hex ${home}`);
  await expect(panel.getByTestId("naval-unit-os-sag-1")).toContainText("moved");

  // Undo takes the move back: the ship is where it was and may sail again.
  await page.getByTestId("aids").getByRole("button", { name: "Undo" }).click();
  await expect.poll(async () => (await naval(page)).at["os-sag-1"]).toBe(home);
  await expect(move.getByRole("button", { name: "1st Surface Action Group" })).toBeVisible();
  await expect(panel.getByTestId("naval-unit-os-sag-1")).not.toContainText("moved");
});

test("a ship sails within range of an attack and supports it from the combat panel [7.3.1, 9.6.1]", async ({ page }) => {
  test.setTimeout(120_000);
  await openSamplePlaytest(page, 11);
  // A ground unit of the side to move that can reach an enemy, and a sea hex the side's ship can reach within range of that enemy.
  const plan = await page.evaluate(() => {
    const pt = window.__warbenchPlaytest!;
    const s = pt.state();
    const nationSide = new Map(s.bundle.scenario.nations.map((n) => [n.id, n.side]));
    const def = (id: string) => (s.bundle.scenario.units ?? []).find((u) => u.id === id)!;
    const sideOf = (id: string) => nationSide.get(def(id).nation);
    const ship = Object.keys(s.units).find((id) => sideOf(id) === s.initiative && s.units[id]!.status === "offmap" && def(id).type === "sag");
    if (!ship) return null;
    const targets = pt.navalTargets(ship);
    if ("error" in targets) return null;
    const onMap = Object.entries(s.units).filter(([, u]) => u.status === "map" && u.hex >= 0);
    const enemies = onMap.filter(([id]) => sideOf(id) !== s.initiative).map(([, u]) => pt.label(u.hex));
    for (const [id, u] of onMap.filter(([uid]) => sideOf(uid) === s.initiative)) {
      const r = pt.reachable([id]);
      if ("error" in r) continue;
      for (const h of r.hexes) {
        const enemy = enemies.find((e) => pt.adjacent(e, h.hex));
        if (!enemy || enemies.includes(h.hex)) continue;
        const sea = targets.filter((t) => t.where === "sea-hex" && pt.within(t.to, enemy, def(ship).range ?? 0)).sort((a, b) => a.drm - b.drm)[0];
        if (sea) return { ship, shipName: def(ship).name, sea: sea.to, unit: id, name: def(id).name, from: pt.label(u.hex), to: h.hex, enemy };
      }
    }
    return null;
  });
  expect(plan, "a ship and a ground unit of the side to move can come within reach of an enemy").not.toBeNull();

  // The ship sails (its contested-move roll forced to pass, from the testing aids) [8.5.6.4.1].
  await page.locator("#force-die").fill("0");
  await page.getByTestId("aids").getByRole("button", { name: "Force" }).click();
  const move = page.getByTestId("naval-move");
  await move.getByRole("button", { name: plan!.shipName }).click();
  // The sea hex is picked on the board: it is shaded among the ship's destinations, and a click sails there [8.5.6.4].
  await expect.poll(() => page.evaluate(() => Object.values(window.__warbenchBoard?.picks ?? {}).flat())).toContain(plan!.sea);
  await clickHex(page, plan!.sea);
  await expect(page.getByTestId("game-log")).toContainText(new RegExp(`${plan!.shipName} sails from .+ to hex ${plan!.sea}`));

  // The ground unit moves next to the enemy, then attacks it with the ship's support.
  await selectOnly(page, plan!.from, plan!.name);
  await clickHex(page, plan!.to);
  await expect(page.getByTestId("game-log")).toContainText(`Move to hex ${plan!.to}`);
  await page.getByTestId("end-segment").click();
  await expect(page.getByTestId("segment")).toContainText(/combat/i);
  await clickHex(page, plan!.enemy);
  const picker = page.getByTestId("support-picker");
  await expect(picker).toBeVisible();
  const before = await page.getByTestId("combat-drm").innerText();
  await picker.getByRole("checkbox", { name: plan!.shipName }).check();
  await expect(page.getByTestId("combat-drm")).not.toHaveText(before);
  await expect(page.getByTestId("combat-breakdown")).toContainText("Combat support");
  await page.getByTestId("combat-panel").screenshot({ path: "test-results/naval-support.png" });
  await page.getByRole("button", { name: "Roll" }).click();
  await expect(page.getByTestId("game-log")).toContainText(`Attack on hex ${plan!.enemy} with 1 naval unit`);
  // The defender may answer with its own support first [9.2.4].
  const decision = page.getByTestId("decision-support");
  if (await decision.isVisible()) await decision.getByRole("button", { name: "No support" }).click();
  await expect(page.getByTestId("game-log")).toContainText(`Eastern Pact's ${plan!.shipName} supports the combat at hex ${plan!.enemy}`);
});

/**
 * The Next War sample as a new project, with a second, empty AMPH whose
 * counter has a SAG on its back (a unit type flagged both amph and sag) in
 * the Halvard coastal box [7.3.2.1]: exported, changed and imported through
 * the studio's API, so the shared sample stays as it is.
 */
async function openSampleWithSagBackedAmph(page: Page, seed: number) {
  await page.addInitScript({ content: "window.__name = (f) => f;" });
  await page.goto("/");
  await page.getByRole("link", { name: "Next War sample" }).click();
  await page.waitForURL(/\/projects\/[^/?#]+/);
  const sampleId = /\/projects\/([^/?#]+)/.exec(page.url())![1]!;
  const exported = await page.request.get(`/api/projects/${sampleId}/export`);
  expect(exported.status()).toBe(200);
  const bundle = (await exported.json()) as { project: { name: string }; documents: { kind: string; content: Record<string, unknown[]> }[] };
  bundle.project.name = `AMPH flip ${Date.now()}`;
  const game = bundle.documents.find((d) => d.kind === "game")!.content;
  game.unitTypes!.push({ id: "amph-sag", name: "Amphibious group (SAG back)", flags: ["amph", "sag"] });
  const scenario = bundle.documents.find((d) => d.kind === "scenario")!.content;
  scenario.units!.push({ id: "nl-amph-2", type: "amph-sag", name: "2nd Amphibious Group", nation: "nordland", cs: 1, range: 6, capacity: 2 });
  scenario.setup!.push({ unit: "nl-amph-2", at: "halvard-coastal" });
  const imported = await page.request.post("/api/projects/import", { headers: { "content-type": "application/json" }, data: bundle });
  expect(imported.status(), await imported.text()).toBe(201);
  const { project } = (await imported.json()) as { project: { id: string } };
  await page.goto(`/projects/${project.id}`);
  await page.getByRole("link", { name: "Sample scenario" }).click();
  const href = await page.getByRole("link", { name: /Playtest/ }).getAttribute("href");
  await page.goto(`${href}?seed=${seed}`);
  await page.waitForFunction(() => window.__warbenchPlaytest !== undefined);
}

test("an empty AMPH with a SAG back turns to its SAG side for good, and the naval display shows that side [7.3.2.1]", async ({ page }) => {
  test.setTimeout(180_000);
  await openSampleWithSagBackedAmph(page, 11);
  const panel = page.getByTestId("naval-panel");
  await expect(panel.getByTestId("naval-face-nl-amph-2")).toContainText("AMPH · CS 1 · range 6");
  await expect(panel.getByTestId("naval-cargo-nl-amph-2")).toHaveText("aboard: none · 0 of 2 SP, 2 free");

  // On to blue's first movement segment in which its ships act [8.5.6.4].
  const amph = () => panel.getByTestId("naval-move").getByRole("button", { name: "2nd Amphibious Group" });
  for (let i = 0; i < 14 && !(await amph().isVisible()); i++) await endSegment(page);
  await amph().click();
  const flip = panel.getByTestId("naval-flip-nl-amph-2");
  await expect(flip).toContainText("for good, it never turns back [7.3.2.1]");
  // The AMPH with marines aboard is offered no flip: only an empty one turns [7.3.2.1].
  await panel.getByTestId("naval-move").getByRole("button", { name: "1st Amphibious Group" }).click();
  await expect(panel.getByTestId("naval-flip-nl-amph-1")).toHaveCount(0);
  await amph().click();

  await flip.getByRole("button", { name: "Flip 2nd Amphibious Group to its SAG side [7.3.2.1]" }).click();
  await expect(page.getByTestId("game-log")).toContainText("Flip 2nd Amphibious Group to its SAG side");
  await expect(page.getByTestId("game-log")).toContainText("2nd Amphibious Group turns to its SAG side at Halvard coastal box, for good");
  await expect(panel.getByTestId("naval-face-nl-amph-2")).toContainText("SAG side (flipped from AMPH, for good) [7.3.2.1] · CS 1 · range 6");
  // A SAG has no hold: the AMPH's cargo line is gone with its AMPH side [7.3.2.1].
  await expect(panel.getByTestId("naval-cargo-nl-amph-2")).toHaveCount(0);
  expect(await page.evaluate(() => window.__warbenchPlaytest!.state().units["nl-amph-2"]?.face)).toBe("sag");
  // Never back: no flip is offered again.
  await expect(panel.getByTestId("naval-flip-nl-amph-2")).toHaveCount(0);
  await panel.getByTestId("naval-box-halvard-coastal").screenshot({ path: "test-results/naval-amph-flipped.png" });
});
