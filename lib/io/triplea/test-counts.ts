import type { TripleADocuments } from "./import";

/**
 * Counts taken straight from the XML text with regular expressions — a walk
 * independent of the importer's parser — that the documents must match
 * (countDocs). Shared by the tests on the own fixture and the conformance
 * suite on the real files.
 */
export function countXml(xml: string) {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const territories = [...xml.matchAll(/<territory\s[^>]*>/g)].map((m) => m[0]);
  const water = new Set(territories.filter((t) => /water="true"/.test(t)).map((t) => attr(t, "name")));
  const pairs = new Set<string>();
  for (const m of xml.matchAll(/<connection\s[^>]*>/g)) pairs.add([attr(m[0], "t1"), attr(m[0], "t2")].sort().join("|"));
  const unitBlock = (unit: string) => new RegExp(`attachTo="${unit}"[^>]*UnitAttachment[\\s\\S]*?</attachment>`).exec(xml)?.[0] ?? "";
  const placements = [...xml.matchAll(/<unitPlacement\s[^>]*>/g)].map((m) => ({ unit: attr(m[0], "unitType") as string, territory: attr(m[0], "territory") as string, n: Number(attr(m[0], "quantity")) }));
  const isFactory = (u: string) => /name="isFactory" value="true"/.test(unitBlock(u));
  const vcs = [...xml.matchAll(/<option name="victoryCity" value="(\d+)"\/>/g)].filter((m) => m[1] !== "0").length;
  return {
    land: territories.length - water.size,
    sea: water.size,
    connections: pairs.size,
    victoryCities: vcs,
    placedUnits: placements.filter((p) => !isFactory(p.unit)).reduce((a, p) => a + p.n, 0),
    factories: new Set(placements.filter((p) => isFactory(p.unit)).map((p) => p.territory)).size,
  };
}

export function countDocs(d: TripleADocuments) {
  const edges = d.map.connections.reduce((a, c) => a + c.to.length, 0);
  return {
    land: d.map.territories.length,
    sea: d.map.seaZones.length,
    connections: edges / 2,
    victoryCities: d.map.territories.filter((t) => t.victoryCity).length,
    placedUnits: (d.scenario.areaSetup ?? []).flatMap((e) => e.units).reduce((a, u) => a + u.count, 0),
    factories: d.map.territories.filter((t) => t.industrialComplex).length,
  };
}
