"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";

export interface DialogField {
  name: string;
  label: string;
  initial?: string;
  multiline?: boolean;
  options?: { value: string; label: string }[];
  required?: boolean;
}

/**
 * A modal form on the native <dialog> (focus trap, Escape to cancel for free).
 * `onSubmit` returns an error message to keep the dialog open, or null to close it.
 */
export function FormDialog({
  open,
  title,
  fields,
  submitLabel,
  danger,
  children,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  fields: DialogField[];
  submitLabel: string;
  danger?: boolean;
  children?: ReactNode;
  onSubmit: (values: Record<string, string>) => Promise<string | null>;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setError(null);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} onClose={onClose} aria-labelledby="dialog-title">
      {open && (
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const values = Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? "")]));
            setBusy(true);
            const problem = await onSubmit(values);
            setBusy(false);
            if (problem) setError(problem);
            else onClose();
          }}
        >
          <h2 id="dialog-title">{title}</h2>
          {children}
          {fields.map((f, i) => (
            <div className="field" key={f.name}>
              <label htmlFor={`dlg-${f.name}`}>{f.label}</label>
              {f.options ? (
                <select id={`dlg-${f.name}`} name={f.name} defaultValue={f.initial}>
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : f.multiline ? (
                <textarea id={`dlg-${f.name}`} name={f.name} defaultValue={f.initial} rows={3} />
              ) : (
                <input
                  id={`dlg-${f.name}`}
                  name={f.name}
                  type="text"
                  defaultValue={f.initial}
                  required={f.required}
                  autoFocus={i === 0}
                  autoComplete="off"
                />
              )}
            </div>
          ))}
          {error && (
            <div className="error-text" role="alert">
              {error}
            </div>
          )}
          <div className="dialog-actions">
            <button type="button" className="btn" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={`btn ${danger ? "danger" : "primary"}`} disabled={busy}>
              {busy ? "Working…" : submitLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
