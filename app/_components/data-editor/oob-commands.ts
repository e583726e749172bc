import type { Shortcut } from "./commands";

/** What a command asks of the OOB table (it may not be on screen yet when the command runs). */
export interface OobRequest {
  kind: "add" | "copies" | "rename";
}

/** The table's commands' shortcuts, for the registry (data-commands.ts) and the table bar's titles. */
export const OOB_SHORTCUTS = {
  add: { alt: true, key: "n" },
  copies: { alt: true, shift: true, key: "n" },
  rename: { key: "F2" },
} as const satisfies Record<OobRequest["kind"], Shortcut>;
