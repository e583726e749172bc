import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gameSchema } from "../game";
import { migrateDocument } from "../migrate";
import { gameV1UnitAbilities, recogniseUnitType } from "./game-v1-unit-abilities";

const fixture = () => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "fixtures", "game.v1.json"), "utf8")) as Record<string, unknown>;
type Row = Record<string, unknown>;
const byId = (doc: Record<string, unknown>) => new Map((doc.unitTypes as Row[]).map((t) => [t.id as string, t]));

describe("game 1 → 2: area unit abilities as data", () => {
  it("fills in the published 1942 second-edition abilities of the fixture's unit table", () => {
    const result = migrateDocument("game", fixture());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.applied[0]).toBe(gameV1UnitAbilities.name);
    const types = byId(result.doc);
    expect(types.get("infantry")).toMatchObject({ supportable: true, transportCost: 2 });
    expect(types.get("artillery")).toMatchObject({ artillery: 1, transportCost: 3 });
    expect(types.get("tank")).toMatchObject({ canBlitz: true, transportCost: 3 });
    expect(types.get("aa-gun")).toMatchObject({ antiAircraft: { maxTargets: 3, hitOn: 1 }, transportCost: 3 });
    expect(types.get("industrial-complex")).toMatchObject({ industrialComplex: true });
    expect(types.get("fighter")).toMatchObject({ carrierCost: 1 });
    expect(types.get("bomber")).toMatchObject({ strategicBomber: true });
    expect(types.get("battleship")).toMatchObject({ bombard: 4, hits: 2 });
    expect(types.get("carrier")).toMatchObject({ carrierCapacity: 2, hits: 2 });
    expect(types.get("cruiser")).toMatchObject({ bombard: 3 });
    expect(types.get("destroyer")).toMatchObject({ destroyer: true });
    expect(types.get("submarine")).toMatchObject({ submarine: true });
    expect(types.get("transport")).toMatchObject({ transportCapacity: 5 });
    // Values are untouched.
    expect(types.get("bomber")).toMatchObject({ attack: 4, defence: 1, movement: 6, cost: 12, hits: 1 });
    expect(gameSchema.safeParse(result.doc).success).toBe(true);
  });

  it("gives each type only its own abilities", () => {
    const result = migrateDocument("game", fixture());
    if (!result.ok) throw new Error(result.message);
    const types = byId(result.doc);
    expect(Object.keys(types.get("destroyer") ?? {}).sort()).toEqual(["attack", "cost", "defence", "destroyer", "domain", "hits", "id", "movement", "name"]);
    expect(types.get("fighter")).not.toHaveProperty("transportCost");
    expect(types.get("infantry")).not.toHaveProperty("artillery");
  });

  it("recognises types by id or by name, in other spellings", () => {
    expect(recogniseUnitType({ id: "armour" })).toBe("tank");
    expect(recogniseUnitType({ id: "u7", name: "Anti-Aircraft Gun" })).toBe("aa-gun");
    expect(recogniseUnitType({ id: "ac", name: "Aircraft carrier" })).toBe("carrier");
    expect(recogniseUnitType({ id: "IC" })).toBe("industrial-complex");
    expect(recogniseUnitType({ id: "walker", name: "Walker" })).toBeUndefined();
    expect(recogniseUnitType({ id: "__proto__", name: "constructor" })).toBeUndefined();
  });

  it("keeps values a type already has, converts other capacities to points, and keeps unknown land types carriable", () => {
    const doc = {
      schemaVersion: 1,
      ruleset: "aa1942",
      unitTypes: [
        { id: "heavy-artillery", name: "Artillery", domain: "land", artillery: 2 },
        { id: "lighter", name: "Transport", domain: "sea", transportCapacity: 3 },
        { id: "marines", name: "Marines", domain: "land" },
        { id: "zeppelin", name: "Zeppelin", domain: "air" },
      ],
    };
    const out = gameV1UnitAbilities.up(doc);
    const types = byId(out);
    expect(types.get("heavy-artillery")).toMatchObject({ artillery: 2, transportCost: 3 });
    expect(types.get("lighter")).toMatchObject({ transportCapacity: 7 });
    expect(types.get("marines")).toEqual({ id: "marines", name: "Marines", domain: "land", transportCost: 3 });
    expect(types.get("zeppelin")).toEqual({ id: "zeppelin", name: "Zeppelin", domain: "air" });
    expect(doc.unitTypes[1]).toEqual({ id: "lighter", name: "Transport", domain: "sea", transportCapacity: 3 });
  });

  it("leaves Next War games as they are", () => {
    const doc = { schemaVersion: 1, ruleset: "nextwar-standard", unitTypes: [{ id: "infantry", name: "Infantry", flags: [] }] };
    expect(gameV1UnitAbilities.up(doc)).toEqual(doc);
    expect(migrateDocument("game", doc, [gameV1UnitAbilities], 2)).toMatchObject({ ok: true, doc: { ...doc, schemaVersion: 2 } });
  });
});
