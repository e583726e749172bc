/**
 * A tool is a small state machine driven by pointer events (and, for tools
 * that need it, keys). It edits only through its host editor, which records
 * every change in the history; `cancel` is Escape: the editor reverts what the
 * gesture changed. Shared by the hex and area editors; each fills in its own
 * input, preview and id types.
 */
export interface ToolMachine<Input, Preview, Id extends string = string> {
  readonly id: Id;
  down(input: Input): void;
  move(input: Input): void;
  up(input: Input): void;
  cancel(): void;
  preview(): Preview | null;
  /** A key the tool wants (Enter, Backspace…); true when it used it. */
  key?(key: string): boolean;
}
