"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { ImportReportList } from "./import-report-list";
import { type ReportEntry, type UploadStage, uploadModule } from "./vassal-upload";
import { ImportDialogActions } from "./import-dialog-actions";

interface Done {
  projectId: string;
  name: string;
  mapId?: string;
  scenarioId?: string;
  report: ReportEntry[];
}

function stageText(stage: UploadStage): string {
  return stage.stage === "sending" ? `Sending the module… ${Math.round(stage.fraction * 100)}%` : "Reading the module…";
}

/**
 * *Import VASSAL module…*: picks a `.vmod`, optionally names the board and the
 * set-up to import, and sends the module's bytes to the import route; shows
 * how far the upload is and then that the studio is reading the module (a
 * large module takes seconds). Then the report, grouped by severity, and a
 * link to the new project; a refusal is one line (with the report so far).
 */
export function VassalImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [error, setError] = useState<{ text: string; report: ReportEntry[] } | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const upload = useRef<AbortController | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setError(null);
      setDone(null);
      setStage(null);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
    if (!open) upload.current?.abort();
  }, [open]);

  async function submit() {
    const data = new FormData(form.current ?? undefined);
    const file = data.get("module");
    if (!(file instanceof File) || file.size === 0) {
      setError({ text: "Choose the VASSAL module (.vmod) file.", report: [] });
      return;
    }
    const text = (key: string) => String(data.get(key) ?? "").trim() || undefined;
    setError(null);
    const controller = new AbortController();
    upload.current = controller;
    try {
      const { status, answer } = await uploadModule(file, { board: text("board"), setup: text("setup") }, setStage, controller.signal);
      if (controller.signal.aborted) return;
      const projectId = answer.projectId ?? answer.project?.id;
      if (status === 0) setError({ text: "Could not reach the studio; nothing was imported.", report: [] });
      else if (status !== 201 || !projectId) setError({ text: (answer.error ?? `Import failed (${status}).`).split("\n")[0] ?? "Import failed.", report: answer.report ?? [] });
      else
        setDone({
          projectId,
          name: answer.project?.name ?? file.name,
          mapId: answer.documents?.find((d) => d.kind === "map")?.id,
          scenarioId: answer.documents?.find((d) => d.kind === "scenario")?.id,
          report: answer.report ?? [],
        });
    } finally {
      if (upload.current === controller) upload.current = null;
      setStage(null);
    }
  }

  const busy = stage !== null;
  const counts = (report: readonly ReportEntry[]) =>
    (["warning", "info"] as const).map((s) => `${report.filter((e) => e.severity === s).length} ${s === "warning" ? "warnings" : "notes"}`).join(", ");
  return (
    <dialog ref={ref} onClose={onClose} aria-labelledby="vassal-title" className="triplea-import vassal-import">
      {open && (
        <form
          ref={form}
          onSubmit={(e) => {
            e.preventDefault();
            if (busy) return;
            if (!done) void submit();
            else onClose();
          }}
        >
          <h2 id="vassal-title">Import VASSAL module</h2>
          {!done ? (
            <fieldset disabled={busy} className="plain">
              <p>A VASSAL module (.vmod): the import makes a project with a Next War game of its pieces, a hex map over its board picture and a scenario for each predefined set-up.</p>
              <div className="field">
                <label htmlFor="vassal-module">Module (.vmod, at most 64 MB)</label>
                <input id="vassal-module" name="module" type="file" accept=".vmod,.zip,application/zip" data-testid="vassal-module" />
              </div>
              <div className="field">
                <label htmlFor="vassal-board">Board (blank: the module&apos;s first board with a hex grid)</label>
                <input id="vassal-board" name="board" type="text" maxLength={200} autoComplete="off" />
              </div>
              <div className="field">
                <label htmlFor="vassal-setup">Set-up (blank: every predefined set-up)</label>
                <input id="vassal-setup" name="setup" type="text" maxLength={200} autoComplete="off" />
              </div>
            </fieldset>
          ) : (
            <>
              <p role="status">
                Imported “{done.name}”: {counts(done.report)}.{done.report.length > 0 ? " What was not carried over as it was:" : ""}
              </p>
              <ImportReportList report={done.report} />
              <p>
                <Link href={`/projects/${done.projectId}`}>Open project</Link>
                {done.mapId && (
                  <>
                    {" · "}
                    <Link href={`/projects/${done.projectId}/documents/${done.mapId}`}>Open its map</Link>
                  </>
                )}
                {done.scenarioId && (
                  <>
                    {" · "}
                    <Link href={`/projects/${done.projectId}/documents/${done.scenarioId}`}>Open a scenario</Link>
                  </>
                )}
              </p>
            </>
          )}
          {stage && (
            <p role="status" aria-live="polite" data-testid="vassal-progress">
              {stageText(stage)}
              {stage.stage === "sending" && <progress max={1} value={stage.fraction} aria-label="Sent" />}
            </p>
          )}
          {error && (
            <>
              <p className="error-text" role="alert">
                {error.text}
              </p>
              {error.report.length > 0 && <ImportReportList report={error.report} />}
            </>
          )}
          <ImportDialogActions done={done !== null} busy={busy} onClose={onClose} />
        </form>
      )}
    </dialog>
  );
}
