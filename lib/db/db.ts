import type { PrismaClient } from "./generated/client";

/** The database handle every lib/db function takes first. */
export type Db = PrismaClient;
