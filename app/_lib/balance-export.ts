import "server-only";
import fs from "node:fs";
import path from "node:path";
import { heatmapSvg } from "@/lib/balance/heatmap";
import { reportHtml } from "@/lib/balance/html";
import { type Db, type StoredBalanceReport, getRevision } from "@/lib/db";
import { mapSchema, migrateDocument } from "@/lib/model";

/** The file name a report downloads as: the scenario's name, its revision and the games. */
export function reportFileName(stored: StoredBalanceReport, ext: "json" | "html"): string {
  const stem = stored.report.scenario.name.replace(/[^\p{L}\p{N}._-]+/gu, "-").replace(/^-+|-+$/g, "") || "scenario";
  return `${stem}-r${stored.revisionNumber}-${stored.games}-games.balance.${ext}`;
}

export function attachment(file: string): string {
  return `attachment; filename="${file.replace(/"/g, "")}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

/** The map a report's games were played on, parsed; null when it is gone or no longer reads. */
export async function reportMap(db: Db, stored: StoredBalanceReport) {
  if (!stored.mapRevisionId) return null;
  try {
    const revision = await getRevision(db, stored.mapRevisionId);
    const raw = JSON.parse(revision.content) as Record<string, unknown>;
    const migrated = migrateDocument("map", raw);
    const parsed = mapSchema.safeParse(migrated.ok ? migrated.doc : raw);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The standalone page `warbench balance --html` writes, for a stored report. */
export async function storedReportHtml(db: Db, stored: StoredBalanceReport): Promise<string> {
  const chartJs = fs.readFileSync(path.resolve(/*turbopackIgnore: true*/ process.cwd(), "node_modules", "chart.js", "dist", "chart.umd.min.js"), "utf8");
  const map = await reportMap(db, stored);
  return reportHtml(stored.report, { chartJs, mapSvg: map ? heatmapSvg(stored.report, map) : null });
}
