export * from "./fit";
export * from "./roster";
export * from "./setup-edits";
export * from "./stacking";
export { type TextEdit } from "./json-edits";
