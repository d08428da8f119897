ALTER TABLE "course_date_scans" ADD COLUMN "first_read_at" timestamp with time zone;--> statement-breakpoint
-- Course-dates already read successfully are past their baseline.
UPDATE "course_date_scans" SET "first_read_at" = "last_checked_at" WHERE "last_status" = 'ok' OR "open_slots" > 0;
