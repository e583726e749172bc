import { main } from "./main";

/** Runs `warbench <args>` in this process, as the tests do, collecting what it writes to stdout and stderr. */
export async function runInProcess(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}
