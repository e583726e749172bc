import { byArrival, MAX_TABS_PER_DOCUMENT, PRESENCE_TTL_MS, type Present, type PresenceStore, tabKey, type Visitor } from "@/lib/presence/registry";
import type { Db } from "./db";

export interface DbPresenceOptions {
  ttlMs?: number;
  maxTabs?: number;
  /** How often (at most) this process deletes every document's expired tabs; a check-in drops its own document's. */
  sweepEveryMs?: number;
}

/**
 * Presence in the database [#31 item 1], for a team studio of several processes on one PostgreSQL: a page's
 * check-in may reach any process, so every process reads and writes the same PresenceTab rows. It behaves as
 * the in-memory PresenceRegistry: a tab keeps when it arrived across check-ins, a tab not seen within the time to
 * live is gone, the oldest tabs beyond the cap are dropped, and the asker is told about everyone else, earliest
 * first. Pages poll (every 10 s), so no notification between processes is needed: a new colleague shows within
 * one poll, as in one process.
 */
export class DbPresenceStore implements PresenceStore {
  readonly ttlMs: number;
  private readonly maxTabs: number;
  private readonly sweepEveryMs: number;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    options: DbPresenceOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? PRESENCE_TTL_MS;
    this.maxTabs = options.maxTabs ?? MAX_TABS_PER_DOCUMENT;
    this.sweepEveryMs = options.sweepEveryMs ?? 60_000;
  }

  async checkIn(documentId: string, tab: string, visitor: Visitor, now: number): Promise<Present[]> {
    const key = tabKey(visitor.who, tab);
    const expired = new Date(now - this.ttlMs);
    await this.sweep(now);
    await this.db.presenceTab.deleteMany({ where: { documentId, seen: { lt: expired } } });
    await this.record(documentId, key, visitor, now);
    let rows = await this.db.presenceTab.findMany({ where: { documentId }, orderBy: [{ since: "asc" }, { tabKey: "asc" }] });
    if (rows.length > this.maxTabs) {
      const dropped = new Set(rows.filter((row) => row.tabKey !== key).slice(0, rows.length - this.maxTabs).map((row) => row.tabKey));
      await this.db.presenceTab.deleteMany({ where: { documentId, tabKey: { in: [...dropped] } } });
      rows = rows.filter((row) => !dropped.has(row.tabKey));
    }
    return rows
      .filter((row) => row.tabKey !== key && row.seen >= expired)
      .map((row) => ({ who: row.who, name: row.name, editing: row.editing, since: row.since.getTime(), self: row.who === visitor.who }))
      .sort(byArrival);
  }

  async leave(documentId: string, tab: string, who: string): Promise<void> {
    await this.db.presenceTab.deleteMany({ where: { documentId, tabKey: tabKey(who, tab) } });
  }

  /** Upserts the tab, keeping when it arrived. */
  private async record(documentId: string, key: string, visitor: Visitor, now: number): Promise<void> {
    const where = { documentId_tabKey: { documentId, tabKey: key } };
    const update = { name: visitor.name, editing: visitor.editing, seen: new Date(now) };
    try {
      await this.db.presenceTab.upsert({ where, create: { documentId, tabKey: key, who: visitor.who, since: new Date(now), ...update }, update });
    } catch (error) {
      // Two check-ins of one tab racing through two processes: both may find no row and try to create it.
      if ((error as { code?: unknown }).code !== "P2002") throw error;
      await this.db.presenceTab.update({ where, data: update });
    }
  }

  /** Deletes every document's expired tabs now and then, so documents nobody visits again do not keep rows. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < this.sweepEveryMs) return;
    this.lastSweep = now;
    await this.db.presenceTab.deleteMany({ where: { seen: { lt: new Date(now - this.ttlMs) } } });
  }
}
