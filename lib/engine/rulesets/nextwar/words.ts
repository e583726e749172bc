import { ID_NAMES } from "../../core/ruleset";
import type { GameEvent, GameState } from "./types";
import { amphibiousActionTitle, describeAmphibiousEvent } from "./words-amphibious";
import { parseCrtCell, resultInWords } from "./words-combat";
import { type NextWarLine, type NextWarNames, humanId as human, num, plural, unitList } from "./words-common";
import { describeNavalEvent, navalActionTitle } from "./words-naval";
import { describeTurnEvent } from "./words-turn";
import { describeHqEvent } from "./advanced/words-hq";
import { describeSupplyEvent, supplyActionTitle } from "./advanced/words-supply";
import { describeIntelEvent } from "./advanced/words-intel";

/**
 * Next War's words for the log [#27]: each event as a line for people, with
 * the rule behind it, every unit, hex, box, nation and side named by the
 * caller's names (the studio's namer), so no id of the documents need reach
 * the log. Combat and the air war [6, 9] and special movement [8.5] are here;
 * the sequence of play, the naval war and amphibious assaults have their own
 * files (words-turn.ts, words-naval.ts, words-amphibious.ts).
 */

/** An event as the contract's line of the log: its words alone (the studio shows the rule and dice beside them). */
export function nextWarWords(_state: GameState, event: GameEvent, names: NextWarNames = ID_NAMES): string {
  return nextWarEventWords(event, names).text;
}

