export * from "./grid";
export * from "./grid-spec";
export * from "./labels";
export * from "./hexside";
export * from "./pixel";
