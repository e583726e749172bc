import { expect, type Page, test } from "@playwright/test";
import { clickHex, endSegment, selectOnly } from "./helpers";

/**
 * The Advanced game in the playtest [#29]: the Advanced sample from the
 * library, its record track (supply points, CW, SOF) and UN track; the
 * logistics segment played with a click [19.4]; after the supply check, the
 * Supply panel and emergency supply [19.5–19.7, 19.6]; a unit's supply line
 * traced on the board when hovered [19.2]; an HQ's range ring and uses left
 * when its hex is picked [18.2]; detection, SOF and strikes with clicks when
 * the engine offers them [21.3, 20.1]; an armour moved next to the enemy,
 * and in turn 2 the other side's HQ strikes it, explained before the roll
 * [18.2.2, 21.1]; then the bots play on.
 */

const SHOTS = "/tmp/h5-shots";

async function openAdvancedPlaytest(page: Page, seed: number) {
  await page.addInitScript({ content: "window.__name = (f) => f;" });
  await page.goto("/");
  await page.getByTestId("project-card").filter({ hasText: "Next War Advanced sample" }).getByRole("link").first().click();
  await page.getByRole("link", { name: "Advanced sample scenario", exact: true }).click();
  const href = await page.getByRole("link", { name: /Playtest/ }).getAttribute("href");
  await page.goto(`${href}?seed=${seed}`);
  await page.waitForFunction(() => window.__warbenchPlaytest !== undefined);
}

const segmentId = (page: Page) => page.evaluate(() => {
  const s = window.__warbenchPlaytest!.state();
  return { step: s.step, turn: s.turn, text: document.querySelector('[data-testid="segment"]')?.textContent ?? "" };
});

/** Ends segments until the track names one matching `re` (at most `max`). */
async function endUntil(page: Page, re: RegExp, max = 40) {
  for (let i = 0; i < max; i++) {
    if (re.test(await page.getByTestId("segment").innerText())) return;
    await endSegment(page);
  }
  throw new Error(`no segment matching ${re} after ${max} ends`);
}

