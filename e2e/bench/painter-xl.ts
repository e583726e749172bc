// The XL case of bench:painter (issue #30, "ported boards are big"): a 700×700 map (490,000 hexes) with the
// traced board picture under it, as a ported VASSAL board arrives. Generated deterministically, never committed.
import type { Page } from "@playwright/test";
import { PNG } from "pngjs";
import { formatLabel, type GridSpec, gridSpecOf } from "@/lib/hex";
import type { HexMap } from "@/lib/model/map-hex";
import { bigMap } from "@/lib/bench/big-map";
import { mapExtent } from "@/lib/painter/geometry";
import { makeLocator } from "@/lib/painter/locate";
import { importBundle } from "./harness";

export const XL_COLUMNS = 700;
export const XL_ROWS = 700;
/** The picture's size: about 5 pixels per hex radius across, as a scanned board of this many hexes would be. */
export const PICTURE_SIZE = 3500;

/**
 * The 700×700 theatre: the big map's terrain, rivers, roads and features at the
 * same density, six nations with wandering borders, a fortified line, and the
 * sea band split into seven sea zones.
 */
export function xlMap(): HexMap {
  const columns = XL_COLUMNS;
  const rows = XL_ROWS;
  const doc = bigMap(columns, rows, (columns * rows) / 30_000);
  let seed = 4242;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  doc.name = "XL theatre";
  const nationIds = ["north", "west", "centre", "east", "south", "isles"];
  const colours = ["#2e5fa8", "#27ae60", "#c0392b", "#8e44ad", "#d4a017", "#16a085"];
  doc.nations = nationIds.map((id, i) => ({ id, name: `Nation ${id}`, colour: colours[i]! }));
  const chars = "nwcesi";
  // Five column bands, the lines between them wandering row by row; the south-east corner is a sixth nation.
  const cuts = [140, 280, 420, 560];
  const borderRows: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cuts.length; k++) cuts[k] = Math.max(30 + k * 140, Math.min(120 + k * 140, cuts[k]! + Math.floor(rand() * 3) - 1));
    let row = "";
    for (let c = 0; c < columns; c++) {
      const band = c < cuts[0]! ? 0 : c < cuts[1]! ? 1 : c < cuts[2]! ? 2 : c < cuts[3]! ? 3 : 4;
      row += r < 6 ? "." : chars[band === 4 && r > 520 ? 5 : band]!;
    }
    borderRows.push(row);
  }
  doc.borders = { legend: nationIds.map((value, i) => ({ char: chars[i]!, value })), rows: borderRows };
  const spec: GridSpec = { orientation: "flat", columns, rows, offset: "odd", firstColumn: 1, firstRow: 1, columnDigits: 3, rowDigits: 3 };
  doc.seaZones = Array.from({ length: 7 }, (_, z) => {
    const hexes: string[] = [];
    for (let c = z * 100; c < (z + 1) * 100; c++) for (let r = 0; r < 6; r++) hexes.push(formatLabel(spec, { col: c, row: r }));
    return { id: `zone-${z + 1}`, name: `Sea zone ${z + 1}`, seaBox: { id: `zone-${z + 1}-sea`, name: `Sea box ${z + 1}` }, coastalBox: { id: `zone-${z + 1}-coast`, name: `Coastal box ${z + 1}` }, hexes };
  });
  // A fortified line down the first border, as long as the map is tall.
  const fortified: string[] = [];
  for (let r = 10; r < rows - 1; r += 1) fortified.push(`${formatLabel(spec, { col: 150, row: r })}-${formatLabel(spec, { col: 150, row: r + 1 })}`);
  doc.hexsides.push({ kind: "fortified-line", sides: fortified, nation: "west" });
  doc.features.push({ kind: "capital", hex: formatLabel(spec, { col: 70, row: 300 }), nation: "west" }, { kind: "fortification", hex: formatLabel(spec, { col: 141, row: 200 }), originalOwner: "centre" });
  return doc;
}

/** Hex radii per picture pixel and the vertical stretch that make a square picture cover the whole map. */
export function pictureFit(doc: HexMap): { scale: number; aspect: number } {
  const spec = gridSpecOf(doc)!;
  const extent = mapExtent(spec);
  const scale = extent.width / PICTURE_SIZE;
  return { scale, aspect: extent.height / (PICTURE_SIZE * scale) };
}

/**
 * The board picture: each pixel takes the colour of its hex's terrain, shaded
 * toward the hex edges, with a dark rim — a scanned board, roughly. RGB, so a
 * few megabytes as PNG (under the 10 MB asset limit).
 */
