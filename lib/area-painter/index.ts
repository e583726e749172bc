/**
 * # lib/area-painter — the headless area-map editor
 *
 * Pure TypeScript (no React, DOM, Next or Prisma). The canvas view in
 * app/_components/area-painter/ reads it and forwards input; tests drive it
 * the same way.
 *
 * ## The editor
 * `new AreaEditor(doc: AreaMap)` — the document as spaces whose outlines
 * index one shared vertex pool (equal coordinates = one vertex, so a border
 * drawn once moves in every space using it).
 * - Input, in **map pixels**: `pointerDown/Move/Up(x, y, {shift, alt})`,
 *   `key("Enter" | "Backspace" | "Escape")`; `setScale(screenPxPerMapPx)` so
 *   snapping and hits stay `HIT_PIXELS` (8) screen pixels wide (`tolerance`).
 * - Tools (`setTool(id)`, `tool`, `preview()` → `AreaToolPreview` {path,
 *   snap, spaces, vertex, hint}): `select` (click space; drag vertex — shared
 *   vertices move everywhere, dropping on another vertex welds them),
 *   `draw` (click points, close on the first point or Enter; kind from
 *   `setDrawKind("territory" | "seaZone")`; clicks snap to vertices and onto
 *   sides, and a point on a side is inserted into the neighbour too),
 *   `add-polygon` (another outline for `selectedSpace`: island groups),
 *   `insert-vertex` (click a side, drag), `delete-vertex`, `split` (line
 *   across a space, Enter: cuts the space the line runs through most, the
 *   selection only breaking ties; the half holding the label point keeps the
 *   id, IPC and unique flags — split-halves.ts), `merge` (click keeper, then the other), `label`
 *   (drag the label point), `connect` (click two spaces: toggles a manual
 *   connection), `canal` (two sea zones, controlling territories, Enter),
 *   `pan` (no-op: the view pans).
 * - Selection: `selectedSpace`, `selectedVertex`, `select(id, vertex?)`.
 *   `lastError`: the last refusal's one-line reason (status bar); `lastNote`:
 *   what the last action did worth saying (where a split put the IPC).
 * - Events: `subscribe(fn)` → `AreaEditorEvent` {spaces?: ids changed,
 *   full?, ui?, preview?}.
 * - Edits (each one undo step; a refusal returns `{ error }`, never throws):
 *   `createSpaceFromPolygon(kind, points, props?)` (returns the new id),
 *   `addPolygon`, `setSpaceProps(id, patch)` (name, originalOwner, ipc,
 *   victoryCity, industrialComplex, capital, neutral, impassable, number,
 *   label; undefined/false removes), `renameSpace(id, next)` (updates manual
 *   connections and canals), `deleteSpace` (and its manual connections and
 *   canals), `setLabel(id, pt | null)`, `setMapSettings({size, wrap,
 *   background | null, name, nations})`, `setConnected(a, b, on)`,
 *   `setCanal(canal)`, `deleteCanal`, `moveVertex`, `insertVertex(a, b, pt)`,
 *   `deleteVertex`, `split(id, line)`, `merge(a, b)`, `deleteSelection()`.
 *   `undo()`, `redo()`, `history.canUndo/canRedo/peekUndo()`, `dirty`,
 *   `markSaved()`, `replaceDocument(doc)` (Edit as JSON; undoable).
 * - Queries: `document()` (the AreaMap; connections = derived + manual, both
 *   ends listed), `connections()`, `derivedConnections()` (lazy and
 *   incremental: a drag only marks spaces dirty), `spaceIds()`,
 *   `spaceView(id)` {kind, props, polygons (flat, cached), label},
 *   `spaceAt(pt)`, `hitVertex(pt)`, `hitEdge(pt)`, `snap(pt)`,
 *   `lints()` → `AreaLint[]` {code, severity, message, space?, pointer}.
 *
 * ## Commands
 * `AREA_COMMANDS`: one registry {id, label, group, keys, test(e), run(editor,
 * ui)} for the keyboard, toolbar and `?` help; `areaCommandFor(e)`. The view
 * supplies `AreaPainterUi` (save, help, exports) and may append its own view
 * commands (zoom, pan).
 *
 * ## Also
 * `exportAreaSvg(doc)` (pure SVG string: owners' colours, names and IPC at
 * label points), geometry helpers (`defaultLabelPoint`, `labelPointOf`,
 * `centroid`, `pointInFlat`, boxes), `syntheticAreaMap(opts)` (a ~160-space,
 * 4,000+-vertex jittered grid for benchmarks). History, tool and command
 * shapes are shared with lib/painter through lib/editor-core.
 */
export { AreaEditor, HIT_PIXELS, type PointerMods, type SpaceView } from "./editor";
export type { AreaEditorEvent } from "./editable";
export type { EditorError } from "./editor-types";
export { lintAreaDocument, type AreaLint } from "./lints";
export type { AreaToolId, AreaToolPreview, AreaPointerInput } from "./tools/types";
export type { Snap, VertexHit, EdgeHit } from "./hit";
export type { Pt, SpaceKind, SpaceState, Canal } from "./model";
export type { SpacePatch, MetaPatch } from "./edits";
export { centroid, defaultLabelPoint, labelPointOf, pointInFlat, areaOf } from "./geometry";
export { spaceBox, mapBox } from "./hit";
export { AREA_COMMANDS, areaCommandFor, type AreaCommand, type AreaPainterUi } from "./commands";
export { exportAreaSvg, type AreaSvgOptions } from "./export-svg";
export { syntheticAreaMap, type SyntheticOptions } from "./synthetic";
export type { KeyInput } from "@/lib/editor-core/commands";
