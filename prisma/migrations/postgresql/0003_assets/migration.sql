-- Pictures kept with a project (an area map's background, for now). Keyed by
-- the SHA-256 of their bytes per project, so uploading the same picture twice
-- stores it once and a document names it by content, never by a path.
CREATE TABLE "Asset" (
    "projectId" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Asset_pkey" PRIMARY KEY ("projectId", "sha256"),
    CONSTRAINT "Asset_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
