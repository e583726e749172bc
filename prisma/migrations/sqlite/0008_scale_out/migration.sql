-- Several studio processes on one PostgreSQL [#31]: presence and sign-in throttling shared by every process,
-- and balance runs on a job queue (the queue itself is pg-boss's schema "pgboss").
-- The tables exist in SQLite too (one schema for both), but the single-user studio keeps all this in its process.
CREATE TABLE "PresenceTab" (
    "documentId" TEXT NOT NULL,
    "tabKey" TEXT NOT NULL,
    "who" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "editing" BOOLEAN NOT NULL,
    "since" DATETIME NOT NULL,
    "seen" DATETIME NOT NULL,
    PRIMARY KEY ("documentId", "tabKey")
);
CREATE INDEX "PresenceTab_seen_idx" ON "PresenceTab"("seen");

CREATE TABLE "SignInAccount" (
    "account" TEXT NOT NULL PRIMARY KEY,
    "failures" INTEGER NOT NULL,
    "nextAt" DATETIME NOT NULL,
    "lastAt" DATETIME NOT NULL
);

CREATE TABLE "SignInFailure" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "client" TEXT NOT NULL,
    "at" DATETIME NOT NULL
);
CREATE INDEX "SignInFailure_client_at_idx" ON "SignInFailure"("client", "at");

CREATE TABLE "BalanceRun" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "status" TEXT NOT NULL,
    "documentId" TEXT,
    "scenarioRevisionId" TEXT,
    "gameRevisionId" TEXT,
    "mapRevisionId" TEXT,
    "createdById" TEXT,
    "spec" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "batchSize" INTEGER NOT NULL,
    "batches" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "startedAt" DATETIME,
    "finishedAt" DATETIME,
    "error" TEXT,
    "report" TEXT,
    "reportId" TEXT
);
CREATE INDEX "BalanceRun_documentId_createdAt_idx" ON "BalanceRun"("documentId", "createdAt");
CREATE INDEX "BalanceRun_status_idx" ON "BalanceRun"("status");

CREATE TABLE "BalanceBatch" (
    "runId" TEXT NOT NULL,
    "batch" INTEGER NOT NULL,
    "first" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "done" INTEGER NOT NULL DEFAULT 0,
    "records" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" DATETIME NOT NULL,
    PRIMARY KEY ("runId", "batch")
);
