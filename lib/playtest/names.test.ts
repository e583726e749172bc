import { describe, expect, it } from "vitest";
import { sampleBundles } from "@/lib/samples";
import { actionTitle } from "./combat-words";
import { asNamer, idsWithNames, namerOfBundle } from "./names";

const sample = sampleBundles().find((s) => s.slug === "nextwar-sample")!;
const doc = (kind: string) => sample.bundle.documents.find((d) => d.kind === kind)!.content;
const n = namerOfBundle({ game: doc("game"), map: doc("map"), scenario: doc("scenario") });

describe("the namer: ids in, the documents' names out [#26 item 8]", () => {
  it("names units, sides, nations, unit types, boxes and hexes [3.1, 7.1]", () => {
    expect(n.unit("os-attack-helo-1")).toBe("1st Helicopter Regiment");
    expect(n.side("blue")).toBe("Northern Coalition");
    expect(n.nation("nordland")).toBe("Nordland");
    expect(n.type("armour")).not.toBe("armour");
    expect(n.place("halvard-coastal")).toBe("Halvard coastal box");
    expect(n.place("1008")).toBe("hex 1008");
    expect(n.place("amph:nl-amph-1")).toBe("aboard 1st Amphibious Group");
    expect(n.units(["nl-inf-1", "os-inf-2"])).toBe(`${n.unit("nl-inf-1")}, ${n.unit("os-inf-2")}`);
  });

  it("says any value in words, never [object Object]", () => {
    expect(n.value([{ side: "blue", unit: "os-attack-helo-1", value: 2 }])).toBe("side Northern Coalition; unit 1st Helicopter Regiment; value 2");
    expect(n.value({ blue: 7, red: 0 })).toBe("Northern Coalition 7, Eastern Pact 0");
    expect(n.text("entry blocked by blue at 1008; os-attack-helo-1 aborts")).toBe("entry blocked by Northern Coalition at 1008; 1st Helicopter Regiment aborts");
  });

  it("titles the issue's rebase by the helicopter's name and the hex [6.5.1.2]", () => {
    expect(actionTitle({ type: "rebase", unit: "os-attack-helo-1", to: "0721" }, n)).toBe("Rebase 1st Helicopter Regiment to hex 0721");
  });

  it("lists the ids whose names differ (not merely in case) for the log scans", () => {
    const ids = idsWithNames(n.book);
    expect(ids.get("blue")).toBe("Northern Coalition");
    expect(ids.has("nordland")).toBe(false);
  });

  it("takes plain tables from older callers", () => {
    const t = asNamer({ u1: "1st Brigade" }, { blue: "Blue" });
    expect([t.unit("u1"), t.side("blue"), t.place("0101"), t.unit("zz")]).toEqual(["1st Brigade", "Blue", "hex 0101", "zz"]);
  });
});
