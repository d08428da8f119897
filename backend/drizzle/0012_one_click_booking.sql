CREATE TABLE "booking_optimizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_grant_id" uuid,
	"owner_user_id" uuid,
	"tee_time_id" uuid NOT NULL,
	"players" smallint NOT NULL,
	"optimization_score" double precision NOT NULL,
	"estimated_success" double precision NOT NULL,
	"booking_strategy" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tee_time_changes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_optimizations" ADD CONSTRAINT "booking_optimizations_owner_grant_id_access_grants_id_fk" FOREIGN KEY ("owner_grant_id") REFERENCES "public"."access_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_optimizations" ADD CONSTRAINT "booking_optimizations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_optimizations_owner_user_idx" ON "booking_optimizations" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_optimizations_owner_grant_idx" ON "booking_optimizations" USING btree ("owner_grant_id","created_at");--> statement-breakpoint
CREATE INDEX "tee_time_changes_openings_idx" ON "tee_time_changes" USING btree ("course_id","observed_at") WHERE kind = 'new';