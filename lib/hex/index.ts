export * from "./grid";
export * from "./labels";
export * from "./hexside";
export * from "./pixel";
