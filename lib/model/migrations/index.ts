import { gameV1UnitAbilities } from "./game-v1-unit-abilities";
import { gameV2AdvancedCharts } from "./game-v2-advanced-charts";
import type { Migration } from "./types";

/**
 * Every migration ever shipped, oldest first. Adding a format change means:
 * one file here exporting a Migration, one line in this list, bumping the
 * kind's *_SCHEMA_VERSION, and a fixture `fixtures/<kind>.v<old>.json` that the
 * harness (migrations.test.ts) upgrades and validates.
 */
export const MIGRATIONS: readonly Migration[] = [gameV1UnitAbilities, gameV2AdvancedCharts];

export type { Migration } from "./types";
