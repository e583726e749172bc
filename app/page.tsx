import Link from "next/link";
import * as access from "@/lib/auth/access";
import { database, listProjects, listTrash } from "@/lib/db";
import { guardPage, pageCan } from "./_lib/page-access";
import { LocalTime } from "./_components/local-time";
import { PageHead } from "./_components/page-head";
import { LibraryToolbar, LoadSamplesButton } from "./_components/library-toolbar";
import { ProjectMenu } from "./_components/project-menu";

export const dynamic = "force-dynamic";

export default async function LibraryPage() {
  const db = await database();
  const actor = await guardPage(db);
  const [projects, trash] = await Promise.all([
    listProjects(db).then((all) => access.filterVisible(db, actor, all, (p) => p.id)),
    listTrash(db).then((all) => access.visibleTrash(db, actor, all)),
  ]);
  const trashed = trash.projects.length + trash.documents.length;
  // Each card's menu offers rename and trash to the project's owners only (the server checks again).
  const can = new Map(await Promise.all(projects.map(async (p) => [p.id, await pageCan(db, actor, p.id)] as const)));
  return (
    <main>
      <PageHead
        crumbs={[{ label: "Projects" }]}
        title="Projects"
        sub="Each project is one game module: its game, maps and scenarios, with every saved revision."
      >
        <Link href="/trash" className="btn ghost">
          Trash{trashed > 0 ? ` (${trashed})` : ""}
        </Link>
        <LibraryToolbar />
      </PageHead>
      {projects.length === 0 ? (
        <div className="panel empty">
          <h2>No projects yet</h2>
          <p>
            Start from the samples — a Next War theatre (a standard and an Advanced scenario) and an area map, each with its game module —
            or create an empty project, or import a <code>.warbench.json</code> bundle.
          </p>
          <div className="actions">
            <LoadSamplesButton />
          </div>
          {trash.projects.length > 0 && (
            <p>
              {trash.projects.length} project{trash.projects.length === 1 ? " is" : "s are"} in the{" "}
              <Link href="/trash">trash</Link>.
            </p>
          )}
        </div>
      ) : (
        <ul className="cards" aria-label="Projects" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {projects.map((p) => (
            <li key={p.id} className="panel card" data-testid="project-card">
              <div className="row">
                <Link href={`/projects/${p.id}`} className="name" style={{ flex: 1 }}>
                  {p.name}
                </Link>
                <ProjectMenu project={{ id: p.id, name: p.name, description: p.description }} can={can.get(p.id)!} />
              </div>
              <div className="desc">{p.description || <span className="muted">No description</span>}</div>
              <div className="meta">
                <span>
                  {p.documentCount} document{p.documentCount === 1 ? "" : "s"}
                </span>
                <span>
                  Updated <LocalTime iso={p.updatedAt} />
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
