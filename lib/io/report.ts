/** One thing an import (or export) could not carry over as it was: TripleA, VASSAL and Tiled alike. */
export interface ReportEntry {
  severity: "error" | "warning" | "info";
  /** Where in the source: `territory "Egypt"`, `unitAttachment "bomber" option isAirTransport`, `polygons.txt line 12`. */
  where: string;
  message: string;
}

/** Collects report entries; never more than `limit` of them, then one summary line, so a hostile file cannot flood it. */
export class Report {
  readonly entries: ReportEntry[] = [];
  private dropped = 0;
  constructor(private readonly limit = 2000) {}

  add(severity: ReportEntry["severity"], where: string, message: string): void {
    if (this.entries.length < this.limit) this.entries.push({ severity, where, message });
    else this.dropped += 1;
  }
  warn(where: string, message: string): void {
    this.add("warning", where, message);
  }
  info(where: string, message: string): void {
    this.add("info", where, message);
  }
  list(): ReportEntry[] {
    return this.dropped > 0 ? [...this.entries, { severity: "info", where: "report", message: `${this.dropped} more entries not shown` }] : [...this.entries];
  }
}

export function formatReport(entries: readonly ReportEntry[]): string {
  return entries.map((e) => `${e.severity} ${e.where}: ${e.message}`).join("\n");
}
