/**
 * The studio's side of the save routes (app/api/documents/…/revisions,
 * app/api/projects/…/documents, app/api/playtests): each answers the result a
 * server action would (./result.ts). A body too large for these routes is
 * for the file checker, not React's action decoder [#25 item 1].
 *
 * An answer that is not such a result — the request was refused before it
 * reached the route (a gate's text), or the studio failed — is thrown as an
 * error that ./save-retry.ts classifies: refusals are kept for the designer,
 * server failures are tried again.
 */
import type { DocumentSummary, RevisionSummary } from "@/lib/db";
import type { ActionResult } from "./result";

/** A request the studio refused before it reached the route (origin, size, session): trying again will not help. */
export class StudioRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "StudioRefusal";
  }
}

function firstLine(text: string): string {
  return text.split("\n").map((l) => l.trim()).find((l) => l.length > 0) ?? "";
}

async function post<T>(url: string, body: string): Promise<ActionResult<T>> {
  const response = await fetch(url, { method: "POST", body, headers: { "content-type": "application/json" }, cache: "no-store" });
  const text = await response.text();
  let result: unknown = null;
  if ((response.headers.get("content-type") ?? "").includes("application/json")) {
    try {
      result = JSON.parse(text);
    } catch {
      result = null;
    }
  }
  const isResult = !!result && typeof result === "object" && typeof (result as { ok?: unknown }).ok === "boolean";
  // The studio failed or was busy: an Error as a dropped action's would be, retried by save-retry.
  if (response.status >= 500) throw new Error(isResult ? (result as { error?: string }).error ?? `The studio answered ${response.status}` : `The studio answered ${response.status}: ${firstLine(text) || response.statusText}`);
  if (isResult) return result as ActionResult<T>;
  if (response.status === 413) throw new StudioRefusal(413, `Request Entity Too Large: ${firstLine(text)}`);
  throw new StudioRefusal(response.status, firstLine(text) || `The studio refused the request (${response.status}).`);
}

const query = (params: Record<string, string | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined) q.set(k, v);
  return q.toString();
};

/** The window event a saved revision raises (the header's History count follows it). */
export const REVISION_SAVED = "warbench:revision-saved";
export interface RevisionSaved {
  documentId: string;
  revisionId: string;
}

/** Saves a new revision of a document from `baseRevisionId`; a stale base comes back as a conflict. */
export async function saveDocument(input: { documentId: string; baseRevisionId: string | null; content: string; message?: string }): Promise<ActionResult<RevisionSummary>> {
  const q = query({ base: input.baseRevisionId ?? "", message: input.message ?? "" });
  const result = await post<RevisionSummary>(`/api/documents/${encodeURIComponent(input.documentId)}/revisions?${q}`, input.content);
  if (result.ok && typeof window !== "undefined") window.dispatchEvent(new CustomEvent<RevisionSaved>(REVISION_SAVED, { detail: { documentId: input.documentId, revisionId: result.value.id } }));
  return result;
}

/** Creates a document of a project; `content` is its JSON text. */
export function createDocument(projectId: string, input: { kind: string; name: string; content: string; message?: string }): Promise<ActionResult<DocumentSummary>> {
  const q = query({ kind: input.kind, name: input.name, message: input.message });
  return post(`/api/projects/${encodeURIComponent(projectId)}/documents?${q}`, input.content);
}

/** Starts a saved game; it belongs to whoever starts it. */
export function startPlaytest(input: { scenarioRevisionId: string; gameRevisionId?: string; mapRevisionId?: string; seed: number; name?: string; actions?: unknown[]; status?: string }): Promise<ActionResult<{ id: string }>> {
  return post("/api/playtests", JSON.stringify(input));
}

/** Saves a game's log (and status, name). */
export function savePlaytest(id: string, input: { actions: unknown[]; status?: string; name?: string }): Promise<ActionResult<{ id: string; actionCount: number }>> {
  return post(`/api/playtests/${encodeURIComponent(id)}`, JSON.stringify(input));
}
