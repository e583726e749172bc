import {
  type Db,
  documentAccess,
  grantedProjectIds,
  grantRole,
  projectExists,
  projectOfBalanceReport,
  projectOfPlaytest,
  projectOfRevision,
  type Role,
  setGrantById,
  StoreError,
  type UserSummary,
} from "@/lib/db";
import { type Need, NEED_WORDS, roleAllows } from "./roles";

/**
 * Who may do what, decided in one place on the server [issue #17 item 5].
 * Every page, route handler and server action asks here, with the actor
 * app/_lib/actor.ts reads from the session cookie:
 * - "local": the single-user studio (WARBENCH_AUTH unset): everything allowed,
 *   nothing looked up, exactly as before team mode existed;
 * - a signed-in user: admins may do everything; anyone else needs a grant on
 *   the project, and the grant's role must allow the need (lib/auth/roles.ts).
 * A project without a grant is "not found" (a 404, never a 403), and so is a
 * document, revision, playtest or report of one: guessing ids tells nothing.
 */
export type Actor = { kind: "local" } | { kind: "user"; user: UserSummary };

export const LOCAL: Actor = { kind: "local" };

/** The name a revision records as its author: the signed-in user's, or "" in the single-user studio. */
export const authorName = (actor: Actor): string => (actor.kind === "user" ? actor.user.name : "");

const notFound = (what: string, id: string) => new StoreError("not-found", `No ${what} with id "${id}".`);

/** The actor's role on a project ("owner" for the local studio and admins), or null when they may not see it. */
export async function roleOn(db: Db, actor: Actor, projectId: string): Promise<Role | null> {
  if (actor.kind === "local" || actor.user.admin) return "owner";
  return grantRole(db, actor.user.id, projectId);
}

const forbidden = (role: Role, need: Need) =>
  new StoreError("forbidden", `Your role on this project (${role}) does not allow you to ${NEED_WORDS[need]} it; ask one of its owners.`);

/** Throws not-found unless the actor may see the project, forbidden unless their role allows the need. */
export async function checkProject(db: Db, actor: Actor, projectId: string, need: Need): Promise<void> {
  if (actor.kind === "local") return;
  if (actor.user.admin) {
    if (!(await projectExists(db, projectId))) throw notFound("project", projectId);
    return;
  }
  const role = await grantRole(db, actor.user.id, projectId);
  if (role === null) throw notFound("project", projectId);
  if (!roleAllows(role, need)) throw forbidden(role, need);
}

async function checkVia(db: Db, actor: Actor, find: (db: Db, id: string) => Promise<string | null>, what: string, id: string, need: Need): Promise<string | null> {
  if (actor.kind === "local") return null;
  const projectId = await find(db, id);
  if (projectId === null) throw notFound(what, id);
  try {
    await checkProject(db, actor, projectId, need);
  } catch (error) {
    // Name the thing asked for, not its project: the project's id is no business of someone without a grant.
    if (error instanceof StoreError && error.code === "not-found") throw notFound(what, id);
    throw error;
  }
  return projectId;
}

/**
 * checkVia for a document, the check every save and load makes, with the role
 * it found (the project's id is null in the single-user studio): the same
 * answers from one statement (lib/db documentAccess: the document's project and
 * the grant together), read afresh on every call — nothing is kept between
 * requests, so a grant removed or changed counts from the next request on.
 * A request that needs the role too takes it from here rather than asking again.
 */
export async function documentRole(db: Db, actor: Actor, documentId: string, need: Need): Promise<{ projectId: string | null; role: Role }> {
  if (actor.kind === "local") return { projectId: null, role: "owner" };
  const found = await documentAccess(db, documentId, actor.user.id);
  const role = found && (actor.user.admin ? "owner" : found.role);
  // No such document and no grant on its project read alike: its project's id is no business of someone without a grant.
  if (!found || !role) throw notFound("document", documentId);
  if (!roleAllows(role, need)) throw forbidden(role, need);
  return { projectId: found.projectId, role };
}

export const checkDocument = async (db: Db, actor: Actor, documentId: string, need: Need): Promise<string | null> =>
  (await documentRole(db, actor, documentId, need)).projectId;
export const checkRevision = (db: Db, actor: Actor, revisionId: string, need: Need) => checkVia(db, actor, projectOfRevision, "revision", revisionId, need);
export const checkPlaytest = (db: Db, actor: Actor, playtestId: string, need: Need) => checkVia(db, actor, projectOfPlaytest, "playtest", playtestId, need);
export const checkBalanceReport = (db: Db, actor: Actor, reportId: string, need: Need) => checkVia(db, actor, projectOfBalanceReport, "balance report", reportId, need);

/** Which projects the actor may list: null for all (local studio, admins), else the ids they have a grant on. */
export async function visibleProjects(db: Db, actor: Actor): Promise<Set<string> | null> {
  if (actor.kind === "local" || actor.user.admin) return null;
  return grantedProjectIds(db, actor.user.id);
}

/** Keeps what the actor may see of a list of things with a project id. */
export async function filterVisible<T>(db: Db, actor: Actor, items: T[], projectIdOf: (item: T) => string): Promise<T[]> {
  const visible = await visibleProjects(db, actor);
  return visible === null ? items : items.filter((item) => visible.has(projectIdOf(item)));
}

/** Admin-only work (the Users page, team mode only): anyone else is told it does not exist. */
export function checkAdmin(actor: Actor): void {
  if (actor.kind !== "user" || !actor.user.admin) throw new StoreError("not-found", "No such page.");
}

/** A project someone creates in team mode is theirs: they become its owner (nothing to record in the single-user studio). */
export async function makeCreatorOwner(db: Db, actor: Actor, projectId: string): Promise<void> {
  if (actor.kind === "user") await setGrantById(db, projectId, actor.user.id, "owner");
}

/** The trash as the actor may see it: projects they own (trashing and restoring is the owner's), documents of projects they may edit. */
export async function visibleTrash<T extends { projects: { id: string }[]; documents: { projectId: string }[] }>(db: Db, actor: Actor, trash: T): Promise<T> {
  if (actor.kind === "local" || actor.user.admin) return trash;
  const roles = new Map<string, Role | null>();
  const role = async (projectId: string) => {
    if (!roles.has(projectId)) roles.set(projectId, await grantRole(db, actor.user.id, projectId));
    return roles.get(projectId)!;
  };
  const projects = [];
  for (const p of trash.projects) if (roleAllows(await role(p.id), "own")) projects.push(p);
  const documents = [];
  for (const d of trash.documents) if (roleAllows(await role(d.projectId), "edit")) documents.push(d);
  return { ...trash, projects, documents };
}

/**
 * A document page's check: the document must be readable and, in team mode,
 * belong to the project its URL names, since pages read that project's other
 * documents (the playtest resolves the game and map there): a readable
 * document under another project's id must not open that project.
 */
export async function checkDocumentIn(db: Db, actor: Actor, projectId: string, documentId: string, need: Need): Promise<void> {
  const owner = await checkDocument(db, actor, documentId, need);
  if (owner !== null && owner !== projectId) throw notFound("document", documentId);
}
