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
import { storeDraft } from "../playtest/draft";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type TextEdit, hexForPath, jsonTree, locate, nodeAtPointer } from "@/lib/editor-intel";
import { isObj } from "@/lib/editor-intel/intel";
import type { DocumentKind } from "@/lib/model/document-kind";
import { VIEW_ONLY_NOTE } from "@/lib/auth/roles";
import { SaveBanner } from "../editor-shell/save-banner";
import { SaveStatus } from "../editor-shell/save-status";
import { useToast } from "../toaster";
import { AreaSetup } from "./area-setup";
import { type EditorCommand, handleShortcut, monacoKeybinding } from "./commands";
import { DefinitionPane } from "./definition-pane";
import { type IntelSession, invalidateIntel, registerIntelSession } from "./intel-providers";
import type { LocatedFinding } from "./lint-protocol";
import { type HexPick, MapPane } from "./map-pane";
import { followStudioTheme, monaco, studioTheme } from "./monaco-setup";
import { OOB_SHORTCUTS, type OobRequest, OobTable } from "./oob-table";
import { ProblemsPanel } from "./problems-panel";
import { ReinforcementTimeline } from "./reinforcement-timeline";
import { SaveControls } from "./save-controls";
import { forgetModelSchema, modelUri, readSchemaRef, setModelSchema } from "./schemas";
import { useScenarioContext } from "./use-context-docs";
import { useLint } from "./use-lint";
import { KeptDraftBar } from "../editor-shell/kept-draft-bar";
import { useKeptDraft } from "../editor-shell/use-kept-draft";
import { useGameRemovals } from "./game-removals";
import { type Snapshot, firstSnapshot, readRefs, readSnapshot } from "./snapshot";
import { pretty, useSave } from "./use-save";

type CodeEditor = import("monaco-editor/editor").editor.IStandaloneCodeEditor;
type Model = import("monaco-editor/editor").editor.ITextModel;
type View = "json" | "oob" | "timeline" | "area";

/** Debounce for re-reading the text into the table, timeline and map. */
const SNAPSHOT_MS = 150;
/**
 * Past this size (a 2,000-unit scenario is ~680 KB) the views refresh after a
 * longer pause, so the lint markers (due ~120 ms after typing stops) never
 * queue behind a re-parse and a map redraw; and Monaco's whole-document
 * extras (minimap, sticky scroll, bracket colours) are turned off to keep each
 * keystroke well under 50 ms.
 */
