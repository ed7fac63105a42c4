-- Bookings per adventure date are uneven (a busy past date may hold thousands, a coming one a
-- few dozen). With the default statistics the planner estimates every date at the average and,
-- for a coming date, picks a parallel plan whose workers cost more to start (30 to 40 ms for the
-- Today board) than the few rows cost to read. A target of 1000 keeps a count for up to 1000
-- dates, so each date's own size is known; ANALYZE then samples more rows, queries cost the same.
ALTER TABLE "bookings" ALTER COLUMN "registration_date" SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE "bookings";
