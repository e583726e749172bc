/**
 * Monaco adapters for lib/editor-intel: completion of ids and hex labels,
 * go-to-definition (into the game and map too) and hovers. Providers are
 * registered once for the JSON language; each open document registers a
 * session under its model's URI, so other JSON models are left alone.
 */
import type { DocumentKind } from "@/lib/model/document-kind";
import { type DocRole, Intel, completeReference, definitionOf, hoverOf, isUnitIdPath, jsonTree, locate, nodeAtPointer, parseLoose, referenceAt, renameUnitEdits } from "@/lib/editor-intel";
import type { Node } from "@/lib/editor-intel/json-tree";
import { monaco } from "./monaco-setup";

type Model = import("monaco-editor/editor").editor.ITextModel;

export interface IntelSession {
  kind: DocumentKind;
  /** The parsed game and map this document refers to (scenario), if loaded. */
  context: { game?: unknown; map?: unknown };
  /** Read-only models of the game and map, for definitions that live there. */
  models: Partial<Record<Exclude<DocRole, "self">, Model>>;
  /** The editor's latest parsed snapshot of the text (debounced). */
  snapshot?: unknown;
  /** Called when a definition in the game or map is opened (F12). */
  openDefinition?: (role: Exclude<DocRole, "self">, line: number, column: number) => void;
}

const sessions = new Map<string, IntelSession>();
const intelCache = new WeakMap<IntelSession, { key: unknown; intel: Intel }>();

/** Above this size, the index follows the editor's debounced snapshot instead of re-reading the text per keystroke. */
const FRESH_PARSE_LIMIT = 200_000;
const treeCache = new WeakMap<Model, { version: number; tree: Node | undefined }>();

function sessionOf(model: Model): IntelSession | undefined {
  return sessions.get(model.uri.toString());
}

/**
 * The index for a model's text; rebuilt only when the text changed. A big
 * document (a 2,000-unit OOB parses and indexes in ~30 ms) uses the parsed
 * snapshot the editor keeps, so completion never costs a parse per keystroke.
 */
export function intelOf(model: Model, session: IntelSession): Intel {
  const big = session.snapshot !== undefined && model.getValueLength() > FRESH_PARSE_LIMIT;
  const key = big ? session.snapshot : model.getVersionId();
  const cached = intelCache.get(session);
  if (cached && cached.key === key) return cached.intel;
  const intel = new Intel({ kind: session.kind, self: big ? session.snapshot : parseLoose(model.getValue()), game: session.context.game, map: session.context.map });
  intelCache.set(session, { key, intel });
  return intel;
}

/** Forgets the cached index, e.g. after the game or map context changed. */
export function invalidateIntel(session: IntelSession) {
  intelCache.delete(session);
}

function treeOf(model: Model): Node | undefined {
  const version = model.getVersionId();
  const cached = treeCache.get(model);
  if (cached && cached.version === version) return cached.tree;
  const tree = jsonTree(model.getValue());
  treeCache.set(model, { version, tree });
  return tree;
}

function rangeOf(model: Model, offset: number, length: number) {
  const start = model.getPositionAt(offset);
  const end = model.getPositionAt(offset + length);
  return new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column);
}

const KIND_ICON: Record<string, number> = {
  unit: monaco.languages.CompletionItemKind.Unit,
  formation: monaco.languages.CompletionItemKind.Folder,
  nation: monaco.languages.CompletionItemKind.Enum,
  side: monaco.languages.CompletionItemKind.EnumMember,
  "unit-type": monaco.languages.CompletionItemKind.Class,
  terrain: monaco.languages.CompletionItemKind.Color,
  hex: monaco.languages.CompletionItemKind.Constant,
  edge: monaco.languages.CompletionItemKind.Keyword,
};

let registered = false;

