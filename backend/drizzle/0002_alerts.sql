CREATE TABLE "alert_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"tee_time_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"open_spots" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_grant_id" uuid,
	"source" text NOT NULL,
	"location_label" text NOT NULL,
	"area" text,
	"latitude" double precision,
	"longitude" double precision,
	"radius_miles" double precision,
	"location_fallback" boolean DEFAULT false NOT NULL,
	"course_ids" text[] DEFAULT '{}' NOT NULL,
	"date" date NOT NULL,
	"time_preference" text NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"players" smallint NOT NULL,
	"max_price_cents" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_owner_grant_id_access_grants_id_fk" FOREIGN KEY ("owner_grant_id") REFERENCES "public"."access_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_alert_tee_time_idx" ON "alert_matches" USING btree ("alert_id","tee_time_id");--> statement-breakpoint
CREATE INDEX "alert_matches_tee_time_idx" ON "alert_matches" USING btree ("tee_time_id");--> statement-breakpoint
CREATE INDEX "alerts_active_date_idx" ON "alerts" USING btree ("date") WHERE "alerts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "alerts_owner_grant_idx" ON "alerts" USING btree ("owner_grant_id");