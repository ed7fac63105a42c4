-- The transcript references its booking again. A transcript row without a booking cannot be
-- reached by any screen or player (bookings are only ever soft-deleted), so such rows, if any,
-- are removed first and the constraint holds for every row.
DELETE FROM "hunt_turns" t WHERE NOT EXISTS (SELECT 1 FROM "bookings" b WHERE b."id" = t."booking_id");
--> statement-breakpoint
ALTER TABLE "hunt_turns" ADD CONSTRAINT "hunt_turns_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Server processes read bookings, clues and message texts from the database on every request
-- and keep no copies, so nothing listens for these announcements any more.
DROP TRIGGER IF EXISTS "player_booking_changed" ON "bookings";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "player_bookings_truncated" ON "bookings";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "player_booking_changed"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clues_changed" ON "questions";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "clues_changed"();
