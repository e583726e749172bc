import { describeTarget, isPostgresUrl, setRepositoryRoot } from "@/lib/db/paths";
import { repositoryRoot } from "./repository-root";

/**
 * The PostgreSQL database of `warbench worker` and `balance --queue`: DATABASE_URL,
 * as the studio reads it; null (with the reason) when it is not set to one.
 */
export function queueDatabase(env: Readonly<Record<string, string | undefined>>, what: string): { url: string; name: string } | { error: string } {
  const url = env.DATABASE_URL;
  if (!url || !isPostgresUrl(url)) return { error: `${what} needs DATABASE_URL set to the studio's PostgreSQL database (postgresql://…)` };
  // Migrations are found beside the CLI, wherever it is run from.
  setRepositoryRoot(repositoryRoot());
  return { url, name: describeTarget({ provider: "postgresql", url }) };
}
