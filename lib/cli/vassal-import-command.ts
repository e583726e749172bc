type Io = { out: (s: string) => void; err: (s: string) => void };

/** `warbench import --from vassal <module.vmod>`: returns the exit code. */
export async function runVassalImport(args: readonly string[], io: Io): Promise<number> {
  void args;
  io.err("warbench import: --from vassal is not built yet\n");
  return 2;
}
