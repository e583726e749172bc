import { VIEW_ONLY_NOTE } from "@/lib/auth/roles";

/** The one line an editor shows instead of Save when the reader's role does not allow changes. */
export function ViewOnlyNote() {
  return (
    <span className="view-only-note" role="note" data-testid="view-only">
      {VIEW_ONLY_NOTE}
    </span>
  );
}
