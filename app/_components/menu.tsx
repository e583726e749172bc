"use client";

import { type ReactNode, useState } from "react";

/** A small "⋯" menu; items close it when chosen. */
export function Menu({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <details
      className="menu"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      onKeyDown={(e) => {
        if (e.key === "Escape") close();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <summary className="btn ghost small" aria-label={label} title={label}>
        ⋯
      </summary>
      <div className="menu-items" role="menu">
        {children(close)}
      </div>
    </details>
  );
}
