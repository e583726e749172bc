export * from "./codes";
export * from "./findings";
export { findJsonSyntaxError, jsonPositions, LineIndex, type TextPosition } from "./json-position";
export { MAX_DOCUMENT_BYTES, parseJsonText, type JsonParse } from "./json-text";
export { HexMapIndex } from "./map-index";
export { checkSchema } from "./schema-check";
export { checkDocument, validateDocument, validateText, withPositions, type CheckedDocument, type TextDocument } from "./validate";
export { checkBundleText, validateBundleText, validateBundleValue, validateProject, type ProjectFindings, type SourceDocument } from "./project";
export { checkImport, type ImportCheck } from "./import-check";
