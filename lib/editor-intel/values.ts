/** Small readers for JSON that may be half-typed: the documents come straight from the editor. */

/** Which document a definition lives in. */
export type DocRole = "self" | "game" | "map";

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
export const list = (v: unknown, key: string): Obj[] => {
  const a = isObj(v) ? v[key] : undefined;
  return Array.isArray(a) ? (a.filter(isObj) as Obj[]) : [];
};
export const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
