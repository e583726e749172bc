-- A playtest replays from the exact game and map revisions it started with,
-- not only the scenario's: those documents may be edited after the game.
ALTER TABLE "Playtest" ADD COLUMN "gameRevisionId" TEXT;
ALTER TABLE "Playtest" ADD COLUMN "mapRevisionId" TEXT;
