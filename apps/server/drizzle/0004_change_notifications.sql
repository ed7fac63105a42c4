-- Kept by hand (not generated): the database announces the changes that server processes keep
-- copies of in memory (core/change-listener.ts), whoever makes them (the admin API, a script,
-- psql). Delivered when the transaction commits.

-- A player booking: only the columns a player request reads (modules/hunt/player-booking-cache.ts);
-- the payload is its old access token, or `*` for all.
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
--> statement-breakpoint
-- The clues: any change of the questions table (the chat keeps the active ones in play order).
CREATE FUNCTION "clues_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('seaside_clues_changed', '');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clues_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "questions"
	FOR EACH STATEMENT EXECUTE FUNCTION "clues_changed"();
