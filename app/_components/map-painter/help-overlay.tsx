"use client";

import { COMMANDS } from "./commands";

/** The `?` overlay: every command and its key, from the same registry the keyboard uses. */
export function HelpOverlay({ onClose }: { onClose: () => void }) {
  const groups = ["Tools", "Edit", "View", "File"] as const;
  return (
    <div className="help-overlay" role="dialog" aria-modal="true" aria-label="Keyboard shortcuts" onClick={onClose}>
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
                {COMMANDS.filter((c) => c.group === g).map((c) => (
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
              <div>
                <dt>
                  <kbd>Space</kbd>+drag
                </dt>
                <dd>Pan (or the middle button, or arrows)</dd>
              </div>
              <div>
                <dt>Wheel</dt>
                <dd>Zoom to the cursor</dd>
              </div>
              <div>
                <dt>
                  <kbd>Alt</kbd>+drag
                </dt>
                <dd>Erase with the hexside and road tools</dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
