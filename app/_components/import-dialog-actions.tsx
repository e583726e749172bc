/** The import dialogs' buttons (TripleA, VASSAL): Cancel becomes Close once the project exists, and Import waits while busy. */
export function ImportDialogActions(props: { done: boolean; busy: boolean; onClose: () => void }) {
  const { done, busy, onClose } = props;
  return (
    <div className="dialog-actions">
      <button type="button" className="btn" onClick={onClose}>
        {done ? "Close" : "Cancel"}
      </button>
      {!done && (
        <button type="submit" className="btn primary" disabled={busy}>
          {busy ? "Importing…" : "Import"}
        </button>
      )}
    </div>
  );
}
