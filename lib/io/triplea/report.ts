// The report every import shares (TripleA, VASSAL, Tiled) lives in lib/io/report.ts.
export { Report, type ReportEntry, formatReport } from "../report";
