-- Who started a saved game (team mode) [#25 item 4]: only they and the project's
-- owners change it. Games saved before this was recorded have none.
ALTER TABLE "Playtest" ADD COLUMN "createdById" TEXT;
