CREATE TABLE "hunt_content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hunt_content_version_one_row" CHECK ("hunt_content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "hunt_content_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Moves the version when a transaction that changed the clues or the texts commits. The trigger is
-- deferred to the commit, so a transaction takes the version row's lock after every row lock it
-- needs: two concurrent edits wait for each other there but can never deadlock on it.
CREATE FUNCTION "bump_hunt_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "hunt_content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "questions_move_content_version" AFTER INSERT OR UPDATE OR DELETE ON "questions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_hunt_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "message_configs_move_content_version" AFTER INSERT OR UPDATE OR DELETE ON "message_configs"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_hunt_content_version"();
--> statement-breakpoint
-- TRUNCATE fires no row triggers.
CREATE TRIGGER "questions_truncate_moves_content_version" AFTER TRUNCATE ON "questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_hunt_content_version"();
--> statement-breakpoint
CREATE TRIGGER "message_configs_truncate_moves_content_version" AFTER TRUNCATE ON "message_configs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_hunt_content_version"();
