import { memo } from "react";
import type { RulesetView } from "@/lib/engine/core/ruleset";

/**
 * A game drawn from its ruleset's view model alone [#27]: whose move and the
 * phase, each side's score, the result, and the pieces by place in the order
 * they stack. Names and ids from documents are text, never markup.
 */
export const ViewBoard = memo(function ViewBoard({ view, sideName }: { view: RulesetView; sideName: (id: string) => string }) {
  const places = Object.entries(view.places).filter(([, pieces]) => pieces.length > 0);
  return (
    <div className="view-board" data-testid="view-board">
      <p data-testid="view-turn">
        Turn {view.turn}, {view.phase}
        {view.acting ? ` — ${sideName(view.acting)} to act` : ""}
      </p>
      {view.result && (
        <p className="banner warn" data-testid="view-result">
          {view.result.text}
        </p>
      )}
      <table className="data-table" data-testid="view-scores">
        <caption>Scores</caption>
        <tbody>
          {view.scores.map((s) => (
            <tr key={s.side}>
              <th scope="row">{sideName(s.side)}</th>
              <td>
                {s.value}
                {s.target !== undefined ? ` / ${s.target}` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="data-table" data-testid="view-places">
        <caption>Pieces by place</caption>
        <tbody>
          {places.map(([place, pieces]) => (
            <tr key={place}>
              <th scope="row">{place}</th>
              <td>{pieces.map((p) => (p.hidden ? `${sideName(p.side)} (hidden)` : `${p.count > 1 ? `${p.count} × ` : ""}${p.type} (${sideName(p.side)})`)).join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
