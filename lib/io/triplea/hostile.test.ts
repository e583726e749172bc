import { describe, expect, it } from "vitest";
import { importTripleA } from "./import";

/** Each hostile file is refused before parsing, with one line naming the file, in well under 100 ms. */
function refused(xml: string, name = "evil.xml") {
  const t0 = performance.now();
  const r = importTripleA({ xml, xmlName: name });
  const ms = performance.now() - t0;
  if (r.ok) throw new Error("imported a hostile file");
  expect(ms).toBeLessThan(100);
  expect(r.reason.startsWith(`${name}: `)).toBe(true);
  expect(r.reason).not.toContain("\n");
  return r.reason;
}

const GAME = [
  '<game><map><territory name="A"/><territory name="B"/><connection t1="A" t2="B"/></map>',
  '<playerList><player name="P"/><player name="Q"/><alliance player="P" alliance="X"/><alliance player="Q" alliance="Y"/></playerList>',
  '<unitList><unit name="u"/></unitList>',
  '<initialize><ownerInitialize><territoryOwner territory="A" owner="P"/><territoryOwner territory="B" owner="Q"/></ownerInitialize></initialize></game>',
].join("\n");

describe("hostile TripleA XML", () => {
  it("refuses a billion laughs DOCTYPE", () => {
    const lol = ['<!ENTITY lol "lol">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ""};`.repeat(10)}">`)].join("\n");
    expect(refused(`<?xml version="1.0"?>\n<!DOCTYPE game [\n${lol}\n]>\n<game><info name="&lol9;"/></game>`)).toMatch(/declares entities/);
  });

  it("refuses an external entity", () => {
    expect(refused('<?xml version="1.0"?><!DOCTYPE game [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><game><info name="&xxe;"/></game>')).toMatch(/declares entities/);
  });

  it("refuses a 100 MB file", () => {
    const big = `<game>${" ".repeat(100 * 1024 * 1024)}</game>`;
    expect(refused(big)).toMatch(/20 MB limit/);
  });

  it("refuses excessive nesting", () => {
    expect(refused(`<game>${"<a>".repeat(5000)}${"</a>".repeat(5000)}</game>`)).toMatch(/nested deeper/);
  });

  it("says a file that is not a TripleA game is not one", () => {
    expect(refused('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>', "picture.svg")).toMatch(/not a TripleA game.*<svg>/);
    expect(refused("not xml at all <<<", "notes.txt")).toMatch(/notes\.txt: /);
  });

  it("accepts a plain external game.dtd reference without fetching anything", () => {
    const r = importTripleA({ xml: `<?xml version="1.0"?>\n<!DOCTYPE game SYSTEM "http://127.0.0.1:9/game.dtd">\n${GAME}`, xmlName: "tiny.xml" });
    expect(r.ok).toBe(true);
  });

  it("keeps entity references in names as text, never expanding them", () => {
    const r = importTripleA({ xml: GAME.replaceAll('"A"', '"A &amp; B &#60;b&#62;"'), xmlName: "tiny.xml" });
    if (!r.ok) throw new Error(r.reason);
    expect(r.map.territories[0]?.name).toBe("A & B <b>");
    expect(r.map.territories[0]?.id).toBe("a-b-b");
  });
});
