"use client";

import { useState } from "react";
import type { GrantSummary, Role } from "@/lib/db/accounts";
import { listShares, shareProject, unshareProject } from "../_actions/sharing";
import { FormDialog } from "./form-dialog";
import { useToast } from "./toaster";

const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: "viewer", label: "Viewer — reads, playtests, exports" },
  { value: "editor", label: "Editor — also saves" },
  { value: "owner", label: "Owner — also renames, trashes, shares" },
];

/** Team mode's Share dialog (owners and admins): who has which role on the project; add, change, remove. */
export function ShareButton({ projectId }: { projectId: string }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [grants, setGrants] = useState<GrantSummary[]>([]);
  const show = (result: Awaited<ReturnType<typeof listShares>>) => {
    if (result.ok) setGrants(result.value);
    else toast.show(result.error, { tone: "error" });
    return result.ok ? null : result.error;
  };
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={async () => {
          if (show(await listShares(projectId)) === null) setOpen(true);
        }}
      >
        Share…
      </button>
      <FormDialog
        open={open}
        title="Share project"
        submitLabel="Add"
        fields={[
          { name: "name", label: "Add a user by name", required: true },
          { name: "role", label: "Role", initial: "viewer", options: ROLE_OPTIONS },
        ]}
        onSubmit={async (values) => {
          const result = await shareProject(projectId, values.name ?? "", (values.role ?? "viewer") as Role);
          if (!result.ok) return result.error;
          setGrants(result.value);
          return "Added. Add another, or Cancel to close.";
        }}
        onClose={() => setOpen(false)}
      >
        <table className="list" aria-label="People with access">
          <tbody>
            {grants.map((g) => (
              <tr key={g.userId} data-testid="share-row">
                <td>{g.userName}</td>
                <td>
                  <select
                    aria-label={`Role of ${g.userName}`}
                    value={g.role}
                    onChange={async (event) => show(await shareProject(projectId, g.userName, event.target.value as Role))}
                  >
                    {ROLE_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.value}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <button type="button" className="btn" aria-label={`Remove ${g.userName}`} onClick={async () => show(await unshareProject(projectId, g.userId))}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </FormDialog>
    </>
  );
}
