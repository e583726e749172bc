import { nameCollision, sameUserName, userNameKeys } from "@/lib/model/user-names";
import type { Db } from "./db";
import { newId } from "./content";
import { StoreError } from "./errors";

/**
 * Accounts, sessions and project grants for team mode (WARBENCH_AUTH=on). The
 * hashing and the rules (who may do what) live in lib/auth; this only stores.
 */
export type Role = "owner" | "editor" | "viewer";
export const ROLES: readonly Role[] = ["owner", "editor", "viewer"];

export interface UserSummary {
  id: string;
  name: string;
  admin: boolean;
  createdAt: string;
}

export interface UserWithHash extends UserSummary {
  passwordHash: string;
}

export interface GrantSummary {
  userId: string;
  userName: string;
  projectId: string;
  role: Role;
}

const toUser = (row: { id: string; name: string; admin: boolean; createdAt: Date }): UserSummary => ({
  id: row.id,
  name: row.name,
  admin: row.admin,
  createdAt: row.createdAt.toISOString(),
});

/** A user name: 1–64 printable characters, no surrounding spaces (it is shown as text, never HTML). */
export function cleanUserName(name: unknown): string {
  const value = typeof name === "string" ? name.trim() : "";
  if (!/^[^\s\p{C}][^\p{C}]{0,63}$/u.test(value)) {
    throw new StoreError("invalid", "A user name is 1 to 64 printable characters.");
  }
  return value;
}

/**
 * The existing user whose name is the same name as this one (lib/model/user-names.ts: case, width and
 * look-alike letters aside), or null. A team has tens of users, not millions: they are all compared.
 */
export async function similarUserName(db: Db, name: string): Promise<string | null> {
  const users = await db.user.findMany({ select: { name: true } });
  return (users.find((u) => u.name === name) ?? users.find((u) => sameUserName(u.name, name)))?.name ?? null;
}

export async function createUser(db: Db, input: { name: unknown; passwordHash: string; admin?: boolean }): Promise<UserSummary> {
  const name = cleanUserName(input.name);
  const twin = await similarUserName(db, name);
  if (twin === name) throw new StoreError("conflict", `There is already a user named "${name}".`);
  if (twin !== null) throw new StoreError("conflict", nameCollision(name, twin));
  return toUser(await db.user.create({ data: { id: newId(), name, passwordHash: input.passwordHash, admin: input.admin === true } }));
}

/**
 * A user by name: the exact name first, else the one user whose name folds to the same key ("ALICE" and
 * "аlice" find alice; lib/model/user-names.ts). Only the folded key, so which names reach an account (and
 * share its sign-in count) depends on the name typed, never on whether the account exists. Accounts made
 * before names were compared may be look-alikes of each other: each is still found by its exact name, and
 * a name that folds like several of them finds none.
 */
async function userRowByName(db: Db, name: string) {
  const exact = await db.user.findUnique({ where: { name } });
  if (exact || !name) return exact;
  const key = userNameKeys(name)[0];
  const alike = (await db.user.findMany()).filter((u) => userNameKeys(u.name)[0] === key);
  return alike.length === 1 ? alike[0]! : null;
}

export async function findUserByName(db: Db, name: string): Promise<UserWithHash | null> {
  const row = await userRowByName(db, name.trim());
  return row ? { ...toUser(row), passwordHash: row.passwordHash } : null;
}

/** Sets a new password hash and signs the user out everywhere (a reset must lock out whoever knew the old one). */
export async function setPasswordHash(db: Db, name: string, passwordHash: string): Promise<void> {
  const user = await userRowByName(db, name.trim());
  if (!user) throw new StoreError("not-found", `No user named "${name}".`);
  await db.$transaction([
    db.user.update({ where: { id: user.id }, data: { passwordHash } }),
    db.session.deleteMany({ where: { userId: user.id } }),
  ]);
}

export async function listUsers(db: Db): Promise<UserSummary[]> {
  return (await db.user.findMany({ orderBy: { name: "asc" } })).map(toUser);
}

export async function countUsers(db: Db): Promise<number> {
  return db.user.count();
}

export async function insertSession(db: Db, input: { id: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.session.create({ data: input });
}

/**
 * The session's user, or null when there is no such session or it has expired.
 * Every request of a signed-in user asks this first, so it is one statement,
 * the session joined to its user (Prisma's include would be two: the session,
 * then the user; its relation filter, one, but a scan of every user on
 * SQLite). Plain SQL both databases run alike; the lib/db tests run it on
 * both. Nothing is kept between requests: a session ended a moment ago finds nobody.
 */
export async function sessionUser(db: Db, id: string, now: Date): Promise<UserSummary | null> {
  // As the model queries do (nul-text.ts): no stored id holds a NUL, so nothing is found.
  if (id.includes("\u0000")) return null;
  // The first line names the table, as the server's log shows it (lib/cli/bench-team-statements.ts).
  const rows = await db.$queryRaw<{ id: string; name: string; admin: boolean; createdAt: Date; expiresAt: Date }[]>`SELECT u."id" AS "id", u."name" AS "name", u."admin" AS "admin", u."createdAt" AS "createdAt", s."expiresAt" AS "expiresAt" FROM "Session" s
    JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${id}`;
  const row = rows[0];
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.session.deleteMany({ where: { id } });
    return null;
  }
  return toUser(row);
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.session.deleteMany({ where: { id } });
}

