// lib/db: the only code that imports Prisma. Everything here returns the app's own types.
export { database, openDatabase } from "./client";
export type { Db } from "./db";
export * from "./errors";
export * from "./types";
export * from "./projects";
export * from "./documents";
export * from "./revisions";
export * from "./bundles";
export * from "./trash";
export { loadSampleProjects } from "./seed";
export { pickReference, resolveReference } from "./references";
export * from "./playtests";
export * from "./assets";
export * from "./starters";
export * from "./balance-reports";
export * from "./accounts";
export * from "./balance-runs";
export { DbSignInThrottle } from "./sign-in-throttle";
