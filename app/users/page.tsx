import type { Metadata } from "next";
import * as access from "@/lib/auth/access";
import { database, listUsers } from "@/lib/db";
import { LocalTime } from "../_components/local-time";
import { PageHead } from "../_components/page-head";
import { guardPage } from "../_lib/page-access";
import { UserForms } from "./users-forms";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Users" };

/** Team mode's accounts, for admins: everyone else (and the single-user studio) gets the 404 page. */
export default async function UsersPage() {
  const db = await database();
  await guardPage(db, async (actor) => access.checkAdmin(actor));
  const users = await listUsers(db);
  return (
    <main>
      <PageHead crumbs={[{ label: "Projects", href: "/" }, { label: "Users" }]} title="Users" sub="Everyone who can sign in to this studio. Grants to projects are given on each project's Share dialog." />
      <UserForms />
      <div className="panel">
        <table className="list" aria-label="Users">
          <thead>
            <tr>
              <th>Name</th>
              <th>Admin</th>
              <th>Added</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} data-testid="user-row">
                <td>{u.name}</td>
                <td>{u.admin ? "yes" : ""}</td>
                <td>
                  <LocalTime iso={u.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}
