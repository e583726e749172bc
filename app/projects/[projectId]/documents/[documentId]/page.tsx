import type { Metadata } from "next";
import Link from "next/link";
import * as access from "@/lib/auth/access";
import { database, openDocument } from "@/lib/db";
import { DocumentMenu } from "../../../../_components/document-menu";
import { DocumentEditor } from "../../../../_components/document-editor";
import { HistoryLink } from "../../../../_components/history-link";
import { PageHead } from "../../../../_components/page-head";
import { PresenceLine } from "../../../../_components/presence-line";
import { orNotFound } from "../../../../_lib/load";
import { guardPage, mayShow, pageCan } from "../../../../_lib/page-access";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ projectId: string; documentId: string }>; searchParams?: Promise<{ view?: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { documentId } = await params;
  const db = await database();
  const open = (await mayShow(db, (actor) => access.checkDocument(db, actor, documentId, "read"))) ? await openDocument(db, documentId).catch(() => null) : null;
  return { title: open ? `${open.document.name} — ${open.project.name}` : "Document" };
}

export default async function DocumentPage({ params, searchParams }: Params) {
  const { projectId, documentId } = await params;
  const view = (await searchParams)?.view;
  const db = await database();
  const actor = await guardPage(db, (a) => access.checkDocumentIn(db, a, projectId, documentId, "read"));
  // Viewers get a read-only editor; the server refuses their saves all the same.
  const can = await pageCan(db, actor, projectId);
  const open = await orNotFound(openDocument(db, documentId));
  const { document, project, revision } = open;
  const base = `/projects/${projectId}/documents/${documentId}`;
  return (
    <main className="wide">
      <PageHead
        crumbs={[{ label: "Projects", href: "/" }, { label: project.name, href: `/projects/${project.id}` }, { label: document.name }]}
        title={
          <>
            {document.name} <span className={`kind ${document.kind}`}>{document.kind}</span>
          </>
        }
        sub={<PresenceLine documentId={document.id} />}
      >
        {document.kind === "scenario" && (
          <Link className="btn primary" href={`${base}/playtest`}>
            ▶ Playtest
          </Link>
        )}
        {document.kind === "scenario" && (
          <Link className="btn" href={`${base}/balance`}>
            Balance
          </Link>
        )}
        {document.kind === "game" && /"ruleset"\s*:\s*"aa1942"/.test(revision?.content ?? "") && (
          <Link className="btn" href={`${base}/calculator`}>
            Battle calculator
          </Link>
        )}
        {document.kind === "map" && (
          <Link className="btn" href={view === "json" ? base : `${base}?view=json`}>
            {view === "json" ? "Open in painter" : can.edit ? "Edit as JSON" : "View as JSON"}
          </Link>
        )}
        <HistoryLink href={`${base}/history`} documentId={document.id} count={document.revisionCount} />
        <DocumentMenu projectId={project.id} document={{ id: document.id, name: document.name }} afterTrash={`/projects/${project.id}`} can={can} />
      </PageHead>
      <DocumentEditor
        key={`${document.id}:${view ?? ""}`}
        projectId={project.id}
        documentId={document.id}
        documentName={document.name}
        kind={document.kind}
        revisionId={revision?.id ?? null}
        content={revision?.content ?? "{}"}
        view={view}
        can={can}
      />
    </main>
  );
}
