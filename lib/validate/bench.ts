/**
 * `npm run bench:model`: validates a generated 200×150 map with a 2,000-unit
 * scenario (parse + schema + lints + positions) and prints the median of
 * several runs after a warm-up as one JSON line. Not a timed test.
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { largeFixture } from "./large-fixture";
import { parseJsonText } from "./json-text";
import { validateProject } from "./project";

const WARMUP = 5;
const RUNS = 15;

const gameText = fs.readFileSync(path.resolve(import.meta.dirname, "..", "samples", "nextwar-sample", "game.json"), "utf8");
const { map, scenario } = largeFixture();
const mapText = JSON.stringify(map);
const scenarioText = JSON.stringify(scenario, null, 2);

function once(): number {
  const start = performance.now();
  const docs = [gameText, mapText, scenarioText].map((text) => {
    const parsed = parseJsonText(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return { value: parsed.value, text: parsed.text };
  });
  const result = validateProject({ game: docs[0], map: docs[1], scenario: docs[2] });
  const elapsed = performance.now() - start;
  const errors = Object.values(result).flat().filter((f) => f?.severity === "error");
  if (errors.length > 0) throw new Error(`the generated project should be clean: ${errors[0]?.code} ${errors[0]?.message}`);
  return elapsed;
}

for (let i = 0; i < WARMUP; i += 1) once();
const times = Array.from({ length: RUNS }, once).sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)] as number;
console.log(JSON.stringify({ bench: "model", metric: "validate_large_ms", value: Math.round(median * 10) / 10, unit: "ms" }));
