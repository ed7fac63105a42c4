CREATE TABLE "booking_day_counts" (
	"registration_date" date NOT NULL,
	"quiz_status" text NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_day_counts_registration_date_quiz_status_pk" PRIMARY KEY("registration_date","quiz_status")
);
--> statement-breakpoint
-- Kept by hand (not generated): the trigger that keeps booking_day_counts exact, and the backfill.
-- Changes to a booking touch its counter rows in key order, so two transactions moving bookings
-- between the same two dates in opposite directions cannot deadlock on them.
CREATE FUNCTION "booking_day_counts_bump"(d date, s text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "booking_day_counts" AS c ("registration_date", "quiz_status", "live") VALUES (d, s, delta)
	ON CONFLICT ("registration_date", "quiz_status") DO UPDATE SET "live" = c."live" + delta;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_day_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was_live boolean := TG_OP <> 'INSERT' AND OLD."deleted_at" IS NULL;
	is_live boolean := TG_OP <> 'DELETE' AND NEW."deleted_at" IS NULL;
BEGIN
	IF was_live AND is_live AND (OLD."registration_date", OLD."quiz_status") > (NEW."registration_date", NEW."quiz_status") THEN
		PERFORM "booking_day_counts_bump"(NEW."registration_date", NEW."quiz_status", 1);
		PERFORM "booking_day_counts_bump"(OLD."registration_date", OLD."quiz_status", -1);
		RETURN NULL;
	END IF;
	IF was_live THEN
		PERFORM "booking_day_counts_bump"(OLD."registration_date", OLD."quiz_status", -1);
	END IF;
	IF is_live THEN
		PERFORM "booking_day_counts_bump"(NEW."registration_date", NEW."quiz_status", 1);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_day_counts_insert_delete" AFTER INSERT OR DELETE ON "bookings"
	FOR EACH ROW EXECUTE FUNCTION "booking_day_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "bookings_day_counts_update" AFTER UPDATE OF "registration_date", "quiz_status", "deleted_at" ON "bookings"
	FOR EACH ROW
	WHEN (OLD."registration_date" IS DISTINCT FROM NEW."registration_date"
		OR OLD."quiz_status" IS DISTINCT FROM NEW."quiz_status"
		OR (OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL))
	EXECUTE FUNCTION "booking_day_counts_sync"();
--> statement-breakpoint
CREATE FUNCTION "booking_day_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "booking_day_counts";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_day_counts_truncate" AFTER TRUNCATE ON "bookings"
	FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_counts_clear"();
--> statement-breakpoint
INSERT INTO "booking_day_counts" ("registration_date", "quiz_status", "live")
	SELECT "registration_date", "quiz_status", count(*)::integer FROM "bookings" WHERE "deleted_at" IS NULL
	GROUP BY "registration_date", "quiz_status";
