"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { newHexMap } from "@/lib/painter/new-map";
import { createDocument } from "../_actions/library";
import { FormDialog } from "./form-dialog";

/** A new hex map with its grid chosen up front: orientation, size, offset parity, first label, hex scale. */
export function NewMapButton({ projectId }: { projectId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        New map…
      </button>
      <FormDialog
        open={open}
        title="New hex map"
        submitLabel="Create map"
        fields={[
          { name: "name", label: "Name", required: true },
          { name: "orientation", label: "Orientation", initial: "flat", options: [{ value: "flat", label: "Flat-top (columns zig-zag)" }, { value: "pointy", label: "Pointy-top (rows zig-zag)" }] },
          { name: "columns", label: "Columns", initial: "40" },
          { name: "rows", label: "Rows", initial: "30" },
          { name: "offset", label: "Offset parity", initial: "odd", options: [{ value: "odd", label: "Odd columns/rows shifted" }, { value: "even", label: "Even columns/rows shifted" }] },
          { name: "firstLabel", label: "Label of the top-left hex", initial: "0101" },
          { name: "hexScale", label: "Hex scale in miles (optional)", initial: "7.5" },
        ]}
        onClose={() => setOpen(false)}
        onSubmit={async (v) => {
          let content;
          try {
            content = newHexMap({
              name: v.name ?? "",
              orientation: v.orientation === "pointy" ? "pointy" : "flat",
              columns: Number(v.columns),
              rows: Number(v.rows),
              offset: v.offset === "even" ? "even" : "odd",
              firstLabel: (v.firstLabel ?? "").trim(),
              hexScale: v.hexScale ? Number(v.hexScale) : undefined,
            });
          } catch (error) {
            return error instanceof Error ? error.message : String(error);
          }
          const result = await createDocument(projectId, { kind: "map", name: v.name ?? "", content });
          if (!result.ok) return result.error;
          router.push(`/projects/${projectId}/documents/${result.value.id}`);
          return null;
        }}
      />
    </>
  );
}
