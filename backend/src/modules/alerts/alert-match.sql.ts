import { type SQL, sql } from 'drizzle-orm';
import { alerts, courses, teeTimes } from '../../db/schema/index.js';
import { distanceMilesSql } from '../geo/distance.js';

/**
 * Where an alert looks: its chosen courses, else every course of its area, else every course
 * within its radius of its point.
 */
export const alertCoversCourse: SQL = sql`(
  (cardinality(${alerts.courseIds}) > 0 and ${courses.id} = any(${alerts.courseIds}))
  or (cardinality(${alerts.courseIds}) = 0 and ${alerts.area} is not null and ${courses.area} = ${alerts.area})
  or (cardinality(${alerts.courseIds}) = 0 and ${alerts.area} is null and
    ${distanceMilesSql(alerts, courses)} <= ${alerts.radiusMiles})
)`;

/**
 * The one definition of "this tee time fits this alert" (spec core 9), over alerts, tee_times and
 * the tee time's course: active, same date, start inside the window, room for the players, within
 * the price, at a course the alert covers.
 */
export const alertMatchesTeeTime: SQL = sql`
  ${alerts.status} = 'active'
  and ${alerts.date} = ${teeTimes.localDate}
  and ${teeTimes.localTime} >= ${alerts.windowStart}
  and ${teeTimes.localTime} < ${alerts.windowEnd}
  and ${teeTimes.openSpots} >= ${alerts.players}
  and (${alerts.maxPriceCents} is null or ${teeTimes.priceCents} <= ${alerts.maxPriceCents})
  and ${alertCoversCourse}`;