function registerProviders() {
  if (registered) return;
  registered = true;
  monaco.languages.registerCompletionItemProvider("json", {
    triggerCharacters: ['"'],
    provideCompletionItems(model, position) {
      const session = sessionOf(model);
      if (!session) return undefined;
      const result = completeReference(session.kind, model.getValue(), model.getOffsetAt(position), intelOf(model, session));
      if (!result) return undefined;
      const range = rangeOf(model, result.range.offset, result.range.length);
      return {
        incomplete: result.incomplete,
        suggestions: result.items.map((item) => ({
          label: { label: item.label, description: item.detail },
          kind: KIND_ICON[item.ref] ?? monaco.languages.CompletionItemKind.Reference,
          detail: item.detail,
          documentation: item.documentation,
          insertText: item.insertText,
          filterText: item.insertText.startsWith('"') ? item.insertText : item.label,
          sortText: item.sortText,
          range,
        })),
      };
    },
  });

  monaco.languages.registerDefinitionProvider("json", {
    provideDefinition(model, position) {
      const session = sessionOf(model);
      if (!session) return undefined;
      const ref = referenceAt(session.kind, model.getValue(), model.getOffsetAt(position));
      if (!ref) return undefined;
      const def = definitionOf(intelOf(model, session), ref.ref, ref.value);
      if (!def) return undefined;
      const target = def.role === "self" ? model : session.models[def.role];
      if (!target) return undefined;
      const node = nodeAtPointer(treeOf(target), def.pointer);
      if (!node) return undefined;
      const offset = def.charIndex === undefined ? node.offset : node.offset + 1 + def.charIndex;
      return { uri: target.uri, range: rangeOf(target, offset, def.charIndex === undefined ? node.length : 1) };
    },
  });

  monaco.languages.registerHoverProvider("json", {
    provideHover(model, position) {
      const session = sessionOf(model);
      if (!session) return undefined;
      const ref = referenceAt(session.kind, model.getValue(), model.getOffsetAt(position));
      if (!ref) return undefined;
      const text = hoverOf(intelOf(model, session), ref.ref, ref.value);
      return text ? { range: rangeOf(model, ref.range.offset, ref.range.length), contents: [{ value: text }] } : undefined;
    },
  });

  // F2 on a unit id, in its declaration or any reference: renamed everywhere the scenario names it, one undo step.
  const unitIdAt = (model: Model, position: import("monaco-editor/editor").Position) => {
    const session = sessionOf(model);
    if (session?.kind !== "scenario") return null;
    const at = locate(model.getValue(), model.getOffsetAt(position));
    const token = at.token;
    if (at.atKey || token?.type !== "string" || typeof token.value !== "string" || !isUnitIdPath(at.path)) return null;
    const closed = token.length >= 2 && model.getValue().charAt(token.offset + token.length - 1) === '"';
    return { id: token.value, index: at.path[0] === "units" ? (at.path[1] as number) : undefined, range: rangeOf(model, token.offset + 1, token.length - (closed ? 2 : 1)) };
  };
  monaco.languages.registerRenameProvider("json", {
    resolveRenameLocation(model, position) {
      const at = unitIdAt(model, position);
      if (at) return { range: at.range, text: at.id };
      const here = new monaco.Range(position.lineNumber, position.column, position.lineNumber, position.column);
      return { range: here, text: "", rejectReason: "Only a unit id can be renamed here: press F2 on a unit's id or on a reference to it." };
    },
    provideRenameEdits(model, position, newName) {
      const at = unitIdAt(model, position);
      if (!at) return { edits: [], rejectReason: "Only a unit id can be renamed here." };
      const r = renameUnitEdits(model.getValue(), at.id, newName.trim(), at.index);
      if (!r.ok) return { edits: [], rejectReason: r.reason };
      const versionId = model.getVersionId();
      return { edits: r.edits.map((e) => ({ resource: model.uri, versionId, textEdit: { range: rangeOf(model, e.offset, e.length), text: e.text } })) };
    },
  });

  // Go to definition into the game or map: the standalone editor cannot open
  // another model by itself, so the session shows it (in a read-only pane).
  monaco.editor.registerEditorOpener({
    openCodeEditor(source, resource, selectionOrPosition) {
      const model = source.getModel();
      const session = model && sessionOf(model);
      if (!session?.openDefinition) return false;
      const role = (["game", "map"] as const).find((r) => session.models[r]?.uri.toString() === resource.toString());
      if (!role) return false;
      const pos = selectionOrPosition && "startLineNumber" in selectionOrPosition
        ? { lineNumber: selectionOrPosition.startLineNumber, column: selectionOrPosition.startColumn }
        : (selectionOrPosition ?? { lineNumber: 1, column: 1 });
      session.openDefinition(role, pos.lineNumber, pos.column);
      return true;
    },
  });
}

export function registerIntelSession(model: Model, session: IntelSession): () => void {
  registerProviders();
  const key = model.uri.toString();
  sessions.set(key, session);
  return () => {
    if (sessions.get(key) === session) sessions.delete(key);
  };
}
