import type { Metadata } from "next";
import Link from "next/link";
import { BALANCE_BOTS } from "@/lib/balance/play";
import { database, getBalanceReport, listBalanceReports, openDocument, revisionNumber, type StoredBalanceReport } from "@/lib/db";
import { BalanceTab } from "../../../../../_components/balance/balance-tab";
import { PageHead } from "../../../../../_components/page-head";
import { reportMap } from "../../../../../_lib/balance-export";
import { listBalanceJobs } from "../../../../../_lib/balance-jobs";
import { orNotFound } from "../../../../../_lib/load";
import { guardPage } from "../../../../../_lib/page-access";
import * as access from "@/lib/auth/access";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Balance" };

type Props = {
  params: Promise<{ projectId: string; documentId: string }>;
  searchParams: Promise<{ report?: string; before?: string; after?: string }>;
};

/** The Balance tab of a scenario: bot games on the server, their reports by revision, and two compared. */
export default async function BalancePage({ params, searchParams }: Props) {
  const { projectId, documentId } = await params;
  const query = await searchParams;
  const db = await database();
  await guardPage(db, (a) => access.checkDocumentIn(db, a, projectId, documentId, "read"));
  const { document, project, revision } = await orNotFound(openDocument(db, documentId));
  const base = `/projects/${projectId}/documents/${documentId}`;
  const crumbs = [{ label: "Projects", href: "/" }, { label: project.name, href: `/projects/${project.id}` }, { label: document.name, href: base }, { label: "Balance" }];
  if (document.kind !== "scenario" || !revision) {
    return (
      <main>
        <PageHead crumbs={crumbs} title={`Balance: ${document.name}`} />
        <div className="panel empty">
          <h2>Only scenarios have a balance</h2>
          <p>Open a scenario document and press Balance.</p>
          <Link className="btn" href={base}>
            Open the document
          </Link>
        </div>
      </main>
    );
  }
  const reports = await listBalanceReports(db, documentId);
  const load = async (id: string | undefined): Promise<StoredBalanceReport | null> => {
    if (!id || !reports.some((r) => r.id === id)) return null;
    return getBalanceReport(db, id).catch(() => null);
  };
  const [before, after] = await Promise.all([load(query.before), load(query.after)]);
  const shownId = query.report ?? (before && after ? undefined : reports[0]?.id);
  const shown = await load(shownId);
  let sides: { id: string; name: string; colour: string | null }[] = [];
  try {
    const scenario = JSON.parse(revision.content) as { sides?: { id?: unknown; name?: unknown; colour?: unknown }[] };
    sides = (scenario.sides ?? []).map((s) => ({ id: String(s.id ?? ""), name: String(s.name ?? s.id ?? ""), colour: typeof s.colour === "string" ? s.colour : null }));
  } catch {
    // an unreadable scenario still lists its reports; a run will say what is wrong
  }
  const title = (s: StoredBalanceReport) => `Revision ${s.revisionNumber} · ${s.games} games${s.partial ? " (partial)" : ""} · ${s.bots.join(" v ")} · seed ${s.seed}`;
  return (
    <main className="wide">
      <PageHead crumbs={crumbs} title={`Balance: ${document.name}`} sub="Thousands of bot games per revision: who wins how often, and whether a change moved it.">
        <Link className="btn" href={`${base}/playtest`}>
          ▶ Playtest
        </Link>
        <Link className="btn" href={base}>
          Edit scenario
        </Link>
      </PageHead>
      <BalanceTab
        documentId={documentId}
        base={base}
        revisionNumber={await revisionNumber(db, documentId, revision.id)}
        sides={sides}
        reports={reports}
        jobs={await listBalanceJobs(db, documentId)}
        bots={BALANCE_BOTS}
        shown={shown ? { id: shown.id, report: shown.report, map: (await reportMap(db, shown)) as Record<string, unknown> | null } : null}
        compare={before && after ? { before: { report: before.report, title: title(before) }, after: { report: after.report, title: title(after) } } : null}
      />
    </main>
  );
}