const LARGE_TEXT = 200_000;
const SNAPSHOT_LARGE_MS = 450;
/** Debounce for following the cursor on the map. */
const CURSOR_MS = 100;

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
  // `value` is the last text that parsed: while the JSON is broken mid-edit the other views keep showing it,
  // greyed, rather than a half-read document ("0 of 0 units") [#26 item 7]; `loose` is the best reading of the text now.
  const [snapshot, setSnapshot] = useState<Snapshot>(() => firstSnapshot(props.content));
  const [cursorHex, setCursorHex] = useState<string | null>(null);
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

  // The game and map references; while the text is broken mid-edit they keep their last readable values,
  // so the context (and every cross-document lint) does not flap.
  const [refs, setRefs] = useState<{ game?: string; map?: string } | null>(() => (isScenario ? readRefs(snapshot.value) ?? {} : null));
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

  // The model: its schema, the intel session, the snapshot for the other views.
  useEffect(() => {
    if (!model) return;
    setModelSchema(uri, props.kind, readSchemaRef(model.getValue()));
    const unregister = registerIntelSession(model, session.current);
    let timer = 0;
    const sub = model.onDidChangeContent(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => {
          const text = model.getValue();
          setModelSchema(uri, props.kind, readSchemaRef(text));
          const read = readSnapshot(text, model.getVersionId());
          setSnapshot((prev) => ({ ...read, value: read.broken ? prev.value : read.value }));
          const next = props.kind === "scenario" && !read.broken ? readRefs(read.value) : null;
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
  }, [model, uri, props.kind]);

  useEffect(() => {
    session.current.openDefinition = (role, line, column) => setDefinition({ role, line, column });
  }, []);

  // The providers and the cursor read the parsed snapshot instead of parsing again.
  const snapshotRef = useRef(snapshot);
  useEffect(() => {
    snapshotRef.current = snapshot;
    session.current.snapshot = snapshot.loose;
  }, [snapshot]);

  // Cursor -> hex to highlight on the map (a setup entry, a reinforcement, a unit's own setup, any hex label).
  useEffect(() => {
    if (!editor || !model) return;
    let timer = 0;
    const sub = editor.onDidChangeCursorPosition((e) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const text = model.getValue();
        const at = locate(text, model.getOffsetAt(e.position));
        const token = at.token?.type === "string" && typeof at.token.value === "string" && /^[0-9]{2,8}$/.test(at.token.value) ? at.token.value : null;
        setCursorHex(token ?? (isScenario ? hexForPath(snapshotRef.current.value, at.path) : null));
      }, CURSOR_MS);
    });
    return () => {
      window.clearTimeout(timer);
      sub.dispose();
    };
  }, [editor, model, isScenario]);

  const applyEdits = useCallback(
    (edits: TextEdit[]) => {
      // Model edits bypass Monaco's readOnly: a viewer's table and timeline must not change the text.
      if (!model || edits.length === 0 || readOnly) return;
      const ops = edits.map((e) => {
        const start = model.getPositionAt(e.offset);
        const end = model.getPositionAt(e.offset + e.length);
        return { range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column), text: e.text };
      });
      // One undo step per table or timeline action, in the text's own history.
      model.pushStackElement();
      model.pushEditOperations(editor?.getSelections() ?? [], ops, () => null);
      model.pushStackElement();
    },
    [model, editor, readOnly],
  );

  const getText = useCallback(() => model?.getValue() ?? "", [model]);
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

  const jumpTo = useCallback(
    (line: number, column: number, endLine = line, endColumn = column) => {
      if (!editor) return;
      setView("json");
      // After the view switch has laid the editor out again.
      requestAnimationFrame(() => {
        editor.setSelection(new monaco.Range(line, column, endLine, endColumn));
        editor.revealRangeInCenter(new monaco.Range(line, column, endLine, endColumn));
        editor.focus();
      });
    },
    [editor],
  );

  const revealPointer = useCallback(
    (pointer: string) => {
      if (!model) return;
      const node = nodeAtPointer(jsonTree(model.getValue()), pointer);
      if (!node) return;
      const start = model.getPositionAt(node.offset);
      const end = model.getPositionAt(node.offset + node.length);
      jumpTo(start.lineNumber, start.column, end.lineNumber, end.column);
    },
    [model, jumpTo],
  );

  const onProblem = useCallback((f: LocatedFinding) => jumpTo(f.line, f.column, f.endLine, f.endColumn), [jumpTo]);

  const format = useCallback(() => {
    if (!editor) return;
    setView("json");
    void editor.getAction("editor.action.formatDocument")?.run();
  }, [editor]);

  // OOB commands show the table and hand it the request (it may mount only now).
  const oob = useCallback((kind: OobRequest["kind"]) => {
    setView("oob");
    setOobRequest({ kind });
  }, []);
  const oobDone = useCallback(() => setOobRequest(null), []);

  const commands = useMemo<EditorCommand[]>(
    () => [
      // A viewer's Ctrl+S says why nothing saves (and does not open the browser's "save page").
      { id: "warbench.save", label: "Save", shortcut: { ctrl: true, key: "s" }, run: readOnly ? () => toast.show(VIEW_ONLY_NOTE) : () => void saver.save() },
      { id: "warbench.format", label: "Format document", shortcut: { shift: true, alt: true, key: "f" }, run: format },
      { id: "warbench.view.json", label: "Show JSON", shortcut: { alt: true, key: "1" }, run: () => setView("json") },
      ...(isArea ? [{ id: "warbench.view.area", label: "Show the area setup", shortcut: { alt: true, key: "2" }, run: () => setView("area" as View) }] : []),
      ...(isScenario && !isArea
        ? [
            { id: "warbench.view.oob", label: "Show OOB table", shortcut: { alt: true, key: "2" }, run: () => setView("oob" as View) },
            { id: "warbench.view.timeline", label: "Show reinforcement timeline", shortcut: { alt: true, key: "3" }, run: () => setView("timeline" as View) },
            { id: "warbench.oob.add", label: "Add a unit", shortcut: OOB_SHORTCUTS.add, run: () => oob("add") },
            { id: "warbench.oob.copies", label: "Add numbered copies of the selected unit", shortcut: OOB_SHORTCUTS.copies, run: () => oob("copies") },
            {
              id: "warbench.oob.rename",
              label: "Rename a unit id everywhere",
              shortcut: OOB_SHORTCUTS.rename,
              // In the text, Monaco's rename (F2) on a unit id or reference; in the table, the selected row's id.
              run: () => (view === "json" ? editor?.trigger("warbench", "editor.action.rename", null) : oob("rename")),
            },
          ]
        : []),
      { id: "warbench.undo", label: "Undo", shortcut: { ctrl: true, key: "z" }, run: () => void model?.undo() },
      { id: "warbench.redo", label: "Redo", shortcut: { ctrl: true, key: "y" }, run: () => void model?.redo() },
    ],
    [saver, format, isScenario, isArea, model, oob, view, editor, readOnly, toast],
  );
  const commandsRef = useRef(commands);
  useEffect(() => {
    commandsRef.current = commands;
  }, [commands]);

  // Window shortcuts for the table and timeline; inside Monaco its own keybindings run first.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const inField = !!target && (target.tagName === "INPUT" || target.tagName === "SELECT" || (target.tagName === "TEXTAREA" && !target.closest(".monaco-editor")));
      const list = commandsRef.current.filter((c) => !(inField && (c.id === "warbench.undo" || c.id === "warbench.redo")));
      // Undo/redo from the window only when the text is not focused (Monaco does its own).
      handleShortcut(target?.closest(".monaco-editor") ? list.filter((c) => c.id !== "warbench.undo" && c.id !== "warbench.redo") : list, event);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // The same commands in Monaco: F1 palette and keybindings while the text has focus. Registered once per
  // editor (each registration rebuilds Monaco's keybinding table, far too slow to redo on every render);
  // they run whatever the current command does.
  const commandIds = commands.map((c) => c.id).join(" ");
  useEffect(() => {
    if (!editor) return;
    const disposables = commandsRef.current
      .filter((c) => c.id !== "warbench.undo" && c.id !== "warbench.redo")
      .map((c) => {
        const key = c.shortcut && monacoKeybinding(monaco, c.shortcut);
        return editor.addAction({ id: c.id, label: `Warbench: ${c.label}`, keybindings: key ? [key] : [], run: () => commandsRef.current.find((x) => x.id === c.id)?.run() });
      });
    return () => disposables.forEach((d) => d.dispose());
  }, [editor, commandIds]);

  useEffect(() => (editor ? followStudioTheme() : undefined), [editor]);

  // Stable: @monaco-editor/react calls updateOptions whenever this object changes.
  const editorOptions = useMemo(
    (): import("monaco-editor/editor").editor.IStandaloneEditorConstructionOptions => ({
      ariaLabel: `${props.documentName} as JSON`,
      automaticLayout: true,
      fontSize: 13,
      tabSize: 2,
      minimap: { enabled: !large, maxColumn: 80 },
      stickyScroll: { enabled: !large },
      bracketPairColorization: { enabled: !large },
      colorDecorators: !large,
      occurrencesHighlight: large ? "off" : "singleFile",
      foldingStrategy: large ? "indentation" : "auto",
      scrollBeyondLastLine: false,
      formatOnPaste: false,
      quickSuggestions: { strings: true, other: true, comments: false },
      suggest: { showWords: false },
      fixedOverflowWidgets: true,
      readOnly,
      readOnlyMessage: { value: VIEW_ONLY_NOTE },
    }),
    [props.documentName, large, readOnly],
  );

  const onMount = useCallback((e: CodeEditor) => {
    setEditor(e);
    setModel(e.getModel());
  }, []);

  const mapValue = props.kind === "map" ? snapshot.value : context?.map?.value;
  const showMap = isObj(mapValue) && mapValue.layout === "hex";
  const definitionDoc = definition && context?.[definition.role];

  return (
    <div className="panel editor-shell de-shell">
      <SaveBanner
        problem={saver.problem}
        state={saver.state}
        canRetry={saver.canRetry}
        onRetry={() => void saver.save()}
        onReload={saver.reload}
        onSaveCopy={saver.saveAsCopy}
        style={{ margin: 10 }}
      />
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
      <div className="editor-toolbar">
        {!readOnly && <SaveStatus state={saver.state} />}
        <div className="de-tabs" role="tablist" aria-label="Views">
          {(["json", ...(isArea ? ["area"] : isScenario ? ["oob", "timeline"] : [])] as View[]).map((v) => (
            <button key={v} type="button" role="tab" aria-selected={view === v} className="btn small" onClick={() => setView(v)}>
              {v === "json" ? "JSON" : v === "oob" ? "OOB table" : v === "area" ? "Setup" : "Reinforcements"}
            </button>
          ))}
        </div>
        <span className="grow" />
        {isScenario && saver.dirty && (
          <button
            type="button"
            className="btn small primary"
            title="Play this scenario now, unsaved changes included"
            onClick={() => {
              const base = `/projects/${props.projectId}/documents/${props.documentId}/playtest`;
              if (!saver.dirty || !model) return router.push(base);
              storeDraft(props.documentId, { text: model.getValue(), baseRevisionId: saver.baseRevision() });
              router.push(`${base}?draft=1`);
            }}
          >
            ▶ Playtest unsaved
          </button>
        )}
        <SaveControls
          readOnly={readOnly}
          autosave={saver.autosave}
          onAutosave={saver.setAutosave}
          onFormat={format}
          message={saver.message}
          onMessage={saver.setMessage}
          saving={saver.state === "saving"}
          onSave={() => void saver.save()}
        />
      </div>
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
            {/* A viewer sees the table and timeline with every control that would change the text switched off; so does anyone while the JSON is broken. */}
            {snapshot.broken && view !== "json" && (
              <p className="banner warn stale-note" role="status" data-testid="stale-views">
                The JSON has a syntax error: this shows the last text that parsed. Fix the JSON to edit here.
              </p>
            )}
            <fieldset className={`plain${snapshot.broken ? " stale" : ""}`} disabled={readOnly || snapshot.broken}>
              {view === "area" && isArea && <AreaSetup value={snapshot.value} game={context?.game?.value} map={context?.map?.value} getText={getText} onEdits={applyEdits} onReveal={revealPointer} />}
              {view === "oob" && isScenario && !isArea && <OobTable value={snapshot.value} game={context?.game?.value} request={oobRequest} onRequestDone={oobDone} onEdits={applyEdits} getText={() => model?.getValue() ?? ""} onReveal={revealPointer} />}
              {view === "timeline" && isScenario && !isArea && (
                <ReinforcementTimeline value={snapshot.value} game={context?.game?.value} map={mapValue} onEdits={applyEdits} getText={getText} onReveal={revealPointer} onPickHex={showMap ? pickHex : undefined} />
              )}
            </fieldset>
          </div>
          <ProblemsPanel findings={lint.findings} checkedMs={lint.ms} onJump={onProblem} />
        </div>
        {(showMap || definitionDoc) && (
          <aside className="de-side">
            {definition && definitionDoc && (
              <DefinitionPane
                role={definition.role}
                doc={definitionDoc}
                line={definition.line}
                column={definition.column}
                href={`/projects/${props.projectId}/documents/${definitionDoc.doc.id}${definition.role === "map" ? "?view=json" : ""}`}
                onClose={() => setDefinition(null)}
              />
            )}
            {showMap && (
              <div className={snapshot.broken ? "stale" : undefined} title={snapshot.broken ? "The JSON has a syntax error: this shows the last text that parsed. Fix the JSON to edit here." : undefined}>
                <MapPane
                  map={mapValue}
                  scenario={isScenario ? snapshot.value : null}
                  game={context?.game?.value}
                  highlight={cursorHex}
                  onReveal={revealPointer}
                  getText={isScenario && !readOnly && !snapshot.broken ? getText : undefined}
                  onEdits={isScenario && !readOnly && !snapshot.broken ? applyEdits : undefined}
                  pick={pick}
                  revealOnClick={view === "json"}
                />
              </div>
            )}
          </aside>
        )}
      </div>
      <div className="editor-status">
        <span>{props.kind} document</span>
        {model && <span>{model.getLineCount()} lines</span>}
        {lint.latencyMs !== null && <span title="From the pause in typing to the markers">markers in {lint.latencyMs} ms</span>}
        {context?.missing.map((m) => (
          <span key={m} className="bad">
            {m}
          </span>
        ))}
        {context?.game && <span>game: {context.game.doc.name}</span>}
        {context?.map && <span>map: {context.map.doc.name}</span>}
      </div>
      {removals.dialog}
    </div>
  );
}
