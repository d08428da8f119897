CREATE TABLE "course_date_scans" (
	"provider_link_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"last_checked_at" timestamp with time zone NOT NULL,
	"last_status" text NOT NULL,
	"last_error" text,
	"open_slots" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_date_scans_provider_link_id_local_date_pk" PRIMARY KEY("provider_link_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"type" text NOT NULL,
	"website" text,
	"booking_url" text,
	"online_booking" boolean NOT NULL,
	"platform" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"area" text
);
--> statement-breakpoint
CREATE TABLE "provider_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" text NOT NULL,
	"platform" text NOT NULL,
	"simulated" boolean NOT NULL,
	"ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tee_time_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tee_time_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"kind" text NOT NULL,
	"open_spots_before" smallint,
	"open_spots_after" smallint,
	"price_cents_before" integer,
	"price_cents_after" integer,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tee_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_link_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"slot_ref" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"local_time" text NOT NULL,
	"holes" smallint NOT NULL,
	"open_spots" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"cart_included" boolean NOT NULL,
	"booking_url" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_date_scans" ADD CONSTRAINT "course_date_scans_provider_link_id_provider_links_id_fk" FOREIGN KEY ("provider_link_id") REFERENCES "public"."provider_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_links" ADD CONSTRAINT "provider_links_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_times" ADD CONSTRAINT "tee_times_provider_link_id_provider_links_id_fk" FOREIGN KEY ("provider_link_id") REFERENCES "public"."provider_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_times" ADD CONSTRAINT "tee_times_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_area_idx" ON "courses" USING btree ("area");--> statement-breakpoint
CREATE INDEX "courses_aliases_idx" ON "courses" USING gin ("aliases");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_links_course_platform_idx" ON "provider_links" USING btree ("course_id","platform");--> statement-breakpoint
CREATE INDEX "tee_time_changes_tee_time_idx" ON "tee_time_changes" USING btree ("tee_time_id");--> statement-breakpoint
CREATE INDEX "tee_time_changes_observed_idx" ON "tee_time_changes" USING btree ("observed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tee_times_link_slot_idx" ON "tee_times" USING btree ("provider_link_id","slot_ref");--> statement-breakpoint
CREATE INDEX "tee_times_course_date_idx" ON "tee_times" USING btree ("course_id","local_date");--> statement-breakpoint
CREATE INDEX "tee_times_starts_at_idx" ON "tee_times" USING btree ("starts_at");