import { main } from "./main";

// The process around main(): the built CLI's entry (build.mjs), and what warbench-dev.mjs runs from the sources.
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`warbench: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
