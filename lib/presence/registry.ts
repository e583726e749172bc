/**
 * Who has a document open [issue #17 item 6]. Each open page (a browser tab)
 * checks in every few seconds; an entry not heard from within `ttlMs` has
 * gone (a closed tab cannot always say goodbye). Two stores behind
 * PresenceStore: this one in memory, for the single-user studio (presence is
 * momentary, and a restart loses nothing but a few seconds of "who is here");
 * a team studio on PostgreSQL keeps the tabs in a table every studio process
 * reads (lib/db/presence.ts) [#31 item 1]. The clock comes in, so tests need no timers.
 */
export interface Visitor {
  /** Whose tab: a user's id, or "local" in the single-user studio. */
  who: string;
  /** The name to show ("" in the single-user studio). */
  name: string;
  /** Whether they may save (editors and owners) or only look (viewers). */
  editing: boolean;
}

export interface Present extends Visitor {
  /** When they opened the page (ms since the epoch, the server's clock). */
  since: number;
  /** True for the asker's own other tabs. */
  self: boolean;
}

interface Entry extends Visitor {
  since: number;
  seen: number;
}

/** Where presence is kept: in this process, or in the database every studio process shares. */
export interface PresenceStore {
  /** Records that `tab` of `visitor` has the document open, and returns everyone else who has it open. */
  checkIn(documentId: string, tab: string, visitor: Visitor, now: number): Promise<Present[]>;
  /** The tab has closed the page. */
  leave(documentId: string, tab: string, who: string): Promise<void>;
}

export const PRESENCE_TTL_MS = 30_000;
/** More tabs than this on one document is abuse, not teamwork: the oldest are dropped. */
export const MAX_TABS_PER_DOCUMENT = 200;

/**
 * A tab's key: a tab id is the client's word, so it is keyed with who sent it and nobody can overwrite another's
 * entry. Tab ids have no "/" (app/_actions/presence.ts checks them), so the key names one (who, tab) only.
 */
export const tabKey = (who: string, tab: string): string => `${who}/${tab}`;

/** The earliest arrival first, as every store lists them. */
export const byArrival = (a: Present, b: Present): number => a.since - b.since || a.name.localeCompare(b.name);

export class PresenceRegistry {
  private readonly documents = new Map<string, Map<string, Entry>>();

  constructor(readonly ttlMs = PRESENCE_TTL_MS) {}

  /** Records that `tab` of `visitor` has the document open, and returns everyone else who has it open. */
  checkIn(documentId: string, tab: string, visitor: Visitor, now: number): Present[] {
    const tabs = this.live(documentId, now) ?? new Map<string, Entry>();
    const key = tabKey(visitor.who, tab);
    const previous = tabs.get(key);
    tabs.set(key, { ...visitor, since: previous?.since ?? now, seen: now });
    while (tabs.size > MAX_TABS_PER_DOCUMENT) tabs.delete(tabs.keys().next().value as string);
    this.documents.set(documentId, tabs);
    return this.others(tabs, key, visitor.who);
  }

  /** The tab has closed the page. */
  leave(documentId: string, tab: string, who: string): void {
    const tabs = this.documents.get(documentId);
    if (!tabs) return;
    tabs.delete(tabKey(who, tab));
    if (tabs.size === 0) this.documents.delete(documentId);
  }

  /** Everyone with the document open now (the tests read it). */
  present(documentId: string, now: number): Visitor[] {
    return [...(this.live(documentId, now)?.values() ?? [])].map(({ who, name, editing }) => ({ who, name, editing }));
  }

  /** How many documents have someone present (as last swept). */
  get documentCount(): number {
    return this.documents.size;
  }

  private live(documentId: string, now: number): Map<string, Entry> | undefined {
    // Sweep the other documents now and then, so ones nobody visits again do not linger.
    if (this.documents.size > 64) for (const id of [...this.documents.keys()]) if (id !== documentId) this.expire(id, now);
    return this.expire(documentId, now);
  }

  private expire(documentId: string, now: number): Map<string, Entry> | undefined {
    const tabs = this.documents.get(documentId);
    if (!tabs) return undefined;
    for (const [key, entry] of tabs) if (now - entry.seen > this.ttlMs) tabs.delete(key);
    if (tabs.size > 0) return tabs;
    this.documents.delete(documentId);
    return undefined;
  }

  private others(tabs: Map<string, Entry>, ownKey: string, who: string): Present[] {
    const out: Present[] = [];
    for (const [key, entry] of tabs) {
      if (key === ownKey) continue;
      out.push({ who: entry.who, name: entry.name, editing: entry.editing, since: entry.since, self: entry.who === who });
    }
    return out.sort(byArrival);
  }
}

/** The in-memory registry as a PresenceStore (the single-user studio's). */
export class MemoryPresenceStore implements PresenceStore {
  constructor(readonly registry = new PresenceRegistry()) {}

  async checkIn(documentId: string, tab: string, visitor: Visitor, now: number): Promise<Present[]> {
    return this.registry.checkIn(documentId, tab, visitor, now);
  }

  async leave(documentId: string, tab: string, who: string): Promise<void> {
    this.registry.leave(documentId, tab, who);
  }
}
