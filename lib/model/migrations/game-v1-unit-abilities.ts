import type { Migration } from "./types";

/**
 * Game 1 → 2: area unit types carry their abilities as data (artillery support,
 * blitz, submarine, destroyer, anti-aircraft fire, strategic bombing,
 * bombardment, carrier and transport space, industrial complex), and a
 * transport's capacity counts cargo points (TripleA's model: 5, infantry 2,
 * other land units 3) instead of land units.
 *
 * Version 1 games held only values, and the rules had to know a unit by its id.
 * This step is the one place that looks at ids: it recognises the well-known
 * unit types of an `aa1942` game by id or name and fills in the published 1942
 * second-edition abilities, never replacing a value the type already has. After
 * it, the rules read the fields alone. Next War games are unchanged.
 */

type Abilities = Record<string, unknown>;

/** The 1942 second-edition abilities of the well-known types, by normalised id or name. */
const KNOWN: Readonly<Record<string, Abilities>> = {
  infantry: { supportable: true, transportCost: 2 },
  artillery: { artillery: 1, transportCost: 3 },
  tank: { canBlitz: true, transportCost: 3 },
  "aa-gun": { antiAircraft: { maxTargets: 3, hitOn: 1 }, transportCost: 3 },
  "industrial-complex": { industrialComplex: true },
  fighter: { carrierCost: 1 },
  bomber: { strategicBomber: true },
  battleship: { bombard: 4 },
  carrier: { carrierCapacity: 2 },
  cruiser: { bombard: 3 },
  destroyer: { destroyer: true },
  submarine: { submarine: true },
  transport: { transportCapacity: 5 },
};

/** Other spellings designers use for the same types. */
const ALIASES: Readonly<Record<string, string>> = {
  armour: "tank",
  armor: "tank",
  tanks: "tank",
  aa: "aa-gun",
  "aa-guns": "aa-gun",
  "anti-aircraft-gun": "aa-gun",
  "antiaircraft-gun": "aa-gun",
  "anti-aircraft-artillery": "aa-gun",
  ic: "industrial-complex",
  factory: "industrial-complex",
  "aircraft-carrier": "carrier",
  sub: "submarine",
  fighters: "fighter",
  bombers: "bomber",
  battleships: "battleship",
  carriers: "carrier",
  cruisers: "cruiser",
  destroyers: "destroyer",
  submarines: "submarine",
  transports: "transport",
};

function normalise(text: unknown): string {
  return typeof text === "string"
    ? text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
    : "";
}

/** The well-known type a unit type is, by its id first, then its name. */
export function recogniseUnitType(type: { id?: unknown; name?: unknown }): string | undefined {
  for (const text of [type.id, type.name]) {
    const key = normalise(text);
    if (Object.hasOwn(KNOWN, key)) return key;
    if (Object.hasOwn(ALIASES, key)) return ALIASES[key];
  }
  return undefined;
}

/**
 * A version 1 capacity counted land units; in cargo points that is two per
 * infantry plus one, so that one of them may be a heavier unit (2 → 5).
 */
const cargoPoints = (units: number) => (units > 0 ? Math.min(10, units * 2 + 1) : 0);

function upgradeUnitType(type: Abilities): Abilities {
  const out: Abilities = { ...type };
  // Any capacity is converted (the sample's 2 becomes the published 5); a value already there is never replaced.
  if (typeof out.transportCapacity === "number") out.transportCapacity = cargoPoints(out.transportCapacity);
  const known = recogniseUnitType(type);
  const abilities: Abilities = known ? { ...KNOWN[known] } : {};
  // Version 1 transports carried any land unit: an unrecognised land type stays carriable, as a heavy unit.
  if (!known && out.domain === "land") abilities.transportCost = 3;
  for (const [key, value] of Object.entries(abilities)) if (!(key in out)) out[key] = value;
  return out;
}

export const gameV1UnitAbilities: Migration = {
  kind: "game",
  from: 1,
  name: "area unit types carry their abilities; transport capacity in cargo points",
  up(doc) {
    if (doc.ruleset !== "aa1942" || !Array.isArray(doc.unitTypes)) return { ...doc };
    return {
      ...doc,
      unitTypes: doc.unitTypes.map((t: unknown) => (t && typeof t === "object" && !Array.isArray(t) ? upgradeUnitType(t as Abilities) : t)),
    };
  },
};
