import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "./db";
import { createDocument, trashDocument } from "./documents";
import { createProject } from "./projects";
import { pickReference, resolveReference } from "./references";
import { throwawayDb } from "./test-db";

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await throwawayDb());
});
afterEach(async () => close());

describe("resolveReference", () => {
  it("finds by id, then name, then file stem, then the only one of its kind", async () => {
    const p = await createProject(db, { name: "Refs" });
    const other = await createProject(db, { name: "Elsewhere" });
    const gameModule = await createDocument(db, p.id, { kind: "game", name: "Next War module", content: { schemaVersion: 1, v: "module" } });
    const named = await createDocument(db, p.id, { kind: "game", name: "game", content: { schemaVersion: 1, v: "named" } });
    await createDocument(db, other.id, { kind: "game", name: "foreign", content: { schemaVersion: 1 } });
    const map = await createDocument(db, p.id, { kind: "map", name: "Theatre", content: { schemaVersion: 1 } });

    expect((await resolveReference(db, p.id, "game", gameModule.id))?.document.id).toBe(gameModule.id);
    expect((await resolveReference(db, p.id, "game", "Next War module"))?.document.id).toBe(gameModule.id);
    expect((await resolveReference(db, p.id, "game", "../games/game.json"))?.document.id).toBe(named.id);
    // Two games and neither matches: no guess.
    expect(await resolveReference(db, p.id, "game", "unknown.json")).toBeNull();
    // One map: it is the one, whatever the reference says.
    const opened = await resolveReference(db, p.id, "map", "map.json");
    expect(opened?.document.id).toBe(map.id);
    expect(JSON.parse(opened?.revision?.content ?? "null")).toEqual({ schemaVersion: 1 });
    // Documents of another project are never picked, even by id.
    expect(await resolveReference(db, other.id, "map", map.id)).toBeNull();
  });

  it("ignores trashed documents", async () => {
    const p = await createProject(db, { name: "Trash" });
    const gone = await createDocument(db, p.id, { kind: "map", name: "Old", content: { schemaVersion: 1 } });
    await trashDocument(db, gone.id);
    expect(await resolveReference(db, p.id, "map", gone.id)).toBeNull();
  });
});

describe("pickReference", () => {
  const doc = (id: string, kind: "game" | "map" | "scenario", name: string) => ({
    id,
    projectId: "p",
    kind,
    name,
    schemaVersion: 1,
    currentRevisionId: null,
    createdAt: "",
    updatedAt: "",
    deletedAt: null,
    revisionCount: 0,
    size: 0,
  });
  it("prefers the exact name over the stem and only looks at the asked kind", () => {
    const docs = [doc("a", "map", "map.json"), doc("b", "map", "map"), doc("c", "game", "map.json")];
    expect(pickReference(docs, "map", "map.json")?.id).toBe("a");
    expect(pickReference(docs, "map", "maps/map.json")?.id).toBe("b");
    expect(pickReference(docs, "game", "anything")?.id).toBe("c");
    expect(pickReference(docs, "scenario", "x")).toBeNull();
  });
});
