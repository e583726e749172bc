import type { Metadata } from "next";
import Link from "next/link";
import * as access from "@/lib/auth/access";
import { database, getProject, listDocuments } from "@/lib/db";
import { DocumentMenu } from "../../_components/document-menu";
import { LocalTime } from "../../_components/local-time";
import { NewDocumentButton } from "../../_components/new-document";
import { NewGameButton } from "../../_components/new-game";
import { NewScenarioButton } from "../../_components/new-scenario";
import { NewMapButton } from "../../_components/new-map";
import { PageHead } from "../../_components/page-head";
import { ProjectMenu } from "../../_components/project-menu";
import { ShareButton } from "../../_components/share-dialog";
import { authEnabled } from "@/lib/auth/mode";
import { formatBytes } from "../../_lib/format";
import { orNotFound } from "../../_lib/load";
import { guardPage, mayShow, pageCan } from "../../_lib/page-access";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ projectId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { projectId } = await params;
  const db = await database();
  const project = (await mayShow(db, (actor) => access.checkProject(db, actor, projectId, "read"))) ? await getProject(db, projectId).catch(() => null) : null;
  return { title: project?.name ?? "Project" };
}

export default async function ProjectPage({ params }: Params) {
  const { projectId } = await params;
  const db = await database();
  const actor = await guardPage(db, (a) => access.checkProject(db, a, projectId, "read"));
  // Only owners (and admins) see Share, rename and trash; only editors and owners the buttons that change documents.
  // The server checks again on every change.
  const can = await pageCan(db, actor, projectId);
  const mayShare = authEnabled() && can.own;
  const project = await orNotFound(getProject(db, projectId));
  const documents = await listDocuments(db, projectId);
  return (
    <main>
      <PageHead crumbs={[{ label: "Projects", href: "/" }, { label: project.name }]} title={project.name} sub={project.description || undefined}>
        <a className="btn" href={`/api/projects/${project.id}/export`} download>
          Export bundle
        </a>
        {can.edit && (
          <>
            <NewGameButton projectId={project.id} />
            <NewMapButton projectId={project.id} />
            <NewScenarioButton projectId={project.id} />
            <NewDocumentButton projectId={project.id} />
          </>
        )}
        {mayShare && <ShareButton projectId={project.id} />}
        <ProjectMenu project={{ id: project.id, name: project.name, description: project.description }} afterTrash="/" can={can} />
      </PageHead>
      {documents.length === 0 ? (
        <div className="panel empty">
          <h2>This project has no documents</h2>
          <p>A project holds a game module (units and charts), one or more maps, and scenarios that set them up.</p>
          {can.edit && (
            <div className="actions">
              <NewDocumentButton projectId={project.id} />
            </div>
          )}
        </div>
      ) : (
        <div className="panel">
          <table className="list" aria-label="Documents">
            <thead>
              <tr>
                <th>Kind</th>
                <th>Name</th>
                <th>Revisions</th>
                <th>Size</th>
                <th>Last saved</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((d) => (
                <tr key={d.id} data-testid="document-row">
                  <td>
                    <span className={`kind ${d.kind}`}>{d.kind}</span>
                  </td>
                  <td>
                    <Link href={`/projects/${project.id}/documents/${d.id}`}>{d.name}</Link>
                  </td>
                  <td className="num">
                    <Link href={`/projects/${project.id}/documents/${d.id}/history`} title="Revision history">
                      {d.revisionCount}
                    </Link>
                  </td>
                  <td className="num">{formatBytes(d.size)}</td>
                  <td>
                    <LocalTime iso={d.updatedAt} />
                  </td>
                  <td className="actions-cell">
                    <DocumentMenu projectId={project.id} document={{ id: d.id, name: d.name, kind: d.kind }} can={can} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
