import { describe, expect, it } from "vitest";
import { buildJsonSchema } from "@/lib/model/json-schema";
import { schemaForEditor } from "./editor-schemas";

describe("the schemas Monaco gets", () => {
  const scenario = buildJsonSchema("scenario");
  const edited = schemaForEditor(scenario);
  const text = JSON.stringify(edited);
  it("offer none of the example ids, hexes and locations, which no project declares", () => {
    for (const example of ["nl-1-bde", "ost-12-tk", "nl-5-bde", "edge:west", "north-sea-coastal", "nordland", "karelia", "0512"]) {
      expect(JSON.stringify(scenario)).toContain(`"${example}"`);
      expect(text).not.toContain(`"${example}"`);
    }
  });
  it("keep examples of values that are not references, and everything else", () => {
    expect(text).toContain('"1st Guards Brigade"');
    expect(text).toContain('"Spring offensive"');
    expect(text).toContain('"#6b8e23"');
    const strip = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === "examples" ? undefined : x)));
    expect(strip(edited)).toEqual(strip(scenario));
  });
  it("leave the generated schema itself alone (modders' editors still show the examples)", () => {
    expect(JSON.stringify(scenario)).toContain('"nl-1-bde"');
  });
  it("strip map and game references too", () => {
    const map = JSON.stringify(schemaForEditor(buildJsonSchema("map")));
    const game = JSON.stringify(schemaForEditor(buildJsonSchema("game")));
    expect(map).not.toContain('"0512"');
    expect(game).toContain('"examples"');
  });
});