test("the Advanced sample: record and UN tracks, logistics, supply badges and lines, an HQ's range, detection, SOF, an HQ strike in turn 2, then the bots", async ({ page }) => {
  test.setTimeout(300_000);
  await openAdvancedPlaytest(page, 4);

  // The record track: each side's SP, CW and SOF markers, and the UN track [18.2.4, 19.3, 20.1.1, 28].
  const track = page.getByTestId("advanced-track");
  await expect(track).toBeVisible();
  const start = await page.evaluate(() => window.__warbenchPlaytest!.advanced()!);
  for (const [side, sp] of Object.entries(start.supplyPoints)) await expect(page.getByTestId(`sp-${side}`)).toHaveText(String(sp));
  await expect(page.getByTestId("un-track")).toContainText("No resolution");
  await expect(page.getByTestId("un-track")).toContainText("vetoes left");

  // Logistics [19.4]: the first side makes an MSU with a click; its SP drop by one.
  await endUntil(page, /logistics/i);
  const logistics = page.getByTestId("logistics-panel");
  await expect(logistics).toBeVisible();
  const side = (await page.evaluate(() => window.__warbenchPlaytest!.active()))!;
  const sp = Number(await page.getByTestId("sp-left").innerText());
  const msu = logistics.getByTestId("logistics-create-msu").getByRole("button").first();
  await expect(msu).toBeVisible();
  await msu.click();
  await expect(page.getByTestId("game-log")).toContainText("Create an MSU");
  await expect(page.getByTestId("sp-left")).toHaveText(String(sp - 1));
  await expect(page.getByTestId(`sp-${side}`)).toHaveText(String(sp - 1));
  await page.screenshot({ path: `${SHOTS}/logistics.png` });

  // Past the supply check: the Supply panel lists the side's units by state [19.0–19.7].
  await endUntil(page, /emergency|detection|sof|strike|move/i);
  await expect(page.getByTestId("supply-panel")).toBeVisible();
  const adv = await page.evaluate(() => window.__warbenchPlaytest!.advanced()!);
  const acting = (await page.evaluate(() => window.__warbenchPlaytest!.active()))!;
  const out = Object.values(adv.units).filter((u) => u.side === acting && u.supply !== "in-supply");
  if (out.length > 0) await expect(page.getByTestId("supply-panel")).toContainText(/Out of supply|Isolated|Emergency/);
  await expect(page.getByTestId("supply-in-supply")).toContainText("In supply");

  // Emergency supply [19.6]: a click supplies a unit (or not) and the roll shows.
  if (/emergency/i.test(await page.getByTestId("segment").innerText())) {
    const button = page.getByTestId("logistics-emergency-supply").getByRole("button").first();
    if (await button.isVisible()) {
      await button.click();
      await expect(page.getByTestId("emergency-result")).toContainText(/./);
    }
  }

  // A unit's supply line, traced on the board under the pointer [19.2].
  const lined = Object.values(adv.units).find((u) => u.side === acting && (u.line?.length ?? 0) > 2 && !u.supplyUnit);
  expect(lined, "a unit of the side to act traces a supply line of some length").toBeTruthy();
  const p = await page.evaluate((l) => window.__warbenchPlaytest!.pointOf(l), lined!.hex);
  await page.mouse.move(p!.x, p!.y);
  await expect.poll(() => page.evaluate(() => window.__warbenchBoard?.supplyLineAt ?? [])).toEqual(lined!.line);
  await page.screenshot({ path: `${SHOTS}/supply-line.png` });

  // An HQ picked on the board: its range ringed, its uses left said [18.2, 18.2.1].
  const hq = adv.hqs.find((h) => h.side === acting && !h.supreme) ?? adv.hqs.find((h) => h.side === acting)!;
  await clickHex(page, hq.hex);
  await expect(page.getByTestId("hq-selected")).toContainText(`range ${hq.range}`);
  await expect(page.getByTestId("hq-uses-left")).toHaveText(String(hq.usesLeft));
  await expect.poll(() => page.evaluate(() => window.__warbenchBoard?.rangeAt?.length ?? 0)).toBeGreaterThan(6);
  await page.mouse.move(5, 5);
  await page.screenshot({ path: `${SHOTS}/hq-range.png` });
  await clickHex(page, hq.hex);

  // Detection and SOF, with clicks where the engine offers them [21.3, 20.1], up to the first movement (no HQ reaches the enemy yet).
  let sent = false;
  for (let i = 0; i < 20; i++) {
    const text = await page.getByTestId("segment").innerText();
    if (/move/i.test(text)) break;
    const at = await segmentId(page);
    if (/detection/i.test(text)) {
      const detect = page.getByTestId("detect-panel").getByRole("button").first();
      if (await detect.isVisible()) {
        await detect.click();
        await expect(page.getByTestId("game-log")).toContainText("Electronic detection of");
      }
    } else if (/sof/i.test(text) && !sent) {
      const panel = page.getByTestId("sof-panel");
      const kind = panel.getByTestId("sof-kind-recon");
      if (await kind.isVisible()) {
        await kind.click();
        await panel.locator('[data-testid^="sof-target-"]').first().click();
        await expect(panel.getByTestId("sof-missions")).toContainText("reconnaissance of");
        await panel.getByTestId("sof-send").click();
        await expect(page.getByTestId("game-log")).toContainText("SOF missions: reconnaissance of");
        sent = true;
      }
    }
    // Acting may have ended the segment (nothing left to do); else end it.
    if ((await segmentId(page)).step === at.step) await endSegment(page);
  }
  await page.screenshot({ path: `${SHOTS}/after-strike-phase.png` });

  // The initiative side's armour moves next to the enemy with clicks: next turn it is detected (next to a combat unit [21.1]).
  await expect(page.getByTestId("segment")).toHaveText(/move/i);
  const plan = await page.evaluate(() => {
    const pt = window.__warbenchPlaytest!;
    const s = pt.state();
    const sideOf = new Map(s.bundle.scenario.nations.map((n) => [n.id, n.side]));
    const side = (id: string) => sideOf.get((s.bundle.scenario.units ?? []).find((u) => u.id === id)!.nation);
    const mover = (s.bundle.scenario.units ?? []).find((u) => side(u.id) === pt.active() && /armour/.test(u.type) && s.units[u.id]?.status === "map")!;
    const enemies = Object.entries(s.units).filter(([id, u]) => side(id) !== pt.active() && u.status === "map" && u.hex >= 0).map(([, u]) => pt.label(u.hex));
    const r = pt.reachable([mover.id]);
    if ("error" in r) return null;
    const to = r.hexes.find((h) => !enemies.includes(h.hex) && enemies.some((e) => pt.adjacent(e, h.hex)));
    return to ? { id: mover.id, name: mover.name, from: pt.label(s.units[mover.id]!.hex), to: to.hex } : null;
  });
  expect(plan, "the armour can reach the enemy").not.toBeNull();
  await selectOnly(page, plan!.from, plan!.name);
  await clickHex(page, plan!.to);
  await expect(page.getByTestId("game-log")).toContainText(`Move to hex ${plan!.to}`);

  // Turn 2's strike phase [18.2.2]: the other side's HQ attacks the detected armour, explained line by line, then rolled.
  await endUntil(page, /strike second/i, 120);
  await expect(page.getByTestId("turn")).toHaveText(/Turn 2 of/);
  const strike = page.getByTestId("strike-panel");
  await expect(strike).toBeVisible();
  await strike.locator('[data-testid^="strike-hq-"]').first().click();
  await strike.getByTestId(`strike-target-${plan!.id}`).click();
  await expect(page.getByTestId("strike-explanation")).toContainText(`attacks ${plan!.name}`);
  await expect(page.getByTestId("strike-explanation")).toContainText("Advanced strike table");
  await page.screenshot({ path: `${SHOTS}/strike.png` });
  await page.getByTestId("strike-roll").click();
  await expect(page.getByTestId("game-log")).toContainText(`attacks ${plan!.name}`);
  const after = await page.evaluate(() => window.__warbenchPlaytest!.advanced()!);
  for (const [s2, n] of Object.entries(after.supplyPoints)) await expect(page.getByTestId(`sp-${s2}`)).toHaveText(String(n));
  await page.screenshot({ path: `${SHOTS}/after-strike.png` });

  // The bots play on, Advanced segments and all: both sides greedy, past turn 2.
  await page.getByLabel("Bot speed").fill("0");
  for (const name of await page.evaluate(() => window.__warbenchPlaytest!.state().bundle.game.sides.map((x) => x.name))) await page.getByLabel(name).selectOption("greedy");
  await expect.poll(() => page.evaluate(() => window.__warbenchPlaytest!.state().turn >= 3 || window.__warbenchPlaytest!.state().result !== null), { timeout: 120_000 }).toBe(true);
  await expect(page.getByTestId("advanced-track")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bots.png` });
});
