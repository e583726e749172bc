// Builds the warbench CLI (package.json bin, lib/cli/warbench.mjs) from its
// TypeScript: `npm install` runs this (postinstall), as do `npm run build:cli`
// and the test command before the unit tests. Without it every start would
// transpile the CLI with tsx, seconds on a busy machine before any work.
//
// Out come, in lib/cli/dist (git-ignored):
// - warbench.mjs: the whole CLI as one ES module Node runs directly;
// - odds-worker.mjs, balance-worker.mjs: the worker modules of `odds` and
//   `balance`, which their pools (lib/workers/pool.ts) load next to the module
//   they run from (new URL("./odds-worker.mjs", import.meta.url)): these under
//   the built CLI, lib/cli's tsx entries under the sources;
// - parse-worker.mjs: the studio's file checker (lib/parse-worker), which a
//   production server runs in worker threads to parse and check imports and
//   large saves off its request thread (tsx, which runs the sources, is only a
//   development dependency);
// - inputs.json: the SHA-256 of every file that went in, so a test can tell a
//   build that no longer matches its sources (built-cli.test.ts).
//
// Pure-JavaScript packages are bundled. Native and heavy ones (LAZY_PACKAGES)
// load from node_modules, and only when the code needing them runs: ES imports
// are all evaluated at start, even those of a module esbuild initialises
// lazily, so their static imports become require() calls inside the lazy
// modules, and `warbench --help` never loads Prisma.
//
// `node lib/cli/build.mjs [--outdir DIR]`; prints nothing unless something is wrong.
import { createHash } from "node:crypto";
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..", "..");

/**
 * Loaded from node_modules when first needed: native addons, the database drivers and Prisma's runtime, the
 * password and user-name checks' dictionaries (4 MB of zxcvbn-ts word lists and Unicode's confusables table, which
 * only `warbench user` needs: bundled, Node would parse them at every start), and piscina, the worker pool
 * (lib/workers), which starts its own worker file from its package folder and so cannot be bundled; pg-boss, the
 * balance queue (lib/balance-queue), beside pg which it drives.
 */
const LAZY_PACKAGES = /^(?:@prisma\/[^/]+|@node-rs\/[^/]+|@zxcvbn-ts\/[^/]+|unicode-confusables|proxy-addr|better-sqlite3|pg|pg-boss|piscina)(?:\/.*)?$/;
/** Node's own modules, loaded when first needed too (node:crypto alone costs more than 10 ms). */
const BUILTINS = new RegExp(`^(?:node:.*|${builtinModules.map((m) => m.replace(/[/]/g, "\\/")).join("|")})$`);

/** Files a build depends on besides what esbuild reads: a change to them changes the output too. */
const BUILD_FILES = ["lib/cli/build.mjs", "tsconfig.json"];

/** A static import of one of those becomes a CommonJS module that require()s it, run when the importing module first runs. */
const lazyPackages = {
  name: "lazy-packages",
  setup(build) {
    const lazy = (args) => (args.kind === "import-statement" ? { path: args.path, namespace: "lazy-package" } : { path: args.path, external: true });
    build.onResolve({ filter: LAZY_PACKAGES }, lazy);
    build.onResolve({ filter: BUILTINS }, lazy);
    build.onLoad({ filter: /.*/, namespace: "lazy-package" }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: "js" }));
  },
};

function sha256(file) {
  return createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}

/** Builds into `outdir`; returns the manifest it wrote there. */
async function buildCli(outdir) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      warbench: "lib/cli/entry.ts",
      "odds-worker": "lib/cli/odds-worker.ts",
      "balance-worker": "lib/cli/balance-worker.ts",
      // Not the CLI's: the studio's file checker (lib/parse-worker/pool.ts) starts this one under `next start`.
      "parse-worker": "lib/parse-worker/worker.ts",
    },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    // A package's ES build first: some "main" builds are UMD wrappers that hand their own require() relative paths (jsonc-parser).
    mainFields: ["module", "main"],
    tsconfig: path.join(root, "tsconfig.json"),
    // A require() for the packages loaded lazily and for the bundled CommonJS packages' own require() calls (Node builtins).
    banner: { js: `// Built by lib/cli/build.mjs from lib/cli; do not edit.\nimport { createRequire as __warbenchCreateRequire } from "node:module";\nconst require = __warbenchCreateRequire(import.meta.url);` },
    plugins: [lazyPackages],
    metafile: true,
    write: false,
    // esbuild prints its warnings and errors itself.
    logLevel: "warning",
  });
  const inputs = [...Object.keys(result.metafile.inputs).filter((f) => !f.includes(":")), ...BUILD_FILES].sort();
  const manifest = { esbuild: esbuild.version, files: Object.fromEntries(inputs.map((f) => [f, sha256(path.join(root, f))])) };
  fs.mkdirSync(outdir, { recursive: true });
  // Each file is written aside and renamed over the old one, so a CLI started during a build runs either build, never half of one.
  const put = (file, contents) => {
    const aside = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(aside, contents);
    fs.renameSync(aside, file);
  };
  for (const out of result.outputFiles) put(out.path, out.contents);
  put(path.join(outdir, "inputs.json"), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}

const at = process.argv.indexOf("--outdir");
try {
  await buildCli(at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : path.join(here, "dist"));
} catch (error) {
  const detail = error?.errors?.length ? "" : ` ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`lib/cli/build.mjs: the CLI could not be built.${detail}\n`);
  process.exitCode = 1;
}
