type Io = { out: (s: string) => void; err: (s: string) => void };

/** `warbench import --from tiled <map.tmx|map.tmj>`: returns the exit code. */
export function runTiledImport(args: readonly string[], io: Io): number {
  void args;
  io.err("warbench import: --from tiled is not built yet\n");
  return 2;
}

/** `warbench export --to tiled <map.json> [--format tmx|tmj]`: returns the exit code. */
export function runTiledExport(args: readonly string[], io: Io): number {
  void args;
  io.err("warbench export: --to tiled is not built yet\n");
  return 2;
}
