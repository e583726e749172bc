import { z } from "zod";
import { assetRefSchema, colourSchema, descriptionSchema, doc, hexLabelSchema, idSchema, nameSchema, refSchema, schemaRefSchema } from "./fields";
import { HEXSIDE_KINDS, ROAD_KINDS, mapEdgeSchema, terrainClassSchema } from "./vocabulary";

export const MAP_SCHEMA_VERSION = 1;

const gridSchema = doc(
  z
    .object({
      orientation: doc(z.enum(["flat", "pointy"]), "Orientation", "Flat-top hexes (columns zig-zag) or pointy-top (rows zig-zag).", ["flat"]),
      columns: doc(z.number().int().min(1).max(1000), "Columns", "Number of hex columns.", [60, 200]),
      rows: doc(z.number().int().min(1).max(1000), "Rows", "Number of hex rows.", [40, 150]),
      offset: doc(z.enum(["odd", "even"]), "Offset parity", 'Which 0-based columns (flat) or rows (pointy) sit half a hex lower/right: "odd" or "even".', ["odd"]),
      firstLabel: doc(z.string().regex(/^[0-9]{2,8}$/), "First label", "Label of the top-left hex, which fixes where numbering starts.", ["0101", "0000"]),
      labelFormat: doc(z.string().regex(/^C{1,4}R{1,4}$/), "Label format", "Digits of the column part (C) then the row part (R) of a label: CCRR gives 0512.", ["CCRR", "CCCRRR"]),
      hexScale: doc(z.number().positive().max(1000), "Hex scale", "Distance across a hex, in miles (Next War: 7.5).", [7.5]).optional(),
    })
    .strict(),
  "Hex grid",
  "Shape and numbering of the hex grid.",
);

const layerLegend = <T extends z.ZodType>(value: T, what: string) =>
  doc(
    z.array(
      doc(
        z
          .object({
            char: doc(z.string().length(1).regex(/^[!-~]$/), "Character", `The character that stands for this ${what} in the rows.`, ["c", "F"]),
            value,
          })
          .strict(),
        "Legend entry",
        `One character and the ${what} it stands for.`,
      ),
    ).min(1),
    "Legend",
    `Which ${what} each character of the rows stands for.`,
  );

const rowsSchema = (what: string) =>
  doc(
    z.array(z.string().regex(/^[!-~]*$/).max(1000)),
    "Rows",
    `One string per hex row, top to bottom, one character per hex, left to right; each character is the ${what} from the legend.`,
    [["ccffhh", "ccfmmh"]],
  );

export const terrainLayerSchema = doc(
  z
    .object({
      legend: layerLegend(refSchema("Terrain type", ["clear", "forest"]), "terrain type"),
      rows: rowsSchema("terrain type"),
    })
    .strict(),
  "Terrain",
  "Terrain per hex, one character per hex keyed by the legend: a 200×150 map is 30,000 characters.",
);

export const nationLayerSchema = doc(
  z
    .object({
      legend: layerLegend(refSchema("Nation", ["nordland"]), "nation"),
      rows: rowsSchema("nation ('.' when the legend does not list it: no nation)"),
    })
    .strict(),
  "Nations per hex",
  "Which nation each hex belongs to (borders), one character per hex; '.' for none unless the legend says otherwise.",
);

const terrainTypeSchema = doc(
  z
    .object({
      id: idSchema("Terrain type", ["clear", "forest", "sea"]),
      name: nameSchema("Terrain type", ["Clear", "Forest"]),
      colour: colourSchema,
      terrainClass: terrainClassSchema,
    })
    .strict(),
  "Terrain type",
  "A terrain the painter can lay down, with the TEC/CRT class it counts as.",
);

const hexsideGroupSchema = doc(
  z
    .object({
      kind: doc(z.enum(HEXSIDE_KINDS), "Hexside kind", "minor-river, major-river, water, ferry or fortified-line [8.3.1].", ["minor-river"]),
      sides: doc(z.array(z.string().regex(/^[0-9]{2,8}-[0-9]{2,8}$/)), "Hexsides", "Each side named by the two adjacent hexes it separates.", [["0512-0513", "0512-0612"]]),
      nation: refSchema("Nation", ["nordland"]).optional(),
    })
    .strict(),
  "Hexside group",
  "Hexsides of one kind. A fortified line or ferry may name the nation that built it [8.3.1.8].",
);

