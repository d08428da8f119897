CREATE INDEX "tee_times_course_date_starts_idx" ON "tee_times" USING btree ("course_id","local_date","starts_at");--> statement-breakpoint
DROP INDEX "tee_times_course_date_idx";