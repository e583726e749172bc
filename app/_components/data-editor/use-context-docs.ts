"use client";
/**
 * The game and map a scenario names, loaded from the same project whenever
 * its `game`/`map` references change, and kept as read-only Monaco models so
 * go-to-definition and peek can show where an id is declared.
 */
import { useEffect, useState } from "react";
import { type ReferencedDocument, loadScenarioContext } from "../../_actions/editor-context";
import { monaco } from "./monaco-setup";
import { forgetModelSchema, modelUri, setModelSchema } from "./schemas";
import { pretty } from "./use-save";

type Model = import("monaco-editor/editor").editor.ITextModel;

export interface ContextDoc {
  doc: ReferencedDocument;
  value: unknown;
  model: Model;
}

export interface ScenarioContext {
  game?: ContextDoc;
  map?: ContextDoc;
  /** Why a reference could not be followed, for the status bar. */
  missing: string[];
}

function toContextDoc(projectId: string, kind: "game" | "map", doc: ReferencedDocument | null): ContextDoc | undefined {
  if (!doc) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(doc.content);
  } catch {
    return undefined;
  }
  const uri = monaco.Uri.parse(modelUri(projectId, doc.id));
  const text = pretty(doc.content);
  const existing = monaco.editor.getModel(uri);
  const model = existing ?? monaco.editor.createModel(text, "json", uri);
  if (existing && existing.getValue() !== text) existing.setValue(text);
  setModelSchema(uri.toString(), kind, undefined);
  return { doc, value, model };
}

export function useScenarioContext(projectId: string, refs: { game?: string; map?: string } | null): ScenarioContext | null {
  const [context, setContext] = useState<ScenarioContext | null>(null);
  const game = refs?.game;
  const map = refs?.map;
  const active = refs !== null;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const created: Model[] = [];
    void loadScenarioContext(projectId, { game, map }).then((result) => {
      if (cancelled) return;
      if (!result.ok) {
        setContext({ missing: [result.error] });
        return;
      }
      const g = toContextDoc(projectId, "game", result.value.game);
      const m = toContextDoc(projectId, "map", result.value.map);
      for (const d of [g, m]) if (d) created.push(d.model);
      const missing = [!g && `game “${game ?? ""}” not found`, !m && `map “${map ?? ""}” not found`].filter((x): x is string => !!x);
      setContext({ game: g, map: m, missing });
    });
    return () => {
      cancelled = true;
      for (const model of created) {
        forgetModelSchema(model.uri.toString());
        model.dispose();
      }
    };
  }, [projectId, game, map, active]);

  return context;
}
