/**
 * `npm run schemas` writes schemas/*.schema.json from the zod model;
 * `npm run schemas:check` fails (exit 1) when a committed file is stale.
 */
import fs from "node:fs";
import path from "node:path";
import { BALANCE_REPORT_SCHEMA_FILE, balanceReportSchemaText } from "./balance-report";
import { SCHEMA_FILES, type SchemaName } from "./documents";
import { schemaFileText } from "./json-schema";

const check = process.argv.includes("--check");
const dir = path.resolve(import.meta.dirname, "..", "..", "schemas");
const stale: string[] = [];
// The documents' schemas, then the balance report's (an output of the tools, not a document).
const outputs: [string, string][] = (Object.keys(SCHEMA_FILES) as SchemaName[]).map((name) => [SCHEMA_FILES[name], schemaFileText(name)]);
outputs.push([BALANCE_REPORT_SCHEMA_FILE, balanceReportSchemaText()]);
for (const [name, text] of outputs) {
  const file = path.join(dir, name);
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  if (current === text) continue;
  if (check) stale.push(name);
  else {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`wrote schemas/${name}`);
  }
}
if (stale.length > 0) {
  console.error(`Stale JSON Schemas: ${stale.join(", ")}. Run \`npm run schemas\` and commit the result.`);
  process.exit(1);
}
if (check) console.log("schemas/ is up to date.");
