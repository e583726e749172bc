import { describe, expect, it } from "vitest";
import { SLOTS } from "./fixtures/design";
import { EXPECTED_PROTOTYPES, EXPECTED_SLOTS } from "./fixtures/expected";
import { prototypeText, slotText } from "./fixtures/pieces";
import { pieceText, trait } from "./fixtures/sav-writer";
import { MAX_TRAITS, decodeAddPiece, decodePiece, decodePieceType, imagePath } from "./piece-type";

const decodeSlot = (text: string) => {
  const add = decodeAddPiece(text);
  if (!add) throw new Error(`not an AddPiece: ${text.slice(0, 40)}`);
  return decodePiece(add.type, add.state);
};

describe("decodePieceType on our module's palette", () => {
  it.each(SLOTS.map((s, i) => [s.name, s, EXPECTED_SLOTS[i]!] as const))("%s", (_name, slot, expected) => {
    const { definition, face, map, gpId } = decodeSlot(slotText(slot));
    expect(definition.name).toBe(expected.name);
    expect(definition.images).toEqual(expected.images);
    expect(definition.back).toBe(expected.back);
    expect(definition.prototypes).toEqual(expected.prototypes);
    expect(definition.properties).toEqual(expected.properties);
    expect(definition.traits.at(-1)).toBe("piece");
    expect(face).toBe(0);
    expect(map).toBeNull();
    expect(gpId).toBe(expected.gpid);
  });

  it.each(Object.entries(EXPECTED_PROTOTYPES))("prototype %s", (name, expected) => {
    const { definition } = decodeSlot(prototypeText(name));
    expect(definition.prototypes).toEqual(expected.prototypes);
    expect(definition.properties).toEqual(expected.properties);
    expect(definition.images).toEqual([]);
  });
});

describe("decodePiece on VASSAL 3.0 texts", () => {
  // Written as VASSAL 3.0 writes a palette slot: a prototype, a two-image layer, the BasicPiece with a slash in its name.
  const slot = "+/null/prototype;Unit (Blue)\temb2;;0;;Flip;2;F;;0;;;114,195;1;false;0;0;a12.svg,b12.svg;,;true;;;;false;;0\\\tpiece;;;;1\\/7 Rgt/\t1;\\\tnull;29;27";

  it("reads the name, the faces from the layer, the prototype and the position", () => {
    const p = decodeSlot(slot);
    expect(p.definition).toEqual({ name: "1/7 Rgt", images: ["images/a12.svg", "images/b12.svg"], back: 1, prototypes: ["Unit (Blue)"], properties: {}, traits: ["prototype", "emb2", "piece"] });
    expect([p.face, p.map, p.x, p.y, p.gpId]).toEqual([0, null, 29, 27, ""]);
  });

  it("shows the back when the layer's level is 2, the front when it is 1", () => {
    const back = decodeAddPiece(slot.replace("\t1;\\\t", "\t2;\\\t"))!;
    expect(decodePiece(back.type, back.state).face).toBe(1);
  });

  it("reads three levels of nesting (each a backslash deeper)", () => {
    const type = "prototype;Disruptable\tmarkmoved;\\/images\\/moved.gif;25;-25;Mark Moved;77,130\\\tdelete;Delete;68,130\\\\\tpiece;;;;";
    expect(decodePieceType(type).traits).toEqual(["prototype", "markmoved", "delete", "piece"]);
  });

  it("reads a saved piece's state: its map, position and the palette slot's id", () => {
    const { type, state } = pieceText([trait.marker({ Side: "Red", Attack: "7" }), trait.basic("r.svg", "Rifles", { map: "Main Map", x: 312, y: -4, gpid: 24 })]);
    const p = decodePiece(type, state);
    expect([p.map, p.x, p.y, p.gpId]).toEqual(["Main Map", 312, -4, "24"]);
    expect(p.definition.properties).toEqual({ Side: "Red", Attack: "7" });
  });

  it("gives markers empty values when no state is given", () => {
    expect(decodePieceType("mark;Attack,Defence\tpiece;;;x.png;X").properties).toEqual({ Attack: "", Defence: "" });
  });

  it("takes a dynamic property's value from its state", () => {
    expect(decodePieceType("PROP;Steps;true,0,4,true;\tpiece;;;x.png;X", "2\tnull;0;0").properties).toEqual({ Steps: "2" });
  });

  it("reads the old `emb;` layer: a single-picture flip over the BasicPiece", () => {
    const p = decodePiece("emb;F;Flip;;;;;0;0;back.gif,Reduced\tpiece;;;front.gif;Guards", "1\tnull;0;0");
    expect(p.definition.images).toEqual(["images/front.gif", "images/back.gif"]);
    expect(p.definition.back).toBe(1);
    expect(p.face).toBe(1);
  });

  it("keeps the front first when an overlay layer comes before the flip layer", () => {
    const type = "emb2;Disrupt;2;D;;0;;;0;;;;1;false;0;0;dis.png;;true;Disrupted;;;false;;1;1;false;;;\temb2;;0;;Flip;2;F;;0;;;;1;false;0;0;f.png,b.png;,;true;Step;;;false;;1;1;true;;;\\\tpiece;;;;Gd";
    const p = decodePiece(type, "1\t2\\\tnull;0;0");
    expect(p.definition.images).toEqual(["images/f.png", "images/b.png", "images/dis.png"]);
    expect(p.definition.back).toBe(1);
    expect(p.face).toBe(1);
  });

  it("gives no back to a single-face piece nor to an overlay that is not a flip", () => {
    expect(decodePieceType("piece;;;hq.svg;HQ").back).toBeUndefined();
    const overlay = decodePieceType("emb2;Mark;2;M;;0;;;0;;;;1;false;0;0;out-of-supply.png;;true;Supply;;;false;;1;1;false;;;\tpiece;;;u.png;U");
    expect(overlay.back).toBeUndefined();
    expect(overlay.images).toEqual(["images/u.png", "images/out-of-supply.png"]);
  });

  it("names pictures as module paths", () => {
    expect(imagePath("a.svg")).toBe("images/a.svg");
    expect(imagePath("/images/moved.gif")).toBe("images/moved.gif");
    expect(imagePath("images/x.png")).toBe("images/x.png");
  });

  it("refuses text that is not an AddPiece", () => {
    expect(decodeAddPiece("D/123")).toBeNull();
    expect(decodeAddPiece("+/only-an-id")).toBeNull();
  });

  it("cuts a piece nested deeper than the limit short, quickly", () => {
    const traits = Array.from({ length: MAX_TRAITS + 40 }, (_, i) => trait.marker({ [`k${i}`]: String(i) }));
    const { type, state } = pieceText([...traits, trait.basic("x.svg", "Deep")]);
    const started = performance.now();
    const d = decodePieceType(type, state);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(d.traits.length).toBe(MAX_TRAITS + 1);
    expect(d.traits.at(-1)).toBe("…");
    expect(d.properties.k0).toBe("0");
  });
});
