import type { AreaUnitType } from "@/lib/model/game";
import type { IdMaker } from "./ids";
import type { TripleAGame } from "./parse-game";
import type { Report } from "./report";

type Options = Map<string, string>;

/** unitAttachment options Warbench reads; every other option is reported by name. */
const READ = new Set([
  "movement", "attack", "defense", "isAir", "isSea", "isFactory", "isAA", "attackAA", "maxAAattacks", "hitPoints", "isTwoHit",
  "artillery", "artillerySupportable", "canBlitz", "isSub", "isDestroyer", "isStrategicBomber", "canBombard", "bombard",
  "carrierCapacity", "carrierCost", "transportCapacity", "transportCost", "airAttack", "airDefense",
]);

/** Options that are TripleA bookkeeping rather than rules Warbench plays differently (listed as info, not warnings). */
const BOOKKEEPING = new Set(["isInfantry", "isLandTransport", "isAirTransportable"]);

/**
 * The unit table from unitAttachment options [AA:unit-table]: values, cost
 * from the production rule, and the abilities the aa1942 rules read (never
 * unit ids). Values outside the game document's ranges are clamped and
 * reported.
 */
export function mapUnitTypes(tg: TripleAGame, ids: IdMaker, report: Report): { unitTypes: AreaUnitType[]; factories: Set<string> } {
  const attachments = new Map<string, Options>();
  for (const a of tg.attachments) {
    if (a.type !== "unitType" || !a.javaClass.endsWith("UnitAttachment")) continue;
    const opts = attachments.get(a.attachTo) ?? new Map<string, string>();
    for (const o of a.options) opts.set(o.name, o.value);
    attachments.set(a.attachTo, opts);
  }
  const unitTypes: AreaUnitType[] = [];
  const factories = new Set<string>();
  for (const name of tg.units) {
    const where = `unit "${name}"`;
    const opts = attachments.get(name);
    if (!opts) report.warn(where, "has no unitAttachment; imported as a land unit with no values");
    const o = opts ?? new Map<string, string>();
    const num = (key: string, min: number, max: number, fallback = 0) => clampInt(o.get(key), min, max, fallback, `${where} option ${key}`, report);
    const yes = (key: string) => o.get(key) === "true";
    const t: AreaUnitType = {
      id: ids.id(name),
      name,
      domain: yes("isFactory") || yes("isAA") ? "structure" : yes("isAir") ? "air" : yes("isSea") ? "sea" : "land",
      attack: num("attack", 0, 6),
      defence: num("defense", 0, 6),
      movement: num("movement", 0, 10),
      cost: clampInt(tg.costs.has(name) ? String(tg.costs.get(name)) : undefined, 0, 99, 0, `productionRule for "${name}"`, report),
      hits: yes("isTwoHit") ? 2 : num("hitPoints", 1, 5, 1),
    };
    if (!tg.costs.has(name) && !yes("isFactory")) report.info(where, "no production rule buys it; its cost is 0 and bots will not buy it");
    if (yes("artillery")) t.artillery = 1;
    if (yes("artillerySupportable")) t.supportable = true;
    if (yes("canBlitz")) t.canBlitz = true;
    if (yes("isSub")) t.submarine = true;
    if (yes("isDestroyer")) t.destroyer = true;
    if (yes("isAA")) {
      // [AA:anti-aircraft] One die per attacking aircraft, up to maxTargets; TripleA's default is every aircraft.
      const hitOn = num("attackAA", 1, 6, 1);
      const raw = o.get("maxAAattacks");
      const maxTargets = raw === undefined || Number(raw) < 0 ? 3 : num("maxAAattacks", 1, 9, 3);
      if (raw === undefined || Number(raw) < 0) report.info(where, "fires at every attacking aircraft in TripleA; imported with the 1942 rule, up to 3 aircraft [AA:anti-aircraft]");
      t.antiAircraft = { maxTargets, hitOn };
      t.defence = hitOn;
    }
    if (yes("isStrategicBomber")) t.strategicBomber = true;
    airBattleValues(t, o, where, num, report);
    if (yes("canBombard")) t.bombard = o.has("bombard") ? num("bombard", 0, 6) : t.attack;
    if (o.has("carrierCapacity")) t.carrierCapacity = num("carrierCapacity", 0, 10);
    if (o.has("carrierCost")) t.carrierCost = num("carrierCost", 1, 10, 1);
    if (o.has("transportCost")) t.transportCost = num("transportCost", 1, 10, 1);
    if (o.has("transportCapacity")) {
      if (t.domain === "sea") t.transportCapacity = num("transportCapacity", 0, 10);
      else report.warn(`${where} option transportCapacity`, `${o.get("transportCapacity")} on an ${t.domain} unit (air or land transport) is not modelled; not imported`);
    }
    if (yes("isFactory")) {
      t.industrialComplex = true;
      factories.add(name);
    }
    for (const [key, value] of o) {
      if (READ.has(key)) continue;
      if (BOOKKEEPING.has(key)) report.info(`${where} option ${key}`, `${value}: TripleA bookkeeping with no counterpart in Warbench's unit table; not imported`);
      else report.warn(`${where} option ${key}`, `${value}: not modelled by Warbench's unit table; not imported`);
    }
    unitTypes.push(t);
  }
  for (const name of attachments.keys()) if (!tg.units.includes(name)) report.warn(`unitAttachment "${name}"`, "attached to a unit type the <unitList> does not declare; ignored");
  return { unitTypes, factories };
}

/**
 * [AA:strategic-bombing] A raid's air-battle values: TripleA's airAttack (as
 * raiding bomber or escort) and airDefense (as interceptor) are the game
 * document's airAttack and airDefence. TripleA reads a missing one as 0, the
 * document as the rulebook's 1 and 2, so a unit that fights the air battle in
 * TripleA without its value is reported rather than silently made stronger.
 */
function airBattleValues(t: AreaUnitType, o: Options, where: string, num: (key: string, min: number, max: number) => number, report: Report): void {
  if (o.has("airAttack")) t.airAttack = num("airAttack", 0, 6);
  if (o.has("airDefense")) t.airDefence = num("airDefense", 0, 6);
  const yes = (key: string) => o.get(key) === "true";
  if (!o.has("airAttack") && (yes("canEscort") || yes("isStrategicBomber"))) {
    report.info(`${where} option airAttack`, "absent, which TripleA reads as 0 in a raid's air battle; imported without it, so the rulebook's 1 applies [AA:strategic-bombing]");
  }
  if (!o.has("airDefense") && yes("canIntercept")) {
    report.info(`${where} option airDefense`, "absent, which TripleA reads as 0 in a raid's air battle; imported without it, so the rulebook's 2 applies [AA:strategic-bombing]");
  }
}

export function clampInt(raw: string | undefined, min: number, max: number, fallback: number, where: string, report: Report): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) {
    report.warn(where, `"${raw}" is not a number; ${fallback} used`);
    return fallback;
  }
  const v = Math.min(max, Math.max(min, Math.round(n)));
  if (v !== n) report.warn(where, `${raw} is outside ${min}–${max} (or not whole); ${v} used`);
  return v;
}
