"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { DOCUMENT_KINDS } from "@/lib/model/document-kind";
import { createDocument } from "../_lib/save-requests";
import { starterDocument } from "../_lib/starter";
import { FormDialog } from "./form-dialog";

const LABELS = { game: "Game module — unit types and charts", map: "Map — terrain, hexsides, features", scenario: "Scenario — OOB, setup, reinforcements" };

export function NewDocumentButton({ projectId }: { projectId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn primary" onClick={() => setOpen(true)}>
        New document
      </button>
      <FormDialog
        open={open}
        title="New document"
        submitLabel="Create"
        fields={[
          { name: "name", label: "Name", required: true },
          { name: "kind", label: "Kind", initial: "map", options: DOCUMENT_KINDS.map((k) => ({ value: k, label: LABELS[k] })) },
        ]}
        onClose={() => setOpen(false)}
        onSubmit={async ({ name, kind }) => {
          const result = await createDocument(projectId, { name: name ?? "", kind: kind ?? "", content: JSON.stringify(starterDocument(kind ?? "", name ?? "")) });
          if (!result.ok) return result.error;
          router.push(`/projects/${projectId}/documents/${result.value.id}`);
          return null;
        }}
      />
    </>
  );
}
