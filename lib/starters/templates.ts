/**
 * Names and labels of the starters, without their builders, so the studio's
 * dialogs can list them without shipping the chart builders to the browser.
 */
export const GAME_STARTER_LABELS = {
  "nextwar-standard": "Next War standard — unit types and every chart (Warbench's own starter values)",
  "nextwar-advanced": "Next War Advanced — the standard unit types plus supreme HQ and depot / MSU counters, every chart and the Advanced charts (Warbench's own starter values)",
  aa1942: "Axis & Allies 1942-style — the unit table with its abilities",
} as const;
export type GameStarterId = keyof typeof GAME_STARTER_LABELS;
export const isGameStarterId = (v: unknown): v is GameStarterId => typeof v === "string" && Object.prototype.hasOwnProperty.call(GAME_STARTER_LABELS, v);

export const THEATRE_TEMPLATES = {
  nextwar: {
    label: "Empty Next War theatre — game, blank 40×30 hex map, scenario",
    description: "A new Next War theatre: starter game, a blank 40×30 map and an empty scenario.",
    projectName: "New Next War theatre",
    game: "nextwar-standard",
  },
  "nextwar-advanced": {
    label: "Empty Next War Advanced theatre — Advanced game, blank 40×30 hex map, scenario",
    description: "A new theatre for the Next War Advanced game: starter game with the Advanced charts, a blank 40×30 map and an empty scenario.",
    projectName: "New Next War Advanced theatre",
    game: "nextwar-advanced",
  },
  area: {
    label: "Empty area theatre — 1942-style game, small area map, scenario",
    description: "A new area theatre: 1942-style game, a small area map to draw on, and an empty scenario.",
    projectName: "New area theatre",
    game: "aa1942",
  },
} as const satisfies Record<string, { label: string; description: string; projectName: string; game: GameStarterId }>;
export type TheatreTemplateId = keyof typeof THEATRE_TEMPLATES;
export const isTheatreTemplateId = (v: unknown): v is TheatreTemplateId => typeof v === "string" && Object.prototype.hasOwnProperty.call(THEATRE_TEMPLATES, v);

/**
 * Templates that copy a sample project (lib/samples) rather than build one in
 * code: the studio stores the sample's bundle under the name the designer gives.
 */
export const SAMPLE_TEMPLATES = {
  "nextwar-advanced-sample": {
    label: "Next War Advanced sample — formations and HQs, depots and MSUs, SOF, chemical weapons, the UN track",
    projectName: "Next War Advanced sample",
    sample: "nextwar-advanced-sample",
  },
} as const satisfies Record<string, { label: string; projectName: string; sample: string }>;
export type SampleTemplateId = keyof typeof SAMPLE_TEMPLATES;
export const isSampleTemplateId = (v: unknown): v is SampleTemplateId => typeof v === "string" && Object.prototype.hasOwnProperty.call(SAMPLE_TEMPLATES, v);