const roadSchema = doc(
  z
    .object({
      kind: doc(z.enum(ROAD_KINDS), "Road kind", "highway, primary or secondary [8.3.2].", ["highway"]),
      path: doc(z.array(z.string().regex(/^[0-9]{2,8}$/)).min(2), "Path", "Hexes the road runs through, each adjacent to the next; it crosses the hexsides between them.", [["0101", "0102", "0203"]]),
    })
    .strict(),
  "Road",
  "A road along hexsides.",
);

const featureBase = {
  hex: hexLabelSchema("Hex", "The hex the feature is in."),
  name: nameSchema("Feature", ["Port Halvard"]).optional(),
  vp: doc(z.number().int().min(0).max(99), "VP value", "Victory points for capturing it [12.1].", [2]).optional(),
};

const featureSchema = doc(
  z.discriminatedUnion("kind", [
    z
      .object({
        kind: doc(z.enum(["airbase", "hardened-airbase", "airfield", "town", "city", "major-city"]), "Feature kind", "What the feature is [8.3.1].", ["airbase", "city"]),
        ...featureBase,
      })
      .strict(),
    z
      .object({
        kind: doc(z.literal("port"), "Feature kind", "A port [8.3.1.9].", ["port"]),
        ...featureBase,
        capacity: doc(z.number().int().min(0).max(99), "Capacity", "Stacking points it can land a turn (2 unless printed) [8.3.1.9].", [2, 4]),
      })
      .strict(),
    z
      .object({
        kind: doc(z.literal("fortification"), "Feature kind", "A fortification [8.3.1.10].", ["fortification"]),
        ...featureBase,
        originalOwner: refSchema("Nation", ["nordland"]),
      })
      .strict(),
    z
      .object({
        kind: doc(z.literal("capital"), "Feature kind", "A national capital [12.2].", ["capital"]),
        ...featureBase,
        nation: refSchema("Nation", ["nordland"]),
      })
      .strict(),
  ]),
  "Feature",
  "Something printed in a hex: airbase, hardened airbase, airfield, port (with capacity), fortification (with original owner), town, city, major city, capital.",
);

const boxSchema = (what: string) =>
  doc(
    z.object({ id: idSchema(what, ["north-sea-box"]), name: nameSchema(what, ["North Sea box"]) }).strict(),
    what,
    `The ${what.toLowerCase()} of this sea zone [7.1].`,
  );

const seaZoneSchema = doc(
  z
    .object({
      id: idSchema("Sea zone", ["north-sea"]),
      name: nameSchema("Sea zone", ["North Sea"]),
      seaBox: boxSchema("Sea box"),
      coastalBox: boxSchema("Coastal box"),
      hexes: doc(z.array(z.string().regex(/^[0-9]{2,8}$/)), "Sea hexes", "The sea hexes in this zone [8.5.6.2].", [["0101", "0201"]]),
    })
    .strict(),
  "Sea zone",
  "A sea zone with its sea box, coastal box and sea hexes [7.1, 8.5.6.2].",
);

/**
 * The board picture under a hex map (a scanned or ported board to trace).
 * Placement is in the map's own frame, where a hex's circumradius is 1 and
 * hex 0,0's centre is the origin (lib/hex/pixel with size 1): the picture's
 * pixel (px, py) is turned by `rotation` about the picture's top-left corner,
 * scaled by `scale` across and `scale × aspect` down, then moved by (x, y).
 */
