import type { Db } from "./db";
import { toDocument, toProject } from "./mappers";
import type { TrashContents } from "./types";

/** What the trash view lists: trashed projects, and trashed documents of live projects. */
export async function listTrash(db: Db): Promise<TrashContents> {
  const projects = await db.project.findMany({
    where: { deletedAt: { not: null } },
    orderBy: { deletedAt: "desc" },
    include: { _count: { select: { documents: { where: { deletedAt: null } } } } },
  });
  const documents = await db.document.findMany({
    where: { deletedAt: { not: null }, project: { deletedAt: null } },
    orderBy: { deletedAt: "desc" },
    include: { project: { select: { name: true } }, _count: { select: { revisions: true } } },
  });
  return {
    projects: projects.map((p) => toProject(p, p._count.documents)),
    documents: documents.map((d) => ({ ...toDocument(d, d._count.revisions, 0), projectName: d.project.name })),
  };
}
