CREATE TABLE "auto_booking_tries" (
	"auto_booking_id" uuid NOT NULL,
	"tee_time_id" uuid NOT NULL,
	"tried_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	CONSTRAINT "auto_booking_tries_auto_booking_id_tee_time_id_pk" PRIMARY KEY("auto_booking_id","tee_time_id")
);
--> statement-breakpoint
CREATE TABLE "auto_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"optimization_id" uuid NOT NULL,
	"tee_time_id" uuid NOT NULL,
	"course_name" text NOT NULL,
	"local_date" date NOT NULL,
	"local_time" text NOT NULL,
	"preferences" jsonb NOT NULL,
	"min_score" double precision NOT NULL,
	"players" smallint NOT NULL,
	"status" text NOT NULL,
	"booking_id" uuid,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_optimizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_grant_id" uuid,
	"owner_user_id" uuid,
	"tee_time_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"players" smallint NOT NULL,
	"preferences" jsonb NOT NULL,
	"optimization_score" double precision NOT NULL,
	"estimated_success" double precision NOT NULL,
	"booking_strategy" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tee_time_changes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auto_booking_tries" ADD CONSTRAINT "auto_booking_tries_auto_booking_id_auto_bookings_id_fk" FOREIGN KEY ("auto_booking_id") REFERENCES "public"."auto_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_bookings" ADD CONSTRAINT "auto_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_bookings" ADD CONSTRAINT "auto_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_optimizations" ADD CONSTRAINT "booking_optimizations_owner_grant_id_access_grants_id_fk" FOREIGN KEY ("owner_grant_id") REFERENCES "public"."access_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_optimizations" ADD CONSTRAINT "booking_optimizations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_bookings_one_per_date_idx" ON "auto_bookings" USING btree ("user_id","local_date") WHERE status in ('waiting', 'paused', 'booking', 'booked');--> statement-breakpoint
CREATE INDEX "auto_bookings_waiting_idx" ON "auto_bookings" USING btree ("local_date") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "booking_optimizations_owner_user_idx" ON "booking_optimizations" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_optimizations_owner_grant_idx" ON "booking_optimizations" USING btree ("owner_grant_id","created_at");--> statement-breakpoint
CREATE INDEX "tee_time_changes_openings_idx" ON "tee_time_changes" USING btree ("course_id","observed_at") WHERE kind = 'new';