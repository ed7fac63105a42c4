CREATE TABLE "booking_figures" (
	"bucket" timestamp with time zone PRIMARY KEY NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"gross_pence" bigint DEFAULT 0 NOT NULL,
	"cancellations" integer DEFAULT 0 NOT NULL,
	"refunds_pence" bigint DEFAULT 0 NOT NULL,
	"finished" integer DEFAULT 0 NOT NULL,
	"finish_seconds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bookings_places_idx" ON "bookings" USING btree ("registration_date","team_member_count") WHERE "bookings"."deleted_at" is null and "bookings"."status" = 'active' and "bookings"."is_payment_successful";--> statement-breakpoint
CREATE INDEX "payment_sessions_open_idx" ON "payment_sessions" USING btree ("expires_at") WHERE "payment_sessions"."status" = 'open';--> statement-breakpoint
-- Kept by hand (not generated): the triggers that keep booking_figures exact, and the backfill.
-- A figure belongs to the quarter hour (UTC) of its time: sales to the payment, cancellations to
-- the cancellation, refunds to the cancellation (or to the payment for a refund made at the
-- provider without one), finished hunts to the finish. Deleted bookings count nowhere.
CREATE FUNCTION "booking_figures_bump"(at timestamptz, d_bookings integer, d_players integer, d_gross bigint,
	d_cancellations integer, d_refunds bigint, d_finished integer, d_finish_seconds bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF at IS NULL THEN
		RETURN;
	END IF;
	INSERT INTO "booking_figures" AS f ("bucket", "bookings", "players", "gross_pence", "cancellations", "refunds_pence", "finished", "finish_seconds")
	VALUES (date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00'), d_bookings, d_players, d_gross, d_cancellations, d_refunds, d_finished, d_finish_seconds)
	ON CONFLICT ("bucket") DO UPDATE SET
		"bookings" = f."bookings" + EXCLUDED."bookings",
		"players" = f."players" + EXCLUDED."players",
		"gross_pence" = f."gross_pence" + EXCLUDED."gross_pence",
		"cancellations" = f."cancellations" + EXCLUDED."cancellations",
		"refunds_pence" = f."refunds_pence" + EXCLUDED."refunds_pence",
		"finished" = f."finished" + EXCLUDED."finished",
		"finish_seconds" = f."finish_seconds" + EXCLUDED."finish_seconds";
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_figures_apply"(b "bookings", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF b."deleted_at" IS NOT NULL THEN
		RETURN;
	END IF;
	IF b."is_payment_successful" THEN
		PERFORM "booking_figures_bump"(b."paid_at", sign * (b."status" = 'active')::integer,
			sign * CASE WHEN b."status" = 'active' THEN b."team_member_count" ELSE 0 END, sign * b."amount_pence"::bigint, 0, 0, 0, 0);
	END IF;
	IF b."status" = 'cancelled' OR b."refund_status" = 'refunded' THEN
		PERFORM "booking_figures_bump"(coalesce(b."cancelled_at", b."paid_at"), 0, 0, 0, sign * (b."status" = 'cancelled')::integer,
			sign * CASE WHEN b."refund_status" = 'refunded' THEN b."refunded_amount_pence" ELSE 0 END::bigint, 0, 0);
	END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_figures_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "booking_figures_apply"(OLD, -1);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM "booking_figures_apply"(NEW, 1);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_figures_insert_delete" AFTER INSERT OR DELETE ON "bookings"
	FOR EACH ROW EXECUTE FUNCTION "booking_figures_sync"();
--> statement-breakpoint
CREATE TRIGGER "bookings_figures_update" AFTER UPDATE ON "bookings"
	FOR EACH ROW
	WHEN ((OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL)
		OR OLD."is_payment_successful" IS DISTINCT FROM NEW."is_payment_successful"
		OR OLD."paid_at" IS DISTINCT FROM NEW."paid_at"
		OR OLD."status" IS DISTINCT FROM NEW."status"
		OR OLD."team_member_count" IS DISTINCT FROM NEW."team_member_count"
		OR OLD."amount_pence" IS DISTINCT FROM NEW."amount_pence"
		OR OLD."cancelled_at" IS DISTINCT FROM NEW."cancelled_at"
		OR OLD."refund_status" IS DISTINCT FROM NEW."refund_status"
		OR OLD."refunded_amount_pence" IS DISTINCT FROM NEW."refunded_amount_pence")
	EXECUTE FUNCTION "booking_figures_sync"();
--> statement-breakpoint
CREATE FUNCTION "hunt_figures_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND OLD."state" = 'completed' THEN
		PERFORM "booking_figures_bump"(OLD."completed_at", 0, 0, 0, 0, 0, -1,
			-floor(extract(epoch from OLD."completed_at" - coalesce(OLD."started_at", OLD."completed_at")))::bigint);
	END IF;
	IF TG_OP <> 'DELETE' AND NEW."state" = 'completed' THEN
		PERFORM "booking_figures_bump"(NEW."completed_at", 0, 0, 0, 0, 0, 1,
			floor(extract(epoch from NEW."completed_at" - coalesce(NEW."started_at", NEW."completed_at")))::bigint);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "hunt_progress_figures_insert_delete" AFTER INSERT OR DELETE ON "hunt_progress"
	FOR EACH ROW EXECUTE FUNCTION "hunt_figures_sync"();
--> statement-breakpoint
-- Only a change of state or times calls the function (not every stored chat step).
CREATE TRIGGER "hunt_progress_figures_update" AFTER UPDATE ON "hunt_progress"
	FOR EACH ROW
	WHEN (OLD."state" IS DISTINCT FROM NEW."state"
		OR OLD."started_at" IS DISTINCT FROM NEW."started_at"
		OR OLD."completed_at" IS DISTINCT FROM NEW."completed_at")
	EXECUTE FUNCTION "hunt_figures_sync"();
--> statement-breakpoint
-- Recomputes every figure from the bookings and hunts (the backfill; bulk loads that skip the triggers call it too).
CREATE FUNCTION "booking_figures_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "booking_figures";
	INSERT INTO "booking_figures" ("bucket", "bookings", "players", "gross_pence", "cancellations", "refunds_pence", "finished", "finish_seconds")
	SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00'), sum(b)::integer, sum(p)::integer, sum(g), sum(c)::integer, sum(r), sum(f)::integer, sum(fs)
	FROM (
		SELECT "paid_at" AS at, ("status" = 'active')::integer AS b, CASE WHEN "status" = 'active' THEN "team_member_count" ELSE 0 END AS p,
			"amount_pence"::bigint AS g, 0 AS c, 0::bigint AS r, 0 AS f, 0::bigint AS fs
		FROM "bookings" WHERE "deleted_at" IS NULL AND "is_payment_successful" AND "paid_at" IS NOT NULL
		UNION ALL
		SELECT coalesce("cancelled_at", "paid_at"), 0, 0, 0, ("status" = 'cancelled')::integer,
			CASE WHEN "refund_status" = 'refunded' THEN "refunded_amount_pence" ELSE 0 END::bigint, 0, 0
		FROM "bookings" WHERE "deleted_at" IS NULL AND ("status" = 'cancelled' OR "refund_status" = 'refunded')
			AND coalesce("cancelled_at", "paid_at") IS NOT NULL
		UNION ALL
		SELECT "completed_at", 0, 0, 0, 0, 0, 1, floor(extract(epoch from "completed_at" - coalesce("started_at", "completed_at")))::bigint
		FROM "hunt_progress" WHERE "state" = 'completed' AND "completed_at" IS NOT NULL
	) AS figures
	GROUP BY 1;
END $$;
--> statement-breakpoint
CREATE FUNCTION "booking_figures_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "booking_figures_rebuild"();
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_figures_truncate" AFTER TRUNCATE ON "bookings"
	FOR EACH STATEMENT EXECUTE FUNCTION "booking_figures_clear"();
--> statement-breakpoint
CREATE TRIGGER "hunt_progress_figures_truncate" AFTER TRUNCATE ON "hunt_progress"
	FOR EACH STATEMENT EXECUTE FUNCTION "booking_figures_clear"();
--> statement-breakpoint
SELECT "booking_figures_rebuild"();
