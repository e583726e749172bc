"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { SAMPLE_TEMPLATES, THEATRE_TEMPLATES } from "@/lib/starters/templates";
import { createProjectFromTemplate } from "../_actions/starters";
import { FormDialog } from "./form-dialog";

/** *New project from template…*: a project holding a game, a map and a scenario that validate clean and play. */
export function NewFromTemplateButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        New project from template…
      </button>
      <FormDialog
        open={open}
        title="New project from template"
        submitLabel="Create project"
        fields={[
          { name: "name", label: "Name", required: true },
          { name: "template", label: "Template", initial: "nextwar", options: [...Object.entries(THEATRE_TEMPLATES), ...Object.entries(SAMPLE_TEMPLATES)].map(([value, t]) => ({ value, label: t.label })) },
        ]}
        onClose={() => setOpen(false)}
        onSubmit={async ({ template, name }) => {
          const result = await createProjectFromTemplate(template ?? "", name ?? "");
          if (!result.ok) return result.error;
          router.push(`/projects/${result.value.id}`);
          return null;
        }}
      />
    </>
  );
}
