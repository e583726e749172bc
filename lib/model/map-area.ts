import { z } from "zod";
import { colourSchema, descriptionSchema, doc, idSchema, nameSchema, refSchema, schemaRefSchema } from "./fields";
import { MAP_SCHEMA_VERSION } from "./map-hex";

const polygonsSchema = doc(
  z.array(z.array(z.number().min(-100000).max(100000)).min(6)),
  "Outline polygons",
  "Outlines in map pixels, each a flat list x1, y1, x2, y2, … (an island group may have several).",
  [[[10, 10, 120, 10, 120, 90, 10, 90]]],
);

const labelPointSchema = doc(
  z
    .object({
      x: doc(z.number().min(-100000).max(100000), "x", "Pixels from the map's left edge.", [640]),
      y: doc(z.number().min(-100000).max(100000), "y", "Pixels from the map's top edge.", [210]),
    })
    .strict(),
  "Label point",
  "Where the name (and IPC value) is drawn, in map pixels; the middle of the largest polygon when absent.",
  [{ x: 640, y: 210 }],
);

const territorySchema = doc(
  z
    .object({
      id: idSchema("Territory", ["karelia", "east-coast"]),
      name: nameSchema("Territory", ["Karelia"]),
      originalOwner: refSchema("Nation", ["ussr"]).optional(),
      ipc: doc(z.number().int().min(0).max(99), "IPC value", "Income it produces for its controller (0–99; 0–12 on the published boards).", [3, 8]),
      victoryCity: doc(z.boolean(), "Victory city", "Whether it holds a victory city.", [true]).optional(),
      industrialComplex: doc(z.boolean(), "Industrial complex", "Whether it starts with an industrial complex.", [true]).optional(),
      capital: doc(z.boolean(), "Capital", "Whether it is its owner's capital.", [true]).optional(),
      neutral: doc(z.boolean(), "Neutral", "Neutral territories cannot be entered by default.", [false]).optional(),
      impassable: doc(z.boolean(), "Impassable", "No unit may enter it.", [false]).optional(),
      polygons: polygonsSchema,
      label: labelPointSchema.optional(),
    })
    .strict(),
  "Territory",
  "A land territory.",
);

const seaZoneSchema = doc(
  z
    .object({
      id: idSchema("Sea zone", ["sz-1"]),
      name: nameSchema("Sea zone", ["Sea zone 1"]),
      number: doc(z.number().int().min(0).max(9999), "Number", "The number printed in the sea zone.", [12]).optional(),
      polygons: polygonsSchema,
      label: labelPointSchema.optional(),
    })
    .strict(),
  "Sea zone",
  "A numbered sea zone.",
);

const connectionSchema = doc(
  z
    .object({
      from: refSchema("Territory or sea zone", ["karelia"]),
      to: doc(z.array(refSchema("Territory or sea zone", ["sz-4"])).min(1), "Adjacent to", "Spaces adjacent to `from`; every adjacency must be listed from both ends.", [["sz-4", "archangel"]]),
    })
    .strict(),
  "Connections",
  "The spaces adjacent to one space.",
);

const canalSchema = doc(
  z
    .object({
      id: idSchema("Canal", ["south-canal"]),
      name: nameSchema("Canal", ["South Canal"]),
      seaZones: doc(z.array(refSchema("Sea zone", ["sz-2"])).length(2), "Sea zones joined", "The two adjacent sea zones the canal joins.", [["sz-2", "sz-3"]]),
      controlledBy: doc(z.array(refSchema("Territory", ["isthmus"])).min(1), "Controlling territories", "Territories a side must all control (from the start of its turn) to pass.", [["isthmus"]]),
    })
    .strict(),
  "Canal",
  "A canal between two sea zones, open to whoever controls its territories.",
);

export const areaMapSchema = doc(
  z
    .object({
      $schema: schemaRefSchema("map.schema.json").optional(),
      schemaVersion: doc(z.literal(MAP_SCHEMA_VERSION), "Schema version", "Version of the map format.", [MAP_SCHEMA_VERSION]),
      name: nameSchema("Map", ["Inland Sea"]),
      description: descriptionSchema.optional(),
      layout: doc(z.literal("area"), "Layout", 'An area map ("area").', ["area"]),
      size: doc(
        z.object({ width: doc(z.number().int().min(1).max(100000), "Width", "Map width in pixels.", [1600]), height: doc(z.number().int().min(1).max(100000), "Height", "Map height in pixels.", [900]) }).strict(),
        "Size",
        "Size of the map picture in pixels.",
      ),
      background: doc(
        z
          .object({
            asset: doc(z.string().regex(/^[0-9a-f]{64}$/), "Picture", "The picture's asset: the SHA-256 of a PNG or JPEG stored with the project.", ["9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"]),
            opacity: doc(z.number().min(0).max(1), "Opacity", "How strongly the picture shows under the outlines (0–1).", [0.5]),
          })
          .strict(),
        "Background picture",
        "A picture drawn under the outlines, stretched to the map's size (a scanned board to trace).",
      ).optional(),
      wrap: doc(z.object({ horizontal: doc(z.boolean(), "Horizontal wrap", "Whether the east and west edges meet.", [true]) }).strict(), "Wrap", "Edge wrap-around."),
      nations: doc(
        z.array(doc(z.object({ id: idSchema("Nation", ["ussr"]), name: nameSchema("Nation", ["Soviet Union"]), colour: colourSchema }).strict(), "Map nation", "A nation drawn on the map.")),
        "Nations",
        "Nations that own territories at the start.",
      ),
      territories: doc(z.array(territorySchema).min(1), "Territories", "The land spaces."),
      seaZones: doc(z.array(seaZoneSchema), "Sea zones", "The sea spaces."),
      connections: doc(z.array(connectionSchema), "Connections", "Adjacency lists, including links across the wrapped edge."),
      canals: doc(z.array(canalSchema), "Canals", "Canals and who controls them."),
    })
    .strict(),
  "Area map",
  "An area map of territories and sea zones.",
);

export type AreaMap = z.infer<typeof areaMapSchema>;