/** A line for the game log: what happened in words, with the rule behind it and whether dice were rolled. */
export function nextWarEventWords(event: GameEvent, names: NextWarNames = ID_NAMES): NextWarLine {
  const { type, rule, forced, ...rest } = event;
  const r = typeof rule === "string" ? rule : undefined;
  const n = names;
  const { unit: name, side, place } = n;
  const list = unitList(n);
  const f = forced === true ? " (forced)" : "";
  switch (type) {
    case "combat": {
      const cell = parseCrtCell(String(rest.result));
      const losses = (rest.losses ?? {}) as { attacker?: number; defender?: number };
      const words = cell ? resultInWords({ attacker: losses.attacker ?? cell.attacker, defender: losses.defender ?? cell.defender, retreat: cell.retreat }) : String(rest.result);
      const drm = num(rest.drm);
      return {
        text: `Combat at ${place(rest.defender)}: ${num(rest.attack)} to ${num(rest.defense)} on the ${String(rest.column)} column, roll ${num(rest.roll)}${f}${drm !== 0 ? ` ${drm > 0 ? "+" : "−"} ${Math.abs(drm)} = ${num(rest.modified)}` : ""} — ${words}`,
        rule: r,
        dice: true,
      };
    }
    case "die-roll":
      return { text: `Die roll ${num(rest.value)}${typeof rest.purpose === "string" ? ` (${rest.purpose.replace(/-/g, " ")})` : ""}${f}`, rule: r, dice: true };
    case "step-loss":
      return { text: num(rest.steps) > 0 ? `${name(rest.unit)} loses a step (${plural(num(rest.steps), "step")} left)` : `${name(rest.unit)} loses its last step`, rule: r };
    case "eliminated":
      return { text: `${name(rest.unit)} is eliminated`, rule: r };
    case "move": {
      const one = Array.isArray(rest.units) && rest.units.length === 1;
      const hexes = Array.isArray(rest.path) ? rest.path.length - 1 : 0;
      return { text: `${list(rest.units)} move${one ? "s" : ""} from ${place(rest.from)} to ${place(rest.to)}${hexes > 0 ? ` (${plural(hexes, "hex", "hexes")})` : ""}`, rule: r };
    }
    case "retreat": {
      const path = Array.isArray(rest.path) ? rest.path.map(String) : [];
      return { text: `${list(rest.units)} retreat${Array.isArray(rest.units) && rest.units.length === 1 ? "s" : ""} from ${place(rest.from)} to ${path.map(place).join(" → ")}`, rule: r };
    }
    case "advance":
      return { text: Array.isArray(rest.units) && rest.units.length > 0 ? `${list(rest.units)} advance into ${place(rest.to)}` : "No advance after combat", rule: r };
    case "losses-allocated": {
      const l = (rest.losses ?? {}) as Record<string, number>;
      return { text: `${side(rest.side)} takes its losses: ${Object.entries(l).map(([id, n]) => `${name(id)} ${plural(n, "step")}`).join(", ")}`, rule: r };
    }
    case "decision":
      return {
        text:
          rest.kind === "losses"
            ? `${side(rest.side)} to choose how to take ${plural(num(rest.steps), "step loss", "step losses")}`
            : rest.kind === "retreat"
              ? `${side(rest.side)} to retreat ${list(rest.units)} ${plural(num(rest.distance), "hex", "hexes")} from ${place(rest.from)}`
              : rest.kind === "support"
                ? `${side(rest.side)} to choose its combat support at ${place(rest.defender)}`
                : `${side(rest.side)} to decide`,
        rule: r,
      };
    case "er-check":
      return { text: `ER check for ${name(rest.unit)}: rolled ${num(rest.roll)}${f} against ER ${num(rest.er)}, ${rest.pass ? "passed" : "failed"}`, rule: r, dice: true };
    case "retreat-negated":
      return { text: `The defenders in ${place(rest.hex)} hold: retreat negated`, rule: r };
    case "supply": {
      const cut = Array.isArray(rest.outOfSupply) ? rest.outOfSupply : [];
      return { text: cut.length === 0 ? `${side(rest.side)}: every unit in supply` : `${side(rest.side)}: out of supply — ${list(cut)}`, rule: r };
    }
    case "air-points":
      if (rest.roll === undefined) return { text: `${side(rest.side)} receives no air points (${n.text(String(rest.note ?? "no chart line"))})`, rule: r };
      return {
        text: `${side(rest.side)} air points: rolled ${num(rest.roll)}${f}${num(rest.drm) !== 0 ? ` ${signed(num(rest.drm))} = ${num(rest.modified)}` : ""}, chart ${num(rest.chart)}${num(rest.lost) > 0 ? `, ${num(rest.lost)} lost` : ""}${num(rest.fraction) !== 1 && rest.fraction !== undefined ? ` × ${fraction(num(rest.fraction))} for the weather` : ""} → ${plural(num(rest.points), "air point")}`,
        rule: r,
        dice: true,
      };
    case "air-superiority":
      return { text: `${side(rest.side)}: ${human(String(rest.level))} (difference ${signed(num(rest.difference))})`, rule: r };
    case "air-points-spent":
      return { text: `${side(rest.side)} commits ${plural(num(rest.points), "air point")} to ${String(rest.mission)} (${num(rest.left)} left)`, rule: r };
    case "air-points-destroyed":
      return { text: `${side(rest.side)} loses an air point for good: ${n.text(String(rest.reason))} (${num(rest.total)} lost in all)`, rule: r };
    case "air-points-expired":
      return { text: `${side(rest.side)}: ${plural(num(rest.points), "unused air point")} lost at the end of the turn`, rule: r };
    case "adf":
      return {
        text: `ADF against ${side(rest.side)}'s ${String(rest.mission)}${rest.unit ? ` (${name(rest.unit)})` : ""} at ${place(rest.target)}: ${human(String(rest.level))} line, rolled ${num(rest.roll)}${f}${num(rest.drm) !== 0 ? ` ${signed(num(rest.drm))} = ${num(rest.modified)}` : ""}${rest.hq ? ` (−1 for ${name(rest.hq)} within 2 hexes [18.2.3])` : ""} → ${n.text(String(rest.result))}`,
        rule: r,
        dice: true,
      };
    case "adf-exempt":
      return { text: `No ADF roll for ${side(rest.side)}'s ${String(rest.mission)} at ${place(rest.target)} (${human(String(rest.level ?? "contested"))} over its own territory, away from the enemy)`, rule: r };
    case "helicopter-mission":
      return { text: `${list(rest.units)} fl${Array.isArray(rest.units) && rest.units.length === 1 ? "ies" : "y"} ${String(rest.mission)} at ${place(rest.target)}`, rule: r };
    case "rebase":
      return { text: `${name(rest.unit)} rebases from ${place(rest.from)} to ${place(rest.to)}${rest.forced ? " (forced)" : ""}${rest.overstacked ? ", over the base's limit" : ""}`, rule: r };
    case "rebase-aborted":
      return { text: `${name(rest.unit)} turns back: the rebase is aborted and it stays at ${place(rest.at)}`, rule: r };
    case "helicopter-loss":
      return { text: `${name(rest.unit)} at ${place(rest.hex)}: base lost${rest.roll !== undefined ? `, rolled ${num(rest.roll)}` : ""} → ${n.text(String(rest.result))}`, rule: r, dice: rest.roll !== undefined };
    case "helicopter-removed":
      return { text: `${name(rest.unit)} is removed: ${n.text(String(rest.why))}`, rule: r };
    case "airlift":
      return { text: `${list(rest.units)} airlifted from ${place(rest.from)} to ${place(rest.to)} (${plural(num(rest.sp), "SP")}${num(rest.escort) > 0 ? `, ${plural(num(rest.escort), "escort point")}` : ""}); half MA left`, rule: r };
    case "airlift-aborted":
      return { text: `The airlift of ${list(rest.units)} from ${place(rest.from)} to ${place(rest.to)} turns back: they stay and move no more this segment`, rule: r };
    case "sea-transport":
      return { text: `${list(rest.units)} sail from ${place(rest.from)} to ${place(rest.to)} (${plural(num(rest.sp), "SP")}); ${rest.sameZone ? "half MA left" : "no further move this segment"}`, rule: r };
    case "sea-transport-failed":
      return { text: `The sea transport of ${list(rest.units)} from ${place(rest.from)} to ${place(rest.to)} fails: they stay in port`, rule: r };
    case "paradrop": {
      const results = Array.isArray(rest.results) ? (rest.results as { unit: string; roll: number; result: string }[]) : [];
      const rolls = results.map((x) => `${name(x.unit)} rolled ${x.roll}: ${x.result}`).join("; ");
      const after = rest.inEzoc ? "in an enemy ZOC, no further move" : "half MA left unless scattered";
      return { text: `Paradrop from ${place(rest.from)} to ${place(rest.to)} (${plural(num(rest.sp), "SP")}${num(rest.escort) > 0 ? `, ${plural(num(rest.escort), "escort point")}` : ""})${rolls ? `: ${rolls}` : ""}; ${after}`, rule: r, dice: true };
    }
    case "paradrop-aborted":
      return { text: `The paradrop of ${list(rest.units)} from ${place(rest.from)} onto ${place(rest.to)} turns back: they stay and move no more this segment`, rule: r };
    case "airmobile":
      return {
        text: `${list(rest.units)} fl${Array.isArray(rest.units) && rest.units.length === 1 ? "ies" : "y"} by airmobile from ${place(rest.from)} to ${place(rest.to)} (${rest.usmc === true ? `USMC lift by ${name(rest.base)}, the AMPH's own point` : `lift from ${place(rest.base)}, ${plural(num(rest.points), "airmobile point")}`}${num(rest.escort) > 0 ? `, ${plural(num(rest.escort), "escort point")}` : ""}); no further move this segment`,
        rule: r,
      };
    case "airmobile-aborted":
      return { text: `The airmobile move of ${list(rest.units)} from ${place(rest.from)} to ${place(rest.to)} turns back: they stay and move no more this segment`, rule: r };
    case "airmobile-points-lost":
      return { text: `${side(rest.side)} loses ${plural(num(rest.points), "airmobile point")} for good (${num(rest.lost)} lost in all)`, rule: r };
    default:
      return describeTurnEvent(event, n) ?? describeNavalEvent(event, n) ?? describeAmphibiousEvent(event, n) ?? describeHqEvent(event, n) ?? describeSupplyEvent(event, n) ?? describeIntelEvent(event, n) ?? genericEvent(event, n);
  }
}

