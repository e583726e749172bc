/** An entry of a game's event log, in any ruleset: its type, the rule that made it, and what the ruleset adds. */
export type LogEvent = { type: string; rule?: string; [key: string]: unknown };
