/**
 * The starter Advanced charts live in lib/model/advanced-starter.ts (edit them
 * there): the game 2 → 3 migration fills them into Advanced games, and
 * lib/model may not import this floor (docs/architecture.md, "The floors").
 */
export { starterAdvancedCharts } from "@/lib/model/advanced-starter";
