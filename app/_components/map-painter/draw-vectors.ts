// Kept only for playtest/board-overlay.ts until it imports hexPath from board-canvas; nothing in this folder uses it.
export { hexPath } from "../board-canvas/hex-vectors";
