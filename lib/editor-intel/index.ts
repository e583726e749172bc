export * from "./json-tree";
export * from "./refs";
export * from "./intel";
export * from "./hexes";
export * from "./queries";
export * from "./scenario-views";
export * from "./edits";
