// Kept only for area-playtest (board-prep, draw-board, board-geometry) until it imports board-canvas/area-spaces; nothing in this folder uses it.
export { LABEL_PX, drawSpaces, pathOf, type DrawnSpace, type SpaceCache } from "../board-canvas/area-spaces";
