import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type AaAction, type AaBundle, type AaState, applyAa, createAaGame } from "@/lib/engine";
import { defOf, findPath } from "@/lib/engine/rulesets/aa1942/queries";
import { actionFor, bombardView, costText, dropText, landingReach, legalDestinations } from "./area-moves";

const dir = path.resolve(__dirname, "../samples/area-sample");
const read = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
const bundle: AaBundle = { game: read("game.json"), map: read("map.json"), scenario: read("scenario.json") };

function step(state: AaState, action: AaAction): AaState {
  const r = applyAa(state, action);
  if ("error" in r) throw new Error(`${action.type}: ${r.error}`);
  return r.state;
}

const idsOf = (s: AaState, owner: string, at: string, type: string) =>
  Object.entries(s.units)
    .filter(([, u]) => u.owner === owner && u.at === at && u.type === type && !u.aboard)
    .map(([id]) => id)
    .sort();

/** Cordova's combat move on round 1, with Borealis' Lynx March emptied (as after an air strike). */
function cordovaWithEmptyLynxMarch(): AaState {
  const s = structuredClone(createAaGame(bundle, 7));
  for (const [id, u] of Object.entries(s.units)) if (u.at === "lynx-march") delete s.units[id];
  s.power = s.bundle.game.turnOrder.indexOf("cordova");
  s.phase = "combat-move";
  return s;
}

/** Aurelia lands an infantry and a tank in Salt Pan from Sea Zone 7 (round 1); its battleship came along. */
function aureliaLandsInSaltpan(): { s: AaState; battleship: string } {
  let s = step(createAaGame(bundle, 7), { type: "purchase", units: {} });
  const transport = idsOf(s, "aurelia", "sz-1", "transport")[0]!;
  const battleship = idsOf(s, "aurelia", "sz-1", "battleship")[0]!;
  const cargo = [idsOf(s, "aurelia", "aurel", "infantry")[0]!, idsOf(s, "aurelia", "aurel", "tank")[0]!];
  s = step(s, actionFor(s, cargo, "sz-1"));
  s = step(s, actionFor(s, [transport, battleship], "sz-7"));
  s = step(s, actionFor(s, [], "saltpan", { from: "sz-7" }));
  return { s, battleship };
}

describe("area playtest moves [AA:combat-move]", () => {
  it("[AA:blitz] a tank's destinations include a blitz through one empty hostile territory, with its path, its cost against the moves left, and the territory taken", () => {
    const s = cordovaWithEmptyLynxMarch();
    const tank = idsOf(s, "cordova", "highreach", "tank")[0]!;
    const dests = legalDestinations(s, [tank]);
    expect(dests.get("northwatch")).toEqual({ to: "northwatch", path: ["lynx-march", "northwatch"], cost: 2, range: 2, blitz: "lynx-march" });
    expect(dests.get("lynx-march")).toEqual({ to: "lynx-march", path: ["lynx-march"], cost: 1, range: 2 });
    expect(costText(dests.get("northwatch")!)).toBe("2 of 2 moves");
    // The move the board proposes is the one the engine plays: the tank takes Lynx March on the way.
    const r = applyAa(s, actionFor(s, [tank], "northwatch"));
    if ("error" in r) throw new Error(r.error);
    expect(r.events.find((e) => e.type === "blitz")).toMatchObject({ territory: "lynx-march", nation: "cordova" });
    expect(r.state.control["lynx-march"]).toBe("cordova");
  });

  it("[AA:blitz] no blitz through a defended territory, none for infantry, and bots' paths (no blitz option) are unchanged", () => {
    const start = structuredClone(createAaGame(bundle, 7));
    start.power = start.bundle.game.turnOrder.indexOf("cordova");
    start.phase = "combat-move";
    const tank = idsOf(start, "cordova", "highreach", "tank")[0]!;
    expect(legalDestinations(start, [tank]).has("northwatch")).toBe(false);
    const s = cordovaWithEmptyLynxMarch();
    const inf = idsOf(s, "cordova", "highreach", "infantry")[0]!;
    expect([...legalDestinations(s, [inf]).keys()]).toEqual(["lynx-march"]);
    expect(findPath(s, "cordova", defOf(s, "tank"), "highreach", "northwatch", 2)).toBeNull();
    expect(findPath(s, "cordova", defOf(s, "tank"), "highreach", "northwatch", 2, { blitz: true })).toEqual(["lynx-march", "northwatch"]);
  });

  it("[AA:air-units] aircraft destinations carry the moves left; where they land afterwards is in reach", () => {
    const s = cordovaWithEmptyLynxMarch();
    const fighters = idsOf(s, "cordova", "castra", "fighter");
    const dests = legalDestinations(s, fighters);
    const d = dests.get("lynx-march")!;
    expect(d).toMatchObject({ path: ["kettle-hills", "highreach", "lynx-march"], cost: 3, range: 4 });
    expect(costText(d)).toBe("3 of 4 moves");
    // With one move left from Lynx March they can still land in Highreach, held since the turn began.
    expect(landingReach(s, fighters, "lynx-march", d.cost)).toEqual(["highreach"]);
    // Northwatch is as near, but from there no landing space is in reach: not a legal destination.
    expect(dests.has("northwatch")).toBe(false);
    expect(landingReach(s, fighters, "northwatch", 3)).toEqual([]);
  });

  it("[AA:amphibious] loading, moving and unloading by the same click/drop action; the zone's battleship bombards the beach", () => {
    const { s, battleship } = aureliaLandsInSaltpan();
    expect(Object.values(s.units).filter((u) => u.owner === "aurelia" && u.at === "saltpan").map((u) => u.type).sort()).toEqual(["infantry", "tank"]);
    const view = bombardView(s, "sz-7")!;
    expect(view).toMatchObject({ ready: [battleship], assigned: [], seaBattle: false });
    expect(view.targets[0]).toEqual({ target: "saltpan", landing: true });
    expect(view.targets.find((t) => t.target === "fenmarch")).toEqual({ target: "fenmarch", landing: false });
    // Dropping the battleship on the beach next to it is a bombardment order.
    const order = actionFor(s, [battleship], "saltpan");
    expect(order).toEqual({ type: "bombard", units: [battleship], target: "saltpan" });
    expect(dropText(s, [battleship], "sz-7", "saltpan", new Map(), (x) => x)).toBe("Bombard saltpan");
    const after = step(s, order);
    expect(bombardView(after, "sz-7")).toMatchObject({ ready: [], assigned: [{ id: battleship, target: "saltpan" }] });
    expect(bombardView(after, "aurel")).toBeNull();
    // Sea Zone 1's battleship has no hostile coast beside it: nothing to show.
    const opening = step(createAaGame(bundle, 7), { type: "purchase", units: {} });
    expect(idsOf(opening, "aurelia", "sz-1", "battleship")).toHaveLength(1);
    expect(bombardView(opening, "sz-1")).toBeNull();
  });

  it("drop texts say what a drop would do without asking the engine", () => {
    const s = step(createAaGame(bundle, 7), { type: "purchase", units: {} });
    const inf = idsOf(s, "aurelia", "aurel", "infantry").slice(0, 1);
    const names = (x: string) => x;
    expect(dropText(s, inf, "aurel", "sz-1", legalDestinations(s, inf), names)).toBe("Board a transport in sz-1");
    expect(dropText(s, inf, "aurel", "castra", legalDestinations(s, inf), names)).toBe("castra: not a legal destination");
    expect(dropText(s, [], "sz-1", "westmarch", new Map(), names)).toBe("Unload into westmarch");
  });
});
