import { starterAdvancedCharts } from "../advanced-starter";
import type { Migration } from "./types";

/**
 * Game 2 → 3: the Advanced game's charts [14–29]. Version 2 let a game name
 * the ruleset "nextwar-advanced" but had no place for the charts its rules
 * read, so no such game could be played; version 3 requires `charts.advanced`
 * of them (a lint says so). This step gives a version 2 Advanced game the
 * starter charts, marked provenance "warbench-sample" so the designer knows to
 * replace them; a chart the game somehow already has is kept. Every other
 * game is unchanged.
 */
export const gameV2AdvancedCharts: Migration = {
  kind: "game",
  from: 2,
  name: "Advanced games gain the starter Advanced charts",
  up(doc) {
    const charts = doc.charts;
    if (doc.ruleset !== "nextwar-advanced" || !charts || typeof charts !== "object" || Array.isArray(charts)) return { ...doc };
    if ("advanced" in charts) return { ...doc };
    return { ...doc, charts: { ...charts, advanced: starterAdvancedCharts() } };
  },
};
