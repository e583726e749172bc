import { z } from "zod";

/**
 * Every field carries a title, a description and (for values a designer types)
 * examples, because the generated JSON Schemas are what teach the format in
 * Monaco's hover and completion.
 */
export function doc<T extends z.ZodType>(schema: T, title: string, description: string, examples?: unknown[]): T {
  return schema.meta(examples ? { title, description, examples } : { title, description }) as T;
}

export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;
export const LABEL_PATTERN = /^[0-9]{2,8}$/;
/** A setup or entry location: a hex label, a box id, or a map edge. */
export const LOCATION_PATTERN = /^([0-9]{2,8}|[A-Za-z][A-Za-z0-9_.-]{0,79}|edge:(north|south|east|west))$/;

export const idSchema = (what: string, examples: string[]) =>
  doc(
    z.string().regex(ID_PATTERN),
    `${what} id`,
    `Identifier of the ${what.toLowerCase()}: letters, digits, '-', '_' or '.', starting with a letter or digit; unique in its list.`,
    examples,
  );

export const refSchema = (what: string, examples: string[]) =>
  doc(z.string().regex(ID_PATTERN), what, `Id of a ${what.toLowerCase()} declared elsewhere in the documents.`, examples);

export const nameSchema = (what: string, examples: string[]) =>
  doc(z.string().min(1).max(200), `${what} name`, `Display name of the ${what.toLowerCase()}.`, examples);

export const descriptionSchema = doc(
  z.string().max(20000),
  "Description",
  "Free text for designers and players.",
  ["A fictional border war in a cold, wet spring."],
);

export const colourSchema = doc(
  z.string().regex(/^#[0-9a-fA-F]{6}$/),
  "Colour",
  "A colour as #rrggbb, used to draw it in the studio.",
  ["#6b8e23", "#c0392b"],
);

export const hexLabelSchema = (title: string, description: string) =>
  doc(z.string().regex(LABEL_PATTERN), title, `${description} Written as the map prints it: column then row, e.g. 0512.`, [
    "0512",
    "1207",
  ]);

export const locationSchema = (title: string, description: string) =>
  doc(
    z.string().regex(LOCATION_PATTERN),
    title,
    `${description} A hex label (0512), the id of a sea box or coastal box, or (for entries) a map edge as edge:north / edge:south / edge:east / edge:west.`,
    ["0512", "north-sea-coastal", "edge:west"],
  );

export const dieRollTable = <T extends z.ZodType>(cell: T, title: string, description: string, examples: unknown[]) =>
  doc(z.array(cell).length(10), title, `${description} Ten entries, one per result of a d10 read 0–9 (0 is zero) [2.6].`, examples);

export const turnSchema = (title: string, description: string) =>
  doc(z.number().int().min(1).max(999), title, description, [1, 4]);

/** A picture stored with the project (lib/db/assets), named by its SHA-256: a board picture or a counter face. */
export const assetRefSchema = (title: string, description: string) =>
  doc(z.string().regex(/^[0-9a-f]{64}$/), title, `${description} The SHA-256 of a PNG, JPEG or SVG stored with the project.`, ["9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"]);

/** A counter's faces as pictures (a ported VASSAL piece): drawn instead of the NATO symbol where present. */
export const counterFacesSchema = doc(
  z
    .object({
      front: assetRefSchema("Front face", "The counter's front (full strength) picture."),
      back: assetRefSchema("Back face", "The counter's back (reduced or flipped) picture.").optional(),
    })
    .strict(),
  "Counter faces",
  "Pictures of the counter's front and back, drawn on the board and in the OOB table.",
);

export const schemaRefSchema = (file: string) =>
  doc(
    z.string().max(2000),
    "JSON Schema",
    `Where editors find the schema of this document, e.g. the relative path to schemas/${file} or its URL. Ignored by the validator.`,
    [`../../../schemas/${file}`],
  );
