import path from "node:path";
import { detectKind } from "@/lib/model/documents";
import { type Finding, FindingSink, type SourceDocument, validateBundleValue, validateProject, withPositions } from "@/lib/validate";
import { readDocument } from "./read-document";

export interface FileReport {
  file: string;
  findings: Finding[];
}

export interface ValidateRun {
  files: FileReport[];
  /** 0 clean (warnings allowed), 1 findings at error level, 2 a file unreadable or not JSON. */
  exitCode: 0 | 1 | 2;
}

const UNREADABLE = new Set(["E-FILE-UNREADABLE", "E-FILE-TOO-LARGE", "E-JSON-SYNTAX", "E-JSON-TOO-DEEP"]);

/**
 * Validates files. A scenario brings in its game and map (paths relative to
 * the scenario), whose findings are reported under their own file names.
 */
export function runValidate(files: readonly string[], cwd = process.cwd()): ValidateRun {
  const reports = new Map<string, FileReport>();
  const report = (abs: string, findings: Finding[]) => {
    const entry = reports.get(abs) ?? { file: path.relative(cwd, abs) || abs, findings: [] };
    const seen = new Set(entry.findings.map(key));
    for (const f of findings) if (!seen.has(key(f))) entry.findings.push(f);
    reports.set(abs, entry);
  };

  for (const file of files) {
    const abs = path.resolve(cwd, file);
    const read = readDocument(abs);
    if (!read.ok) {
      report(abs, [read.finding]);
      continue;
    }
    const kind = detectKind(read.value);
    if (kind === null) {
      const sink = new FindingSink();
      sink.add("E-DOCUMENT-KIND", "", "Cannot tell which document this is: a game has `ruleset`, a map `layout`, a scenario `game` and `map`, a bundle `format`.");
      report(abs, withPositions(sink.findings, read.text));
    } else if (kind === "bundle") {
      report(abs, validateBundleValue(read.value, read.text));
    } else if (kind === "scenario") {
      const docs: { game?: SourceDocument; map?: SourceDocument; scenario: SourceDocument } = { scenario: read };
      const refs: Partial<Record<"game" | "map", string>> = {};
      for (const ref of ["game", "map"] as const) {
        const target = (read.value as Record<string, unknown>)[ref];
        if (typeof target !== "string" || target.length === 0) continue;
        const refAbs = path.resolve(path.dirname(abs), target);
        const loaded = readDocument(refAbs);
        if (loaded.ok) {
          docs[ref] = loaded;
          refs[ref] = refAbs;
        } else if (loaded.finding.code !== "E-FILE-UNREADABLE") report(refAbs, [loaded.finding]);
      }
      const result = validateProject(docs);
      report(abs, result.scenario ?? []);
      if (refs.game) report(refs.game, result.game ?? []);
      if (refs.map) report(refs.map, result.map ?? []);
    } else {
      const result = validateProject({ [kind]: read });
      report(abs, result[kind] ?? []);
    }
  }
  const all = [...reports.values()];
  const findings = all.flatMap((r) => r.findings);
  const exitCode = findings.some((f) => UNREADABLE.has(f.code)) ? 2 : findings.some((f) => f.severity === "error") ? 1 : 0;
  return { files: all, exitCode };
}

function key(f: Finding): string {
  return `${f.code}\u0000${f.pointer}\u0000${f.message}`;
}

export function formatText(run: ValidateRun): { out: string; err: string } {
  const lines: string[] = [];
  const errLines: string[] = [];
  let errors = 0;
  let warnings = 0;
  for (const r of run.files) {
    for (const f of r.findings) {
      const where = f.line !== undefined ? `${r.file}:${f.line}:${f.column}` : r.file;
      const line = `${where}: ${f.severity} ${f.code} at ${f.pointer || "/"}: ${f.message}`;
      if (UNREADABLE.has(f.code)) errLines.push(`warbench: ${line}`);
      else lines.push(line);
      if (f.severity === "error") errors += 1;
      else warnings += 1;
    }
  }
  lines.push(`${run.files.length} file${run.files.length === 1 ? "" : "s"}: ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}.`);
  return { out: `${lines.join("\n")}\n`, err: errLines.length > 0 ? `${errLines.join("\n")}\n` : "" };
}

export function formatJson(run: ValidateRun): string {
  return `${JSON.stringify({
    files: run.files.map((r) => ({
      file: r.file,
      findings: r.findings.map((f) => ({ code: f.code, severity: f.severity, message: f.message, pointer: f.pointer, line: f.line ?? null, column: f.column ?? null })),
    })),
  })}\n`;
}
