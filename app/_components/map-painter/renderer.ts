// Kept only for playtest/board.tsx until it imports the renderer from board-canvas; nothing in this folder uses it.
export { MapRenderer } from "../board-canvas/hex-renderer";
