CREATE TABLE "booking_day_places" (
	"registration_date" date PRIMARY KEY NOT NULL,
	"players" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_places_idx";--> statement-breakpoint
-- Kept by hand (not generated): the trigger that keeps booking_day_places exact, and the backfill.
-- A booking counts its players on its date while it is live, active and paid. A booking moved
-- between dates touches the two rows in date order, so two transactions moving bookings between
-- the same two dates in opposite directions cannot deadlock on them.
CREATE FUNCTION "booking_day_places_bump"(d date, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "booking_day_places" AS p ("registration_date", "players") VALUES (d, delta)
	ON CONFLICT ("registration_date") DO UPDATE SET "players" = p."players" + delta;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_day_places_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	players_before integer := 0;
	players_after integer := 0;
BEGIN
	IF TG_OP <> 'INSERT' AND OLD."deleted_at" IS NULL AND OLD."status" = 'active' AND OLD."is_payment_successful" THEN
		players_before := OLD."team_member_count";
	END IF;
	IF TG_OP <> 'DELETE' AND NEW."deleted_at" IS NULL AND NEW."status" = 'active' AND NEW."is_payment_successful" THEN
		players_after := NEW."team_member_count";
	END IF;
	IF players_before > 0 AND players_after > 0 AND OLD."registration_date" = NEW."registration_date" THEN
		IF players_after <> players_before THEN
			PERFORM "booking_day_places_bump"(NEW."registration_date", players_after - players_before);
		END IF;
		RETURN NULL;
	END IF;
	IF players_before > 0 AND players_after > 0 AND NEW."registration_date" < OLD."registration_date" THEN
		PERFORM "booking_day_places_bump"(NEW."registration_date", players_after);
		PERFORM "booking_day_places_bump"(OLD."registration_date", -players_before);
		RETURN NULL;
	END IF;
	IF players_before > 0 THEN
		PERFORM "booking_day_places_bump"(OLD."registration_date", -players_before);
	END IF;
	IF players_after > 0 THEN
		PERFORM "booking_day_places_bump"(NEW."registration_date", players_after);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_day_places_insert_delete" AFTER INSERT OR DELETE ON "bookings"
	FOR EACH ROW EXECUTE FUNCTION "booking_day_places_sync"();
--> statement-breakpoint
CREATE TRIGGER "bookings_day_places_update"
	AFTER UPDATE OF "registration_date", "team_member_count", "status", "is_payment_successful", "deleted_at" ON "bookings"
	FOR EACH ROW
	WHEN ((OLD."registration_date", OLD."team_member_count", OLD."status", OLD."is_payment_successful", OLD."deleted_at" IS NULL)
		IS DISTINCT FROM (NEW."registration_date", NEW."team_member_count", NEW."status", NEW."is_payment_successful", NEW."deleted_at" IS NULL))
	EXECUTE FUNCTION "booking_day_places_sync"();
--> statement-breakpoint
CREATE FUNCTION "booking_day_places_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "booking_day_places";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_day_places_truncate" AFTER TRUNCATE ON "bookings"
	FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_places_clear"();
--> statement-breakpoint
INSERT INTO "booking_day_places" ("registration_date", "players")
	SELECT "registration_date", sum("team_member_count")::integer FROM "bookings"
	WHERE "deleted_at" IS NULL AND "status" = 'active' AND "is_payment_successful"
	GROUP BY "registration_date";
