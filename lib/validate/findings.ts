import { LINT_CODES, type LintCode } from "./codes";

export type Severity = "error" | "warning";

export interface Finding {
  code: string;
  severity: Severity;
  message: string;
  /** RFC 6901 JSON pointer to the offending value, "" for the whole document. */
  pointer: string;
  line?: number;
  column?: number;
}

export function escapePointerToken(token: string | number): string {
  return String(token).replace(/~/g, "~0").replace(/\//g, "~1");
}

export function pointer(...tokens: (string | number)[]): string {
  return tokens.map((t) => `/${escapePointerToken(t)}`).join("");
}

/** Collects findings; the severity comes from the code's registry entry. */
export class FindingSink {
  readonly findings: Finding[] = [];
  constructor(private readonly base = "") {}

  add(code: LintCode, at: string, message: string): void {
    this.findings.push({ code, severity: LINT_CODES[code].severity, message, pointer: this.base + at });
  }

  raw(finding: Finding): void {
    this.findings.push({ ...finding, pointer: this.base + finding.pointer });
  }
}

export function hasErrors(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.severity === "error");
}
