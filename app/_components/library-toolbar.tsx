"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { createProject, loadSamples } from "../_actions/library";
import { FormDialog } from "./form-dialog";
import { useToast } from "./toaster";

/** New project and import bundle: the library's two ways to add work. */
export function LibraryToolbar() {
  const router = useRouter();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function importFile(file: File) {
    setImporting(true);
    try {
      const response = await fetch("/api/projects/import", { method: "POST", body: file, headers: { "content-type": "application/json" } });
      const body = (await response.json().catch(() => ({}))) as { project?: { id: string; name: string }; error?: string };
      if (!response.ok || !body.project) {
        toast.show(`${file.name}: ${body.error ?? `import failed (${response.status})`}`, { tone: "error" });
        return;
      }
      toast.show(`Imported “${body.project.name}”.`);
      router.push(`/projects/${body.project.id}`);
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
      <button type="button" className="btn primary" onClick={() => setCreating(true)}>
        New project
      </button>
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
