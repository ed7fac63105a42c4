-- The transcript becomes one row per stored chat step (the team's message and its replies, as a
-- JSON array in order) instead of one row per message: a step is written at once and read only
-- whole, and every row was a heap tuple and an index entry to write (docs/decisions.md).
-- Messages stored before keep their order, each as a step of its own.
CREATE TABLE "hunt_turns" (
	"id" bigserial NOT NULL,
	"booking_id" uuid NOT NULL,
	"messages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunt_turns_pkey" PRIMARY KEY("booking_id","id")
);
--> statement-breakpoint
INSERT INTO "hunt_turns" ("booking_id", "messages", "created_at")
SELECT "booking_id",
	jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
		'role', "role", 'content', "content", 'messageType', "message_type", 'metadata', "metadata"))),
	"created_at"
FROM "hunt_messages"
ORDER BY "booking_id", "id";
--> statement-breakpoint
DROP TABLE "hunt_messages";
