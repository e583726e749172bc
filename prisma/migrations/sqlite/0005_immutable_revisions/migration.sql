-- A revision is never changed once written (history is never rewritten; a
-- restore is a new revision): the database itself refuses an UPDATE, whatever
-- code or tool sends it. Deleting stays possible, for purging from the trash.
CREATE TRIGGER "Revision_immutable" BEFORE UPDATE ON "Revision"
BEGIN
    SELECT RAISE(ABORT, 'Revisions are immutable: save a new revision instead.');
END;
