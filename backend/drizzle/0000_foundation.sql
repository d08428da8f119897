CREATE TYPE "public"."access_code_type" AS ENUM('private_beta', 'friend_invite');--> statement-breakpoint
CREATE TABLE "access_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"type" "access_code_type" NOT NULL,
	"max_uses" integer NOT NULL,
	"remaining_uses" integer NOT NULL,
	"invited_by_name" text,
	"inviter_user_id" uuid,
	"features" text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_codes_code_key_unique" UNIQUE("code_key"),
	CONSTRAINT "access_codes_uses_in_range" CHECK ("access_codes"."remaining_uses" between 0 and "access_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "access_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"access_code_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "access_grants_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "access_grants" ADD CONSTRAINT "access_grants_access_code_id_access_codes_id_fk" FOREIGN KEY ("access_code_id") REFERENCES "public"."access_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_inviter_idx" ON "access_codes" USING btree ("inviter_user_id");--> statement-breakpoint
CREATE INDEX "access_grants_code_idx" ON "access_grants" USING btree ("access_code_id");--> statement-breakpoint
CREATE INDEX "access_grants_expires_idx" ON "access_grants" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "outbox" USING btree ("occurred_at") WHERE "outbox"."published_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_published_idx" ON "outbox" USING btree ("published_at");