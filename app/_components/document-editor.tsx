"use client";

import dynamic from "next/dynamic";
import type { Can } from "@/lib/auth/roles";
import type { DocumentKind } from "@/lib/model/document-kind";

// The canvas painter is client-only and heavy: load it on demand.
const MapPainter = dynamic(() => import("./map-painter/painter").then((m) => m.MapPainter), {
  ssr: false,
  loading: () => <div className="panel empty">Loading the map painter…</div>,
});

const AreaPainter = dynamic(() => import("./area-painter/area-painter").then((m) => m.AreaPainter), {
  ssr: false,
  loading: () => <div className="panel empty">Loading the area map editor…</div>,
});

// Monaco is client-only and heavy too: the data editor loads on demand, from the app's own origin.
const DataEditor = dynamic(() => import("./data-editor/data-editor").then((m) => m.DataEditor), {
  ssr: false,
  loading: () => <div className="panel empty">Loading the data editor…</div>,
});

export interface DocumentEditorProps {
  projectId: string;
  documentId: string;
  documentName: string;
  kind: DocumentKind;
  revisionId: string | null;
  /** The current revision's content as saved (compact JSON text). */
  content: string;
  /** "json" forces the text editor, e.g. for a map. */
  view?: string;
  /** What the reader's role allows (from the page, worked out on the server): without `edit` the editors open read-only. */
  can: Can;
}

/**
 * Opens a document in the editor that fits it: hex maps in the painter, area maps in the area editor, everything else (and maps with ?view=json) in the data editor.
 * Read-only for a viewer: nothing saves, and only what does not change the document is offered (the server refuses their saves anyway).
 */
export function DocumentEditor(props: DocumentEditorProps) {
  const parsed = safeParse(props.content);
  const readOnly = !props.can.edit;
  const isHexMap = props.kind === "map" && parsed?.layout === "hex" && typeof parsed.grid === "object";
  if (isHexMap && props.view !== "json") {
    return <MapPainter projectId={props.projectId} documentId={props.documentId} documentName={props.documentName} revisionId={props.revisionId} initial={parsed} readOnly={readOnly} />;
  }
  const isAreaMap = props.kind === "map" && parsed?.layout === "area" && typeof parsed.size === "object" && Array.isArray(parsed.territories);
  if (isAreaMap && props.view !== "json") {
    return <AreaPainter projectId={props.projectId} documentId={props.documentId} documentName={props.documentName} revisionId={props.revisionId} initial={parsed} readOnly={readOnly} />;
  }
  return (
    <DataEditor
      projectId={props.projectId}
      documentId={props.documentId}
      documentName={props.documentName}
      kind={props.kind}
      revisionId={props.revisionId}
      content={props.content}
      readOnly={readOnly}
    />
  );
}

function safeParse(text: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
