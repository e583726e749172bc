import type { Metadata } from "next";
import * as access from "@/lib/auth/access";
import { database, listTrash } from "@/lib/db";
import { guardPage } from "../_lib/page-access";
import { LocalTime } from "../_components/local-time";
import { PageHead } from "../_components/page-head";
import { TrashActions } from "../_components/trash-actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Trash" };

export default async function TrashPage() {
  const db = await database();
  const actor = await guardPage(db);
  const trash = await access.visibleTrash(db, actor, await listTrash(db));
  const empty = trash.projects.length === 0 && trash.documents.length === 0;
  return (
    <main>
      <PageHead
        crumbs={[{ label: "Projects", href: "/" }, { label: "Trash" }]}
        title="Trash"
        sub="Deleted projects and documents stay here, with their whole history, until you delete them for good."
      />
      {empty ? (
        <div className="panel empty">
          <h2>The trash is empty</h2>
        </div>
      ) : (
        <div className="panel">
          <table className="list" aria-label="Trash">
            <thead>
              <tr>
                <th>What</th>
                <th>Name</th>
                <th>Deleted</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {trash.projects.map((p) => (
                <tr key={p.id} data-testid="trash-row">
                  <td>Project</td>
                  <td>
                    {p.name} <span className="muted">({p.documentCount} documents)</span>
                  </td>
                  <td>{p.deletedAt && <LocalTime iso={p.deletedAt} />}</td>
                  <td className="actions-cell">
                    <TrashActions what="project" id={p.id} name={p.name} />
                  </td>
                </tr>
              ))}
              {trash.documents.map((d) => (
                <tr key={d.id} data-testid="trash-row">
                  <td>
                    <span className={`kind ${d.kind}`}>{d.kind}</span>
                  </td>
                  <td>
                    {d.name} <span className="muted">in {d.projectName}</span>
                  </td>
                  <td>{d.deletedAt && <LocalTime iso={d.deletedAt} />}</td>
                  <td className="actions-cell">
                    <TrashActions what="document" id={d.id} name={d.name} projectId={d.projectId} />
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
