"use client";

import { type RefObject, useEffect, useRef, useState } from "react";
import type { DocumentKind } from "@/lib/model/document-kind";
import { type IntelSession, registerIntelSession } from "./intel-providers";
import { forgetModelSchema, readSchemaRef, setModelSchema } from "./schemas";
import { type Snapshot, firstSnapshot, readRefs, readSnapshot } from "./snapshot";

type Model = import("monaco-editor/editor").editor.ITextModel;

/** Debounce for re-reading the text into the table, timeline and map. */
const SNAPSHOT_MS = 150;
/**
 * Past this size (a 2,000-unit scenario is ~680 KB) the views refresh after a
 * longer pause, so the lint markers (due ~120 ms after typing stops) never
 * queue behind a re-parse and a map redraw; and Monaco's whole-document
 * extras (minimap, sticky scroll, bracket colours) are turned off to keep each
 * keystroke well under 50 ms.
 */
export const LARGE_TEXT = 200_000;
const SNAPSHOT_LARGE_MS = 450;

export type DocumentRefs = { game?: string; map?: string };

/**
 * The text as the other views read it: the model's schema and intel session
 * kept up, and a parsed snapshot of the text a moment after typing stops.
 * `snapshot.value` is the last text that parsed: while the JSON is broken
 * mid-edit the other views keep showing it, greyed, rather than a half-read
 * document ("0 of 0 units") [#26 item 7]; `loose` is the best reading of the
 * text now. A scenario's game and map references keep their last readable
 * values too, so the context (and every cross-document lint) does not flap.
 */
export function useDocumentText(model: Model | null, uri: string, kind: DocumentKind, content: string, session: RefObject<IntelSession>) {
  const [snapshot, setSnapshot] = useState<Snapshot>(() => firstSnapshot(content));
  const [refs, setRefs] = useState<DocumentRefs | null>(() => (kind === "scenario" ? readRefs(snapshot.value) ?? {} : null));

  useEffect(() => {
    if (!model) return;
    setModelSchema(uri, kind, readSchemaRef(model.getValue()));
    const unregister = registerIntelSession(model, session.current);
    let timer = 0;
    const sub = model.onDidChangeContent(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => {
          const text = model.getValue();
          setModelSchema(uri, kind, readSchemaRef(text));
          const read = readSnapshot(text, model.getVersionId());
          setSnapshot((prev) => ({ ...read, value: read.broken ? prev.value : read.value }));
          const next = kind === "scenario" && !read.broken ? readRefs(read.value) : null;
          if (next) setRefs((prev) => (prev && prev.game === next.game && prev.map === next.map ? prev : next));
        },
        model.getValueLength() > LARGE_TEXT ? SNAPSHOT_LARGE_MS : SNAPSHOT_MS,
      );
    });
    return () => {
      window.clearTimeout(timer);
      sub.dispose();
      unregister();
      forgetModelSchema(uri);
    };
  }, [model, uri, kind, session]);

  // The cursor reads the parsed snapshot instead of parsing again (the providers too, through their session).
  const snapshotRef = useRef(snapshot);
  useEffect(() => {
    snapshotRef.current = snapshot;
  }, [snapshot]);

  return { snapshot, refs, snapshotRef };
}
