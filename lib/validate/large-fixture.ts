import { type GridSpec, formatLabel } from "@/lib/hex";

/**
 * A large generated project for the benchmark: a 200×150 hex map and a
 * 2,000-unit scenario on the Next War sample game. Deterministic (a fixed
 * LCG, not Math.random) so every run measures the same documents.
 */
export interface LargeFixture {
  map: Record<string, unknown>;
  scenario: Record<string, unknown>;
}

const COLUMNS = 200;
const ROWS = 150;
const spec: GridSpec = { orientation: "flat", columns: COLUMNS, rows: ROWS, offset: "odd", firstColumn: 1, firstRow: 1, columnDigits: 3, rowDigits: 3 };
const L = (col: number, row: number) => formatLabel(spec, { col, row });

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

export function largeFixture(unitCount = 2000): LargeFixture {
  const next = lcg(42);
  const land = "cfrgmhkMu";
  const rows: string[] = [];
  for (let r = 0; r < ROWS; r += 1) {
    let row = "";
    for (let c = 0; c < COLUMNS; c += 1) row += r < 4 ? "s" : (land[Math.floor(next() * (r % 7 === 0 ? land.length : 3))] as string);
    rows.push(row);
  }
  const seaHexes: string[] = [];
  for (let r = 0; r < 4; r += 1) for (let c = 0; c < COLUMNS; c += 1) seaHexes.push(L(c, r));
  const features: Record<string, unknown>[] = [];
  for (let c = 5; c < COLUMNS; c += 10) features.push({ hex: L(c, 4), kind: "port", capacity: 2 });
  for (let r = 10; r < ROWS; r += 10) for (let c = 3; c < COLUMNS; c += 12) features.push({ hex: L(c, r), kind: c % 24 === 3 ? "city" : "town" });
  const roads = Array.from({ length: 30 }, (_, i) => ({ kind: (["highway", "primary", "secondary"] as const)[i % 3], path: Array.from({ length: COLUMNS }, (_, c) => L(c, 6 + i * 4)) }));
  const river = Array.from({ length: ROWS - 10 }, (_, r) => `${L(99, r + 5)}-${L(100, r + 5)}`);
  const half = COLUMNS / 2;
  const map = {
    schemaVersion: 1,
    name: "Generated 200×150 theatre",
    layout: "hex",
    grid: { orientation: "flat", columns: COLUMNS, rows: ROWS, offset: "odd", firstLabel: "001001", labelFormat: "CCCRRR" },
    terrainTypes: [
      ["c", "clear"], ["f", "clear-forest"], ["r", "rough"], ["g", "rough-forest"], ["m", "marsh"], ["h", "hills"], ["k", "hills-forest"], ["M", "mountain"], ["u", "urban"], ["s", "sea"],
    ].map(([char, cls]) => ({ id: `t-${char === "M" ? "mtn" : char}`, name: cls, colour: "#808080", terrainClass: cls })),
    terrain: {
      legend: ["c", "f", "r", "g", "m", "h", "k", "M", "u", "s"].map((char) => ({ char, value: `t-${char === "M" ? "mtn" : char}` })),
      rows,
    },
    nations: [
      { id: "nordland", name: "Nordland", colour: "#4f7fbf" },
      { id: "ostmark", name: "Ostmark", colour: "#c8553d" },
    ],
    borders: {
      legend: [{ char: "n", value: "nordland" }, { char: "o", value: "ostmark" }],
      rows: rows.map((row, r) => (r < 4 ? ".".repeat(COLUMNS) : "n".repeat(half) + "o".repeat(half))),
    },
    hexsides: [{ kind: "minor-river", sides: river }],
    roads,
    features,
    seaZones: [{ id: "big-sea", name: "Big Sea", seaBox: { id: "big-sea-box", name: "Big Sea box" }, coastalBox: { id: "big-coastal", name: "Big coastal" }, hexes: seaHexes }],
    friendlyEdges: [{ side: "blue", edges: ["west"] }, { side: "red", edges: ["east"] }],
    labels: [],
  };

  const types = ["inf", "mot-inf", "mech-inf", "armour", "light-inf", "airmobile-inf"];
  const units: Record<string, unknown>[] = [];
  const setup: { unit: string; at: string }[] = [];
  const reinforcements: { turn: number; units: string[]; at: string }[] = [];
  for (let i = 0; i < unitCount; i += 1) {
    const blue = i % 2 === 0;
    const id = `${blue ? "b" : "r"}-${i}`;
    units.push({ id, type: types[i % types.length], name: `Unit ${i}`, nation: blue ? "nordland" : "ostmark", attack: 4, defence: 4, er: 4, ma: 10, sp: 1, steps: 2, reduced: { attack: 2, defence: 2 } });
    if (i % 10 === 9) {
      const turn = 2 + ((i / 10) % 6);
      const at = blue ? "edge:west" : "edge:east";
      const r = reinforcements.find((x) => x.turn === Math.floor(turn) && x.at === at);
      if (r) r.units.push(id);
      else reinforcements.push({ turn: Math.floor(turn), units: [id], at });
    } else {
      const k = Math.floor(i / 2);
      const row = 5 + (k % (ROWS - 6));
      const col = blue ? Math.floor(k / (ROWS - 6)) : COLUMNS - 1 - Math.floor(k / (ROWS - 6));
      setup.push({ unit: id, at: L(col, row) });
    }
  }
  const scenario = {
    schemaVersion: 1,
    name: "Generated 2,000-unit scenario",
    game: "game.json",
    map: "map.json",
    sides: [{ id: "blue", name: "Blue" }, { id: "red", name: "Red" }],
    nations: [{ id: "nordland", side: "blue" }, { id: "ostmark", side: "red" }],
    turns: { first: 1, last: 8 },
    units,
    setup,
    reinforcements,
    replacements: [{ nation: "nordland", turn: 2, points: 3 }],
    victory: { vpHexes: [{ hex: L(10, 10), value: 5 }], levels: [{ level: "marginal", minDifference: 5 }], capitals: [] },
  };
  return { map, scenario };
}
