import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { SCHEMA_FILES, type SchemaName, detectKind } from "./documents";
import { schemaFileText } from "./json-schema";

const names = Object.keys(SCHEMA_FILES) as SchemaName[];
const schemasDir = path.resolve(import.meta.dirname, "..", "..", "schemas");

type Node = Record<string, unknown>;

/** Every property schema in a JSON Schema, with its path. */
function properties(node: unknown, at = "#", out: [string, Node][] = []): [string, Node][] {
  if (!node || typeof node !== "object") return out;
  const n = node as Node;
  for (const [key, child] of Object.entries((n.properties as Record<string, Node>) ?? {})) {
    out.push([`${at}/${key}`, child]);
    properties(child, `${at}/${key}`, out);
  }
  for (const key of ["items", "additionalProperties"]) if (n[key] && typeof n[key] === "object") properties(n[key], `${at}/${key}`, out);
  for (const key of ["oneOf", "anyOf", "allOf"]) (n[key] as unknown[] | undefined)?.forEach((c, i) => properties(c, `${at}/${key}/${i}`, out));
  return out;
}

describe.each(names)("schemas/%s", (name) => {
  const file = path.join(schemasDir, SCHEMA_FILES[name]);

  it("is up to date with the zod model (npm run schemas)", () => {
    expect(fs.readFileSync(file, "utf8")).toBe(schemaFileText(name));
  });

  it("compiles with plain new Ajv()", () => {
    expect(() => new Ajv().compile(JSON.parse(fs.readFileSync(file, "utf8")))).not.toThrow();
  });

  it("gives every field a title and a description, and every scalar field examples", () => {
    const schema = JSON.parse(fs.readFileSync(file, "utf8")) as Node;
    const missing: string[] = [];
    for (const [at, prop] of properties(schema)) {
      if (typeof prop.title !== "string" || typeof prop.description !== "string") missing.push(`${at}: title/description`);
      const scalar = ["string", "number", "integer", "boolean"].includes(prop.type as string) || Array.isArray(prop.enum) || "const" in prop;
      if (scalar && !Array.isArray(prop.examples)) missing.push(`${at}: examples`);
    }
    expect(missing).toEqual([]);
  });
});

describe("detectKind", () => {
  it.each([
    [{ ruleset: "aa1942" }, "game"],
    [{ layout: "hex" }, "map"],
    [{ game: "g.json", map: "m.json" }, "scenario"],
    [{ format: "warbench-bundle" }, "bundle"],
    [{ $schema: "../../schemas/map.schema.json", game: "x", map: "y" }, "map"],
    [[1, 2], null],
    [{ name: "?" }, null],
    [JSON.parse('{"__proto__": {"ruleset": "x"}}'), null],
  ])("%j is %s", (value, kind) => {
    expect(detectKind(value)).toBe(kind);
  });
});