/** The user's role on a project, or null when they have no grant. */
export async function grantRole(db: Db, userId: string, projectId: string): Promise<Role | null> {
  const row = await db.grant.findUnique({ where: { userId_projectId: { userId, projectId } } });
  return row ? (row.role as Role) : null;
}

/** The ids of the projects a user has any grant on. */
export async function grantedProjectIds(db: Db, userId: string): Promise<Set<string>> {
  return new Set((await db.grant.findMany({ where: { userId }, select: { projectId: true } })).map((g) => g.projectId));
}

export async function listGrants(db: Db, projectId: string): Promise<GrantSummary[]> {
  const rows = await db.grant.findMany({ where: { projectId }, include: { user: true }, orderBy: { createdAt: "asc" } });
  return rows.map((g) => ({ userId: g.userId, userName: g.user.name, projectId: g.projectId, role: g.role as Role }));
}

/** Gives (or changes) a user's role on a project, by user name. */
export async function setGrant(db: Db, projectId: string, userName: string, role: Role): Promise<GrantSummary> {
  if (!ROLES.includes(role)) throw new StoreError("invalid", `A role is one of ${ROLES.join(", ")}.`);
  const user = await userRowByName(db, userName.trim());
  if (!user) throw new StoreError("not-found", `No user named "${userName.trim()}".`);
  await db.grant.upsert({
    where: { userId_projectId: { userId: user.id, projectId } },
    create: { userId: user.id, projectId, role },
    update: { role },
  });
  return { userId: user.id, userName: user.name, projectId, role };
}

/** Whether two users both have a grant on at least one project (a project they share). */
export async function shareAProject(db: Db, userId: string, otherId: string): Promise<boolean> {
  const mine = await grantedProjectIds(db, userId);
  if (mine.size === 0) return false;
  return (await db.grant.count({ where: { userId: otherId, projectId: { in: [...mine] } } })) > 0;
}

export async function setGrantById(db: Db, projectId: string, userId: string, role: Role): Promise<void> {
  await db.grant.upsert({ where: { userId_projectId: { userId, projectId } }, create: { userId, projectId, role }, update: { role } });
}

export async function removeGrant(db: Db, projectId: string, userId: string): Promise<void> {
  await db.grant.deleteMany({ where: { userId, projectId } });
}

/**
 * A document's project (trashed documents included) with the user's role on
 * it, or null when there is no such document: the access check of every
 * request on a document (lib/auth/access.ts checkDocument), in one statement
 * rather than two (the document's project, then the grant). Plain SQL because
 * Grant has no relation to Project for Prisma to join on; it runs alike on
 * SQLite and PostgreSQL (the tables and text columns as the migrations make
 * them), and the lib/db tests run it on both.
 */
export async function documentAccess(db: Db, documentId: string, userId: string): Promise<{ projectId: string; role: Role | null } | null> {
  // As the model queries do (nul-text.ts): no stored id holds a NUL, so nothing is found.
  if (documentId.includes("\u0000") || userId.includes("\u0000")) return null;
  // A document's project always exists (a foreign key, deleted with it), so it needs no join of its own.
  const rows = await db.$queryRaw<{ projectId: string; role: string | null }[]>`SELECT d."projectId" AS "projectId", g."role" AS "role" FROM "Document" d
    LEFT JOIN "Grant" g ON g."projectId" = d."projectId" AND g."userId" = ${userId}
    WHERE d."id" = ${documentId}`;
  const row = rows[0];
  return row ? { projectId: row.projectId, role: (row.role as Role | null) ?? null } : null;
}

/**
 * The project a revision, playtest or balance report belongs to (trashed ones
 * included), or null when there is no such thing: access checks
 * (lib/auth/access.ts) ask this before anything else, so a guessed id of a
 * project one has no grant on is "not found" exactly like an id that does not exist.
 */
export async function projectOfRevision(db: Db, revisionId: string): Promise<string | null> {
  const row = await db.revision.findUnique({ where: { id: revisionId }, select: { document: { select: { projectId: true } } } });
  return row?.document.projectId ?? null;
}

export async function projectOfPlaytest(db: Db, playtestId: string): Promise<string | null> {
  const row = await db.playtest.findUnique({ where: { id: playtestId }, select: { scenarioRevisionId: true } });
  return row ? projectOfRevision(db, row.scenarioRevisionId) : null;
}

export async function projectOfBalanceReport(db: Db, reportId: string): Promise<string | null> {
  const row = await db.balanceReport.findUnique({ where: { id: reportId }, select: { document: { select: { projectId: true } } } });
  return row?.document.projectId ?? null;
}

export async function projectExists(db: Db, projectId: string): Promise<boolean> {
  return (await db.project.count({ where: { id: projectId } })) > 0;
}
