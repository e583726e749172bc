/** One thing the import could not carry over as it was (lib/io/report.ts). */
export interface ReportEntry {
  severity: "error" | "warning" | "info";
  where: string;
  message: string;
}

export interface VassalAnswer {
  projectId?: string;
  project?: { id: string; name: string };
  documents?: { id: string; kind: string; name: string }[];
  report?: ReportEntry[];
  error?: string;
}

/** Where the upload is: sending the bytes (with the share sent), or the studio reading the module. */
export type UploadStage = { stage: "sending"; fraction: number } | { stage: "reading" };

/**
 * Posts a module's bytes to the import route as application/octet-stream, the
 * choices in the query. XMLHttpRequest rather than fetch, for the upload's
 * progress: a 7.7 MB module takes a moment to send and seconds to read.
 * Answers the route's JSON and status; status 0 when the studio could not be
 * reached or the upload was cancelled (`signal`).
 */
export function uploadModule(file: File, choices: { board?: string; setup?: string }, onStage: (s: UploadStage) => void, signal?: AbortSignal): Promise<{ status: number; answer: VassalAnswer }> {
  const query = new URLSearchParams({ fileName: file.name });
  if (choices.board) query.set("board", choices.board);
  if (choices.setup) query.set("setup", choices.setup);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/projects/import-vassal?${query}`);
    xhr.setRequestHeader("content-type", "application/octet-stream");
    xhr.upload.onprogress = (e) => onStage({ stage: "sending", fraction: e.lengthComputable && e.total > 0 ? e.loaded / e.total : 0 });
    xhr.upload.onload = () => onStage({ stage: "reading" });
    xhr.onload = () => {
      let answer: VassalAnswer = {};
      try {
        answer = JSON.parse(xhr.responseText) as VassalAnswer;
      } catch {
        // A refusal before the route (the request guard) is one line of text.
        answer = { error: xhr.responseText.trim().split("\n")[0] || undefined };
      }
      resolve({ status: xhr.status, answer });
    };
    xhr.onerror = () => resolve({ status: 0, answer: {} });
    // Cancelled while sending: the studio gets a cut-short body and imports nothing.
    xhr.onabort = () => resolve({ status: 0, answer: {} });
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    onStage({ stage: "sending", fraction: 0 });
    xhr.send(file);
  });
}
