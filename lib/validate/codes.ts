/**
 * Every finding code the validator can emit. Codes are stable: the studio,
 * the CLI and saved reports refer to them. The letter says the severity
 * (E = error, W = warning); `rule` cites the rulebook section behind a lint
 * (rules-index.md) where there is one.
 */
interface CodeInfo {
  severity: "error" | "warning";
  summary: string;
  rule?: string;
}

const e = (summary: string, rule?: string): CodeInfo => ({ severity: "error", summary, rule });
const w = (summary: string, rule?: string): CodeInfo => ({ severity: "warning", summary, rule });

export const LINT_CODES = {
  // Reading the text
  "E-JSON-SYNTAX": e("The text is not valid JSON."),
  "E-JSON-FORBIDDEN-KEY": e("A key such as __proto__ that could tamper with objects."),
  "E-JSON-TOO-DEEP": e("Objects and arrays nested deeper than the limit."),
  "E-JSON-NUMBER-RANGE": e("A number too large for JSON to hold (such as 1e999)."),
  "E-JSON-LONE-SURROGATE": e("A string with a lone UTF-16 surrogate, which is not valid Unicode."),
  "E-FILE-TOO-LARGE": e("The file is over the size limit."),
  "E-FILE-UNREADABLE": e("The file cannot be read."),
  "E-DOCUMENT-KIND": e("Cannot tell whether this is a game, map, scenario or bundle."),
  "E-SCHEMA-VERSION": e("The schemaVersion cannot be migrated to this Warbench's version."),
  "E-SCHEMA": e("The document does not match its JSON Schema."),
  // Ids
  "E-SIDE-DUPLICATE-ID": e("Two sides share an id."),
  "E-NATION-DUPLICATE-ID": e("Two nations share an id."),
  "E-UNITTYPE-DUPLICATE-ID": e("Two unit types share an id."),
  "E-TERRAIN-DUPLICATE-ID": e("Two terrain types share an id."),
  "E-SEAZONE-DUPLICATE-ID": e("Two sea zones or boxes share an id."),
  "E-SPACE-DUPLICATE-ID": e("Two territories or sea zones share an id."),
  "E-UNIT-DUPLICATE-ID": e("Two units share an id."),
  "E-FORMATION-DUPLICATE-ID": e("Two formations share an id."),
  "E-RULE-DUPLICATE-ID": e("Two special rules share an id."),
  // Game
  "E-NATION-UNKNOWN-SIDE": e("A nation names a side that does not exist."),
  "E-UNITTYPE-NO-MOBILITY": e("A land unit type has no mobility class.", "2.3.5"),
  "E-TURNORDER-UNKNOWN-NATION": e("The turn order names an unknown nation."),
  "W-UNITTYPE-NO-TRANSPORT": w("A unit type has a transport cost, but no unit type can carry it."),
  "W-UNITTYPE-NO-CARRIER": w("A unit type has a carrier cost, but no unit type has carrier space."),
  "W-UNITTYPE-NO-SUPPORTABLE": w("A unit type gives artillery support, but no unit type is supportable."),
  "E-CRT-ROW-LENGTH": e("A CRT row does not have one entry per column.", "9.2"),
  "E-CRT-OVERKILL-COLUMN": e("An overkill column is not a column of the CRT.", "9.7.1.1"),
  "E-CHART-TURN-RANGE": e("A chart line's fromTurn is after its toTurn."),
  "E-CHART-UNKNOWN-SIDE": e("A chart line names an unknown side."),
  "E-CRT-MISSING-TERRAIN": e("The CRT has no row for a terrain class the map uses.", "9.2.2"),
  "E-TEC-MISSING-TERRAIN": e("The TEC has no row for a terrain class the map uses.", "8.3"),
  "E-TEC-MISSING-MOBILITY": e("The TEC has no cost for a mobility class the OOB uses.", "8.3"),
  // Hex map
  "E-GRID-LABEL-FORMAT": e("The first label or label format cannot number this grid."),
  "E-MAP-ROW-COUNT": e("A hex layer does not have one row per grid row."),
  "E-MAP-ROW-LENGTH": e("A hex layer row does not have one character per column."),
  "E-MAP-LEGEND-DUPLICATE-CHAR": e("A legend uses the same character twice."),
  "E-MAP-UNKNOWN-CHAR": e("A hex layer uses a character its legend does not define."),
  "E-MAP-UNKNOWN-TERRAIN-TYPE": e("The terrain legend names an unknown terrain type."),
  "E-MAP-UNKNOWN-NATION": e("The map names a nation it does not declare."),
  "E-HEX-OFFMAP": e("A hex label is not on the map."),
  "E-HEXSIDE-NOT-ADJACENT": e("A hexside names two hexes that are not adjacent.", "8.3.1"),
  "E-ROAD-NOT-ADJACENT": e("A road joins two hexes that are not adjacent.", "8.3.2"),
  "E-PORT-INLAND": e("A port is not on a coastal hex.", "8.3.1.9"),
  "E-FEATURE-IN-SEA": e("A land feature (airbase, port, city, …) is in a sea hex.", "8.3.1.2"),
  "E-SEAZONE-LAND-HEX": e("A sea zone holds a land hex.", "8.5.6.2"),
  "E-SEAZONE-HEX-TWICE": e("A sea hex is in two sea zones.", "8.5.6.2"),
  "W-SEA-HEX-NO-ZONE": w("A sea hex belongs to no sea zone.", "8.5.6.2"),
  // Area map
  "E-AREA-UNKNOWN-SPACE": e("A connection names an unknown territory or sea zone."),
  "E-AREA-ONE-WAY": e("An adjacency is listed from one end only."),
  "E-CANAL-UNKNOWN-SPACE": e("A canal names an unknown sea zone or territory."),
  "E-CANAL-NOT-ADJACENT": e("A canal joins sea zones that are not adjacent, or is held by a territory next to neither."),
  "E-POLYGON-ODD": e("An outline has an odd number of coordinates."),
  "E-CAPITAL-NO-OWNER": e("A capital territory has no original owner.", "Board"),
  "E-CAPITAL-DUPLICATE": e("A nation has more than one capital.", "Board"),
  "W-AREA-MISSING-CONNECTION": w("Two spaces share a border but are not connected."),
  "W-AREA-NO-NEIGHBOURS": w("A land territory is connected to nothing."),
  "W-AREA-OVERLAP": w("Two spaces' outlines overlap."),
  "W-VICTORY-CITY-NO-OWNER": w("A victory city is in a territory with no original owner."),
  // Scenario
  "E-SCENARIO-GAME-NOT-FOUND": e("The scenario's game cannot be found."),
  "E-SCENARIO-MAP-NOT-FOUND": e("The scenario's map cannot be found."),
  "E-SCENARIO-GAME-INVALID": e("The scenario's game has errors, so cross-checks were skipped."),
  "E-SCENARIO-MAP-INVALID": e("The scenario's map has errors, so cross-checks were skipped."),
  "E-SCENARIO-RULESET-MISMATCH": e("The game's ruleset does not fit the map's layout."),
  "E-TURNS-ORDER": e("The first turn is after the last."),
  "E-SIDE-UNKNOWN": e("A side id is not one of the scenario's sides."),
  "E-NATION-UNKNOWN": e("A nation id is not one of the scenario's nations."),
  "E-SPECIAL-RULE-UNKNOWN-NATION": e("A special rule names a nation that is not one of the scenario's nations.", "9.6.5"),
  "E-UNIT-UNKNOWN-TYPE": e("A unit's type is not in the game."),
  "E-UNIT-UNKNOWN-FORMATION": e("A unit's formation does not exist."),
  "E-FORMATION-UNKNOWN-PARENT": e("A formation's parent does not exist or is itself."),
  "W-UNIT-INCOMPLETE": w("A land unit lacks AS, DS, ER, MA, SP or steps.", "2.3"),
  "W-UNIT-NO-REDUCED-SIDE": w("A 2-step unit has no reduced values.", "2.3"),
  "E-SETUP-UNKNOWN-UNIT": e("A setup entry names a unit not in the OOB."),
  "E-SETUP-UNKNOWN-LOCATION": e("A setup location is neither a hex nor a box of the map.", "2.3.6"),
  "W-SETUP-OFFMAP": w("A setup hex is outside the map.", "2.3.6"),
  "E-SETUP-LAND-IN-SEA": e("A land unit starts in a sea hex or box.", "8.3.3"),
  "E-SETUP-NAVAL-ON-LAND": e("A naval unit starts outside a sea hex, box or port.", "8.5.6.3"),
  "W-SETUP-OVERSTACK": w("A setup hex is over the stacking limit.", "8.1.1.1"),
  "E-SETUP-NAVAL-STACK": e("More than one naval unit starts in a sea hex.", "7.3.6"),
  "E-UNIT-PLACED-TWICE": e("A unit is set up or scheduled more than once."),
  "W-UNIT-UNPLACED": w("A unit is neither set up nor scheduled to arrive."),
  "E-REINFORCEMENT-UNKNOWN-UNIT": e("A reinforcement names a unit not in the OOB.", "10.0"),
  "E-REINFORCEMENT-AFTER-LAST-TURN": e("A reinforcement arrives after the last turn.", "10.0"),
  "E-ENTRY-UNKNOWN-LOCATION": e("An entry is not a hex, box or map edge of the map.", "10.0"),
  "W-ENTRY-OFFMAP": w("An entry hex is outside the map.", "10.0"),
  "E-ENTRY-LAND-IN-SEA": e("Land units enter in a sea hex or box.", "8.3.3"),
  "E-ENTRY-NAVAL-ON-LAND": e("Naval units enter outside a sea hex, box or port.", "8.5.6.3"),
  "E-REPLACEMENT-AFTER-LAST-TURN": e("Replacement points arrive after the last turn.", "11.0"),
  "E-VP-HEX-OFFMAP": e("A VP hex or capital is not on the map.", "12.1"),
  "W-MAP-EDGE-UNKNOWN-SIDE": w("The map gives a friendly edge to a side the scenario does not have.", "9.8.1"),
  "E-AREA-SETUP-UNKNOWN-SPACE": e("An area setup names an unknown territory or sea zone."),
  "E-AREA-SETUP-UNKNOWN-TYPE": e("An area setup names an unknown unit type."),
  "E-AREA-SETUP-DOMAIN": e("Sea units are set up on land, or land units or structures at sea (area setups carry no cargo)."),
  "E-AREA-SETUP-IMPASSABLE": e("Units are set up in an impassable territory.", "Board"),
  "W-AREA-SETUP-AIR-AT-SEA": w("Air units start in a sea zone without carrier space for them there."),
  "W-AREA-SETUP-IC-TWICE": w("An industrial complex is set up where the map already puts one."),
  "E-TURNORDER-NATION-MISSING": e("A nation in the game's turn order is not one of the scenario's nations.", "Players"),
  "W-NATION-NOT-IN-TURNORDER": w("A scenario nation is not in the game's turn order, so it never plays.", "Players"),
  "E-CAPITAL-MISSING": e("A nation in the game's turn order has no capital on the map.", "Board"),
  "E-VICTORY-CITY-UNKNOWN": e("A victory city is not a territory with a victory city."),
  "E-VICTORY-CITY-COUNT": e("More victory cities are needed to win than the scenario lists.", "Victory"),
  "W-VICTORY-CITY-UNLISTED": w("A territory has a victory city on the map that the scenario does not count.", "Victory"),
  "E-VICTORY-TOTAL-UNSET": e("The scenario plays for a total victory but sets no totalVictory.", "Victory"),
} as const satisfies Record<string, CodeInfo>;

export type LintCode = keyof typeof LINT_CODES;
export const ALL_CODES = Object.keys(LINT_CODES) as LintCode[];
