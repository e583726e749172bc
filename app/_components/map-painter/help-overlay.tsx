"use client";

import { COMMANDS } from "./commands";

const HEX_MOUSE: [string, string][] = [
  ["Space+drag", "Pan (or the middle button, or arrows)"],
  ["Wheel", "Zoom to the cursor"],
  ["Alt+drag", "Erase with the hexside and road tools"],
];

/**
 * The `?` overlay: every command and its key, from the same registry the
 * keyboard uses (the hex painter's unless another editor passes its own).
 */
export function HelpOverlay({ onClose, commands = COMMANDS, mouse = HEX_MOUSE }: { onClose: () => void; commands?: readonly { id: string; label: string; group: string; keys: string }[]; mouse?: [string, string][] }) {
  const groups = ["Tools", "Edit", "View", "File"] as const;
  return (
    <div
      className="help-overlay"
      role="dialog"
      aria-modal="true"
      aria-label="Keyboard shortcuts"
      onClick={onClose}
      onKeyDown={(e) => {
        // Escape closes the help, and only the help: the editor behind it must not take it as "cancel the stroke".
        if (e.key === "Escape") {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="panel pad" onClick={(e) => e.stopPropagation()}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <h2 style={{ flex: 1 }}>Keyboard shortcuts</h2>
          <button type="button" className="btn small" onClick={onClose} autoFocus>
            Close
          </button>
        </div>
        <div className="help-grid">
          {groups.map((g) => (
            <section key={g}>
              <h3>{g}</h3>
              <dl>
                {commands.filter((c) => c.group === g).map((c) => (
                  <div key={c.id}>
                    <dt>
                      <kbd>{c.keys}</kbd>
                    </dt>
                    <dd>{c.label}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <section>
            <h3>Mouse</h3>
            <dl>
              {mouse.map(([keys, label]) => (
                <div key={keys}>
                  <dt>
                    <kbd>{keys}</kbd>
                  </dt>
                  <dd>{label}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
