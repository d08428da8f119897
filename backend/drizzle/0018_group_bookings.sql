CREATE TABLE "group_bookings" (
	"alert_id" uuid PRIMARY KEY NOT NULL,
	"booked_by_user_id" uuid NOT NULL,
	"tee_time_id" uuid NOT NULL,
	"booking_id" uuid,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_bookings" ADD CONSTRAINT "group_bookings_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_bookings" ADD CONSTRAINT "group_bookings_booked_by_user_id_users_id_fk" FOREIGN KEY ("booked_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_bookings" ADD CONSTRAINT "group_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;