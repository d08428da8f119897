ALTER TABLE "alert_matches" DROP CONSTRAINT "alert_matches_alert_id_alerts_id_fk";
--> statement-breakpoint
-- An alert's matches go with it (and their deliveries, by their own foreign key). The exclusive
-- lock waits for the matching transactions in flight, which hold it shared (MATCHING_LOCK in
-- alert-match.sql.ts): one that read this alert's reach before the delete has committed its
-- matches by then, and the DELETE below (a new snapshot) removes them; one that starts later
-- waits for this transaction and no longer sees the alert's reach.
CREATE FUNCTION alert_matches_follow_alert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('alert_matches'));
  DELETE FROM alert_matches WHERE alert_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER alert_matches_follow_alert AFTER DELETE ON alerts
  FOR EACH ROW EXECUTE FUNCTION alert_matches_follow_alert();
