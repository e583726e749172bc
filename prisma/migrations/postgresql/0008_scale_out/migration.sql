-- Several studio processes on one PostgreSQL [#31]: presence and sign-in throttling shared by every process,
-- and balance runs on a job queue (the queue itself is pg-boss's schema "pgboss").
CREATE TABLE "PresenceTab" (
    "documentId" TEXT NOT NULL,
    "tabKey" TEXT NOT NULL,
    "who" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "editing" BOOLEAN NOT NULL,
    "since" TIMESTAMP(3) NOT NULL,
    "seen" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "PresenceTab_pkey" PRIMARY KEY ("documentId", "tabKey")
);
CREATE INDEX "PresenceTab_seen_idx" ON "PresenceTab"("seen");

CREATE TABLE "SignInAccount" (
    "account" TEXT NOT NULL,
    "failures" INTEGER NOT NULL,
    "nextAt" TIMESTAMP(3) NOT NULL,
    "lastAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "SignInAccount_pkey" PRIMARY KEY ("account")
);

CREATE TABLE "SignInFailure" (
    "id" TEXT NOT NULL,
    "client" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "SignInFailure_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "SignInFailure_client_at_idx" ON "SignInFailure"("client", "at");

CREATE TABLE "BalanceRun" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "error" TEXT,
    "report" TEXT,
    "reportId" TEXT,
    CONSTRAINT "BalanceRun_pkey" PRIMARY KEY ("id")
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
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "BalanceBatch_pkey" PRIMARY KEY ("runId", "batch")
);
