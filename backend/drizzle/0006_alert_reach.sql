CREATE TABLE "alert_reach" (
	"course_id" text NOT NULL,
	"date" date NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"players" smallint NOT NULL,
	"max_price_cents" integer,
	"alert_id" uuid NOT NULL,
	CONSTRAINT "alert_reach_course_id_date_window_start_alert_id_pk" PRIMARY KEY("course_id","date","window_start","alert_id")
);
--> statement-breakpoint
ALTER TABLE "alert_reach" ADD CONSTRAINT "alert_reach_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_reach_alert_idx" ON "alert_reach" USING btree ("alert_id");--> statement-breakpoint
-- Where every existing active alert looks (the same rule as alertCoversCourse in alert-match.sql.ts).
INSERT INTO "alert_reach" ("course_id", "date", "window_start", "window_end", "players", "max_price_cents", "alert_id")
SELECT c."id", a."date", a."window_start", a."window_end", a."players", a."max_price_cents", a."id"
FROM "alerts" a JOIN "courses" c ON (
  (cardinality(a."course_ids") > 0 AND c."id" = ANY(a."course_ids"))
  OR (cardinality(a."course_ids") = 0 AND a."area" IS NOT NULL AND c."area" = a."area")
  OR (cardinality(a."course_ids") = 0 AND a."area" IS NULL AND
    2 * 3958.8 * asin(sqrt(power(sin(radians(c."latitude" - a."latitude") / 2), 2) +
      cos(radians(a."latitude")) * cos(radians(c."latitude")) *
      power(sin(radians(c."longitude" - a."longitude") / 2), 2))) <= a."radius_miles")
)
WHERE a."status" = 'active';
