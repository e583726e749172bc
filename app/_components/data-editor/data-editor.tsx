"use client";
/**
 * The data editor: Monaco against the JSON Schemas, lint markers from the
 * project's own validator, completion/definition/hover across the scenario,
 * its game and its map, and — for scenarios — an OOB table and a
 * reinforcement timeline that edit the same text, beside a read-only map.
 *
 * One source of truth: the Monaco model's text. The table and timeline read
 * a parsed snapshot of it and write back as Monaco edits, so Ctrl+Z undoes
 * them in any view.
 */
import Editor from "@monaco-editor/react";
import { useRouter } from "next/navigation";
import { storeDraft } from "../playtest-entry/draft";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { isObj } from "@/lib/editor-intel/intel";
import type { DocumentKind } from "@/lib/model/document-kind";
import { VIEW_ONLY_NOTE } from "@/lib/auth/roles";
import { KeptDraftBar } from "../editor-shell/kept-draft-bar";
import { SaveBanner } from "../editor-shell/save-banner";
import { useKeptDraft } from "../editor-shell/use-kept-draft";
import { useToast } from "../toaster";
import { DataSide } from "./data-side";
import { DataStatusLine } from "./data-status-line";
import { DataToolbar } from "./data-toolbar";
import { type View, dataCommands } from "./data-commands";
import { DataViews } from "./data-views";
import { type IntelSession, invalidateIntel } from "./intel-providers";
import type { LocatedFinding } from "./lint-protocol";
import type { HexPick } from "./map-pane";
import { followStudioTheme, studioTheme } from "./monaco-setup";
import { useMonacoOptions } from "./monaco-options";
import type { OobRequest } from "./oob-commands";
import { ProblemsPanel } from "./problems-panel";
import { modelUri } from "./schemas";
import { useCommandBindings } from "./use-command-bindings";
import { useScenarioContext } from "./use-context-docs";
import { useCursorHex } from "./use-cursor-hex";
import { LARGE_TEXT, useDocumentText } from "./use-document-text";
import { useLint } from "./use-lint";
import { useGameRemovals } from "./game-removals";
import { pretty, useSave } from "./use-save";
import { useTextEdits } from "./use-text-edits";

type CodeEditor = import("monaco-editor/editor").editor.IStandaloneCodeEditor;
type Model = import("monaco-editor/editor").editor.ITextModel;

export interface DataEditorProps {
  projectId: string;
  documentId: string;
  documentName: string;
  kind: DocumentKind;
  revisionId: string | null;
  content: string;
  /** A viewer's editor: Monaco read-only, no save (nor autosave), the table and timeline change nothing. */
  readOnly?: boolean;
}

