-- Cancellations and refunds count only for bookings that were paid: staff cancelling an abandoned
-- (unpaid) checkout is not a cancellation, as unpaid checkouts are not bookings on the dashboard.
-- A refunded booking was always paid; the rebuild recounts the figures already stored.
CREATE OR REPLACE FUNCTION "booking_figures_apply"(b "bookings", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF b."deleted_at" IS NOT NULL OR NOT b."is_payment_successful" THEN
		RETURN;
	END IF;
	PERFORM "booking_figures_bump"(b."paid_at", sign * (b."status" = 'active')::integer,
		sign * CASE WHEN b."status" = 'active' THEN b."team_member_count" ELSE 0 END, sign * b."amount_pence"::bigint, 0, 0, 0, 0);
	IF b."status" = 'cancelled' OR b."refund_status" = 'refunded' THEN
		PERFORM "booking_figures_bump"(coalesce(b."cancelled_at", b."paid_at"), 0, 0, 0, sign * (b."status" = 'cancelled')::integer,
			sign * CASE WHEN b."refund_status" = 'refunded' THEN b."refunded_amount_pence" ELSE 0 END::bigint, 0, 0);
	END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_figures_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
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
		FROM "bookings" WHERE "deleted_at" IS NULL AND "is_payment_successful"
			AND ("status" = 'cancelled' OR "refund_status" = 'refunded')
			AND coalesce("cancelled_at", "paid_at") IS NOT NULL
		UNION ALL
		SELECT "completed_at", 0, 0, 0, 0, 0, 1, floor(extract(epoch from "completed_at" - coalesce("started_at", "completed_at")))::bigint
		FROM "hunt_progress" WHERE "state" = 'completed' AND "completed_at" IS NOT NULL
	) AS figures
	GROUP BY 1;
END $$;
--> statement-breakpoint
SELECT "booking_figures_rebuild"();
