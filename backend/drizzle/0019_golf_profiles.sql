CREATE TABLE "golf_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"preferred_times" text[] NOT NULL,
	"max_distance_miles" smallint NOT NULL,
	"max_price_dollars" integer NOT NULL,
	"default_players" smallint NOT NULL,
	"course_difficulty" text[] NOT NULL,
	"weekdays_only" boolean NOT NULL,
	"weekends_only" boolean NOT NULL,
	"advance_booking_days" smallint NOT NULL,
	"favorite_course_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"city" text,
	"state" text,
	"urgency_levels" text[] NOT NULL,
	"completed_steps" smallint[] NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "golf_profiles" ADD CONSTRAINT "golf_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;