// For tests: the save routes called as the studio calls them (app/_lib/save-requests.ts),
// answered with the same results the server actions they replace gave.
import type { DocumentSummary, PlaytestSummary, RevisionSummary } from "@/lib/db";
import type { ActionResult } from "../_lib/result";
import * as revisions from "../api/documents/[documentId]/revisions/route";
import * as playtest from "../api/playtests/[playtestId]/route";
import * as playtests from "../api/playtests/route";
import * as documents from "../api/projects/[projectId]/documents/route";

const post = (path: string, body: string) => new Request(`http://127.0.0.1${path}`, { method: "POST", body, headers: { "content-type": "application/json" } });
const query = (params: Record<string, string | null | undefined>) => new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === "string")).toString();

async function answer<T>(response: Response): Promise<ActionResult<T>> {
  return (await response.json()) as ActionResult<T>;
}

export async function saveDocument(input: { documentId: string; baseRevisionId: string | null; content: string; message?: string }): Promise<ActionResult<RevisionSummary>> {
  const q = query({ base: input.baseRevisionId ?? "", message: input.message ?? "" });
  return answer(await revisions.POST(post(`/api/documents/${input.documentId}/revisions?${q}`, input.content), { params: Promise.resolve({ documentId: input.documentId }) }));
}

export async function createDocument(projectId: string, input: { kind: string; name: string; content: string; message?: string }): Promise<ActionResult<DocumentSummary>> {
  const q = query({ kind: input.kind, name: input.name, message: input.message });
  return answer(await documents.POST(post(`/api/projects/${projectId}/documents?${q}`, input.content), { params: Promise.resolve({ projectId }) }));
}

export async function startPlaytest(input: Record<string, unknown>): Promise<ActionResult<PlaytestSummary>> {
  return answer(await playtests.POST(post("/api/playtests", JSON.stringify(input))));
}

export async function savePlaytest(id: string, input: Record<string, unknown>): Promise<ActionResult<{ id: string; actionCount: number }>> {
  return answer(await playtest.POST(post(`/api/playtests/${id}`, JSON.stringify(input)), { params: Promise.resolve({ playtestId: id }) }));
}
