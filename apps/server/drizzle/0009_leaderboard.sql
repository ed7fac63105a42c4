CREATE TABLE "team_scores" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"team_size" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"hints_used" integer NOT NULL,
	"wrong_guesses" integer NOT NULL,
	"score_seconds" integer NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"finished_on" date NOT NULL,
	"team_name" text,
	"board_month" text,
	"joined_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hunt_progress" ADD COLUMN "leaderboard_reply" text;--> statement-breakpoint
ALTER TABLE "team_scores" ADD CONSTRAINT "team_scores_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_scores_month_name_key" ON "team_scores" USING btree ("board_month",lower("team_name")) WHERE "team_scores"."team_name" is not null and "team_scores"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "team_scores_board_idx" ON "team_scores" USING btree ("board_month","score_seconds","finished_at") WHERE "team_scores"."team_name" is not null and "team_scores"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "team_scores_all_time_idx" ON "team_scores" USING btree ("score_seconds","finished_at") WHERE "team_scores"."team_name" is not null and "team_scores"."hidden_at" is null;