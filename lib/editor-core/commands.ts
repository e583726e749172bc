/** The parts of a KeyboardEvent a command tests, so registries stay free of the DOM. */
export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * One user action: the keyboard, the toolbar and the `?` help overlay read
 * the same registry (after excalidraw's actions). `Target` is the editor,
 * `Ui` what the React shell offers (save, export…).
 */
export interface EditorCommand<Target, Ui = void, Group extends string = string> {
  id: string;
  label: string;
  group: Group;
  /** Shown in tooltips and the help overlay. */
  keys: string;
  test(e: KeyInput): boolean;
  run(target: Target, ui: Ui): void;
}

export const withModifier = (e: KeyInput) => e.ctrlKey || e.metaKey;
export const plainKey = (key: string) => (e: KeyInput) => !withModifier(e) && !e.altKey && e.key.toLowerCase() === key;

/** Shifted letters are tested first so Shift+G never falls through to plain G. */
export function findCommand<C extends EditorCommand<unknown, unknown>>(commands: readonly C[], e: KeyInput): C | undefined {
  return commands.find((c) => c.keys.startsWith("Shift+") && c.test(e)) ?? commands.find((c) => c.test(e));
}
