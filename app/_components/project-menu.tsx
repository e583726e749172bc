"use client";

import { useState } from "react";
import { duplicateProject, restoreProject, trashProject, updateProject } from "../_actions/library";
import { FormDialog } from "./form-dialog";
import type { Can } from "@/lib/auth/roles";
import { Menu } from "./menu";
import { useToast } from "./toaster";
import { useTrashWithUndo } from "./use-trash-with-undo";

/** Rename, duplicate, export and trash for one project; trash can be undone from the toast. Rename and trash are the owners' (`can`, from the page). */
export function ProjectMenu({ project, afterTrash, can }: { project: { id: string; name: string; description: string }; afterTrash?: string; can: Can }) {
  const toast = useToast();
  const trash = useTrashWithUndo();
  const [editing, setEditing] = useState(false);

  return (
    <>
      <Menu label={`Actions for ${project.name}`}>
        {(close) => (
          <>
            {can.own && (
              <button type="button" role="menuitem" onClick={() => (close(), setEditing(true))}>
                Rename…
              </button>
            )}
            <button
              type="button"
              role="menuitem"
              onClick={async () => {
                close();
                const result = await duplicateProject(project.id);
                if (!result.ok) toast.show(result.error, { tone: "error" });
                else toast.show(`Duplicated as “${result.value.name}”.`);
              }}
            >
              Duplicate
            </button>
            <a role="menuitem" href={`/api/projects/${project.id}/export`} download onClick={close}>
              Export bundle
            </a>
            {can.own && (
              <>
                <hr />
                <button
                  type="button"
                  role="menuitem"
                  className="danger"
                  onClick={() => {
                    close();
                    void trash({ name: project.name, trash: () => trashProject(project.id), restore: () => restoreProject(project.id), away: afterTrash, back: `/projects/${project.id}` });
                  }}
                >
                  Move to trash
                </button>
              </>
            )}
          </>
        )}
      </Menu>
      <FormDialog
        open={editing}
        title="Rename project"
        submitLabel="Save"
        fields={[
          { name: "name", label: "Name", initial: project.name, required: true },
          { name: "description", label: "Description", initial: project.description, multiline: true },
        ]}
        onClose={() => setEditing(false)}
        onSubmit={async (values) => {
          const result = await updateProject(project.id, values);
          return result.ok ? null : result.error;
        }}
      />
    </>
  );
}
