-- The transcript is keyed by team, then in order (the one way it is read), and has no foreign
-- key to bookings: the chat writes a team's messages with its progress row in one statement,
-- and that row references the booking (docs/decisions.md). One index per message instead of two,
-- and no per-row check.
ALTER TABLE "hunt_messages" DROP CONSTRAINT "hunt_messages_booking_id_bookings_id_fk";--> statement-breakpoint
ALTER TABLE "hunt_messages" DROP CONSTRAINT "hunt_messages_pkey";--> statement-breakpoint
ALTER TABLE "hunt_messages" ADD CONSTRAINT "hunt_messages_pkey" PRIMARY KEY("booking_id","id");--> statement-breakpoint
DROP INDEX "hunt_messages_booking_idx";
