import type { Metadata } from "next";
import Link from "next/link";
import { database, getRevision, listRevisions, openDocument } from "@/lib/db";
import { diffJson } from "@/lib/diff/json-diff";
import { LocalTime } from "../../../../../_components/local-time";
import { PageHead } from "../../../../../_components/page-head";
import { RestoreRevisionButton } from "../../../../../_components/restore-revision";
import { formatBytes } from "../../../../../_lib/format";
import { orNotFound } from "../../../../../_lib/load";
import { guardPage, pageCan } from "../../../../../_lib/page-access";
import * as access from "@/lib/auth/access";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ projectId: string; documentId: string }>;
  searchParams: Promise<{ from?: string; to?: string }>;
};

export const metadata: Metadata = { title: "History" };

export default async function HistoryPage({ params, searchParams }: Props) {
  const { projectId, documentId } = await params;
  const query = await searchParams;
  const db = await database();
  const actor = await guardPage(db, (a) => access.checkDocumentIn(db, a, projectId, documentId, "read"));
  // Restoring saves a new revision: editors and owners only (the server checks again).
  const can = await pageCan(db, actor, projectId);
  const { document, project } = await orNotFound(openDocument(db, documentId));
  const revisions = await listRevisions(db, documentId);
  const ids = new Set(revisions.map((r) => r.id));
  const current = document.currentRevisionId;
  const to = query.to && ids.has(query.to) ? query.to : (current ?? revisions[0]?.id);
  const toIndex = revisions.findIndex((r) => r.id === to);
  const from = query.from && ids.has(query.from) ? query.from : revisions[toIndex + 1]?.id;
  const diff = from && to ? diffJson((await getRevision(db, from)).content, (await getRevision(db, to)).content) : null;
  const base = `/projects/${projectId}/documents/${documentId}`;
  const label = (id: string) => {
    const n = revisions.length - revisions.findIndex((r) => r.id === id);
    return `#${n}`;
  };

  return (
    <main>
      <PageHead
        crumbs={[
          { label: "Projects", href: "/" },
          { label: project.name, href: `/projects/${project.id}` },
          { label: document.name, href: base },
          { label: "History" },
        ]}
        title={`History of ${document.name}`}
        sub="Every save is kept. Restoring an old revision saves it again as the newest one; nothing is overwritten."
      >
        <Link className="btn" href={base}>
          Open editor
        </Link>
      </PageHead>
      <div className="two-col">
        <div className="panel">
          <table className="list" aria-label="Revisions">
            <thead>
              <tr>
                <th>#</th>
                <th>Saved</th>
                <th>Message</th>
                <th>Size</th>
                <th>Compare</th>
                <th>
                  <span className="sr-only">Restore</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((r, i) => (
                <tr key={r.id} data-testid="revision-row" aria-current={r.id === current ? "true" : undefined}>
                  <td className="num">{revisions.length - i}</td>
                  <td className="nowrap">
                    <LocalTime iso={r.createdAt} />
                    {r.id === current && <span className="current-tag">current</span>}
                  </td>
                  <td>
                    {r.message || <span className="muted">—</span>}
                    {/* Team mode records who saved; the single-user studio saves no name. */}
                    {r.author && <div className="muted">saved by {r.author}</div>}
                  </td>
                  <td className="num">{formatBytes(r.size)}</td>
                  <td style={{ whiteSpace: "nowrap" }}>
                    <Link href={`?from=${r.id}&to=${to}`} aria-label={`Compare ${label(r.id)} as old`} className={r.id === from ? "current-tag" : "muted"}>
                      old
                    </Link>{" "}
                    <Link href={`?from=${from ?? r.id}&to=${r.id}`} aria-label={`Compare ${label(r.id)} as new`} className={r.id === to ? "current-tag" : "muted"}>
                      new
                    </Link>
                  </td>
                  <td className="actions-cell">
                    {can.edit && r.id !== current && <RestoreRevisionButton documentId={documentId} revisionId={r.id} baseRevisionId={current} label={label(r.id)} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="panel pad">
          <h2>
            {from && to ? (
              <>
                Changes from {label(from)} to {label(to)}
              </>
            ) : (
              "Changes"
            )}
          </h2>
          {!diff ? (
            <p className="muted">There is only one revision, so there is nothing to compare yet.</p>
          ) : (
            <>
              <div className="diff-summary" data-testid="diff-summary">
                {diff.added} line{diff.added === 1 ? "" : "s"} added, {diff.removed} removed
              </div>
              <div className="diff" data-testid="diff">
                {diff.lines.map((line, i) => (
                  <div key={i} className={`line ${line.kind}`}>
                    <span className="n">{line.oldLine ?? ""}</span>
                    <span className="n">{line.newLine ?? ""}</span>
                    <span>{line.kind === "added" ? "+" : line.kind === "removed" ? "−" : ""}</span>
                    <span>{line.text}</span>
                  </div>
                ))}
              </div>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
