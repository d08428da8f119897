CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_grant_id" uuid,
	"owner_user_id" uuid,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"verified_at" timestamp with time zone,
	"verification_hash" text,
	"verification_expires_at" timestamp with time zone,
	"verification_attempts" smallint DEFAULT 0 NOT NULL,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_grant_id" uuid,
	"owner_user_id" uuid,
	"delivery_id" uuid,
	"type" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_message_id" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_grant_id" uuid,
	"owner_user_id" uuid,
	"alert_id" uuid,
	"email" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"push" boolean NOT NULL,
	"frequency" text NOT NULL,
	"quiet_hours_enabled" boolean NOT NULL,
	"quiet_start_hour" smallint NOT NULL,
	"quiet_end_hour" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_grant_id" uuid,
	"owner_user_id" uuid,
	"to_number" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_grant_id_access_grants_id_fk" FOREIGN KEY ("owner_grant_id") REFERENCES "public"."access_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_attempts" ADD CONSTRAINT "email_attempts_owner_grant_id_access_grants_id_fk" FOREIGN KEY ("owner_grant_id") REFERENCES "public"."access_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_attempts" ADD CONSTRAINT "email_attempts_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_owner_grant_id_access_grants_id_fk" FOREIGN KEY ("owner_grant_id") REFERENCES "public"."access_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_owner_grant_id_access_grants_id_fk" FOREIGN KEY ("owner_grant_id") REFERENCES "public"."access_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_owner_grant_idx" ON "contacts" USING btree ("owner_grant_id");--> statement-breakpoint
CREATE INDEX "contacts_owner_user_idx" ON "contacts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_verification_hash_idx" ON "contacts" USING btree ("verification_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "email_attempts_provider_message_idx" ON "email_attempts" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "email_attempts_owner_grant_idx" ON "email_attempts" USING btree ("owner_grant_id","created_at");--> statement-breakpoint
CREATE INDEX "email_attempts_owner_user_idx" ON "email_attempts" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_alert_idx" ON "notification_preferences" USING btree ("alert_id") WHERE "notification_preferences"."alert_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_user_idx" ON "notification_preferences" USING btree ("owner_user_id") WHERE "notification_preferences"."alert_id" is null and "notification_preferences"."owner_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_grant_idx" ON "notification_preferences" USING btree ("owner_grant_id") WHERE "notification_preferences"."alert_id" is null and "notification_preferences"."owner_user_id" is null;--> statement-breakpoint
CREATE INDEX "sms_messages_owner_grant_idx" ON "sms_messages" USING btree ("owner_grant_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_owner_user_idx" ON "sms_messages" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_owner_user_idx" ON "alerts" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "deliveries_pending_due_idx" ON "deliveries" USING btree ("due_at") WHERE "deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "push_subscriptions_owner_user_idx" ON "push_subscriptions" USING btree ("owner_user_id");