import type { MapFeature } from "@/lib/model/map-hex";
import type { EditableMap } from "./editable-map";
import type { FeatureKind } from "./options";

/**
 * The owner a new fortification or capital on a hex gets [#26 item 3]: the
 * hex's own nation, else the one last used, else the map's first; null when
 * the map has no nations (a feature owned by a made-up id would be invalid).
 */
export function defaultOwner(map: EditableMap, index: number, lastOwner: string | null): string | null {
  const nations = map.meta.nations;
  const own = nations[(map.nation[index] ?? 0) - 1]?.id;
  if (own) return own;
  if (lastOwner && nations.some((n) => n.id === lastOwner)) return lastOwner;
  return nations[0]?.id ?? null;
}

/** Whether a feature of this kind belongs to a nation (and cannot be placed on a map without any). */
export const isOwnedKind = (kind: FeatureKind) => kind === "fortification" || kind === "capital";

/** The owner a feature names, if it is one that has one. */
export function ownerOf(feature: MapFeature | null): string | null {
  return feature?.kind === "fortification" ? feature.originalOwner : feature?.kind === "capital" ? feature.nation : null;
}

/** A new feature as placed with the feature tool: a port of capacity 2, an owned one with `owner`. */
export function newFeature(kind: FeatureKind, hex: string, owner: string | null): MapFeature {
  return kind === "port"
    ? { kind, hex, capacity: 2 }
    : kind === "fortification"
      ? { kind, hex, originalOwner: owner! }
      : kind === "capital"
        ? { kind, hex, nation: owner! }
        : { kind, hex };
}

/** The list with the `n`-th feature of `hex` replaced by `next` (kept on that hex), or removed when `next` is null. */
export function withFeatureReplaced(features: readonly MapFeature[], hex: string, n: number, next: MapFeature | null): MapFeature[] {
  let seen = -1;
  const out: MapFeature[] = [];
  for (const f of features) {
    if (f.hex === hex && ++seen === n) {
      if (next) out.push({ ...next, hex });
    } else out.push(f);
  }
  return out;
}
