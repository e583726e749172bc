"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { newHexMap } from "@/lib/painter/new-map";
import { createDocument } from "../_lib/save-requests";
import { newAreaMap } from "./area-painter/new-area-map";
import { imageSize, uploadPicture } from "./board-canvas/project-pictures";

type Layout = "hex" | "area";

const HEX_FIELDS: { name: string; label: string; initial?: string; options?: { value: string; label: string }[] }[] = [
  { name: "orientation", label: "Orientation", initial: "flat", options: [{ value: "flat", label: "Flat-top (columns zig-zag)" }, { value: "pointy", label: "Pointy-top (rows zig-zag)" }] },
  { name: "columns", label: "Columns", initial: "40" },
  { name: "rows", label: "Rows", initial: "30" },
  { name: "offset", label: "Offset parity", initial: "odd", options: [{ value: "odd", label: "Odd columns/rows shifted" }, { value: "even", label: "Even columns/rows shifted" }] },
  { name: "firstLabel", label: "Label of the top-left hex", initial: "0101" },
  { name: "hexScale", label: "Hex scale in miles (optional)", initial: "7.5" },
];

/**
 * A new map: a hex grid chosen up front (orientation, size, offset parity,
 * first label, hex scale), or an area map (size in pixels and an optional
 * background picture to trace, stored with the project).
 */
export function NewMapButton({ projectId }: { projectId: string }) {
  const router = useRouter();
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [layout, setLayout] = useState<Layout>("hex");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const picture = useRef<File | null>(null);
  const [size, setSize] = useState({ width: "1600", height: "900" });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setError(null);
      picture.current = null;
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  const create = async (v: Record<string, string>): Promise<string | null> => {
    const name = v.name ?? "";
    let content;
    try {
      if (layout === "hex") {
        content = newHexMap({
          name,
          orientation: v.orientation === "pointy" ? "pointy" : "flat",
          columns: Number(v.columns),
          rows: Number(v.rows),
          offset: v.offset === "even" ? "even" : "odd",
          firstLabel: (v.firstLabel ?? "").trim(),
          hexScale: v.hexScale ? Number(v.hexScale) : undefined,
        });
      } else {
        // Check the size before uploading, so a typo does not leave a stray picture behind.
        newAreaMap({ name, width: Number(size.width), height: Number(size.height) });
        const background = picture.current ? await uploadPicture(projectId, picture.current) : undefined;
        content = newAreaMap({ name, width: Number(size.width), height: Number(size.height), background });
      }
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
    const result = await createDocument(projectId, { kind: "map", name, content: JSON.stringify(content) });
    if (!result.ok) return result.error;
    router.push(`/projects/${projectId}/documents/${result.value.id}`);
    return null;
  };

  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        New map…
      </button>
      <dialog ref={ref} onClose={() => setOpen(false)} aria-labelledby="new-map-title">
        {open && (
          <form
            onSubmit={async (event) => {
              event.preventDefault();
              const data = new FormData(event.currentTarget);
              const values: Record<string, string> = {};
              for (const [k, value] of data.entries()) if (typeof value === "string") values[k] = value;
              setBusy(true);
              const problem = await create(values);
              setBusy(false);
              if (problem) setError(problem);
              else setOpen(false);
            }}
          >
            <h2 id="new-map-title">{layout === "hex" ? "New hex map" : "New area map"}</h2>
            <fieldset className="field layout-choice">
              <legend>Kind of map</legend>
              <label className="check">
                <input type="radio" name="layout" value="hex" checked={layout === "hex"} onChange={() => setLayout("hex")} /> Hex grid (hex-and-counter)
              </label>
              <label className="check">
                <input type="radio" name="layout" value="area" checked={layout === "area"} onChange={() => setLayout("area")} /> Areas (territories and sea zones)
              </label>
            </fieldset>
            <div className="field">
              <label htmlFor="nm-name">Name</label>
              <input id="nm-name" name="name" type="text" required autoFocus autoComplete="off" />
            </div>
            {layout === "hex" &&
              HEX_FIELDS.map((f) => (
                <div className="field" key={f.name}>
                  <label htmlFor={`nm-${f.name}`}>{f.label}</label>
                  {f.options ? (
                    <select id={`nm-${f.name}`} name={f.name} defaultValue={f.initial}>
                      {f.options.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input id={`nm-${f.name}`} name={f.name} type="text" defaultValue={f.initial} autoComplete="off" />
                  )}
                </div>
              ))}
            {layout === "area" && (
              <>
                <div className="field">
                  <label htmlFor="nm-picture">Background picture (optional PNG or JPEG, up to 10 MB)</label>
                  <input
                    id="nm-picture"
                    type="file"
                    accept="image/png,image/jpeg"
                    onChange={async (e) => {
                      const file = e.currentTarget.files?.[0] ?? null;
                      picture.current = file;
                      setError(null);
                      if (!file) return;
                      // The map takes the picture's size unless the designer changes it afterwards.
                      try {
                        const { width, height } = await imageSize(file);
                        setSize({ width: String(width), height: String(height) });
                      } catch (problem) {
                        picture.current = null;
                        setError(problem instanceof Error ? problem.message : String(problem));
                      }
                    }}
                  />
                </div>
                <div className="field">
                  <label htmlFor="nm-width">Width in pixels</label>
                  <input id="nm-width" type="text" inputMode="numeric" value={size.width} onChange={(e) => setSize({ ...size, width: e.currentTarget.value })} />
                </div>
                <div className="field">
                  <label htmlFor="nm-height">Height in pixels</label>
                  <input id="nm-height" type="text" inputMode="numeric" value={size.height} onChange={(e) => setSize({ ...size, height: e.currentTarget.value })} />
                </div>
              </>
            )}
            {error && (
              <div className="error-text" role="alert">
                {error}
              </div>
            )}
            <div className="dialog-actions">
              <button type="button" className="btn" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="submit" className="btn primary" disabled={busy}>
                {busy ? "Working…" : "Create map"}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </>
  );
}
