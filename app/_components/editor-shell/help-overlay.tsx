"use client";

/** What the overlay lists of a command: the registry's own entries fit. */
export interface HelpEntry {
  id: string;
  label: string;
  group: string;
  keys: string;
}

/**
 * The `?` overlay: every command and its key, from the same registry the
 * keyboard uses, then what the mouse does in this editor.
 */
export function HelpOverlay({ onClose, commands, mouse }: { onClose: () => void; commands: readonly HelpEntry[]; mouse: readonly (readonly [string, string])[] }) {
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
