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
 */
export function pruneUnionErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  let out = [...errors];
  const unions = out.filter((e) => e.keyword === "oneOf" || e.keyword === "anyOf");
  for (const union of unions) {
    const prefix = union.schemaPath;
    const branches = new Map<number, ErrorObject[]>();
    for (const e of out) {
      if (e === union || !e.schemaPath.startsWith(`${prefix}/`)) continue;
      const index = Number(e.schemaPath.slice(prefix.length + 1).split("/")[0]);
      if (!branches.has(index)) branches.set(index, []);
      branches.get(index)?.push(e);
    }
    const wrongBranch = (list: ErrorObject[]) =>
      list.some(
        (e) =>
          (e.keyword === "const" || e.keyword === "enum") &&
          e.instancePath.startsWith(`${union.instancePath}/`) &&
          !e.instancePath.slice(union.instancePath.length + 1).includes("/"),
      );
    const kept = [...branches.entries()].filter(([, list]) => !wrongBranch(list));
    const dropped = new Set<ErrorObject>();
    if (kept.length === 1) {
      dropped.add(union);
      for (const [, list] of branches) if (list !== kept[0]?.[1]) for (const e of list) dropped.add(e);
    } else if (kept.length === 0 && branches.size > 0) {
      // No branch fits the discriminator: say which values it may take.
      const allowed: unknown[] = [];
      let at = union.instancePath;
      for (const [, list] of branches) {
        for (const e of list) {
          dropped.add(e);
          const params = e.params as { allowedValue?: unknown; allowedValues?: unknown[] };
          if (e.keyword === "const" || e.keyword === "enum") {
            at = e.instancePath;
            allowed.push(...(e.keyword === "const" ? [params.allowedValue] : (params.allowedValues ?? [])));
          }
        }
      }
      dropped.add(union);
      out.push({ ...union, instancePath: at, keyword: "enum", params: { allowedValues: [...new Set(allowed)] } });
    }
    if (dropped.size > 0) out = out.filter((e) => !dropped.has(e));
  }
  return out;
}