export function xlPicture(doc: HexMap): Buffer {
  const spec = gridSpecOf(doc)!;
  const locate = makeLocator(spec);
  const { scale, aspect } = pictureFit(doc);
  const legend = new Map(doc.terrain.legend.map((e) => [e.char, doc.terrainTypes.findIndex((t) => t.id === e.value)]));
  const rgb = doc.terrainTypes.map((t) => [1, 3, 5].map((k) => parseInt(t.colour.slice(k, k + 2), 16)));
  const size = PICTURE_SIZE;
  const png = new PNG({ width: size, height: size, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  const data = Buffer.alloc(size * size * 3);
  let p = 0;
  for (let y = 0; y < size; y++) {
    const my = (y + 0.5) * scale * aspect;
    for (let x = 0; x < size; x++, p += 3) {
      const i = locate((x + 0.5) * scale, my);
      const t = i < 0 ? -1 : (legend.get(doc.terrain.rows[Math.floor(i / spec.columns)]![i % spec.columns]!) ?? -1);
      const [r, g, b] = t < 0 ? [240, 236, 222] : rgb[t]!;
      // The rim: pixels whose neighbour to the right or below lies in another hex.
      const rim = i >= 0 && (locate((x + 1.5) * scale, my) !== i || locate((x + 0.5) * scale, my + scale * aspect) !== i);
      const k = rim ? 0.55 : 0.92;
      data[p] = r! * k;
      data[p + 1] = g! * k;
      data[p + 2] = b! * k;
    }
  }
  png.data = data;
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false });
}

/** Uploads the picture to the project (POST …/assets) and answers its SHA-256. */
async function uploadPicture(base: string, projectId: string, bytes: Buffer): Promise<string> {
  const response = await fetch(`${base}/api/projects/${projectId}/assets`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ base64: bytes.toString("base64") }) });
  const body = (await response.json()) as { sha256?: string; error?: string };
  if (!body.sha256) throw new Error(`picture upload failed: ${body.error ?? response.status}`);
  return body.sha256;
}

/** Creates the XL map in the project with its picture, through the studio's API; answers the document's size and the picture's. */
export async function createXlMap(base: string, projectId: string, name: string): Promise<{ documentBytes: number; pictureBytes: number }> {
  const doc = xlMap();
  const picture = xlPicture(doc);
  const sha256 = await uploadPicture(base, projectId, picture);
  doc.background = { asset: sha256, width: PICTURE_SIZE, height: PICTURE_SIZE, x: -1, y: -Math.sqrt(3) / 2, ...pictureFit(doc), rotation: 0, opacity: 0.6 };
  const text = JSON.stringify(doc);
  const url = `${base}/api/projects/${projectId}/documents?kind=map&name=${encodeURIComponent(name)}`;
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: text });
  const body = (await response.json()) as { ok?: boolean; error?: unknown };
  if (!response.ok || body.ok === false) throw new Error(`creating the XL map failed: ${JSON.stringify(body.error ?? response.status).slice(0, 300)}`);
  return { documentBytes: Buffer.byteLength(text), pictureBytes: picture.length };
}

/** Opens the painter on `url` and answers ms from navigation to the problems panel's first answer, and that answer. */
export async function painterFirstLint(page: Page, url: string): Promise<{ ms: number; count: string }> {
  await page.goto(url);
  const count = page.getByTestId("lint-count");
  await count.filter({ hasNotText: "checking" }).waitFor({ timeout: 120_000 });
  const ms = await page.evaluate(() => performance.now());
  return { ms, count: (await count.textContent()) ?? "" };
}

/**
 * Opens the map in the data editor (?view=json): ms from navigation to its problems panel saying the document was
 * checked (a 700×700 map is about 1.8 MB of JSON), and what the panel says.
 */
export async function dataEditorFirstLint(page: Page, url: string): Promise<{ ms: number; summary: string }> {
  const started = Date.now();
  await page.goto(`${url}?view=json`);
  const panel = page.locator(".de-problems");
  await panel.getByText("checked in").waitFor({ timeout: 180_000 });
  return { ms: Date.now() - started, summary: ((await panel.locator("header").textContent()) ?? "").replace(/\s+/g, " ") };
}

/** Exports the project as a bundle and imports it again: ms of each and the bundle's size. */
export async function exportAndImport(base: string, projectId: string): Promise<{ exportMs: number; importMs: number; bytes: number }> {
  let t0 = performance.now();
  const response = await fetch(`${base}/api/projects/${projectId}/export`);
  const text = await response.text();
  if (!response.ok) throw new Error(`export failed: ${text.slice(0, 300)}`);
  const exportMs = performance.now() - t0;
  t0 = performance.now();
  await importBundle(base, JSON.parse(text));
  return { exportMs, importMs: performance.now() - t0, bytes: Buffer.byteLength(text) };
}