export const hexBackgroundSchema = doc(
  z
    .object({
      asset: assetRefSchema("Picture", "The board picture."),
      width: doc(z.number().int().min(1).max(100000), "Picture width", "The picture's width in pixels.", [5340]),
      height: doc(z.number().int().min(1).max(100000), "Picture height", "The picture's height in pixels.", [5024]),
      x: doc(z.number().min(-1e6).max(1e6), "Offset x", "Where the picture's top-left corner sits, across, in hex radii from hex 0,0's centre.", [-1.2]),
      y: doc(z.number().min(-1e6).max(1e6), "Offset y", "Where the picture's top-left corner sits, down, in hex radii from hex 0,0's centre.", [-0.9]),
      scale: doc(z.number().positive().max(1000), "Scale", "Hex radii per picture pixel (1 / the picture's hex radius in pixels).", [0.02706]),
      aspect: doc(z.number().positive().min(0.25).max(4), "Aspect", "Extra vertical stretch for a picture whose hexes are not regular (1 when they are).", [1]).optional(),
      rotation: doc(z.union([z.literal(0), z.literal(60), z.literal(120), z.literal(180), z.literal(240), z.literal(300)]), "Rotation", "Turn of the picture in degrees, clockwise, by sixths of a turn.", [0]),
      opacity: doc(z.number().min(0).max(1), "Opacity", "How strongly the picture shows under the terrain (0–1).", [0.6]),
    })
    .strict(),
  "Board picture",
  "A picture drawn under the grid, placed and scaled to line up with the hexes.",
);

const offMapBoxSchema = doc(
  z
    .object({
      id: idSchema("Off-map box", ["cherbourg-alarm-units"]),
      name: nameSchema("Off-map box", ["Cherbourg Alarm Units"]),
    })
    .strict(),
  "Off-map box",
  "A named box beside the map (a ported module's zone: a holding box, a reinforcement box, a display).",
);

export const hexMapSchema = doc(
  z
    .object({
      $schema: schemaRefSchema("map.schema.json").optional(),
      schemaVersion: doc(z.literal(MAP_SCHEMA_VERSION), "Schema version", "Version of the map format.", [MAP_SCHEMA_VERSION]),
      name: nameSchema("Map", ["Sample theatre"]),
      description: descriptionSchema.optional(),
      layout: doc(z.literal("hex"), "Layout", 'A hex map ("hex") or an area map ("area").', ["hex"]),
      grid: gridSchema,
      background: hexBackgroundSchema.optional(),
      offMapBoxes: doc(z.array(offMapBoxSchema), "Off-map boxes", "Named boxes beside the map where units can wait (scenario holding).").optional(),
      terrainTypes: doc(z.array(terrainTypeSchema).min(1), "Terrain types", "The terrains of this map."),
      terrain: terrainLayerSchema,
      nations: doc(
        z.array(doc(z.object({ id: idSchema("Nation", ["nordland"]), name: nameSchema("Nation", ["Nordland"]), colour: colourSchema }).strict(), "Map nation", "A nation drawn on the map.")),
        "Nations",
        "Nations whose borders the map shows.",
      ),
      borders: nationLayerSchema.optional(),
      hexsides: doc(z.array(hexsideGroupSchema), "Hexsides", "Rivers, water hexsides, ferries and fortified lines [8.3.1]."),
      roads: doc(z.array(roadSchema), "Roads", "Highways, primary and secondary roads [8.3.2]."),
      features: doc(z.array(featureSchema), "Features", "Airbases, ports, fortifications, towns, cities, capitals."),
      seaZones: doc(z.array(seaZoneSchema), "Sea zones", "Sea zones and their boxes [7.1]."),
      friendlyEdges: doc(
        z.array(doc(z.object({ side: refSchema("Side", ["blue"]), edges: doc(z.array(mapEdgeSchema).min(1), "Edges", "Edges friendly to the side.", [["west"]]) }).strict(), "Friendly edge", "A side's friendly map edges [9.8.1].")),
        "Friendly map edges",
        "Which map edges each side retreats and enters toward [9.8.1].",
      ),
      labels: doc(
        z.array(doc(z.object({ hex: hexLabelSchema("Hex", "Where the label is drawn."), text: doc(z.string().min(1).max(200), "Text", "The text drawn.", ["Halvard Bay"]) }).strict(), "Free label", "Text drawn on the map.")),
        "Labels",
        "Free text labels (place names, seas).",
      ),
    })
    .strict(),
  "Hex map",
  "A hex map (theatre).",
);

export type HexMap = z.infer<typeof hexMapSchema>;
export type MapFeature = HexMap["features"][number];
