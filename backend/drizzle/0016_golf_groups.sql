CREATE TABLE "golf_group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golf_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "golf_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_answers" (
	"alert_id" uuid NOT NULL,
	"tee_time_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_answers_alert_id_tee_time_id_user_id_pk" PRIMARY KEY("alert_id","tee_time_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_notices" (
	"alert_match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_notices_alert_match_id_user_id_pk" PRIMARY KEY("alert_match_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "golf_group_members" ADD CONSTRAINT "golf_group_members_group_id_golf_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."golf_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_group_members" ADD CONSTRAINT "golf_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_groups" ADD CONSTRAINT "golf_groups_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_answers" ADD CONSTRAINT "group_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_notices" ADD CONSTRAINT "group_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "golf_group_members_user_idx" ON "golf_group_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_group_id_golf_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."golf_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_group_idx" ON "alerts" USING btree ("group_id");