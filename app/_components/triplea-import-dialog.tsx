"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { ImportDialogActions } from "./import-dialog-actions";

interface ReportEntry {
  severity: "error" | "warning" | "info";
  where: string;
  message: string;
}

interface Answer {
  project?: { id: string; name: string };
  documents?: { id: string; kind: string; name: string }[];
  report?: ReportEntry[];
  error?: string;
}

const FILES = [
  { key: "xml", label: "Game XML (required)", accept: ".xml,text/xml,application/xml" },
  { key: "polygons", label: "polygons.txt (outlines)", accept: ".txt,text/plain" },
  { key: "centers", label: "centers.txt (label points)", accept: ".txt,text/plain" },
  { key: "place", label: "place.txt (unit spots)", accept: ".txt,text/plain" },
  { key: "properties", label: "map.properties (size, colours, wrap)", accept: ".properties,text/plain" },
] as const;

/**
 * *Import TripleA game…*: picks the XML and the optional map files, reads
 * them as text in the browser and posts them as JSON (the request guard takes
 * only JSON on /api). Shows the import report and links to the new project;
 * an error is one line. Every name from the file is rendered as text.
 */
export function TripleAImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ project: { id: string; name: string }; mapId?: string; report: ReportEntry[] } | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setError(null);
      setDone(null);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  async function submit() {
    const data = new FormData(form.current ?? undefined);
    const xml = data.get("xml");
    if (!(xml instanceof File) || xml.size === 0) {
      setError("Choose the TripleA game XML file.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body: Record<string, string> = { xmlName: xml.name };
      for (const f of FILES) {
        const file = data.get(f.key);
        if (file instanceof File && file.size > 0) body[f.key] = await file.text();
      }
      const response = await fetch("/api/projects/import-triplea", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
      if (!response) {
        setError("Could not reach the studio; nothing was imported.");
        return;
      }
      const answer = (await response.json().catch(() => ({}))) as Answer;
      if (!response.ok || !answer.project) {
        setError((answer.error ?? `Import failed (${response.status}).`).split("\n")[0] ?? "Import failed.");
        return;
      }
      setDone({ project: answer.project, mapId: answer.documents?.find((d) => d.kind === "map")?.id, report: answer.report ?? [] });
    } finally {
      setBusy(false);
    }
  }

  const counts = done ? (["warning", "info"] as const).map((s) => `${done.report.filter((e) => e.severity === s).length} ${s === "warning" ? "warnings" : "notes"}`).join(", ") : "";
  return (
    <dialog ref={ref} onClose={onClose} aria-labelledby="triplea-title" className="triplea-import">
      {open && (
        <form
          ref={form}
          onSubmit={(e) => {
            e.preventDefault();
            if (!done) void submit();
            else onClose();
          }}
        >
          <h2 id="triplea-title">Import TripleA game</h2>
          {!done ? (
            <>
              <p>A TripleA game XML and, optionally, its map folder&apos;s files; the import makes a project with a game, an area map and a scenario.</p>
              {FILES.map((f) => (
                <div className="field" key={f.key}>
                  <label htmlFor={`triplea-${f.key}`}>{f.label}</label>
                  <input id={`triplea-${f.key}`} name={f.key} type="file" accept={f.accept} data-testid={`triplea-${f.key}`} />
                </div>
              ))}
            </>
          ) : (
            <>
              <p role="status">
                Imported “{done.project.name}”: {counts}. What was not mapped as it was:
              </p>
              <ul className="import-findings" aria-label="Import report">
                {done.report.slice(0, 300).map((e, i) => (
                  <li key={i}>
                    <strong>{e.severity}</strong> {e.where}: {e.message}
                  </li>
                ))}
                {done.report.length > 300 && <li>…and {done.report.length - 300} more.</li>}
              </ul>
              <p>
                <Link href={`/projects/${done.project.id}`}>Open the project</Link>
                {done.mapId && (
                  <>
                    {" · "}
                    <Link href={`/projects/${done.project.id}/documents/${done.mapId}`}>Open its map</Link>
                  </>
                )}
              </p>
            </>
          )}
          {error && (
            <p className="error-text" role="alert">
              {error}
            </p>
          )}
          <ImportDialogActions done={done !== null} busy={busy} onClose={onClose} />
        </form>
      )}
    </dialog>
  );
}