const signed = (n: number) => (n >= 0 ? `+ ${n}` : `− ${Math.abs(n)}`);
const fraction = (x: number) => (x === 0.5 ? "½" : x === 0.25 ? "¼" : String(x));

/** Any other event: its type and fields, every id and list in them named ("units 2nd Armoured Bde; at hex 1008"). */
function genericEvent(event: GameEvent, n: NextWarNames): NextWarLine {
  const { type, rule, forced, ...rest } = event;
  const bits = Object.entries(rest)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()} ${n.value(v)}`);
  const text = `${human(type)}${bits.length ? `: ${bits.join("; ")}` : ""}${forced === true ? " (forced)" : ""}`;
  return { text, rule: typeof rule === "string" ? rule : undefined, dice: /roll|die|dice/.test(type) };
}

/** The title of a log entry: the action in words. */
export function nextWarActionTitle(action: { type: string; [key: string]: unknown }, n: NextWarNames = ID_NAMES): string {
  const to = n.place(action.to);
  switch (action.type) {
    case "attack": {
      const air = typeof action.air === "number" && action.air > 0 ? `${action.air} AP` : "";
      const helos = Array.isArray(action.helicopters) && action.helicopters.length > 0 ? `${action.helicopters.length} helicopter${action.helicopters.length === 1 ? "" : "s"}` : "";
      const ships = Array.isArray(action.naval) && action.naval.length > 0 ? `${action.naval.length} naval unit${action.naval.length === 1 ? "" : "s"}` : "";
      const support = [air, helos, ships].filter(Boolean).join(" + ");
      return `Attack on ${n.place(action.defender)}${support ? ` with ${support}` : ""}`;
    }
    case "support":
      return "Defender's combat support";
    case "rebase":
      return `Rebase ${n.unit(action.unit)} to ${to}`;
    case "move":
      return `Move to ${to}`;
    case "allocate-losses":
      return "Take step losses";
    case "advance":
      return Array.isArray(action.units) && action.units.length > 0 ? "Advance after combat" : "No advance";
    case "retreat":
      return Array.isArray(action.path) && action.path.length === 0 ? "Stay instead of retreating" : "Retreat";
    case "airlift":
      return `Airlift to ${to}`;
    case "sea-transport":
      return `Sea transport to ${to}`;
    case "paradrop":
      return `Paradrop onto ${to}`;
    case "airmobile":
      return `Airmobile to ${to}`;
    default:
      return navalActionTitle(action, n) ?? amphibiousActionTitle(action, n) ?? supplyActionTitle(action, n) ?? human(action.type);
  }
}
