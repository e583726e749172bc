import { type SignInThrottle, signInTiming } from "@/lib/auth/rate-limit";
import { type Db, DbPresenceStore, DbSignInThrottle } from "@/lib/db";
import { databaseTarget } from "@/lib/db/paths";
import { MemoryPresenceStore, type PresenceStore } from "@/lib/presence/registry";

/**
 * Where the state that is not documents lives [#31 item 1]: presence and the
 * sign-in throttle. A studio on PostgreSQL may be one of several processes
 * behind a load balancer, so both live in the database every process shares;
 * the single-user studio on SQLite is one process and keeps them in memory.
 * Each is made once per process and kept on globalThis: the action bundles and
 * a development server's reloads must not each get an empty one.
 */
interface SharedState {
  memoryPresence?: MemoryPresenceStore;
  dbPresence?: { db: Db; store: DbPresenceStore };
  dbThrottle?: { db: Db; throttle: DbSignInThrottle };
}

const processWide = globalThis as unknown as { warbenchSharedState?: SharedState };
const shared = (): SharedState => (processWide.warbenchSharedState ??= {});

/** Whether the studio's database is PostgreSQL, so it may be one of several processes: what they share goes there. */
export const onPostgres = (env: NodeJS.ProcessEnv = process.env) => databaseTarget(env).provider === "postgresql";

/** Presence for the studio's database `db` (the one database() opened). */
export function presenceStore(db: Db, env: NodeJS.ProcessEnv = process.env): PresenceStore {
  const state = shared();
  if (!onPostgres(env)) return (state.memoryPresence ??= new MemoryPresenceStore());
  if (state.dbPresence?.db !== db) state.dbPresence = { db, store: new DbPresenceStore(db) };
  return state.dbPresence.store;
}

/**
 * The sign-in throttle for the studio's database `db`. On SQLite it is signInTiming's in-memory one, which the
 * sign-in tests replace.
 */
export function signInThrottle(db: Db, env: NodeJS.ProcessEnv = process.env): SignInThrottle {
  if (!onPostgres(env)) return signInTiming.throttle;
  const state = shared();
  if (state.dbThrottle?.db !== db) state.dbThrottle = { db, throttle: new DbSignInThrottle(db) };
  return state.dbThrottle.throttle;
}
