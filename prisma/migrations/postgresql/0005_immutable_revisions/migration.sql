-- A revision is never changed once written (history is never rewritten; a
-- restore is a new revision): the database itself refuses an UPDATE, whatever
-- code or tool sends it. Deleting stays possible, for purging from the trash.
CREATE FUNCTION "warbench_revision_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'Revisions are immutable: save a new revision instead.';
END;
$$;
CREATE TRIGGER "Revision_immutable" BEFORE UPDATE ON "Revision"
    FOR EACH ROW EXECUTE FUNCTION "warbench_revision_immutable"();
