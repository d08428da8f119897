import { type SQL, sql } from 'drizzle-orm';
import { alertReach, alerts, courses, teeTimes } from '../../db/schema/index.js';
import { distanceMilesSql } from '../geo/distance.js';

/**
 * Where an alert looks: its chosen courses, else every course of its area, else every course
 * within its radius of its point. Evaluated when an alert is saved, into `alert_reach`.
 */
export const alertCoversCourse: SQL = sql`(
  (cardinality(${alerts.courseIds}) > 0 and ${courses.id} = any(${alerts.courseIds}))
  or (cardinality(${alerts.courseIds}) = 0 and ${alerts.area} is not null and ${courses.area} = ${alerts.area})
  or (cardinality(${alerts.courseIds}) = 0 and ${alerts.area} is null and
    ${distanceMilesSql(alerts, courses)} <= ${alerts.radiusMiles})
)`;

/**
 * The one definition of "this tee time fits this alert" (docs/product-rules.md,
 * "Matching a tee time to an alert"), over tee_times and the alert's alert_reach rows (active
 * alerts only, at courses the alert covers): same course and date, start inside the window, room
 * for the players (and a party as large as the course asks), within the price.
 */
export const teeTimeFitsReach: SQL = sql`
  ${alertReach.courseId} = ${teeTimes.courseId}
  and ${alertReach.date} = ${teeTimes.localDate}
  and ${alertReach.windowStart} <= ${teeTimes.localTime}
  and ${teeTimes.localTime} < ${alertReach.windowEnd}
  and ${alertReach.players} <= ${teeTimes.openSpots}
  and ${teeTimes.minPlayers} <= ${alertReach.players}
  and (${alertReach.maxPriceCents} is null or ${teeTimes.priceCents} <= ${alertReach.maxPriceCents})`;

/**
 * Held shared by every matching transaction and exclusively by the deletion of an alert (trigger
 * alert_matches_follow_alert, migration 0008), which stands in for a foreign key from alert_matches
 * to alerts: no match is added for an alert while it is being deleted.
 */
export const MATCHING_LOCK: SQL = sql`hashtext('alert_matches')`;

/** The alert_reach rows of the alerts selected by `where` (active ones only). */
export function reachRowsOf(where: SQL): SQL {
  return sql`
    insert into ${alertReach} (course_id, date, window_start, window_end, players, max_price_cents, alert_id)
    select ${courses.id}, ${alerts.date}, ${alerts.windowStart}, ${alerts.windowEnd},
      ${alerts.players}, ${alerts.maxPriceCents}, ${alerts.id}
    from ${alerts} join ${courses} on ${alertCoversCourse}
    where ${alerts.status} = 'active' and ${where}`;
}
