"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { createProject, loadSamples } from "../_actions/library";
import { FormDialog } from "./form-dialog";
import { NewFromTemplateButton } from "./new-from-template";
import { TripleAImportDialog } from "./triplea-import-dialog";
import { VassalImportDialog } from "./vassal-import-dialog";
import { useToast } from "./toaster";

interface ImportAnswer {
  project?: { id: string; name: string };
  error?: string;
  findings?: string[];
  canImportAnyway?: boolean;
}

/** New project and import bundle: the library's two ways to add work. */
export function LibraryToolbar() {
  const router = useRouter();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [review, setReview] = useState<{ file: File; error: string; findings: string[] } | null>(null);
  const [anyway, setAnyway] = useState(false);
  const [tripleA, setTripleA] = useState(false);
  const [vassal, setVassal] = useState(false);

  async function importFile(file: File, anyway = false): Promise<string | null> {
    setImporting(true);
    try {
      const response = await fetch(`/api/projects/import${anyway ? "?anyway=1" : ""}`, {
        method: "POST",
        body: file,
        headers: { "content-type": "application/json" },
      }).catch(() => null);
      if (!response) {
        toast.show(`${file.name}: could not reach the studio; nothing was imported.`, { tone: "error" });
        return null;
      }
      const body = (await response.json().catch(() => ({}))) as ImportAnswer;
      if (response.status === 422 && body.canImportAnyway && !anyway) {
        setReview({ file, error: body.error ?? "The bundle has schema errors.", findings: body.findings ?? [] });
        return null;
      }
      if (!response.ok || !body.project) {
        const error = `${file.name}: ${body.error ?? `import failed (${response.status})`}`;
        if (anyway) return error;
        toast.show(error, { tone: "error" });
        return null;
      }
      const n = body.findings?.length ?? 0;
      toast.show(`Imported “${body.project.name}”${n > 0 ? ` with ${n} finding${n === 1 ? "" : "s"} to review (open its documents to see them)` : ""}.`);
      router.push(`/projects/${body.project.id}`);
      return null;
    } finally {
      setImporting(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        className="sr-only"
        aria-label="Bundle file to import"
        data-testid="import-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void importFile(file);
        }}
      />
      <button type="button" className="btn" disabled={importing} onClick={() => fileInput.current?.click()}>
        {importing ? "Importing…" : "Import bundle…"}
      </button>
      <button type="button" className="btn" onClick={() => setTripleA(true)}>
        Import TripleA game…
      </button>
      <TripleAImportDialog open={tripleA} onClose={() => setTripleA(false)} />
      <button type="button" className="btn" onClick={() => setVassal(true)}>
        Import VASSAL module…
      </button>
      <VassalImportDialog open={vassal} onClose={() => setVassal(false)} />
      <NewFromTemplateButton />
      <button type="button" className="btn primary" onClick={() => setCreating(true)}>
        New project
      </button>
      <FormDialog
        open={review !== null}
        title="Import bundle with schema errors?"
        submitLabel="Import"
        danger
        fields={[]}
        onClose={() => {
          setReview(null);
          setAnyway(false);
        }}
        onSubmit={async () => {
          if (!review) return null;
          if (!anyway) return "Tick “Import anyway” to import documents that do not match their schema, or cancel.";
          return importFile(review.file, true);
        }}
      >
        <p>{review?.error}</p>
        <ul className="import-findings" aria-label="Schema errors">
          {review?.findings.slice(0, 50).map((f, i) => (
            <li key={i}>{f}</li>
          ))}
          {(review?.findings.length ?? 0) > 50 && <li>…and {(review?.findings.length ?? 0) - 50} more.</li>}
        </ul>
        <label className="check">
          <input type="checkbox" checked={anyway} onChange={(e) => setAnyway(e.target.checked)} /> Import anyway (the documents keep
          their errors; fix them in the data editor)
        </label>
      </FormDialog>
      <FormDialog
        open={creating}
        title="New project"
        submitLabel="Create project"
        fields={[
          { name: "name", label: "Name", required: true },
          { name: "description", label: "Description", multiline: true },
        ]}
        onClose={() => setCreating(false)}
        onSubmit={async ({ name, description }) => {
          const result = await createProject(name ?? "", description ?? "");
          if (!result.ok) return result.error;
          router.push(`/projects/${result.value.id}`);
          return null;
        }}
      />
    </>
  );
}

export function LoadSamplesButton() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn primary"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const result = await loadSamples();
        setBusy(false);
        if (!result.ok) toast.show(result.error, { tone: "error" });
        else toast.show(`Loaded ${result.value.length} sample projects.`);
      }}
    >
      {busy ? "Loading…" : "Load the sample projects"}
    </button>
  );
}
