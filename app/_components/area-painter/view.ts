// Kept only for area-playtest/area-board.tsx until it imports board-canvas/area-view; nothing in this folder uses it.
export { AreaView } from "../board-canvas/area-view";