export function DataEditor(props: DataEditorProps) {
  const router = useRouter();
  const toast = useToast();
  const readOnly = props.readOnly ?? false;
  const uri = useMemo(() => modelUri(props.projectId, props.documentId), [props.projectId, props.documentId]);
  const [editor, setEditor] = useState<CodeEditor | null>(null);
  const [model, setModel] = useState<Model | null>(null);
  const [view, setView] = useState<View>("json");
  const [definition, setDefinition] = useState<{ role: "game" | "map"; line: number; column: number } | null>(null);
  // The reinforcement timeline waiting for an entry hex to be clicked on the map.
  const [pick, setPick] = useState<HexPick | null>(null);
  const [oobRequest, setOobRequest] = useState<OobRequest | null>(null);
  const session = useRef<IntelSession>({ kind: props.kind, context: {}, models: {} });
  const initialText = useMemo(() => pretty(props.content), [props.content]);
  const large = initialText.length > LARGE_TEXT;
  const removals = useGameRemovals(props.projectId, props.documentId, props.kind === "game" && !readOnly);
  const saver = useSave({ ...props, model, readOnly, beforeSave: props.kind === "game" ? removals.check : undefined });
  const subscribe = useCallback(
    (changed: () => void) => {
      const sub = model?.onDidChangeContent(changed);
      return () => sub?.dispose();
    },
    [model],
  );
  // Leaving with unsaved changes (a link, Back, ▶ Playtest unsaved) keeps them, offered back on return [#26 item 1].
  const kept = useKeptDraft({ documentId: props.documentId, loaded: props.content, dirty: saver.dirty, readOnly, text: () => model?.getValue() ?? null, base: saver.baseRevision, subscribe: model ? subscribe : null });
  const isScenario = props.kind === "scenario";

  const { snapshot, refs, snapshotRef } = useDocumentText(model, uri, props.kind, props.content, session);
  const context = useScenarioContext(props.projectId, refs);
  const lintContext = useMemo(() => (context ? { game: context.game?.value, map: context.map?.value } : null), [context]);
  const lint = useLint(model, props.kind, isScenario ? lintContext : null);
  // An area scenario sets up counts per territory, not units on hexes: its own view instead of the OOB and timeline.
  const isArea = isScenario && ((isObj(context?.map?.value) && context.map.value.layout === "area") || (isObj(snapshot.value) && Array.isArray(snapshot.value.areaSetup)));

  // Keep the providers' view of the game and map current.
  useEffect(() => {
    session.current.context = { game: context?.game?.value, map: context?.map?.value };
    session.current.models = { game: context?.game?.model, map: context?.map?.model };
    invalidateIntel(session.current);
  }, [context]);

  // The providers read the parsed snapshot instead of parsing again.
  useEffect(() => {
    session.current.snapshot = snapshot.loose;
  }, [snapshot]);

  useEffect(() => {
    session.current.openDefinition = (role, line, column) => setDefinition({ role, line, column });
  }, []);

  const cursorHex = useCursorHex(editor, model, isScenario, snapshotRef);
  const showText = useCallback(() => setView("json"), []);
  const { applyEdits, getText, jumpTo, revealPointer, format } = useTextEdits(model, editor, readOnly, showText);

  // Returns how to give the pick up (the asker went away).
  const pickHex = useCallback((prompt: string, then: (label: string | null) => void) => {
    const asked: HexPick = {
      prompt,
      done: (label) => {
        setPick(null);
        then(label);
      },
    };
    setPick(asked);
    return () => setPick((p) => (p === asked ? null : p));
  }, []);

  const onProblem = useCallback((f: LocatedFinding) => jumpTo(f.line, f.column, f.endLine, f.endColumn), [jumpTo]);

  // OOB commands show the table and hand it the request (it may mount only now).
  const oob = useCallback((kind: OobRequest["kind"]) => {
    setView("oob");
    setOobRequest({ kind });
  }, []);
  const oobDone = useCallback(() => setOobRequest(null), []);

  const commands = useMemo(
    () =>
      dataCommands({
        save: readOnly ? () => toast.show(VIEW_ONLY_NOTE) : () => void saver.save(),
        format,
        setView,
        oob,
        renameInText: () => editor?.trigger("warbench", "editor.action.rename", null),
        undo: () => void model?.undo(),
        redo: () => void model?.redo(),
        view,
        isScenario,
        isArea,
      }),
    [saver, format, isScenario, isArea, model, oob, view, editor, readOnly, toast],
  );
  useCommandBindings(editor, commands);

  useEffect(() => (editor ? followStudioTheme() : undefined), [editor]);
  const editorOptions = useMonacoOptions(props.documentName, large, readOnly);

  const onMount = useCallback((e: CodeEditor) => {
    setEditor(e);
    setModel(e.getModel());
  }, []);

  const playtestUnsaved = () => {
    const base = `/projects/${props.projectId}/documents/${props.documentId}/playtest`;
    if (!saver.dirty || !model) return router.push(base);
    storeDraft(props.documentId, { text: model.getValue(), baseRevisionId: saver.baseRevision() });
    router.push(`${base}?draft=1`);
  };

  const mapValue = props.kind === "map" ? snapshot.value : context?.map?.value;
  const showMap = isObj(mapValue) && mapValue.layout === "hex";
  const definitionDoc = definition && context?.[definition.role];

  return (
    <div className="panel editor-shell de-shell">
      <SaveBanner problem={saver.problem} state={saver.state} canRetry={saver.canRetry} onRetry={() => void saver.save()} onReload={saver.reload} onSaveCopy={saver.saveAsCopy} style={{ margin: 10 }} />
      {kept.offer && model && (
        <div style={{ margin: 10 }}>
          <KeptDraftBar
            draft={kept.offer}
            currentRevisionId={props.revisionId}
            onRestore={() => {
              const draft = kept.take();
              if (draft) saver.restoreText(draft.text, draft.baseRevisionId);
            }}
            onDiscard={kept.discard}
          />
        </div>
      )}
      <DataToolbar
        readOnly={readOnly}
        state={saver.state}
        views={["json", ...(isArea ? (["area"] as const) : isScenario ? (["oob", "timeline"] as const) : [])]}
        view={view}
        onView={setView}
        onPlaytest={isScenario && saver.dirty ? playtestUnsaved : null}
        autosave={saver.autosave}
        onAutosave={saver.setAutosave}
        onFormat={format}
        message={saver.message}
        onMessage={saver.setMessage}
        onSave={() => void saver.save()}
      />
      <div className="de-body">
        <div className="de-main">
          <div className="de-views">
            <div className="de-text" hidden={view !== "json"}>
              <Editor
                path={uri}
                defaultLanguage="json"
                defaultValue={initialText}
                theme={studioTheme()}
                onMount={onMount}
                onChange={saver.state === "error" ? saver.clearError : undefined}
                loading={<div className="empty">Loading the editor…</div>}
                options={editorOptions}
              />
            </div>
            <DataViews
              view={view}
              readOnly={readOnly}
              snapshot={snapshot}
              isScenario={isScenario}
              isArea={isArea}
              game={context?.game?.value}
              map={mapValue}
              areaMap={context?.map?.value}
              oobRequest={oobRequest}
              onOobRequestDone={oobDone}
              onEdits={applyEdits}
              getText={getText}
              onReveal={revealPointer}
              onPickHex={showMap ? pickHex : undefined}
            />
          </div>
          <ProblemsPanel findings={lint.findings} checkedMs={lint.ms} onJump={onProblem} />
        </div>
        {(showMap || definitionDoc) && (
          <DataSide
            projectId={props.projectId}
            definition={definition && definitionDoc ? { ...definition, doc: definitionDoc } : null}
            onCloseDefinition={() => setDefinition(null)}
            showMap={showMap}
            map={mapValue}
            scenario={isScenario ? snapshot.value : null}
            game={context?.game?.value}
            broken={snapshot.broken}
            highlight={cursorHex}
            onReveal={revealPointer}
            getText={isScenario && !readOnly && !snapshot.broken ? getText : undefined}
            onEdits={isScenario && !readOnly && !snapshot.broken ? applyEdits : undefined}
            pick={pick}
            revealOnClick={view === "json"}
          />
        )}
      </div>
      <DataStatusLine kind={props.kind} lineCount={model?.getLineCount() ?? null} latencyMs={lint.latencyMs} context={context} />
      {removals.dialog}
    </div>
  );
}
