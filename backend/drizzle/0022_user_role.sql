ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'golfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('golfer', 'admin'));