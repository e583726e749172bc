import { ID_PATTERN } from "@/lib/model/fields";

/**
 * Stable ids from TripleA names: lower-case, runs of other characters to one
 * '-', at most 80 characters; a clash (two names with the same slug, or an id
 * taken) gets -2, -3, … in document order, so the same file always gives the
 * same ids.
 */
export class IdMaker {
  private readonly taken = new Set<string>();
  private readonly byName = new Map<string, string>();

  constructor(private readonly fallback: string) {}

  id(name: string): string {
    const existing = this.byName.get(name);
    if (existing) return existing;
    const base = slug(name) || this.fallback;
    let id = base;
    for (let n = 2; this.taken.has(id) || !ID_PATTERN.test(id); n += 1) id = `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
    this.taken.add(id);
    this.byName.set(name, id);
    return id;
  }

  get(name: string): string | undefined {
    return this.byName.get(name);
  }
}

export function slug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
