-- Kept by hand (not generated): tells every server process whose booking changed for a player,
-- so the token checks they answer from memory drop it (modules/hunt/player-bookings.ts). Only
-- the columns a player request reads; delivered when the transaction commits.
CREATE FUNCTION "player_booking_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		PERFORM pg_notify('seaside_player_booking_changed', '*');
	ELSE
		PERFORM pg_notify('seaside_player_booking_changed', OLD."access_token");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "player_booking_changed"
	AFTER UPDATE OF "access_token", "full_name", "team_member_count", "registration_date", "deleted_at" OR DELETE ON "bookings"
	FOR EACH ROW WHEN (OLD."access_token" IS NOT NULL) EXECUTE FUNCTION "player_booking_changed"();
--> statement-breakpoint
CREATE TRIGGER "player_bookings_truncated" AFTER TRUNCATE ON "bookings"
	FOR EACH STATEMENT EXECUTE FUNCTION "player_booking_changed"();
