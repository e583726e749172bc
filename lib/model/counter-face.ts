/** A counter's pictures as documents hold them (fields.ts counterFacesSchema), read leniently: text being typed may be anything. */
interface Faces {
  front?: unknown;
  back?: unknown;
}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * The face a counter shows: the unit's own pictures over its type's, the back
 * when the unit is reduced (or flipped) and has one, else the front; undefined
 * when neither has pictures (the NATO symbol is drawn).
 */
export function faceOf(unitCounter: unknown, typeCounter: unknown, reduced: boolean): string | undefined {
  const faces = hasFront(unitCounter) ? unitCounter : hasFront(typeCounter) ? typeCounter : undefined;
  if (!faces) return undefined;
  const pick = reduced && typeof faces.back === "string" && SHA256.test(faces.back) ? faces.back : faces.front;
  return typeof pick === "string" ? pick : undefined;
}

function hasFront(value: unknown): value is Faces {
  return typeof value === "object" && value !== null && typeof (value as Faces).front === "string" && SHA256.test((value as Faces).front as string);
}
