"use client";

import type { TextEdit } from "@/lib/editor-intel";
import { DefinitionPane } from "./definition-pane";
import { type HexPick, MapPane } from "./map-pane";
import type { ContextDoc } from "./use-context-docs";

/** Beside the text: a definition opened from it (in the game or map), and the hex map with the scenario's set-up. */
export function DataSide(props: {
  projectId: string;
  definition: { role: "game" | "map"; line: number; column: number; doc: ContextDoc } | null;
  onCloseDefinition: () => void;
  showMap: boolean;
  map: unknown;
  scenario: unknown;
  game: unknown;
  /** The JSON does not parse: the map shows the last text that did, greyed. */
  broken: boolean;
  highlight: string | null;
  onReveal: (pointer: string) => void;
  getText?: () => string;
  onEdits?: (edits: TextEdit[]) => void;
  pick: HexPick | null;
  revealOnClick: boolean;
}) {
  const { definition } = props;
  return (
    <aside className="de-side">
      {definition && (
        <DefinitionPane
          role={definition.role}
          doc={definition.doc}
          line={definition.line}
          column={definition.column}
          href={`/projects/${props.projectId}/documents/${definition.doc.doc.id}${definition.role === "map" ? "?view=json" : ""}`}
          onClose={props.onCloseDefinition}
        />
      )}
      {props.showMap && (
        <div className={props.broken ? "stale" : undefined} title={props.broken ? "The JSON has a syntax error: this shows the last text that parsed. Fix the JSON to edit here." : undefined}>
          <MapPane
            map={props.map}
            scenario={props.scenario}
            game={props.game}
            highlight={props.highlight}
            onReveal={props.onReveal}
            getText={props.getText}
            onEdits={props.onEdits}
            pick={props.pick}
            revealOnClick={props.revealOnClick}
          />
        </div>
      )}
    </aside>
  );
}
