/**
 * Who has a document open [issue #17 item 6]. Each open page (a browser tab)
 * checks in every few seconds; an entry not heard from within `ttlMs` has
 * gone (a closed tab cannot always say goodbye). Kept in memory: presence is
 * momentary, a team studio is one process, and a restart loses nothing but a
 * few seconds of "who is here". The clock comes in, so tests need no timers.
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

export const PRESENCE_TTL_MS = 30_000;
/** More tabs than this on one document is abuse, not teamwork: the oldest are dropped. */
const MAX_TABS_PER_DOCUMENT = 200;

export class PresenceRegistry {
  private readonly documents = new Map<string, Map<string, Entry>>();

  constructor(readonly ttlMs = PRESENCE_TTL_MS) {}

  /** Records that `tab` of `visitor` has the document open, and returns everyone else who has it open. */
  checkIn(documentId: string, tab: string, visitor: Visitor, now: number): Present[] {
    const tabs = this.live(documentId, now) ?? new Map<string, Entry>();
    // A tab id is the client's word: keyed with who sent it, so nobody can overwrite another's entry.
    const key = `${visitor.who}\u0000${tab}`;
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
    tabs.delete(`${who}\u0000${tab}`);
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
    return out.sort((a, b) => a.since - b.since || a.name.localeCompare(b.name));
  }
}
