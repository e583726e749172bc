import type { ErrorObject, ValidateFunction } from "ajv";
import type { SchemaName } from "@/lib/model/documents";
import type { Finding } from "./findings";
import { escapePointerToken } from "./findings";
import * as compiled from "./generated/schema-validators.js";

/**
 * The ajv validators of the committed schemas/ files, compiled ahead of time
 * (lib/validate/generate-validators.ts): compiling at run time would need
 * `new Function`, which the studio's Content-Security-Policy forbids.
 */
const VALIDATORS: Record<SchemaName, ValidateFunction> = { game: compiled.game, map: compiled.map, scenario: compiled.scenario, bundle: compiled.bundle };

/** At most this many schema findings per document: past that they stop helping. */
export const MAX_SCHEMA_FINDINGS = 100;

export function checkSchema(name: SchemaName, value: unknown): Finding[] {
  const validate = VALIDATORS[name];
  if (validate(value)) return [];
  return pruneUnionErrors(validate.errors ?? [])
    .slice(0, MAX_SCHEMA_FINDINGS)
    .map(toFinding);
}

function toFinding(error: ErrorObject): Finding {
  let at = error.instancePath;
  let message = error.message ?? "is not valid";
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "required") {
    message = `missing required property "${String(params.missingProperty)}"`;
  } else if (error.keyword === "additionalProperties") {
    at += `/${escapePointerToken(String(params.additionalProperty))}`;
    message = `unknown property "${String(params.additionalProperty)}"`;
  } else if (error.keyword === "enum") {
    message = `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
  } else if (error.keyword === "const") {
    message = `must be ${JSON.stringify(params.allowedValue)}`;
  } else if (error.keyword === "pattern") {
    message = "has the wrong format";
  } else if (error.keyword === "oneOf" || error.keyword === "anyOf") {
    message = "matches none of the allowed shapes";
  }
  const where = at === "" ? "The document" : at;
  return { code: "E-SCHEMA", severity: "error", message: `${where}: ${message}.`, pointer: at };
}

/**
 * ajv reports every branch of a failed union. When a branch failed on its
 * discriminator (`kind`, `ruleset`, `layout`: a const/enum right under the
 * union's value), it was not the branch the writer meant: drop it. If one
 * branch is left, its errors are the useful ones and the union error goes.
 *
 * A branch's errors are those below the union in the schema and at or below
 * its value in the document; they are indexed once, so a document of
 * thousands of failing union values (a hostile import's `[{}, {}, …]`) costs
 * linear time, not the square of it (1,000 took 8 s).
 */
export function pruneUnionErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const isUnion = (e: ErrorObject) => e.keyword === "oneOf" || e.keyword === "anyOf";
  const key = (schemaPath: string, instancePath: string) => `${schemaPath}\u0000${instancePath}`;
  const unions = errors.filter(isUnion);
  const unionKeys = new Set(unions.map((u) => key(u.schemaPath, u.instancePath)));
  const unionPaths = new Set(unions.map((u) => u.schemaPath));
  /** The errors below each union (by its key), in the order they were reported. */
  const below = new Map<string, ErrorObject[]>();
  const index = (e: ErrorObject) => {
    let instances: string[] | null = null;
    for (let p = e.schemaPath.indexOf("/"); p >= 0; p = e.schemaPath.indexOf("/", p + 1)) {
      const schemaPath = e.schemaPath.slice(0, p);
      if (!unionPaths.has(schemaPath)) continue;
      if (!instances) {
        instances = [e.instancePath];
        for (let q = e.instancePath.lastIndexOf("/"); q >= 0; q = q === 0 ? -1 : e.instancePath.lastIndexOf("/", q - 1)) instances.push(e.instancePath.slice(0, q));
      }
      for (const instancePath of instances) {
        const k = key(schemaPath, instancePath);
        if (!unionKeys.has(k)) continue;
        const list = below.get(k);
        if (list) list.push(e);
        else below.set(k, [e]);
      }
    }
  };
  for (const e of errors) index(e);
  // Insertion-ordered: what is dropped leaves its place, what replaces a union comes last.
  const out = new Set(errors);
  for (const union of unions) {
    if (!out.has(union)) continue;
    const prefix = union.schemaPath;
    const branches = new Map<number, ErrorObject[]>();
    for (const e of below.get(key(union.schemaPath, union.instancePath)) ?? []) {
      if (e === union || !out.has(e)) continue;
      const branch = Number(e.schemaPath.slice(prefix.length + 1).split("/")[0]);
      if (!branches.has(branch)) branches.set(branch, []);
      branches.get(branch)?.push(e);
    }
    const wrongBranch = (list: ErrorObject[]) =>
      list.some(
        (e) =>
          (e.keyword === "const" || e.keyword === "enum") &&
          e.instancePath.startsWith(`${union.instancePath}/`) &&
          !e.instancePath.slice(union.instancePath.length + 1).includes("/"),
      );
    const kept = [...branches.entries()].filter(([, list]) => !wrongBranch(list));
    if (kept.length === 1) {
      out.delete(union);
      for (const [, list] of branches) if (list !== kept[0]?.[1]) for (const e of list) out.delete(e);
    } else if (kept.length === 0 && branches.size > 0) {
      // No branch fits the discriminator: say which values it may take.
      const allowed: unknown[] = [];
      let at = union.instancePath;
      for (const [, list] of branches) {
        for (const e of list) {
          out.delete(e);
          const params = e.params as { allowedValue?: unknown; allowedValues?: unknown[] };
          if (e.keyword === "const" || e.keyword === "enum") {
            at = e.instancePath;
            allowed.push(...(e.keyword === "const" ? [params.allowedValue] : (params.allowedValues ?? [])));
          }
        }
      }
      out.delete(union);
      const replacement: ErrorObject = { ...union, instancePath: at, keyword: "enum", params: { allowedValues: [...new Set(allowed)] } };
      out.add(replacement);
      index(replacement);
    }
  }
  return [...out];
}
