-- A time-ordered UUID (RFC 9562 version 7): 48 bits of Unix milliseconds, then the random bits of
-- gen_random_uuid() with the version nibble set to 7. PostgreSQL 18 has this built in as uuidv7().
CREATE FUNCTION uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
        placing substring(int8send((extract(epoch from clock_timestamp()) * 1000)::bigint) from 3)
        from 1 for 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;--> statement-breakpoint
DROP INDEX "alert_reach_alert_idx";--> statement-breakpoint
DROP INDEX "outbox_published_idx";--> statement-breakpoint
ALTER TABLE "alert_reach" DROP CONSTRAINT "alert_reach_course_id_date_window_start_alert_id_pk";--> statement-breakpoint
ALTER TABLE "alert_matches" ALTER COLUMN "id" SET DEFAULT uuid_v7();--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "id" SET DEFAULT uuid_v7();--> statement-breakpoint
ALTER TABLE "alert_reach" ADD CONSTRAINT "alert_reach_alert_id_course_id_pk" PRIMARY KEY("alert_id","course_id");--> statement-breakpoint
CREATE INDEX "alert_reach_match_idx" ON "alert_reach" USING btree ("course_id","date","window_start","window_end","players","max_price_cents","alert_id");--> statement-breakpoint
CREATE INDEX "outbox_published_idx" ON "outbox" USING btree ("published_at") WHERE "outbox"."published_at" is not null;