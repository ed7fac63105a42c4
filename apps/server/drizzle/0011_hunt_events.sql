CREATE TABLE "hunt_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hunt_events" ADD CONSTRAINT "hunt_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_events_kind_time_idx" ON "hunt_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "hunt_events_booking_idx" ON "hunt_events" USING btree ("booking_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_type_list_idx" ON "audit_log" USING btree ("entity_type","id" DESC NULLS LAST);