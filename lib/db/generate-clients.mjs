// Generates the two Prisma clients from the one schema, prisma/schema.prisma (the
// package.json postinstall runs this after building the SQLite driver).
//
// Prisma fixes the provider when it generates a client, so PostgreSQL needs a client
// of its own: this writes the schema again with `provider = "postgresql"` and the
// output moved to lib/db/generated/pg (both under the ignored lib/db/generated), and
// generates from it. Nothing else differs: the schema keeps to types both providers
// map the same way.
//
// PRISMA_SCHEMA_ENGINE_BINARY points at any existing file so `prisma generate` does
// not try to download the native schema engine, which it does not need (and cannot
// fetch offline): generating uses only the WASM that ships in the prisma package.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const source = path.join(root, "prisma", "schema.prisma");
export const pgSchemaPath = path.join(root, "lib", "db", "generated", "postgresql.prisma");

/** The PostgreSQL schema: the SQLite one with its provider and output changed, and said so at the top. */
export function postgresqlSchema(text) {
  const provider = /(datasource db \{[^}]*provider\s*=\s*)"sqlite"/;
  const output = /(generator client \{[^}]*output\s*=\s*)"\.\.\/lib\/db\/generated"/;
  if (!provider.test(text) || !output.test(text)) {
    throw new Error('prisma/schema.prisma must keep `provider = "sqlite"` and `output = "../lib/db/generated"`: lib/db/generate-clients.mjs rewrites them.');
  }
  const header = "// Written by lib/db/generate-clients.mjs from prisma/schema.prisma; do not edit.\n";
  return header + text.replace(provider, '$1"postgresql"').replace(output, '$1"./pg"');
}

function generate(args) {
  const prisma = path.join(root, "node_modules", "prisma", "build", "index.js");
  const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, "package.json") };
  const run = spawnSync(process.execPath, [prisma, "generate", ...args], { cwd: root, env, stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Generating the SQLite client clears files inside its output, this folder's too, and
  // Prisma then refuses the half-emptied folder: start the PostgreSQL client afresh.
  fs.rmSync(path.join(path.dirname(pgSchemaPath), "pg"), { recursive: true, force: true });
  generate([]);
  fs.mkdirSync(path.dirname(pgSchemaPath), { recursive: true });
  fs.writeFileSync(pgSchemaPath, postgresqlSchema(fs.readFileSync(source, "utf8")));
  generate(["--schema", pgSchemaPath]);
}
