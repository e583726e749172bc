-- Balance reports (warbench balance, the studio's Balance tab): bot games of one
-- scenario revision and what they say about its balance, kept with the scenario
-- document and the exact revisions they were played on.
CREATE TABLE "BalanceReport" (
    "id" TEXT NOT NULL,
    "documentId" TEXT NOT NULL,
    "scenarioRevisionId" TEXT NOT NULL,
    "gameRevisionId" TEXT,
    "mapRevisionId" TEXT,
    "revisionNumber" INTEGER NOT NULL,
    "games" INTEGER NOT NULL,
    "partial" BOOLEAN NOT NULL DEFAULT false,
    "bots" TEXT NOT NULL,
    "seed" INTEGER NOT NULL,
    "report" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BalanceReport_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "BalanceReport_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "Document" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "BalanceReport_documentId_createdAt_idx" ON "BalanceReport"("documentId", "createdAt");
